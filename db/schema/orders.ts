import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { type DeliveryEstimate, deliveryOptionKinds } from '../../lib/domain/delivery';
import { type BillingSnapshot, invoiceTargets } from '../../lib/domain/billing';
import { DELIVERY_IVA_RULES, IVA_CLASSES } from '../../lib/domain/iva';
import { orderSources, paymentStatuses, shippingMethods, shippingStatuses } from '../../lib/domain/order-status';
import type { RefundPart } from '../../lib/domain/refunds';
import { paymentMethods, products, variants } from './catalog';
import { addresses, customers, locales, staffUsers } from './people';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** The delivery address as it was when the order was placed (addresses can change later). */
export type AddressSnapshot = {
  recipientName: string;
  street: string;
  city: string;
  state: string;
  postalCode: string | null;
  details: string | null;
  country: string;
  /** The recipient's phone (canonical `+57…`); absent on orders placed before addresses had one. */
  phone?: string | null;
};

export const orders = pgTable(
  'orders',
  {
    // Order numbers shown to people start at 1001.
    id: integer().primaryKey().generatedAlwaysAsIdentity({ startWith: 1001 }),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    paymentStatus: text({ enum: paymentStatuses }).notNull().default('pending_payment'),
    shippingStatus: text({ enum: shippingStatuses }).notNull().default('unfulfilled'),
    subtotal: integer().notNull(),
    /** subtotal + shippingFee (the amount to pay); the subtotal alone while the fee is 'por confirmar'. */
    total: integer().notNull(),
    /** How it is delivered (lib/domain/delivery.ts); null on orders placed before delivery rules existed. */
    deliveryOption: text({ enum: deliveryOptionKinds }),
    /** Whole pesos, 0 = free; null while 'por confirmar' (and on older orders). */
    shippingFee: integer(),
    /** The zone's or rate group's name when the order was placed. */
    deliveryRuleName: text(),
    deliveryEstimate: jsonb().$type<DeliveryEstimate>(),
    cashOnDelivery: boolean().notNull().default(false),
    /** Cash on delivery: what the driver brought back, as staff recorded it (may differ from the total). */
    cashReceived: integer(),
    /** When staff last set or changed the delivery fee (docs/delivery.md "Staff set the fee"). */
    shippingFeeChangedAt: timestamp({ withTimezone: true }),
    /** The proof was uploaded before staff changed the fee: it may pay the previous total. */
    proofForPreviousTotal: boolean().notNull().default(false),
    shippingAddressId: integer().references(() => addresses.id, { onDelete: 'set null' }),
    shippingAddress: jsonb().$type<AddressSnapshot>().notNull(),
    paymentMethodId: integer().references(() => paymentMethods.id, { onDelete: 'set null' }),
    paymentConfirmationUrl: text(),
    rejectionReason: text(),
    /** 'Indicaciones para la entrega': the customer's plain-text note for the driver (≤ 500 characters). */
    deliveryNotes: text(),
    /** The address it was placed from (lib/http/client-ip.ts): one IP's unpaid orders are capped too. */
    placedFromIp: text(),
    /** IVA rate (percent) of the delivery fee when the order was placed (lib/domain/iva.ts). */
    shippingIvaRate: integer().notNull().default(19),
    /**
     * How the delivery fee is taxed, the store's setting when the order was placed (lib/domain/iva.ts
     * deliveryIvaParts): a later change of the setting leaves the order's breakdown as it was.
     * Orders from before the setting were charged 19 % on the fee: 'flat_19'.
     */
    shippingIvaRule: text({ enum: DELIVERY_IVA_RULES }).notNull().default('flat_19'),
    /** Whom it is invoiced to, chosen at checkout; the snapshot holds the fiscal data used. */
    invoiceTo: text({ enum: invoiceTargets }).notNull().default('person'),
    billing: jsonb().$type<BillingSnapshot>(),
    /** Where the order came from: 'web' for the checkout, else the channel staff took it from. */
    source: text({ enum: orderSources }).notNull().default('web'),
    /** The staff member who took the order ('Nuevo pedido'); null for the web checkout. */
    createdByStaffId: integer().references(() => staffUsers.id, { onDelete: 'set null' }),
    /** Language of the customer's e-mails for this order. */
    locale: text({ enum: locales }).notNull().default('es'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    paymentSubmittedAt: timestamp({ withTimezone: true }),
    paidAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    refundedAt: timestamp({ withTimezone: true }),
    /** Paid online (docs/payments.md): the Wompi transaction that paid it; null for every other way of paying. */
    paidOnlineTransactionId: text(),
  },
  (t) => [
    check('orders_payment_status_check', sql`${t.paymentStatus} in (${inList(paymentStatuses)})`),
    check('orders_shipping_status_check', sql`${t.shippingStatus} in (${inList(shippingStatuses)})`),
    check('orders_totals_nonneg', sql`${t.subtotal} >= 0 and ${t.total} >= 0`),
    check('orders_delivery_option_check', sql`${t.deliveryOption} is null or ${t.deliveryOption} in (${inList(deliveryOptionKinds)})`),
    check('orders_shipping_fee_nonneg', sql`${t.shippingFee} is null or ${t.shippingFee} >= 0`),
    check('orders_invoice_to_check', sql`${t.invoiceTo} in (${inList(invoiceTargets)})`),
    check('orders_shipping_iva_rate_range', sql`${t.shippingIvaRate} between 0 and 100`),
    check('orders_shipping_iva_rule_check', sql`${t.shippingIvaRule} in (${inList(DELIVERY_IVA_RULES)})`),
    check('orders_source_check', sql`${t.source} in (${inList(orderSources)})`),
    check('orders_cash_received_nonneg', sql`${t.cashReceived} is null or ${t.cashReceived} >= 0`),
    index('orders_customer_created_idx').on(t.customerId, t.createdAt.desc(), t.id.desc()),
    // The unpaid-order cap per IP (lib/services/orders.ts).
    index('orders_placed_from_ip_idx').on(t.placedFromIp),
    // Admin lists: filtered by status, newest first, keyset-paginated on (created_at, id).
    index('orders_payment_created_idx').on(t.paymentStatus, t.createdAt.desc(), t.id.desc()),
    index('orders_shipping_payment_idx').on(t.shippingStatus, t.paymentStatus, t.createdAt.desc()),
    index('orders_created_idx').on(t.createdAt.desc(), t.id.desc()),
    // The IVA report: paid orders by the day they were paid.
    index('orders_paid_at_idx')
      .on(t.paidAt)
      .where(sql`${t.paidAt} is not null`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    // Links survive only while the catalogue rows exist; the snapshot below is what the order keeps.
    productId: integer().references(() => products.id, { onDelete: 'set null' }),
    variantId: integer().references(() => variants.id, { onDelete: 'set null' }),
    productName: text().notNull(),
    variantDescription: text().notNull().default(''),
    sku: text(),
    unitOfMeasure: text(),
    /** Pieces in one selling unit when sold (a 'Paquete x50' → 50): '10 paquetes = 500 unidades'. */
    unitsPerItem: integer().notNull().default(1),
    imageUrl: text(),
    unitPrice: integer().notNull(),
    quantity: integer().notNull(),
    lineTotal: integer().notNull(),
    /** The product's IVA class and its rate (percent) when ordered: a later change of class leaves the order as it was. */
    ivaClass: text({ enum: IVA_CLASSES }).notNull().default('iva_19'),
    ivaRate: integer().notNull().default(19),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_variant_idx').on(t.variantId),
    check('order_items_quantity_pos', sql`${t.quantity} > 0`),
    check('order_items_unit_price_nonneg', sql`${t.unitPrice} >= 0`),
    check('order_items_iva_class_check', sql`${t.ivaClass} in (${inList(IVA_CLASSES)})`),
    check('order_items_iva_rate_range', sql`${t.ivaRate} between 0 and 100`),
    check('order_items_line_total', sql`${t.lineTotal} = ${t.unitPrice} * ${t.quantity}`),
  ],
);

export const historyActors = ['customer', 'staff', 'system'] as const;
/**
 * 'delivery': staff set or changed the delivery fee (from and to are the fees, '' while 'por confirmar').
 * 'price': an ADMIN changed a line's unit price when taking the order (docs/staff-orders.md; from and to are
 * the unit prices in whole pesos, the note names the line and the reason).
 */
export const historyFields = ['payment', 'shipping', 'delivery', 'price'] as const;

/** Every status transition (and delivery-fee change): who, when, from, to and an optional note. */
export const orderHistory = pgTable(
  'order_history',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    field: text({ enum: historyFields }).notNull(),
    fromStatus: text(),
    toStatus: text().notNull(),
    actorType: text({ enum: historyActors }).notNull(),
    actorId: integer(),
    actorName: text(),
    note: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_history_order_idx').on(t.orderId, t.createdAt),
    check('order_history_field_check', sql`${t.field} in (${inList(historyFields)})`),
    check('order_history_actor_check', sql`${t.actorType} in (${inList(historyActors)})`),
  ],
);

export const shipments = pgTable(
  'shipments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    shippingMethod: text({ enum: shippingMethods }).notNull(),
    company: text(),
    trackingNumber: text(),
    trackingUrl: text(),
    driverName: text(),
    licensePlate: text(),
    /** Local delivery: the driver's phone, canonical `+57…`, shown to the customer to call. */
    driverPhone: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // One shipment per order.
    uniqueIndex('shipments_order_uq').on(t.orderId),
    index('shipments_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check('shipments_method_check', sql`${t.shippingMethod} in (${inList(shippingMethods)})`),
    check(
      'shipments_national_fields',
      sql`${t.shippingMethod} <> 'national_shipping' or (${t.company} is not null and ${t.trackingNumber} is not null)`,
    ),
  ],
);

/** Stored answers of idempotent requests (Idempotency-Key header), per customer. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    scope: text().notNull(),
    key: text().notNull(),
    requestHash: text().notNull(),
    status: integer(),
    responseBody: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('idempotency_keys_scope_key_uq').on(t.scope, t.key), index('idempotency_keys_created_idx').on(t.createdAt)],
);

export const invoiceStatuses = ['pending', 'issued', 'failed'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/**
 * The electronic invoice of a paid order (docs/invoicing.md): at most one row per
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
    index('order_invoices_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    check('order_invoices_status_check', sql`${t.status} in ('pending', 'issued', 'failed')`),
  ],
);

/** A credit note's outbox entry and the provider's answer (order_credit_notes, order_refunds): retries, lease, number, CUDE, links. */
const creditNoteDelivery = () => ({
  attempts: integer().notNull().default(0),
  nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp({ withTimezone: true }),
  lastError: text(),
  number: text(),
  /** DIAN's CUDE: the credit note's counterpart of the invoice's CUFE. */
  cude: text(),
  pdfUrl: text(),
  xmlUrl: text(),
});

/**
 * The credit note that cancels an order's invoice when the order is refunded (docs/invoicing.md
 * "Credit notes"): one per order (the store refunds whole orders only), queued in the refund's
 * transaction and delivered like the invoice (same columns, same retry machinery).
 */
export const orderCreditNotes = pgTable(
  'order_credit_notes',
  {
    orderId: integer()
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text().notNull(),
    /** The credit note's own idempotency key ('NC-1042'); the invoice's is in order_invoices. */
    referenceCode: text().notNull(),
    status: text({ enum: invoiceStatuses }).notNull().default('pending'),
    ...creditNoteDelivery(),
    /** What it credits, IVA included (the order's invoiced total): the IVA report subtracts it. */
    amount: integer(),
    issuedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_credit_notes_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    check('order_credit_notes_status_check', sql`${t.status} in ('pending', 'issued', 'failed')`),
  ],
);

/**
 * A partial refund of a paid order (docs/invoicing.md "Partial refunds"): what staff gave back,
 * per line and per share of the delivery fee (`parts`, lib/domain/refunds.ts), and why. The order
 * stays paid; several may follow one another, never adding up to more than was paid. With a real
 * invoicing driver and an invoice to reference, the row is also its credit note's outbox entry
 * (the same columns and retry machinery as order_credit_notes); with `none` it is the record
 * alone (`status` null).
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Whole pesos, IVA included: the sum of the parts' amounts. */
    amount: integer().notNull(),
    parts: jsonb().$type<RefundPart[]>().notNull(),
    reason: text().notNull(),
    actorId: integer(),
    actorName: text(),
    /** Null: no credit note (invoicing off, or the order has no invoice). */
    provider: text(),
    referenceCode: text(),
    status: text({ enum: invoiceStatuses }),
    ...creditNoteDelivery(),
    issuedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_refunds_order_idx').on(t.orderId, t.id),
    index('order_refunds_created_idx').on(t.createdAt),
    index('order_refunds_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('order_refunds_reference_uq').on(t.referenceCode),
    check('order_refunds_status_check', sql`${t.status} is null or ${t.status} in ('pending', 'issued', 'failed')`),
    check('order_refunds_amount_check', sql`${t.amount} > 0`),
  ],
);
