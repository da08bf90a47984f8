import { APP_START_SCRIPT } from '@nupe/shared';

export type PageMeta = {
  title: string;
  description: string;
  url: string;
  /** The page's canonical address when it is not `url` (a shared moment's link names its `?t=`). */
  canonicalUrl?: string;
  image?: string;
  /** The image's type and size (`og:image:type`, `og:image:width`, `og:image:height`). */
  imageType?: string;
  imageWidth?: number;
  imageHeight?: number;
  /** A stream chat apps may play (`og:audio`): only for what is open to all. */
  audio?: string;
  type?: string;
  noindex?: boolean;
  /** A web app manifest other than index.html's own (the listener app has its own). */
  manifest?: string;
  /** The home-screen icon iOS uses when the page is added to it. */
  appleTouchIcon?: string;
  /** Anonymous same-origin GETs the page makes at once, fetched with the HTML (`<link rel=preload as=fetch>`). */
  preloadFetch?: string[];
  /** Scripts of the page's lazily loaded area, fetched with the HTML (`<link rel=modulepreload>`). */
  modulePreload?: string[];
  /** The interface language the page is drawn in (`<html lang>`). */
  lang?: string;
  /** Images the first screen draws at once (`<link rel=preload as=image>`, responsive). */
  preloadImages?: { href: string; srcset: string; sizes: string }[];
  /**
   * The page's text, rendered on the server inside the app's root (search engines and people
   * without JavaScript read it; the app replaces it when it starts). Already escaped HTML.
   */
  bodyHtml?: string;
  /**
   * The app itself drawn on the server (the web build's renderer, /listen's home): put inside
   * the root as it is, with the API answers it was drawn from (`pageData`, JSON by API path)
   * for the browser's first render to draw the same.
   */
  app?: { html: string; pageData: string; title?: string | null };
  /** A schema.org description of the page (JSON-LD), in the head. */
  jsonLd?: Record<string, unknown>;
  /** Other forms of the page (`<link rel="alternate">`): the oEmbed discovery link. */
  alternates?: { type: string; href: string; title: string }[];
};

/** JSON inside a <script> element: nothing in it may close the element or open a comment. */
export function scriptJson(json: string): string {
  return json.replaceAll('<', '\\u003c');
}

/** A song page's words as HTML: title, credit, the archive description and what is said. */
export function songBodyHtml(song: {
  title: string;
  artist: string;
  archive: {
    description: string | null;
    contributors: { name: string; role: string; roleDetail: string | null }[];
    recorded: string | null;
    occasion: string | null;
    place: { name: string } | null;
  };
  transcript: { language: string; lines: string[] } | null;
}): string {
  const a = song.archive;
  const facts = [
    a.contributors.length
      ? ['Performed by', a.contributors.map((c) => `${c.name} (${c.roleDetail ?? c.role})`).join(', ')]
      : null,
    a.recorded ? ['Recorded', a.recorded] : null,
    a.place ? ['Place', a.place.name] : null,
    a.occasion ? ['Occasion', a.occasion] : null,
  ].filter((f): f is [string, string] => f !== null);
  return [
    '<article>',
    `<h1>${escapeHtml(song.title)}</h1>`,
    `<p>${escapeHtml(song.artist)}</p>`,
    a.description ? `<p>${escapeHtml(a.description)}</p>` : '',
    facts.length
      ? `<dl>${facts.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>`
      : '',
    song.transcript
      ? `<section lang="${escapeHtml(song.transcript.language)}"><h2>What is said</h2><ol>${song.transcript.lines
          .map((l) => `<li>${escapeHtml(l)}</li>`)
          .join('')}</ol></section>`
      : '',
    '</article>',
  ].join('');
}

/** A public playlist's words as HTML: its name, maker, description and songs in order. */
export function playlistBodyHtml(p: {
  name: string;
  description: string;
  owner: { name: string };
  songs: { title: string; artist: string }[];
}): string {
  return [
    '<article>',
    `<h1>${escapeHtml(p.name)}</h1>`,
    `<p>A playlist by ${escapeHtml(p.owner.name)} · ${p.songs.length} ${p.songs.length === 1 ? 'song' : 'songs'}</p>`,
    p.description ? `<p>${escapeHtml(p.description)}</p>` : '',
    p.songs.length
      ? `<ol>${p.songs.map((s) => `<li>${escapeHtml(s.title)} — ${escapeHtml(s.artist)}</li>`).join('')}</ol>`
      : '',
    '</article>',
  ].join('');
}

const escapeHtml = (s: string) =>
  s
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/**
 * Puts the page's title, description, canonical address and Open Graph / Twitter tags into
 * index.html, so search engines and chat apps see them without running JavaScript.
 * The built index.html carries one <title> and one description meta, which are replaced.
 */
