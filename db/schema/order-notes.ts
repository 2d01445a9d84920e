import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { staffUsers } from './people';

/**
 * Internal notes on an order: written and read by staff only, never shown to the
 * customer nor sent by e-mail. The author's name is kept as written, so a note still says who
 * wrote it after that user is deleted.
 */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    staffId: integer().references(() => staffUsers.id, { onDelete: 'set null' }),
    authorName: text().notNull(),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_notes_order_idx').on(t.orderId, t.createdAt),
    check('order_notes_body_length', sql`char_length(${t.body}) between 1 and 1000`),
  ],
);
