/**
 * XML text for the protocols that answer XML (OAI-PMH, BagIt's Dublin Core, Subsonic).
 * Escapes the five markup characters and drops what XML 1.0 cannot carry at all (C0 controls
 * other than tab and newlines, lone surrogates, U+FFFE/U+FFFF): a stray control byte in a
 * title must not make a whole harvest page unreadable.
 */

/** The Char production of XML 1.0: tab, newlines, and the rest of Unicode but surrogates, U+FFFE and U+FFFF. */
const isXmlChar = (cp: number) =>
  cp === 0x9 ||
  cp === 0xa ||
  cp === 0xd ||
  (cp >= 0x20 && cp <= 0xd7ff) ||
  (cp >= 0xe000 && cp <= 0xfffd) ||
  (cp >= 0x10000 && cp <= 0x10ffff);
const MARKUP: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function xmlText(value: string | number): string {
  let text = String(value);
  // Iterating by code point: a lone surrogate comes out alone, and is dropped.
  if ([...text].some((c) => !isXmlChar(c.codePointAt(0) as number))) {
    text = [...text].filter((c) => isXmlChar(c.codePointAt(0) as number)).join('');
  }
  return text.replace(/[&<>"']/g, (c) => MARKUP[c] as string);
}

/** Attributes from an object; null and undefined values are left out. */
export function xmlAttrs(attrs: Record<string, string | number | null | undefined>): string {
  return Object.entries(attrs)
    .filter(([, v]) => v !== null && v !== undefined)
    .map(([k, v]) => ` ${k}="${xmlText(v as string | number)}"`)
    .join('');
}

/** One element with escaped text; an empty or missing value gives nothing. */
export function xmlElement(
  name: string,
  text: string | number | null | undefined,
  attrs: Record<string, string | number | null | undefined> = {},
): string {
  if (text === null || text === undefined || text === '') return '';
  return `<${name}${xmlAttrs(attrs)}>${xmlText(text)}</${name}>`;
}
