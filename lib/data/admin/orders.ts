import 'server-only';
import { and, asc, desc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { getDb, type Queryable } from '@/db';
import { paymentLinkFor } from '@/lib/auth/payment-link';
import {
  customerProfiles,
  onlinePaymentTransactions,
  orderInvoices,
  orderCreditNotes,
  customers,
  orderHistory,
  orderItems,
  orderNotes,
  orders,
  paymentMethods,
  shipments,
  staffUsers,
} from '@/db/schema';
import { orderDeliveryDto, orderFiscalDto, orderItemDto, shipmentDto } from '@/lib/data/customer';
import { awaitingShipmentSql } from '@/lib/data/order-conditions';
import { allowedEvents, type OrderEvent } from '@/lib/domain/order-state';
import { colombiaDayEnd, colombiaDayStart, orderSearchTerms } from '@/lib/domain/order-search';
import type { OrderSource, PaymentStatus, ShippingStatus } from '@/lib/domain/order-status';
import { FINAL_CONSUMER_DOCUMENT } from '@/lib/domain/invoice-buyer';
import { type InvoiceGap, invoiceData, invoiceSourceOf } from '@/lib/domain/invoice-data';
import { invoiceGapsMessage } from '@/lib/invoicing/provider-words';
import { adminPartialRefundDto, partialRefundsOf } from '@/lib/data/refunds';
import { pesosToCents } from '@/lib/domain/online-payment';
import { isDeliveryFeePending } from '@/lib/domain/payment-link';
import { notFound } from '@/lib/errors';
import { onlinePaymentsEnabled } from '@/lib/payments';
import { getInvoicingDriver } from '@/lib/invoicing';
import { proofReadUrl } from '@/lib/storage';
import { DEFAULT_PAGE_SIZE, encodeCursor, type PageCursor } from '@/lib/validation/admin/orders';
import {
  type AdminOrder,
  type AdminOrderCreditNote,
  type AdminOrderCustomer,
  type AdminOrderHistoryEntry,
  type AdminOrderInvoice,
  type AdminOrderItem,
  type AdminOrderNote,
  type AdminOrderOnlinePayment,
  type AdminOrderSummary,
  type AdminOrderUser,
  type AdminShipment,
  type StaffOrderAction,
  staffOrderActions,
} from '@/lib/contracts/admin/orders';

/**
 * The back office's order reads (spec 2 §3 "Order", §2 Orders and Shipments). Lists are
 * keyset-paginated on (created_at desc, id desc): a page costs the same wherever it is, and
 * orders placed meanwhile never shift a page (no duplicates, no gaps as with OFFSET).
 */

export const ORDER_NOT_FOUND = { key: 'adminOrders.notFound' } as const;

/** The order shapes staff read are the API's (lib/contracts/admin/orders.ts). */
export { staffOrderActions };
export type {
  AdminOrder,
  AdminOrderCreditNote,
  AdminOrderCustomer,
  AdminOrderHistoryEntry,
  AdminOrderInvoice,
  AdminOrderItem,
  AdminOrderNote,
  AdminOrderSummary,
  AdminOrderUser,
  AdminShipment,
  StaffOrderAction,
};

// ---- shared pieces (shipments and dashboard use them too) -----------------------------------

/** The columns `customerNombre` reads; select them next to an orders → customers (→ profiles) join. */
export const customerNameColumns = { email: customers.email, name: customers.name, fullName: customerProfiles.fullName };

/** The name staff see for a customer: the profile's full name, else the login name, else the e-mail. */
export function customerNombre(row: { email: string | null; name: string | null; fullName: string | null }): string {
  return row.fullName?.trim() || row.name?.trim() || row.email || '';
}

/** created_at as exact text (microseconds, UTC): what a cursor must carry to resume precisely. */
export const cursorKeyOf = (createdAt: PgColumn) => sql<string>`to_char(${createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Rows strictly after the cursor in (created_at desc, id desc) order. */
export function afterCursor(createdAt: PgColumn, id: PgColumn, cursor: PageCursor | undefined): SQL | undefined {
  return cursor ? sql`(${createdAt}, ${id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::int)` : undefined;
}

/** Rows were read with `limit + 1`: the extra one only says that another page exists. */
export function pageOf<T extends { id: number; cursorKey: string }>(rows: T[], limit: number): { page: T[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, nextCursor: rows.length > limit && last ? encodeCursor({ createdAt: last.cursorKey, id: last.id }) : null };
}

export function adminShipmentDto(row: typeof shipments.$inferSelect): AdminShipment {
  return { id: row.id, orderId: row.orderId, ...shipmentDto(row), updatedAt: row.updatedAt.toISOString() };
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

// ---- orders ---------------------------------------------------------------------------------

const headerColumns = {
  id: orders.id,
  cursorKey: cursorKeyOf(orders.createdAt),
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
  subtotal: orders.subtotal,
  total: orders.total,
  deliveryOption: orders.deliveryOption,
  shippingFee: orders.shippingFee,
  deliveryRuleName: orders.deliveryRuleName,
  deliveryEstimate: orders.deliveryEstimate,
  cashOnDelivery: orders.cashOnDelivery,
  cashReceived: orders.cashReceived,
  shippingFeeChangedAt: orders.shippingFeeChangedAt,
  proofForPreviousTotal: orders.proofForPreviousTotal,
  paymentStatus: orders.paymentStatus,
  shippingStatus: orders.shippingStatus,
  paymentConfirmationUrl: orders.paymentConfirmationUrl,
  paymentSubmittedAt: orders.paymentSubmittedAt,
  paidAt: orders.paidAt,
  cancelledAt: orders.cancelledAt,
  refundedAt: orders.refundedAt,
  rejectionReason: orders.rejectionReason,
  paidOnlineTransactionId: orders.paidOnlineTransactionId,
  deliveryNotes: orders.deliveryNotes,
  locale: orders.locale,
  shippingAddress: orders.shippingAddress,
  invoiceTo: orders.invoiceTo,
  billing: orders.billing,
  shippingIvaRate: orders.shippingIvaRate,
  shippingIvaRule: orders.shippingIvaRule,
  source: orders.source,
  createdBy: { id: staffUsers.id, nombre: staffUsers.nombre },
  // Left joins: drizzle answers null for an object whose joined row is missing.
  paymentMethod: { id: paymentMethods.id, name: paymentMethods.name },
  customer: { id: customers.id, email: customers.email, name: customers.name },
  profile: {
    fullName: customerProfiles.fullName,
    phone: customerProfiles.phone,
    documentType: customerProfiles.documentType,
    documentNumber: customerProfiles.documentNumber,
    isBusiness: customerProfiles.isBusiness,
    businessName: customerProfiles.businessName,
    businessTaxId: customerProfiles.businessTaxId,
    invoiceEmail: customerProfiles.invoiceEmail,
  },
};

function selectHeaders(q: Queryable, where: SQL | undefined) {
  return q
    .select(headerColumns)
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(customerProfiles, eq(customerProfiles.customerId, orders.customerId))
    .leftJoin(paymentMethods, eq(paymentMethods.id, orders.paymentMethodId))
    .leftJoin(staffUsers, eq(staffUsers.id, orders.createdByStaffId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id));
}
type OrderHeader = Awaited<ReturnType<typeof selectHeaders>>[number];

/** The lines of all these orders in ONE query, grouped by order. */
async function loadItems(q: Queryable, orderIds: number[]): Promise<Map<number, AdminOrderItem[]>> {
  const byOrder = new Map<number, AdminOrderItem[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await q.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.id));
  // The pack size the line was sold with (order_items.units_per_item), not the catalogue's today.
  for (const row of rows) byOrder.get(row.orderId)?.push(adminItemDto(row, row.unitsPerItem));
  return byOrder;
}

/**
 * Lines keep the catalogue snapshot taken when the order was placed (the variant may have
 * changed or gone since), so the variant's values come from that snapshot's description.
 */
function adminItemDto(row: typeof orderItems.$inferSelect, unitsPerItem: number): AdminOrderItem {
  const item = orderItemDto(row);
  const values = item.variant.description ? item.variant.description.split(' / ') : [];
  return { ...item, variant: { ...item.variant, variantValues: values.map((value) => ({ attributeValue: { value } })), unitsPerItem } };
}

/** `paymentConfirmationUrl` is a short-lived signed address of the proof (staff only see it). */
async function summaryDto(row: OrderHeader, items: AdminOrderItem[]): Promise<AdminOrderSummary> {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    subtotal: row.subtotal,
    deliveryOption: row.deliveryOption,
    shippingFee: row.shippingFee,
    cashOnDelivery: row.cashOnDelivery,
    total: row.total,
    paymentStatus: row.paymentStatus,
    shippingStatus: row.shippingStatus,
    paymentConfirmationUrl: await proofReadUrl(row.paymentConfirmationUrl),
    paymentSubmittedAt: iso(row.paymentSubmittedAt),
    paidAt: iso(row.paidAt),
    paymentMethod: row.paymentMethod,
    user: { nombre: customerNombre({ ...row.customer, fullName: row.profile?.fullName ?? null }), email: row.customer.email ?? '' },
    items,
    recipientPhone: row.shippingAddress.phone ?? null,
    deliveryNotes: row.deliveryNotes,
    source: row.source,
    createdBy: row.createdBy,
  };
}

export type AdminOrderFilter = {
  paymentStatus?: readonly PaymentStatus[];
  /** Only the orders waiting to be prepared and shipped: paid, or cash on delivery (awaitsShipment). */
  awaitingShipment?: boolean;
  shippingStatus?: readonly ShippingStatus[];
  /** Issue 23 §5: only the orders from these channels. */
  source?: readonly OrderSource[];
  /** One search box (issue 25 §2): order number, customer name, e-mail, phone, document, product name or SKU. */
  q?: string;
  /** Calendar days 'YYYY-MM-DD' in Colombia's time zone, both included. */
  from?: string;
  to?: string;
  cursor?: PageCursor;
  limit?: number;
};

const digitsOf = (column: SQL | PgColumn) => sql`regexp_replace(${column}, '\\D', '', 'g')`;
/** Accent- and case-folded (migration 0018's `search_fold`, indexed with trigrams). */
const foldedOf = (column: SQL | PgColumn) => sql`search_fold(${column})`;
const alnumOf = (column: PgColumn) => sql`regexp_replace(${column}, '[^0-9A-Za-z]', '', 'g')`;

/**
 * The search as SQL: each table is asked on its own (customers, profiles, lines) so each can
 * answer from its trigram indexes (migrations 0017 and 0018: names and products accent-folded), and the orders are those ids. The
 * expressions match the indexes' exactly, or PostgreSQL would not use them.
 */
export function orderSearchCondition(q: string): SQL {
  const terms = orderSearchTerms(q);
  const profileMatches = [
    sql`${foldedOf(customerProfiles.fullName)} like ${terms.foldedPattern}`,
    sql`${foldedOf(customerProfiles.businessName)} like ${terms.foldedPattern}`,
    terms.phoneDigits ? sql`${digitsOf(customerProfiles.phone)} like ${`%${terms.phoneDigits}%`}` : undefined,
    terms.documentPattern ? sql`${alnumOf(customerProfiles.documentNumber)} ilike ${terms.documentPattern}` : undefined,
    terms.documentPattern ? sql`${alnumOf(customerProfiles.businessTaxId)} ilike ${terms.documentPattern}` : undefined,
  ];
  return or(
    terms.orderNumber !== null ? eq(orders.id, terms.orderNumber) : undefined,
    sql`${orders.customerId} in (select ${customers.id} from ${customers} where ${customers.email} ilike ${terms.pattern} or ${foldedOf(customers.name)} like ${terms.foldedPattern})`,
    sql`${orders.customerId} in (select ${customerProfiles.customerId} from ${customerProfiles} where ${or(...profileMatches)})`,
    sql`${foldedOf(sql`${orders.shippingAddress}->>'recipientName'`)} like ${terms.foldedPattern}`,
    terms.phoneDigits ? sql`(${orders.shippingAddress}->>'phone') like ${`%${terms.phoneDigits}%`}` : undefined,
    sql`${orders.id} in (select ${orderItems.orderId} from ${orderItems} where ${foldedOf(orderItems.productName)} like ${terms.foldedPattern} or ${orderItems.sku} ilike ${terms.pattern})`,
  )!;
}

/** Newest first; `nextCursor` is null on the last page. Two queries per page: orders, then their lines. */
export async function listAdminOrders(filter: AdminOrderFilter = {}): Promise<{ orders: AdminOrderSummary[]; nextCursor: string | null }> {
  const db = await getDb();
  const limit = filter.limit ?? DEFAULT_PAGE_SIZE;
  const rows = await selectHeaders(
    db,
    and(
      filter.paymentStatus ? inArray(orders.paymentStatus, filter.paymentStatus) : undefined,
      filter.shippingStatus ? inArray(orders.shippingStatus, filter.shippingStatus) : undefined,
      filter.awaitingShipment ? awaitingShipmentSql() : undefined,
      filter.source ? inArray(orders.source, filter.source) : undefined,
      filter.q ? orderSearchCondition(filter.q) : undefined,
      filter.from ? gte(orders.createdAt, colombiaDayStart(filter.from)) : undefined,
      filter.to ? lt(orders.createdAt, colombiaDayEnd(filter.to)) : undefined,
      afterCursor(orders.createdAt, orders.id, filter.cursor),
    ),
  ).limit(limit + 1);
  const { page, nextCursor } = pageOf(rows, limit);
  const items = await loadItems(
    db,
    page.map((row) => row.id),
  );
  return { orders: await Promise.all(page.map((row) => summaryDto(row, items.get(row.id) ?? []))), nextCursor };
}

/** The full order for the detail view. `q` lets a service read its own writes in its transaction. */
export async function getAdminOrder(orderId: number, q?: Queryable): Promise<AdminOrder> {
  const [order] = await getAdminOrders([orderId], q);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return order;
}

/** Several full orders (newest first) in five queries, whatever their number: headers, lines, history, shipments. */
export async function getAdminOrders(orderIds: readonly number[], q?: Queryable): Promise<AdminOrder[]> {
  if (orderIds.length === 0) return [];
  const db = q ?? (await getDb());
  const ids = [...orderIds];
  const rows = await selectHeaders(db, inArray(orders.id, ids));
  const items = await loadItems(db, ids);
  const history = groupBy(
    await db
      .select()
      .from(orderHistory)
      .where(inArray(orderHistory.orderId, ids))
      .orderBy(asc(orderHistory.createdAt), asc(orderHistory.id)),
  );
  const shipmentOf = new Map((await db.select().from(shipments).where(inArray(shipments.orderId, ids))).map((row) => [row.orderId, row]));
  const invoiceOf = new Map(
    (await db.select().from(orderInvoices).where(inArray(orderInvoices.orderId, ids))).map((row) => [row.orderId, row]),
  );
  const creditNoteOf = new Map(
    (await db.select().from(orderCreditNotes).where(inArray(orderCreditNotes.orderId, ids))).map((row) => [row.orderId, row]),
  );
  const refundsOf = await partialRefundsOf(db, ids);
  const notes = groupBy(
    await db.select().from(orderNotes).where(inArray(orderNotes.orderId, ids)).orderBy(asc(orderNotes.createdAt), asc(orderNotes.id)),
  );
  const online = await onlineTransactionsOf(db, ids);
  const payOnline = onlinePaymentsEnabled();

  return Promise.all(
    rows.map(async (row) => {
      const { profile } = row;
      const shipment = shipmentOf.get(row.id);
      const paymentLink = await paymentLinkFor(row);
      return {
        ...(await summaryDto(row, items.get(row.id) ?? [])),
        subtotal: row.subtotal,
        ...orderDeliveryDto(row),
        ...orderFiscalDto(row, items.get(row.id) ?? []),
        locale: row.locale,
        updatedAt: row.updatedAt.toISOString(),
        cancelledAt: iso(row.cancelledAt),
        refundedAt: iso(row.refundedAt),
        rejectionReason: row.rejectionReason,
        shippingAddress: row.shippingAddress,
        customer: {
          id: row.customer.id,
          email: row.customer.email,
          fullName: profile?.fullName ?? row.customer.name,
          phone: profile?.phone ?? null,
          documentType: profile?.documentType ?? null,
          documentNumber: profile?.documentNumber ?? null,
          isBusiness: profile?.isBusiness ?? false,
          businessName: profile?.businessName ?? null,
          businessTaxId: profile?.businessTaxId ?? null,
          invoiceEmail: profile?.invoiceEmail ?? null,
        },
        shipment: shipment ? adminShipmentDto(shipment) : null,
        history: (history.get(row.id) ?? []).map((h) => ({
          id: h.id,
          field: h.field,
          from: h.fromStatus,
          to: h.toStatus,
          actorType: h.actorType,
          actorId: h.actorId,
          actorName: h.actorName,
          note: h.note,
          createdAt: h.createdAt.toISOString(),
        })),
        notes: (notes.get(row.id) ?? []).map(orderNoteDto),
        allowedActions: allowedEvents(row).filter((event): event is StaffOrderAction =>
          (staffOrderActions as readonly OrderEvent[]).includes(event),
        ),
        cashReceived: row.cashReceived,
        shippingFeeChangedAt: iso(row.shippingFeeChangedAt),
        proofForPreviousTotal: row.proofForPreviousTotal,
        canChangeShippingFee: row.paymentStatus === 'pending_payment' && row.deliveryOption !== 'pickup',
        paymentLink,
        onlinePayment: adminOnlinePaymentDto(online.get(row.id) ?? [], row),
        canSendOnlinePaymentLink: payOnline && paymentLink !== null && !isDeliveryFeePending(row),
        invoice: adminInvoiceDto(row, items.get(row.id) ?? [], invoiceOf.get(row.id)),
        creditNote: adminCreditNoteDto(creditNoteOf.get(row.id)),
        partialRefunds: (refundsOf.get(row.id) ?? []).map((r) => adminPartialRefundDto(r, getInvoicingDriver().name !== 'none')),
        refundable:
          row.paymentStatus === 'paid' ? Math.max(0, row.total - (refundsOf.get(row.id) ?? []).reduce((sum, r) => sum + r.amount, 0)) : 0,
      };
    }),
  );
}

function adminCreditNoteDto(stored: typeof orderCreditNotes.$inferSelect | undefined): AdminOrderCreditNote | null {
  if (!stored) return null;
  return {
    provider: stored.provider,
    status: stored.status,
    number: stored.number,
    cude: stored.cude,
    pdfUrl: stored.pdfUrl,
    xmlUrl: stored.xmlUrl,
    amount: stored.amount,
    issuedAt: iso(stored.issuedAt),
    error: stored.status === 'issued' ? null : stored.lastError,
    attempts: stored.attempts,
    nextAttemptAt: stored.status === 'pending' ? iso(stored.nextAttemptAt) : null,
    canRetry: stored.status === 'failed' && getInvoicingDriver().name !== 'none',
  };
}

function adminInvoiceDto(
  row: OrderHeader,
  items: AdminOrderItem[],
  stored: typeof orderInvoices.$inferSelect | undefined,
): AdminOrderInvoice | null {
  const driver = getInvoicingDriver().name;
  if (driver === 'none' && !stored) return null;
  let missing: InvoiceGap[] = [];
  let finalConsumer = false;
  // What is missing matters while the invoice can still be (re)issued.
  if (driver !== 'none' && stored?.status !== 'issued' && ['pending_payment', 'pending_confirmation', 'paid'].includes(row.paymentStatus)) {
    const source = invoiceSourceOf(
      {
        id: row.id,
        invoiceTo: row.invoiceTo,
        shippingAddress: row.shippingAddress,
        shippingFee: row.shippingFee,
        shippingIvaRate: row.shippingIvaRate,
        shippingIvaRule: row.shippingIvaRule,
        deliveryOption: row.deliveryOption,
        cashOnDelivery: row.cashOnDelivery,
        email: row.customer.email,
        name: row.customer.name,
        // A failed invoice is retried with the buyer as it is now ('Reintentar' fixes it again).
        billing: stored?.status === 'failed' ? (row.billing ? { ...row.billing, fixedAt: undefined } : null) : row.billing,
        profile: row.profile,
      },
      items.map((item) => ({
        sku: item.variant.sku,
        productName: item.product.name,
        variantDescription: item.variant.description,
        quantity: item.quantity,
        unitPrice: item.price,
        ivaClass: item.ivaClass,
        ivaRate: item.ivaRate,
      })),
    );
    const data = invoiceData(source, stored?.referenceCode ?? String(row.id));
    if (!data.ok) missing = data.missing;
    else finalConsumer = data.request.customer.documentNumber === FINAL_CONSUMER_DOCUMENT;
  }
  // Issued: the unit fixed on the order says it (a person without a document).
  if (stored?.status === 'issued') finalConsumer = row.billing?.to === 'person' && !row.billing.documentNumber;
  return {
    provider: stored?.provider ?? driver,
    status: stored?.status ?? 'not_queued',
    number: stored?.number ?? null,
    cufe: stored?.cufe ?? null,
    pdfUrl: stored?.pdfUrl ?? null,
    xmlUrl: stored?.xmlUrl ?? null,
    issuedAt: iso(stored?.issuedAt ?? null),
    error: stored?.status === 'issued' ? null : (stored?.lastError ?? null),
    attempts: stored?.attempts ?? 0,
    nextAttemptAt: stored?.status === 'pending' ? iso(stored.nextAttemptAt) : null,
    missing,
    missingMessage: missing.length ? invoiceGapsMessage(missing) : null,
    canRetry: stored?.status === 'failed' && driver !== 'none',
    finalConsumer,
  };
}

export function orderNoteDto(row: typeof orderNotes.$inferSelect): AdminOrderNote {
  return { id: row.id, note: row.body, authorId: row.staffId, authorName: row.authorName, createdAt: row.createdAt.toISOString() };
}

type OnlineTransactionRow = {
  orderId: number;
  wompiTransactionId: string;
  status: AdminOrderOnlinePayment['status'];
  outcome: AdminOrderOnlinePayment['outcome'];
  paymentMethodType: string | null;
  amountInCents: number;
  currency: string;
  createdAt: Date;
  finalizedAt: Date | null;
};

/** The orders' Wompi transactions, newest first. */
async function onlineTransactionsOf(db: Queryable, ids: number[]): Promise<Map<number, OnlineTransactionRow[]>> {
  const t = onlinePaymentTransactions;
  const rows = await db
    .select({
      orderId: sql<number>`${t.orderId}`,
      wompiTransactionId: t.wompiTransactionId,
      status: t.status,
      outcome: t.outcome,
      paymentMethodType: t.paymentMethodType,
      amountInCents: t.amountInCents,
      currency: t.currency,
      createdAt: t.createdAt,
      finalizedAt: t.finalizedAt,
    })
    .from(t)
    .where(inArray(t.orderId, ids))
    .orderBy(desc(t.createdAt), desc(t.id));
  return groupBy(rows);
}

/**
 * The transaction staff see on the order: the one that paid it, else one approved for another
 * amount (staff must act on it), else the newest.
 */
function adminOnlinePaymentDto(
  rows: readonly OnlineTransactionRow[],
  order: { total: number; paidOnlineTransactionId: string | null },
): AdminOrderOnlinePayment | null {
  const shown =
    rows.find((r) => r.wompiTransactionId === order.paidOnlineTransactionId) ??
    rows.find((r) => r.outcome === 'amount_mismatch') ??
    rows[0];
  if (!shown) return null;
  return {
    transactionId: shown.wompiTransactionId,
    status: shown.status,
    outcome: shown.outcome,
    method: shown.paymentMethodType,
    at: (shown.finalizedAt ?? shown.createdAt).toISOString(),
    amountInCents: shown.amountInCents,
    currency: shown.currency,
    expectedInCents: pesosToCents(order.total),
  };
}

function groupBy<T extends { orderId: number }>(rows: readonly T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.orderId);
    if (group) group.push(row);
    else groups.set(row.orderId, [row]);
  }
  return groups;
}
