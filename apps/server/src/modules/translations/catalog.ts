import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { LOCALES, type Locale } from '@nupe/shared';
import { parsePo } from 'pofile-ts';
import type { CatalogMessage } from './catalog-message.js';
import { contentMessages } from './content-messages.js';

export type { CatalogMessage };

export type BuiltCatalogs = {
  messages: CatalogMessage[];
  byId: Map<string, CatalogMessage>;
  /** Each language's shipped texts by message id (empty strings left out). */
  built: Record<Locale, Map<string, string>>;
};

/** The key a PO entry is found by: its msgctxt and msgid, as gettext and Lingui pair them. */
export const entryKey = (source: string, context: string | null) => `${context ?? ''}\u0004${source}`;

/**
 * Where the built catalogs are: I18N_CATALOG_DIR, else the web app's sources beside this server
 * (from src/ in development and tests, from dist/ in a production build).
 */
export function catalogDir(): string {
  const candidates = [
    process.env.I18N_CATALOG_DIR,
    path.resolve(import.meta.dirname, '../../../../web/src/locales'),
    path.resolve(import.meta.dirname, '../../web/src/locales'),
  ].filter((dir): dir is string => Boolean(dir));
  const found = candidates.find((dir) => existsSync(path.join(dir, 'en/messages.po')));
  if (!found) throw new Error(`no interface catalogs found (looked in ${candidates.join(', ')})`);
  return found;
}

/** The screen area a message belongs to, from the first file that shows it. */
export function areaOf(origins: string[]): string {
  const first = origins[0] ?? '';
  if (first.includes('shared-messages.generated')) return 'server messages';
  if (first.includes('genre-names')) return 'genres';
  const route = /src\/app\/routes\/([^/]+)\//.exec(first);
  if (route?.[1]) return route[1];
  const feature = /src\/features\/([^/]+)\//.exec(first);
  if (feature?.[1]) return feature[1];
  if (first.includes('src/components/')) return 'layout';
  return 'app';
}

/**
 * Reads the four PO catalogs the web app is built from (read once per process), and adds the
 * other texts translated the same way (content-messages.ts), which have no shipped translation.
 */
export function readBuiltCatalogs(dir: string = catalogDir()): BuiltCatalogs {
  const read = (locale: Locale) => parsePo(readFileSync(path.join(dir, `${locale}/messages.po`), 'utf8')).items;
  const messages: CatalogMessage[] = [];
  const byKey = new Map<string, string>();
  for (const item of read('en')) {
    if (item.obsolete || item.msgid === '') continue;
    const id = generateMessageId(item.msgid, item.msgctxt ?? '');
    const origins = item.references.flatMap((r) => r.split(/\s+/)).filter(Boolean);
    messages.push({
      id,
      source: item.msgid,
      context: item.msgctxt ?? null,
      origins,
      area: areaOf(origins),
      notes: item.extractedComments,
    });
    byKey.set(entryKey(item.msgid, item.msgctxt ?? null), id);
  }
  const built = {} as Record<Locale, Map<string, string>>;
  for (const locale of LOCALES) {
    const texts = new Map<string, string>();
    for (const item of read(locale)) {
      const id = byKey.get(entryKey(item.msgid, item.msgctxt ?? null));
      const text = item.msgstr[0] ?? '';
      if (id && !item.obsolete && text.trim()) texts.set(id, text);
    }
    built[locale] = texts;
  }
  messages.push(...contentMessages());
  return { messages, byId: new Map(messages.map((m) => [m.id, m])), built };
}
