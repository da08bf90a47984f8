import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { supportMessages } from './support-messages.js';
import { users } from './users.js';

/** Staff's internal notes on a support ticket; never shown to the sender. */
export const supportNotes = pgTable(
  'support_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => supportMessages.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_notes_message_idx').on(t.messageId, t.createdAt)],
);
