import 'server-only';
import { sql } from 'drizzle-orm';
import { type Db, type Queryable, rowsOf } from '@/db';
import { invoiceRetryDelaySeconds } from '@/lib/domain/invoice-data';
import { log } from '@/lib/log';
import { InvoiceIssueError, type IssuedInvoice } from './drivers';

/**
 * The retry machinery the invoice and the credit note outboxes share (docs/invoicing.md "The
 * outbox"): one row per order, claimed with a lease and SKIP LOCKED with the attempt counted in
 * the same statement, its outcome recorded only by the holder of that attempt, back-off, and
 * 'failed' after the last attempt or at once for a rejection.
 */
export type DocumentOutbox = {
  table: 'order_invoices' | 'order_credit_notes' | 'order_refunds';
  /** The row's key: the order for an invoice or a full refund's note, the refund's own id for a partial one. */
  idColumn: 'order_id' | 'id';
  /** Where DIAN's key is kept: the invoice's CUFE, the credit note's CUDE. */
  keyColumn: 'cufe' | 'cude';
  /** For the log: 'invoice', 'credit note'. */
  label: string;
};

export const MAX_DOCUMENT_ATTEMPTS = 12;
const LEASE_SECONDS = 120;

export type ClaimedDocument = { key: number; order_id: number; reference_code: string; attempts: number };

/** Leases up to `limit` due rows and counts their attempt. Safe from several processes at once. */
export async function claimDueDocuments(db: Db, outbox: DocumentOutbox, limit: number): Promise<ClaimedDocument[]> {
  const table = sql.identifier(outbox.table);
  const id = sql.identifier(outbox.idColumn);
  return rowsOf<ClaimedDocument>(
    await db.execute(sql`
      update ${table}
      set locked_until = now() + make_interval(secs => ${LEASE_SECONDS}), attempts = attempts + 1, updated_at = now()
      where ${id} in (
        select ${id} from ${table}
        where status = 'pending' and next_attempt_at <= now()
          and (locked_until is null or locked_until < now())
        order by next_attempt_at, ${id}
        limit ${limit}
        for update skip locked)
      returning ${id} as key, order_id, reference_code, attempts`),
  );
}

/**
 * Runs one attempt and records what came of it: issued (number, DIAN key, links), or the
 * failure with its back-off. Only the holder of the attempt writes (`attempts` must still match).
 */
export async function settleDocumentAttempt(
  db: Db,
  outbox: DocumentOutbox,
  row: ClaimedDocument,
  attempt: () => Promise<IssuedInvoice & { amount?: number }>,
): Promise<boolean> {
  const table = sql.identifier(outbox.table);
  const ours = sql`${sql.identifier(outbox.idColumn)} = ${row.key} and status = 'pending' and attempts = ${row.attempts}`;
  try {
    const issued = await attempt();
    await db.execute(sql`
      update ${table}
      set status = 'issued', number = ${issued.number}, ${sql.identifier(outbox.keyColumn)} = ${issued.cufe},
        pdf_url = ${issued.pdfUrl}, xml_url = ${issued.xmlUrl}, issued_at = now(), locked_until = null,
        last_error = null, updated_at = now()
      where ${ours}`);
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const kind = error instanceof InvoiceIssueError ? error.kind : 'uncertain';
    const giveUp = kind === 'rejected' || row.attempts >= MAX_DOCUMENT_ATTEMPTS;
    await db.execute(sql`
      update ${table}
      set status = ${giveUp ? 'failed' : 'pending'},
        next_attempt_at = now() + make_interval(secs => ${invoiceRetryDelaySeconds(row.attempts)}),
        locked_until = null, last_error = ${message.slice(0, 1000)}, updated_at = now()
      where ${ours}`);
    log.warn(`${outbox.label} failed`, { orderId: row.order_id, attempt: row.attempts, kind, givingUp: giveUp, error: message });
    return false;
  }
}

/** 'Reintentar': the order's failed rows go back to the queue, due now, with a fresh count of attempts. */
export async function requeueDocument(tx: Queryable, outbox: DocumentOutbox, orderId: number): Promise<boolean> {
  const rows = rowsOf<{ order_id: number }>(
    await tx.execute(sql`
      update ${sql.identifier(outbox.table)}
      set status = 'pending', attempts = 0, next_attempt_at = now(), locked_until = null, updated_at = now()
      where order_id = ${orderId} and status = 'failed'
      returning order_id`),
  );
  return rows.length > 0;
}
