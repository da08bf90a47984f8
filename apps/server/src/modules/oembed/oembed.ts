const SONG_PATH = /^\/(?:listen\/|embed\/)?song\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;

/** The song a page address of this site names (`/song/{id}`, `/listen/song/{id}`, `/embed/song/{id}`), or null. */
export function songIdOf(url: string, base: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.host !== new URL(base).host) return null;
  return SONG_PATH.exec(parsed.pathname)?.[1]?.toLowerCase() ?? null;
}

const attr = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The iframe other sites put in their pages. */
export function embedHtml(src: string, title: string, width: number, height: number): string {
  return `<iframe src="${attr(src)}" width="${width}" height="${height}" title="${attr(`${title} — Nupe Music`)}" style="border:0" allow="autoplay; encrypted-media" loading="lazy"></iframe>`;
}
