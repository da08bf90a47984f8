import { existsSync, readFileSync } from 'node:fs';
import { type CiteStyle, lagosDate, type Song } from '@nupe/shared';
import { AppError } from '../../lib/app-error.js';
import { cslItem } from './csl-item.js';

/** Debian's `citation-style-language-styles`: the CSL project's own styles, Chicago among them. */
export const CHICAGO_STYLE_FILE = '/usr/share/citation-style-language/styles/chicago-author-date.csl';

const TYPES: Record<CiteStyle, string> = {
  apa: 'text/plain; charset=utf-8',
  chicago: 'text/plain; charset=utf-8',
  bibtex: 'application/x-bibtex; charset=utf-8',
  ris: 'application/x-research-info-systems; charset=utf-8',
  'csl-json': 'application/vnd.citationstyles.csl+json; charset=utf-8',
};
const EXTENSIONS: Record<CiteStyle, string> = {
  apa: 'txt',
  chicago: 'txt',
  bibtex: 'bib',
  ris: 'ris',
  'csl-json': 'json',
};

type CiteModule = typeof import('@citation-js/core');
let loading: Promise<CiteModule> | null = null;

/**
 * Citation.js with its CSL, BibTeX and RIS plugins, loaded on the first citation (citeproc is
 * large; most processes never cite). Chicago (author-date) is registered from the CSL styles
 * when they are installed.
 */
function citationJs(): Promise<CiteModule> {
  loading ??= (async () => {
    const core = await import('@citation-js/core');
    await Promise.all([
      import('@citation-js/plugin-csl'),
      import('@citation-js/plugin-bibtex'),
      import('@citation-js/plugin-ris'),
    ]);
    if (existsSync(CHICAGO_STYLE_FILE)) {
      core.plugins.config.get('@csl').styles.add('chicago', readFileSync(CHICAGO_STYLE_FILE, 'utf8'));
    }
    return core;
  })();
  return loading;
}

export type Citation = { body: string; contentType: string; filename: string };

/** A citation of a recording in a style: APA and Chicago as text, BibTeX, RIS and CSL-JSON as files. */
export async function cite(song: Song, style: CiteStyle, url: string): Promise<Citation> {
  const { Cite, plugins } = await citationJs();
  const item = cslItem(song, url, lagosDate());
  const c = new Cite(item);
  let body: string;
  if (style === 'apa' || style === 'chicago') {
    if (!plugins.config.get('@csl').styles.has(style)) {
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        503,
        'Chicago citations need the CSL styles on the server (Debian package citation-style-language-styles).',
      );
    }
    body = `${c.format('bibliography', { format: 'text', template: style, lang: 'en-US' }).trim()}\n`;
  } else if (style === 'csl-json') {
    body = `${c.format('data', { format: 'text' }).trim()}\n`;
  } else body = `${c.format(style).trim()}\n`;
  return { body, contentType: TYPES[style], filename: `${song.id}.${EXTENSIONS[style]}` };
}

/**
 * Builds the citation engines ahead of the first reader: citeproc reads each style's XML once
 * per process, seconds on a busy machine. Run in the background after start-up.
 */
export async function warmCitations(): Promise<void> {
  const { Cite, plugins } = await citationJs();
  const c = new Cite({ id: 'warm', type: 'song', title: 'Warm-up', issued: { 'date-parts': [[2000]] } });
  for (const style of ['apa', 'chicago'] as const) {
    if (plugins.config.get('@csl').styles.has(style)) c.format('bibliography', { template: style, lang: 'en-US' });
  }
}
