import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { type Db, getDb, type Queryable } from '@/db';
import { orderCreditNotes, orderInvoices } from '@/db/schema';
import { invoiceData, invoiceGapsMessage } from '@/lib/domain/invoice-data';
import { getEnv } from '@/lib/env';
import { claimDueDocuments, type ClaimedDocument, type DocumentOutbox, requeueDocument, settleDocumentAttempt } from './document-outbox';
import { InvoiceIssueError, type InvoicingDriver, type IssuedInvoice } from './drivers';
import { getInvoicingDriver } from './index';
import { loadInvoiceSource } from './invoice-source';

/**
 * The credit note outbox (docs/invoicing.md "Credit notes"): a refund cancels the order's
 * invoice with a credit note, queued in the refund's transaction and delivered after commit and
 * by the invoice worker, with the invoice outbox's own retry machinery (document-outbox.ts).
 * The store refunds whole orders only, so the note credits the whole invoice, line by line.
 */
const CREDIT_NOTES: DocumentOutbox = { table: 'order_credit_notes', keyColumn: 'cude', label: 'credit note' };
const BATCH_SIZE = 5;

/** 'NC-1042' with the environment's prefix: 'STG-NC-1042'. */
export function creditNoteReferenceCode(orderId: number, prefix = ''): string {
  return prefix ? `${prefix}-NC-${orderId}` : `NC-${orderId}`;
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
      amount: sql`(select total from orders where id = ${orderId})`,
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
  const claimed = await claimDueDocuments(db, CREDIT_NOTES, options.limit ?? BATCH_SIZE);
  if (claimed.length === 0) return { issued: 0, failed: 0 };
  const outcomes = await Promise.all(claimed.map((row) => settleDocumentAttempt(db, CREDIT_NOTES, row, () => issueOne(db, driver, row))));
  const issued = outcomes.filter(Boolean).length;
  return { issued, failed: outcomes.length - issued };
}

async function issueOne(db: Db, driver: InvoicingDriver, row: ClaimedDocument): Promise<IssuedInvoice> {
  const [invoice] = await db
    .select({ status: orderInvoices.status, number: orderInvoices.number, referenceCode: orderInvoices.referenceCode })
    .from(orderInvoices)
    .where(eq(orderInvoices.orderId, row.order_id));
  // The note cancels an issued invoice: while the invoice is on its way, the note waits.
  if (!invoice?.number || invoice.status !== 'issued') {
    throw new InvoiceIssueError('La factura del pedido aún no está emitida: la nota crédito se emite después de ella.', 'retryable');
  }
  const source = await loadInvoiceSource(db, row.order_id);
  const data = source ? invoiceData(source, invoice.referenceCode) : ({ ok: false, missing: ['lines'] } as const);
  if (!data.ok) throw new InvoiceIssueError(invoiceGapsMessage(data.missing), 'rejected');
  const existing = row.attempts > 1 ? await driver.findCreditNote(row.reference_code) : null;
  return (
    existing ??
    (await driver.issueCreditNote({
      referenceCode: row.reference_code,
      invoiceReferenceCode: invoice.referenceCode,
      invoiceNumber: invoice.number,
      reason: null,
      invoice: data.request,
    }))
  );
}

/** 'Reintentar' on a failed credit note. */
export function requeueCreditNote(tx: Queryable, orderId: number): Promise<boolean> {
  return requeueDocument(tx, CREDIT_NOTES, orderId);
}
