import { LOCALE_NAMES, type TranslationImportResult, type TranslationLocale } from '@nupe/shared';
import { createItem, getPluralFormsHeader, parsePo, stringifyPo } from 'pofile-ts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { CurrentUser } from '../../plugins/access.js';
import { translationsRepository as repo } from '../../repositories/translations.repository.js';
import { entryKey } from './catalog.js';
import { checkTranslation } from './message-check.js';
import { textIn } from './reviewed-texts.js';
import type { TranslationsService } from './translations.service.js';

const poDate = (d: Date) => `${d.toISOString().slice(0, 16).replace('T', ' ')}+0000`;

/**
 * PO files in and out, as Lingui writes the project's catalogs (ICU messages in msgid, msgctxt
 * as given, origins as `#:` references, developer notes as `#.`) so Weblate, Poedit or a plain
 * gettext tool can work on them. Export carries what users read; a pending draft with nothing
 * reviewed is exported fuzzy. Import proposes drafts for the entries whose text differs from
 * what users read, and refuses the whole file when one entry breaks its message.
 */
export function createPoExchange(db: Db, translations: TranslationsService) {
  return {
    async exportPo(locale: TranslationLocale): Promise<string> {
      const catalogs = translations.catalog();
      const [reviewed, drafts] = await Promise.all([translations.reviewed(), repo.drafts(db, locale)]);
      const draftOf = new Map(drafts.map((d) => [d.messageId, d]));
      const items = catalogs.messages.map((m) => {
        const item = createItem();
        item.msgid = m.source;
        item.msgctxt = m.context;
        item.references = m.origins;
        item.extractedComments = m.notes;
        const current = textIn(catalogs, reviewed, locale, m.id);
        const draft = draftOf.get(m.id);
        if (current) item.msgstr = [current.text];
        else if (draft) {
          item.msgstr = [draft.text];
          item.flags = { fuzzy: true };
        } else item.msgstr = [''];
        return item;
      });
      return stringifyPo(
        {
          headers: {
            'Project-Id-Version': 'Nupe Music',
            'Report-Msgid-Bugs-To': '',
            'POT-Creation-Date': poDate(new Date()),
            'PO-Revision-Date': poDate(new Date()),
            'Last-Translator': 'Nupe Music translators',
            'Language-Team': LOCALE_NAMES[locale],
            Language: locale,
            'MIME-Version': '1.0',
            'Content-Type': 'text/plain; charset=utf-8',
            'Content-Transfer-Encoding': '8bit',
            'Plural-Forms': getPluralFormsHeader(locale === 'nup' ? 'ha' : locale),
            'X-Generator': 'Nupe Music',
          },
          items,
        },
        { foldLength: 0 },
      );
    },

    async importPo(user: CurrentUser, locale: TranslationLocale, text: string): Promise<TranslationImportResult> {
      await translations.requireTranslator(user, locale);
      let parsed: ReturnType<typeof parsePo>;
      try {
        parsed = parsePo(text);
      } catch {
        throw new AppError('PO_UNREADABLE', 400);
      }
      if (!parsed.items.some((item) => item.msgid !== '')) throw new AppError('PO_UNREADABLE', 400);
      const language = parsed.headers.Language?.trim();
      if (language && language.toLowerCase().split(/[-_]/)[0] !== locale) {
        throw new AppError('PO_WRONG_LANGUAGE', 400, `This PO file is for "${language}", not "${locale}".`);
      }
      const catalogs = translations.catalog();
      const idOf = new Map(catalogs.messages.map((m) => [entryKey(m.source, m.context), m]));
      const [reviewed, drafts] = await Promise.all([translations.reviewed(), repo.drafts(db, locale)]);
      const draftOf = new Map(drafts.map((d) => [d.messageId, d.text]));
      const result = { proposed: 0, unchanged: 0, skipped: 0, unknown: [] as string[] };
      // By message: an entry given twice counts once, its last text.
      const changed = new Map<string, string>();
      for (const item of parsed.items) {
        if (item.obsolete || item.msgid === '') continue;
        const message = idOf.get(entryKey(item.msgid, item.msgctxt ?? null));
        const given = item.msgstr[0] ?? '';
        if (!message) result.unknown.push(item.msgid);
        else if (item.flags.fuzzy || !given.trim()) result.skipped += 1;
        else if (given === textIn(catalogs, reviewed, locale, message.id)?.text || given === draftOf.get(message.id)) {
          result.unchanged += 1;
        } else {
          const problem = checkTranslation(message.source, given);
          if (problem) throw new AppError(problem.code, 400, `"${message.source}": ${problem.message}`);
          changed.set(message.id, given);
        }
      }
      const changes = [...changed].map(([id, value]) => ({ id, text: value }));
      if (changes.length > 0) {
        await db.transaction(async (tx) => {
          await repo.supersedeDrafts(
            tx,
            locale,
            changes.map((c) => c.id),
          );
          await repo.insertDrafts(
            tx,
            changes.map((c) => ({
              locale,
              messageId: c.id,
              text: c.text,
              translatorId: user.id,
              via: 'import' as const,
            })),
          );
        });
      }
      result.proposed = changes.length;
      const message = `${changes.length} new draft${changes.length === 1 ? '' : 's'} to review; ${result.unchanged} unchanged.`;
      return { message, ...result };
    },
  };
}

export type PoExchange = ReturnType<typeof createPoExchange>;
