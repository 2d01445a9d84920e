import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { type Db, getDb, type Queryable } from '@/db';
import { orderCreditNotes, orderInvoices, orderRefunds } from '@/db/schema';
import { loadRefundableOrder } from '@/lib/data/refunds';
import { invoiceData, type InvoiceRequest } from '@/lib/domain/invoice-data';
import { creditNoteLines, type RefundPart, remainderParts } from '@/lib/domain/refunds';
import { getEnv } from '@/lib/env';
import { claimDueDocuments, type ClaimedDocument, type DocumentOutbox, requeueDocument, settleDocumentAttempt } from './document-outbox';
import { type CreditNoteConcept, InvoiceIssueError, type InvoicingDriver, type IssuedInvoice } from './drivers';
import { getInvoicingDriver } from './index';
import { loadInvoiceSource } from './invoice-source';
import { invoiceGapsMessage, providerWords } from './provider-words';

/**
 * The credit note outbox (docs/invoicing.md "Credit notes"): a refund cancels the order's
 * invoice with a credit note, queued in the refund's transaction and delivered after commit and
 * by the invoice worker, with the invoice outbox's own retry machinery (document-outbox.ts).
 * A full refund's note (order_credit_notes, one per order) credits what is left of the invoice; each
 * partial refund (order_refunds) has its own note for its part.
 */
const CREDIT_NOTES: DocumentOutbox = { table: 'order_credit_notes', idColumn: 'order_id', keyColumn: 'cude', label: 'credit note' };
const PARTIAL_CREDIT_NOTES: DocumentOutbox = { table: 'order_refunds', idColumn: 'id', keyColumn: 'cude', label: 'partial credit note' };
const BATCH_SIZE = 5;

/** 'NC-1042' with the environment's prefix: 'STG-NC-1042'. */
export function creditNoteReferenceCode(orderId: number, prefix = ''): string {
  return prefix ? `${prefix}-NC-${orderId}` : `NC-${orderId}`;
}

/** 'NC-1042-2': the order's second partial refund, with the environment's prefix. */
export function partialCreditNoteReferenceCode(orderId: number, sequence: number, prefix = ''): string {
  return `${creditNoteReferenceCode(orderId, prefix)}-${sequence}`;
}

/**
 * The credit-note columns of a partial refund being recorded (pass the open transaction, with the
 * order locked): queued for the provider when a real driver is on and the order has an invoice to
 * reference; else nothing is queued and the refund is the record alone (`status` null).
 */
export async function partialCreditNoteColumns(
  tx: Queryable,
  orderId: number,
): Promise<{ provider: string | null; referenceCode: string | null; status: 'pending' | null }> {
  const driver = getInvoicingDriver();
  const none = { provider: null, referenceCode: null, status: null };
  if (driver.name === 'none') return none;
  const [invoice] = await tx.select({ orderId: orderInvoices.orderId }).from(orderInvoices).where(eq(orderInvoices.orderId, orderId));
  if (!invoice) return none;
  const [{ n }] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId));
  return {
    provider: driver.name,
    referenceCode: partialCreditNoteReferenceCode(orderId, n + 1, getEnv().INVOICE_REFERENCE_PREFIX),
    status: 'pending',
  };
}

/**
 * Queues the credit note of an order that has just been refunded; pass the open transaction.
 * A no-op with the `none` driver, for an order that never had an invoice queued (paid before
 * invoicing was on), and for one already queued: one credit note per order.
 */
export async function enqueueCreditNote(tx: Queryable, orderId: number): Promise<boolean> {
  const driver = getInvoicingDriver();
  if (driver.name === 'none') return false;
  const [invoice] = await tx.select({ orderId: orderInvoices.orderId }).from(orderInvoices).where(eq(orderInvoices.orderId, orderId));
  if (!invoice) return false;
  const rows = await tx
    .insert(orderCreditNotes)
    .values({
      orderId,
      provider: driver.name,
      referenceCode: creditNoteReferenceCode(orderId, getEnv().INVOICE_REFERENCE_PREFIX),
      // What is left after partial refunds (their own notes credited the rest).
      amount: sql`(select total from orders where id = ${orderId}) - (select coalesce(sum(amount), 0) from order_refunds where order_id = ${orderId})`,
    })
    .onConflictDoNothing()
    .returning({ orderId: orderCreditNotes.orderId });
  return rows.length > 0;
}

