/**
 * An XML answer as the Subsonic 1.16.1 XSD can judge it: OpenSubsonic adds attributes and
 * child elements to songs (`samplingRate`, `channelCount`, a now-playing entry's `state` and `positionMs`, `<replayGain>`,
 * `<contributors>`…)
 * that the 1.16.1 schema predates. They are removed here, and only they, so the rest of the
 * answer is still validated with xmllint; tests check the additions themselves separately
 * (and their JSON against OpenSubsonic's own schemas).
 */
const ADDED_ATTRIBUTES = ['samplingRate', 'channelCount', 'bitDepth', 'state', 'positionMs', 'playbackRate'];
const ADDED_ELEMENTS = ['replayGain', 'contributors'];

export function asSubsonic116(xml: string): string {
  let out = xml;
  for (const name of ADDED_ELEMENTS) {
    out = out.replace(new RegExp(`<${name}\\b[^>]*/>`, 'g'), '');
    out = out.replace(new RegExp(`<${name}\\b[^>]*>[\\s\\S]*?</${name}>`, 'g'), '');
  }
  for (const name of ADDED_ATTRIBUTES) out = out.replace(new RegExp(` ${name}="[^"]*"`, 'g'), '');
  return out;
}
