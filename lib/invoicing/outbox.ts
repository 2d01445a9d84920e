import 'server-only';
import { sql } from 'drizzle-orm';
import { type Db, getDb, type Queryable, rowsOf } from '@/db';
import { orderInvoices } from '@/db/schema';
import { type InvoiceData, invoiceData, invoiceReferenceCode } from '@/lib/domain/invoice-data';
import { getEnv } from '@/lib/env';
import { log } from '@/lib/log';
import { deliverPendingCreditNotes } from './credit-notes';
import { loadInvoiceSource } from './invoice-source';
import { invoiceGapsMessage } from './provider-words';
import {
  type ClaimedDocument,
  claimDueDocuments,
  type DocumentOutbox,
  MAX_DOCUMENT_ATTEMPTS,
  requeueDocument,
  settleDocumentAttempt,
} from './document-outbox';
import { InvoiceIssueError, type InvoicingDriver, type IssuedInvoice } from './drivers';
import { getInvoicingDriver } from './index';

/**
 * The invoice outbox (docs/invoicing.md), built like the e-mail outbox: the request is a row
 * inserted in the transaction that makes the order paid, delivered after commit (kickInvoices)
 * and by a per-process worker, claimed with a lease and SKIP LOCKED so several app instances
 * never work on one order at once. The provider honours the reference code (one invoice per
 * code), and any attempt after the first asks the provider for that code before sending: a
 * timeout, a crash or a lease that ran out mid-request never issues a second invoice.
 */
export const MAX_INVOICE_ATTEMPTS = MAX_DOCUMENT_ATTEMPTS;
const BATCH_SIZE = 5;
const WORKER_INTERVAL_MS = 60_000;

/**
 * Queues the invoice of an order that has just become paid; pass the open transaction. A no-op
 * with the `none` driver, and for an order already queued (one invoice per order).
 */
export async function enqueueInvoice(tx: Queryable, orderId: number): Promise<boolean> {
  const driver = getInvoicingDriver();
  if (driver.name === 'none') return false;
  const rows = await tx
    .insert(orderInvoices)
    .values({ orderId, provider: driver.name, referenceCode: invoiceReferenceCode(orderId, getEnv().INVOICE_REFERENCE_PREFIX) })
    .onConflictDoNothing()
    .returning({ orderId: orderInvoices.orderId });
  return rows.length > 0;
}

const INVOICES: DocumentOutbox = { table: 'order_invoices', idColumn: 'order_id', keyColumn: 'cufe', label: 'invoice' };

/** Issues up to `limit` due invoices. Safe to run from several processes at once. */
export async function deliverPendingInvoices(options: { limit?: number } = {}): Promise<{ issued: number; failed: number }> {
  const driver = getInvoicingDriver();
  if (driver.name === 'none') return { issued: 0, failed: 0 };
  const db = await getDb();
  // Lease and attempt count in one statement: a crash mid-request still counts, and the next
  // attempt (attempts > 1) asks the provider first.
  const claimed = await claimDueDocuments(db, INVOICES, options.limit ?? BATCH_SIZE);
  if (claimed.length === 0) return { issued: 0, failed: 0 };
  const outcomes = await Promise.all(claimed.map((row) => settleDocumentAttempt(db, INVOICES, row, () => issueOne(db, driver, row))));
  const issued = outcomes.filter(Boolean).length;
  return { issued, failed: outcomes.length - issued };
}

async function issueOne(db: Db, driver: InvoicingDriver, row: ClaimedDocument): Promise<IssuedInvoice> {
  const source = await loadInvoiceSource(db, row.order_id);
  const data: InvoiceData = source ? invoiceData(source, row.reference_code) : { ok: false, missing: ['lines'] };
  if (!data.ok) throw new InvoiceIssueError(invoiceGapsMessage(data.missing), 'rejected');
  // Not the first attempt: the last one may have reached the provider. Ask before sending again.
  const existing = row.attempts > 1 ? await driver.find(row.reference_code) : null;
  return existing ?? (await driver.issue(data.request, { inFlight: (reference) => documentInFlight(db, reference) }));
}

/** Whether an invoice or credit note with this reference code is being sent by another attempt now. */
async function documentInFlight(db: Db, referenceCode: string): Promise<boolean> {
  const rows = rowsOf<{ n: number }>(
    await db.execute(sql`
      select 1 as n from order_invoices where reference_code = ${referenceCode} and status = 'pending' and locked_until > now()
      union all
      select 1 as n from order_credit_notes where reference_code = ${referenceCode} and status = 'pending' and locked_until > now()
      union all
      select 1 as n from order_refunds where reference_code = ${referenceCode} and status = 'pending' and locked_until > now()`),
  );
  return rows.length > 0;
}

/** 'Reintentar': a failed invoice goes back to the queue, due now, with a fresh count of attempts. */
export function requeueInvoice(tx: Queryable, orderId: number): Promise<boolean> {
  return requeueDocument(tx, INVOICES, orderId);
}

// ---- Background delivery ---------------------------------------------------------------

type InvoiceWorkerState = { running?: Promise<void>; again: boolean; worker?: ReturnType<typeof setInterval> };
const state: InvoiceWorkerState = ((globalThis as { __invoiceOutbox?: InvoiceWorkerState }).__invoiceOutbox ??= { again: false });

/** Fire-and-forget delivery (invoices, then credit notes) after the transaction that queued one has committed. Never throws. */
export function kickInvoices(): void {
  if (getInvoicingDriver().name === 'none') return;
  if (state.running) {
    state.again = true;
    return;
  }
  state.running = drain()
    .catch((error) => log.error('invoice outbox delivery failed', { error }))
    .finally(() => {
      state.running = undefined;
    });
}

async function drain(): Promise<void> {
  do {
    state.again = false;
    const { issued, failed } = await deliverPendingInvoices({ limit: BATCH_SIZE });
    // Credit notes after invoices: a refunded order's note needs its invoice issued first.
    const notes = await deliverPendingCreditNotes({ limit: BATCH_SIZE });
    if (issued + failed === BATCH_SIZE || notes.issued + notes.failed === BATCH_SIZE) state.again = true;
  } while (state.again);
}

/** Resolves when the current background delivery (if any) has finished. For tests and shutdown. */
export function waitForInvoicesIdle(): Promise<void> {
  return state.running ?? Promise.resolve();
}

/** Retries due invoices every minute; once per process (instrumentation.ts), only with a real driver. */
export function startInvoiceWorker(intervalMs: number = WORKER_INTERVAL_MS): void {
  if (state.worker || getInvoicingDriver().name === 'none') return;
  state.worker = setInterval(kickInvoices, intervalMs);
  state.worker.unref();
  kickInvoices();
}

export function stopInvoiceWorker(): void {
  if (state.worker) clearInterval(state.worker);
  state.worker = undefined;
}