export function renderHead(html: string, meta: PageMeta): string {
  const t = escapeHtml(meta.title);
  const d = escapeHtml(meta.description);
  const u = escapeHtml(meta.url);
  const tags = [
    `<link rel="canonical" href="${meta.canonicalUrl ? escapeHtml(meta.canonicalUrl) : u}">`,
    `<meta property="og:site_name" content="Nupe Music">`,
    `<meta property="og:type" content="${escapeHtml(meta.type ?? 'website')}">`,
    `<meta property="og:title" content="${t}">`,
    `<meta property="og:description" content="${d}">`,
    `<meta property="og:url" content="${u}">`,
    meta.image ? `<meta property="og:image" content="${escapeHtml(meta.image)}">` : '',
    meta.image && meta.imageType ? `<meta property="og:image:type" content="${escapeHtml(meta.imageType)}">` : '',
    meta.image && meta.imageWidth ? `<meta property="og:image:width" content="${meta.imageWidth}">` : '',
    meta.image && meta.imageHeight ? `<meta property="og:image:height" content="${meta.imageHeight}">` : '',
    meta.audio ? `<meta property="og:audio" content="${escapeHtml(meta.audio)}">` : '',
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${t}">`,
    `<meta name="twitter:description" content="${d}">`,
    meta.image ? `<meta name="twitter:image" content="${escapeHtml(meta.image)}">` : '',
    meta.noindex ? '<meta name="robots" content="noindex">' : '',
    meta.appleTouchIcon ? `<link rel="apple-touch-icon" href="${escapeHtml(meta.appleTouchIcon)}">` : '',
    // A drawn app fetches its scripts itself, after its first screen (below).
    ...(meta.app ? [] : (meta.modulePreload ?? [])).map(
      (href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`,
    ),
    ...(meta.preloadImages ?? []).map(
      (i) =>
        `<link rel="preload" as="image" href="${escapeHtml(i.href)}" imagesrcset="${escapeHtml(i.srcset)}" imagesizes="${escapeHtml(i.sizes)}" fetchpriority="high">`,
    ),
    ...(meta.alternates ?? []).map(
      (a) =>
        `<link rel="alternate" type="${escapeHtml(a.type)}" href="${escapeHtml(a.href)}" title="${escapeHtml(a.title)}">`,
    ),
    meta.jsonLd ? `<script type="application/ld+json">${scriptJson(JSON.stringify(meta.jsonLd))}</script>` : '',
    ...(meta.preloadFetch ?? []).map(
      (href) => `<link rel="preload" href="${escapeHtml(href)}" as="fetch" crossorigin="anonymous">`,
    ),
  ]
    .filter(Boolean)
    .join('\n    ');
  // Replacements are functions, so a `$&` or `$'` in a title or a song's words stays as written.
  const put = (text: string, pattern: string | RegExp, by: string) => text.replace(pattern, () => by);
  // The tab shows the drawn screen's own title in the reader's language, as the app will; link
  // previews keep the page's title (og:title, twitter:title).
  const tab = meta.app?.title ? escapeHtml(meta.app.title) : t;
  let out = put(html, /<title>[\s\S]*?<\/title>/, `<title>${tab}</title>`);
  if (meta.lang) out = put(out, /<html(?:\s+lang="[^"]*")?>/, `<html lang="${escapeHtml(meta.lang)}">`);
  if (meta.app) {
    out = put(
      out,
      '<div id="root"></div>',
      `<div id="root">${meta.app.html}</div>\n    <script type="application/json" id="page-data">${scriptJson(meta.app.pageData)}</script>`,
    );
    // The app's scripts are fetched and run once the drawn page has loaded (APP_START_SCRIPT):
    // a script tag or preload would take the connection and the processor from the first screen.
    const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(out);
    if (entry?.[1]) {
      const preloads = [...out.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
      for (const link of preloads) out = put(out, link[0], '');
      out = put(out, entry[0], '');
      const scripts = [...preloads.map((link) => link[1]), ...(meta.modulePreload ?? [])];
      out = put(
        out,
        '</body>',
        `  <script data-src="${escapeHtml(entry[1])}" data-preload="${escapeHtml(scripts.join(' '))}">${APP_START_SCRIPT}</script>\n  </body>`,
      );
    }
  } else if (meta.bodyHtml) out = put(out, '<div id="root"></div>', `<div id="root">${meta.bodyHtml}</div>`);
  if (meta.manifest) {
    const link = `<link rel="manifest" href="${escapeHtml(meta.manifest)}">`;
    out = /<link\s+rel="manifest"[^>]*>/.test(out)
      ? put(out, /<link\s+rel="manifest"[^>]*>/, link)
      : put(out, '</head>', `    ${link}\n  </head>`);
  }
  if (/<meta\s+name="description"[^>]*>/.test(out)) {
    out = put(out, /<meta\s+name="description"[^>]*>/, `<meta name="description" content="${d}">`);
  } else {
    out = put(out, '</head>', `    <meta name="description" content="${d}">\n  </head>`);
  }
  return put(out, '</head>', `    ${tags}\n  </head>`);
}
