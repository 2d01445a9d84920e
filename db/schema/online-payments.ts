import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  onlinePaymentLinkCreators,
  onlinePaymentOutcomes,
  wompiEnvironments,
  wompiTransactionStatuses,
} from '../../lib/domain/online-payment-status';
import { orders } from './orders';
import { staffUsers } from './people';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * The Wompi payment links the store created for an order (docs/payments.md). Single-use, for the
 * order's exact total in cents, ending with the order's payment window; `active` turns false when
 * the order's total changes or the link is replaced, so a valid one is reused rather than doubled.
 */
export const onlinePaymentLinks = pgTable(
  'online_payment_links',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Wompi's id of the link: the checkout address is https://checkout.wompi.co/l/<id>. */
    wompiLinkId: text().notNull(),
    url: text().notNull(),
    amountInCents: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull().default('COP'),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdBy: text({ enum: onlinePaymentLinkCreators }).notNull(),
    createdByStaffId: integer().references(() => staffUsers.id, { onDelete: 'set null' }),
    active: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('online_payment_links_wompi_id_unique').on(t.wompiLinkId),
    index('online_payment_links_order_idx').on(t.orderId, t.createdAt.desc()),
    check('online_payment_links_created_by_check', sql`${t.createdBy} in (${inList(onlinePaymentLinkCreators)})`),
    check('online_payment_links_amount_pos', sql`${t.amountInCents} > 0`),
  ],
);

/**
 * Every Wompi transaction the store has heard of, as its API last answered it (never as an event
 * claimed it), with what it is to its order. One row per Wompi transaction id; `orderId` is null
 * for a transaction that names no link or reference of the store ('unknown').
 */
export const onlinePaymentTransactions = pgTable(
  'online_payment_transactions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    wompiTransactionId: text().notNull(),
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    linkId: integer().references(() => onlinePaymentLinks.id, { onDelete: 'set null' }),
    wompiLinkId: text(),
    reference: text(),
    status: text({ enum: wompiTransactionStatuses }).notNull(),
    statusMessage: text(),
    amountInCents: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    /** NEQUI, PSE, CARD, BANCOLOMBIA_TRANSFER, BANCOLOMBIA_QR…: as Wompi names it. */
    paymentMethodType: text(),
    outcome: text({ enum: onlinePaymentOutcomes }).notNull(),
    /** Wompi's own times of the transaction. */
    createdAt: timestamp({ withTimezone: true }).notNull(),
    finalizedAt: timestamp({ withTimezone: true }),
    /** When the store first heard of it, and last read it. */
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastPolledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('online_payment_transactions_wompi_id_unique').on(t.wompiTransactionId),
    index('online_payment_transactions_order_idx').on(t.orderId),
    index('online_payment_transactions_created_idx').on(t.createdAt),
    // The poller's list: the transactions still pending.
    index('online_payment_transactions_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'PENDING'`),
    check('online_payment_transactions_status_check', sql`${t.status} in (${inList(wompiTransactionStatuses)})`),
    check('online_payment_transactions_outcome_check', sql`${t.outcome} in (${inList(onlinePaymentOutcomes)})`),
  ],
);

/**
 * Each Wompi event, recorded once by its transaction and status: a retry or a duplicate meets the
 * unique index and is answered 200 without acting again. The payload is kept for support.
 */
export const onlinePaymentEvents = pgTable(
  'online_payment_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    wompiTransactionId: text().notNull(),
    status: text().notNull(),
    event: text().notNull(),
    environment: text({ enum: wompiEnvironments }).notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    payload: jsonb().notNull(),
  },
  (t) => [
    uniqueIndex('online_payment_events_transaction_status_unique').on(t.wompiTransactionId, t.status),
    check('online_payment_events_environment_check', sql`${t.environment} in (${inList(wompiEnvironments)})`),
  ],
);
