/*
 * Plain values of the citation and oEmbed endpoints, apart from their zod schemas: a page that
 * shows the citation styles loads these few bytes, not the schemas and zod with them.
 */

/** Citation styles of GET /api/songs/{id}/cite. */
export const CITE_STYLES = ['apa', 'chicago', 'bibtex', 'ris', 'csl-json'] as const;
export type CiteStyle = (typeof CITE_STYLES)[number];
export const CITE_STYLE_NAMES: Record<CiteStyle, string> = {
  apa: 'APA',
  chicago: 'Chicago',
  bibtex: 'BibTeX',
  ris: 'RIS',
  'csl-json': 'CSL-JSON',
};

/** The embeddable player's frame: its size as oEmbed answers it (the player fits any width). */
export const EMBED_WIDTH = 480;
export const EMBED_HEIGHT = 200;
