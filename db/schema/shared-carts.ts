import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What one shared line remembers of the moment it was shared (docs/shared-carts.md): the price
 * then (to say 'el precio cambió') and the names, so a line whose product was deleted since can
 * still say what it was. Product facts only: a shared cart holds no personal data.
 */
export type SharedCartLine = {
  variantId: number;
  productId: number;
  quantity: number;
  /** The unit price the shopper saw (tier included), whole pesos. */
  unitPrice: number;
  productName: string;
  variantLabel: string;
  sku: string;
  imageUrl: string | null;
};

/**
 * A cart saved behind a WhatsApp order's link (docs/shared-carts.md). The id is 128 random bits in
 * base64url (unguessable; it is the only key). No customer, IP or device: anyone with the link
 * may read it, and nothing in it says who sent it. Reserves no stock.
 */
export const sharedCarts = pgTable(
  'shared_carts',
  {
    id: text().primaryKey(),
    lines: jsonb().$type<SharedCartLine[]>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('shared_carts_expires_idx').on(t.expiresAt), check('shared_carts_id_format', sql`${t.id} ~ '^[A-Za-z0-9_-]{22}$'`)],
);
