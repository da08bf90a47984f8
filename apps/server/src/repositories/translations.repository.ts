import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.js';
import { type TranslationRow, translations, translators, users } from '../db/schema/index.js';

export type { TranslationRow };

/** A proposal with the names of the people on it. */
export type ProposalRow = TranslationRow & { translatorName: string | null; reviewerName: string | null };

const translator = alias(users, 'translator');
const reviewer = alias(users, 'reviewer');

function withPeople(db: DbOrTx) {
  return db
    .select({ row: translations, translatorName: translator.fullName, reviewerName: reviewer.fullName })
    .from(translations)
    .leftJoin(translator, eq(translator.id, translations.translatorId))
    .leftJoin(reviewer, eq(reviewer.id, translations.reviewerId));
}
const flat = (r: { row: TranslationRow; translatorName: string | null; reviewerName: string | null }): ProposalRow => ({
  ...r.row,
  translatorName: r.translatorName,
  reviewerName: r.reviewerName,
});

/** Community translations: proposals, reviews, and who may make them. */
export const translationsRepository = {
  /** The text users read for each reviewed message: the most recently reviewed proposal. */
  reviewedTexts(db: DbOrTx): Promise<{ locale: string; messageId: string; text: string }[]> {
    return db
      .selectDistinctOn([translations.locale, translations.messageId], {
        locale: translations.locale,
        messageId: translations.messageId,
        text: translations.text,
      })
      .from(translations)
      .where(eq(translations.status, 'reviewed'))
      .orderBy(translations.locale, translations.messageId, desc(translations.reviewedAt));
  },

  async drafts(db: DbOrTx, locale: string): Promise<ProposalRow[]> {
    const rows = await withPeople(db).where(and(eq(translations.locale, locale), eq(translations.status, 'draft')));
    return rows.map(flat);
  },

  async history(db: DbOrTx, locale: string, messageId: string): Promise<ProposalRow[]> {
    const rows = await withPeople(db)
      .where(and(eq(translations.locale, locale), eq(translations.messageId, messageId)))
      .orderBy(desc(translations.createdAt));
    return rows.map(flat);
  },

  async findDraft(db: DbOrTx, locale: string, messageId: string): Promise<TranslationRow | null> {
    const [row] = await db
      .select()
      .from(translations)
      .where(
        and(eq(translations.locale, locale), eq(translations.messageId, messageId), eq(translations.status, 'draft')),
      )
      .for('update');
    return row ?? null;
  },

  /** Retires the pending proposals of these messages (a newer one replaces them). */
  async supersedeDrafts(db: DbOrTx, locale: string, messageIds: string[]): Promise<void> {
    if (messageIds.length === 0) return;
    await db
      .update(translations)
      .set({ status: 'superseded' })
      .where(
        and(
          eq(translations.locale, locale),
          inArray(translations.messageId, messageIds),
          eq(translations.status, 'draft'),
        ),
      );
  },

  async insertDrafts(db: DbOrTx, values: (typeof translations.$inferInsert)[]): Promise<TranslationRow[]> {
    if (values.length === 0) return [];
    return db.insert(translations).values(values).returning();
  },

  async decide(db: DbOrTx, id: string, status: 'reviewed' | 'rejected', reviewerId: string): Promise<void> {
    await db
      .update(translations)
      .set({ status, reviewerId, reviewedAt: new Date() })
      .where(and(eq(translations.id, id), eq(translations.status, 'draft')));
  },

  async translatorLocales(db: DbOrTx, userId: string): Promise<string[]> {
    const rows = await db
      .select({ locale: translators.locale })
      .from(translators)
      .where(eq(translators.userId, userId))
      .orderBy(asc(translators.locale));
    return rows.map((r) => r.locale);
  },

  /** Makes the account a translator for exactly these languages. */
  async setTranslatorLocales(db: DbOrTx, userId: string, locales: string[], grantedBy: string): Promise<void> {
    await db.delete(translators).where(eq(translators.userId, userId));
    if (locales.length > 0) {
      await db.insert(translators).values(locales.map((locale) => ({ userId, locale, grantedBy })));
    }
  },

  async listTranslators(db: DbOrTx): Promise<{ userId: string; name: string; locale: string }[]> {
    return db
      .select({ userId: translators.userId, name: users.fullName, locale: translators.locale })
      .from(translators)
      .innerJoin(users, eq(users.id, translators.userId))
      .orderBy(asc(users.fullName), asc(translators.locale));
  },
};
