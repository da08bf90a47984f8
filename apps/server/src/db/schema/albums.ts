import type { Genre } from '@nupe/shared';
import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const albums = pgTable(
  'albums',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    genre: text('genre').$type<Genre>().notNull(),
    /** Storage key prefix of the cover's WebP variants (see modules/media/images.ts). */
    coverKey: text('cover_key'),
    /** Calendar date, YYYY-MM-DD. */
    releaseDate: date('release_date', { mode: 'string' }).notNull(),
    /** The artist account the album belongs to; null for catalogue albums an admin curates. */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One album per title (case-insensitive) per owner: uploads naming it find it.
    uniqueIndex('albums_owner_title_idx').on(
      sql`coalesce(${t.ownerId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      sql`lower(${t.title})`,
    ),
    index('albums_owner_idx').on(t.ownerId),
    index('albums_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
  ],
);

export type AlbumRow = typeof albums.$inferSelect;