/** Issues up to `limit` due credit notes. Safe to run from several processes at once. */
export async function deliverPendingCreditNotes(options: { limit?: number } = {}): Promise<{ issued: number; failed: number }> {
  const driver = getInvoicingDriver();
  if (driver.name === 'none') return { issued: 0, failed: 0 };
  const db = await getDb();
  const limit = options.limit ?? BATCH_SIZE;
  const outcomes: boolean[] = [];
  for (const outbox of [PARTIAL_CREDIT_NOTES, CREDIT_NOTES]) {
    const claimed = await claimDueDocuments(db, outbox, limit);
    outcomes.push(
      ...(await Promise.all(claimed.map((row) => settleDocumentAttempt(db, outbox, row, () => issueOne(db, driver, outbox, row))))),
    );
  }
  const issued = outcomes.filter(Boolean).length;
  return { issued, failed: outcomes.length - issued };
}

async function issueOne(db: Db, driver: InvoicingDriver, outbox: DocumentOutbox, row: ClaimedDocument): Promise<IssuedInvoice> {
  const [invoice] = await db
    .select({ status: orderInvoices.status, number: orderInvoices.number, referenceCode: orderInvoices.referenceCode })
    .from(orderInvoices)
    .where(eq(orderInvoices.orderId, row.order_id));
  // The note cancels an issued invoice: while the invoice is on its way, the note waits.
  if (!invoice?.number || invoice.status !== 'issued') {
    throw new InvoiceIssueError(providerWords('invoiceFirst'), 'retryable');
  }
  const source = await loadInvoiceSource(db, row.order_id);
  const data = source ? invoiceData(source, invoice.referenceCode) : ({ ok: false, missing: ['lines'] } as const);
  if (!data.ok) throw new InvoiceIssueError(invoiceGapsMessage(data.missing), 'rejected');
  const credited = await creditedPart(db, outbox, row, data.request);
  const existing = row.attempts > 1 ? await driver.findCreditNote(row.reference_code) : null;
  return (
    existing ??
    (await driver.issueCreditNote({
      referenceCode: row.reference_code,
      invoiceReferenceCode: invoice.referenceCode,
      invoiceNumber: invoice.number,
      reason: credited.reason,
      concept: credited.concept,
      invoice: { ...data.request, lines: credited.lines },
    }))
  );
}

/**
 * The lines the note credits: a partial refund's parts; a full refund, the whole invoice, or
 * what is left of it after partial refunds (each part less what those credited).
 */
async function creditedPart(
  db: Db,
  outbox: DocumentOutbox,
  row: ClaimedDocument,
  invoice: InvoiceRequest,
): Promise<{ lines: InvoiceRequest['lines']; concept: CreditNoteConcept; reason: string | null }> {
  const order = await loadRefundableOrder(db, row.order_id);
  if (!order) return { lines: invoice.lines, concept: 'cancel', reason: null };
  if (outbox.table === 'order_refunds') {
    const [refund] = await db
      .select({ parts: orderRefunds.parts, reason: orderRefunds.reason })
      .from(orderRefunds)
      .where(eq(orderRefunds.id, row.key));
    const parts: RefundPart[] = refund?.parts ?? [];
    return {
      lines: creditNoteLines(invoice.lines, order.itemIds, parts),
      // Units given back at their price are a return (1); an amount off what was kept is a discount (3).
      concept: isReturn(order.lines, parts) ? 'partial_return' : 'discount',
      reason: refund?.reason ?? null,
    };
  }
  if (order.refunded.length === 0) return { lines: invoice.lines, concept: 'cancel', reason: null };
  // After partial refunds the invoice is not cancelled whole: the note credits what was left.
  return { lines: creditNoteLines(invoice.lines, order.itemIds, remainderParts(order)), concept: 'partial_return', reason: null };
}

/** 'Reintentar' on the order's failed credit notes: the full refund's and its partial refunds'. */
export async function requeueCreditNote(tx: Queryable, orderId: number): Promise<boolean> {
  const partial = await requeueDocument(tx, PARTIAL_CREDIT_NOTES, orderId);
  const full = await requeueDocument(tx, CREDIT_NOTES, orderId);
  return partial || full;
}

/** Whether the refund gives back units at their price (a return), not an amount off goods kept. */
function isReturn(lines: readonly { itemId: number; unitPrice: number }[], parts: readonly RefundPart[]): boolean {
  const units = parts.filter((p) => p.kind === 'line' && p.quantity > 0);
  return units.length > 0 && units.every((p) => lines.find((l) => l.itemId === p.itemId)?.unitPrice === p.amount / p.quantity);
}
