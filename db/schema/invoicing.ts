import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders';

export const invoiceStatuses = ['pending', 'issued', 'failed'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/**
 * The electronic invoice of a paid order (issue 26 §4, docs/invoicing.md): at most one row per
 * order, inserted in the transaction that makes the order paid. The row is both the outbox entry
 * (status, attempts, lease, back-off, like email_outbox) and where the provider's answer is kept:
 * number, CUFE and the links to its PDF and XML, or the provider's message when it failed.
 */
export const orderInvoices = pgTable(
  'order_invoices',
  {
    orderId: integer()
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The driver that was on when it was queued ('factus'). */
    provider: text().notNull(),
    /** What the provider knows the invoice by (its idempotency key): the same on every attempt. */
    referenceCode: text().notNull(),
    status: text({ enum: invoiceStatuses }).notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp({ withTimezone: true }),
    /** The provider's message of the last failure, as staff read it. */
    lastError: text(),
    number: text(),
    cufe: text(),
    pdfUrl: text(),
    xmlUrl: text(),
    issuedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_invoices_pending_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    check('order_invoices_status_check', sql`${t.status} in ('pending', 'issued', 'failed')`),
  ],
);
