import {
  isLocale,
  type LanguageProgress,
  type Locale,
  TRANSLATION_LOCALES,
  type TranslatableMessage,
  type TranslatableMessages,
  type TranslationLocale,
  type TranslationProposal,
  type Translators,
} from '@nupe/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { AppEvents } from '../../lib/events.js';
import type { CurrentUser } from '../../plugins/access.js';
import { type ProposalRow, translationsRepository as repo } from '../../repositories/translations.repository.js';
import { usersRepository } from '../../repositories/users.repository.js';
import { type BuiltCatalogs, type CatalogMessage, readBuiltCatalogs } from './catalog.js';
import { checkTranslation, describeMessage } from './message-check.js';
import { allProgress, groupReviewed, overridesFor, type ReviewedTexts, textIn } from './reviewed-texts.js';

export const toProposal = (r: ProposalRow): TranslationProposal => ({
  id: r.id,
  text: r.text,
  status: r.status,
  translator: r.translatorId ? { id: r.translatorId, name: r.translatorName ?? '' } : null,
  reviewer: r.reviewerId ? { id: r.reviewerId, name: r.reviewerName ?? '' } : null,
  via: r.via,
  createdAt: r.createdAt.toISOString(),
  reviewedAt: r.reviewedAt?.toISOString() ?? null,
});

/**
 * Community translation of the interface. The built catalogs (the web app's PO files) give
 * every message and its shipped texts; the database adds proposals and reviews. Only reviewed
 * texts reach users, through GET /api/i18n/{lang}, whose answers are kept in memory (serialised)
 * until a review changes a language on any instance.
 */
export function createTranslationsService(db: Db, events: AppEvents, catalogDir?: string) {
  let catalogs: BuiltCatalogs | null = null;
  const catalog = () => {
    catalogs ??= readBuiltCatalogs(catalogDir);
    return catalogs;
  };
  const shapes = new Map<string, { placeholders: string[]; plural: boolean }>();
  const shapeOf = (m: CatalogMessage) => {
    const known = shapes.get(m.id);
    if (known) return known;
    const shape = describeMessage(m.source);
    shapes.set(m.id, shape);
    return shape;
  };

  let reviewedCache: Promise<ReviewedTexts> | null = null;
  const answers = new Map<string, string>();
  const reviewed = () => {
    if (!reviewedCache) {
      const load = repo.reviewedTexts(db).then(groupReviewed);
      reviewedCache = load;
      load.catch(() => {
        if (reviewedCache === load) reviewedCache = null;
      });
    }
    return reviewedCache;
  };
  events.on('translationsChanged', () => {
    reviewedCache = null;
    answers.clear();
  });

  async function mayTranslate(user: CurrentUser, locale: string): Promise<boolean> {
    if (user.role === 'admin' || user.role === 'staff') return true;
    return (await repo.translatorLocales(db, user.id)).includes(locale);
  }
  async function requireTranslator(user: CurrentUser, locale: string): Promise<void> {
    if (!(await mayTranslate(user, locale))) throw new AppError('NOT_A_TRANSLATOR', 403);
  }
  function messageOf(id: string): CatalogMessage {
    const message = catalog().byId.get(id);
    if (!message) throw new AppError('TRANSLATION_NOT_FOUND', 404);
    return message;
  }

  return {
    catalog,
    reviewed,
    requireTranslator,

    /** GET /api/i18n/{lang}, serialised once per language until the next review. */
    async overridesJson(locale: Locale): Promise<string> {
      const hit = answers.get(locale);
      if (hit) return hit;
      const json = JSON.stringify(overridesFor(catalog(), await reviewed(), locale));
      answers.set(locale, json);
      return json;
    },

    async progress(): Promise<LanguageProgress[]> {
      return allProgress(catalog(), await reviewed());
    },

    /** Every message with its source, origin, shape and texts, for the Translate screen. */
    async list(user: CurrentUser, locale: TranslationLocale): Promise<TranslatableMessages> {
      const canTranslate = await mayTranslate(user, locale);
      if (!canTranslate && (await repo.translatorLocales(db, user.id)).length === 0) {
        throw new AppError('NOT_A_TRANSLATOR', 403);
      }
      const [texts, drafts] = await Promise.all([reviewed(), repo.drafts(db, locale)]);
      const draftOf = new Map(drafts.map((d) => [d.messageId, d]));
      const c = catalog();
      const messages = c.messages.map((m): TranslatableMessage => {
        const current = textIn(c, texts, locale, m.id);
        const draft = draftOf.get(m.id);
        const others: Record<string, string | null> = {};
        for (const other of TRANSLATION_LOCALES) {
          if (other !== locale) others[other] = textIn(c, texts, other, m.id)?.text ?? null;
        }
        return {
          ...m,
          ...shapeOf(m),
          status: draft ? 'draft' : current?.reviewed ? 'reviewed' : current ? 'shipped' : 'untranslated',
          current: current?.text ?? null,
          draft: draft ? toProposal(draft) : null,
          others,
        };
      });
      return { locale, canTranslate, messages };
    },

    async history(user: CurrentUser, locale: TranslationLocale, id: string): Promise<TranslationProposal[]> {
      await requireTranslator(user, locale);
      messageOf(id);
      return (await repo.history(db, locale, id)).map(toProposal);
    },

    /** A new draft; it replaces the message's pending one. Refused when it breaks the message. */
    async propose(
      user: CurrentUser,
      locale: TranslationLocale,
      id: string,
      text: string,
    ): Promise<TranslationProposal> {
      await requireTranslator(user, locale);
      const problem = checkTranslation(messageOf(id).source, text);
      if (problem) throw new AppError(problem.code, 400, problem.message);
      const row = await db.transaction(async (tx) => {
        await repo.supersedeDrafts(tx, locale, [id]);
        const [inserted] = await repo.insertDrafts(tx, [{ locale, messageId: id, text, translatorId: user.id }]);
        return inserted;
      });
      if (!row) throw new Error('insert returned no row');
      return toProposal({ ...row, translatorName: user.fullName, reviewerName: null });
    },

    /** Approves or turns down the pending draft; nobody reviews their own. */
    async review(user: CurrentUser, locale: TranslationLocale, id: string, approve: boolean): Promise<void> {
      await requireTranslator(user, locale);
      messageOf(id);
      await db.transaction(async (tx) => {
        const draft = await repo.findDraft(tx, locale, id);
        if (!draft) throw new AppError('NO_TRANSLATION_DRAFT', 409);
        if (draft.translatorId === user.id) throw new AppError('TRANSLATION_SELF_REVIEW', 403);
        await repo.decide(tx, draft.id, approve ? 'reviewed' : 'rejected', user.id);
      });
      if (approve) events.emit('translationsChanged', { locale });
    },

    async translators(): Promise<Translators> {
      const byUser = new Map<string, Translators['translators'][number]>();
      for (const row of await repo.listTranslators(db)) {
        const entry = byUser.get(row.userId) ?? { userId: row.userId, name: row.name, locales: [] };
        entry.locales.push(row.locale);
        byUser.set(row.userId, entry);
      }
      return { translators: [...byUser.values()] };
    },

    async setTranslator(admin: CurrentUser, userId: string, locales: TranslationLocale[]): Promise<string[]> {
      if (!(await usersRepository.findById(db, userId))) throw new AppError('USER_NOT_FOUND', 404);
      const unique = [...new Set(locales)].filter(isLocale).sort();
      await db.transaction((tx) => repo.setTranslatorLocales(tx, userId, unique, admin.id));
      return unique;
    },
  };
}

export type TranslationsService = ReturnType<typeof createTranslationsService>;
