import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb, type Tx } from '@/db';
import { onlinePaymentEvents, onlinePaymentLinks, onlinePaymentTransactions, orderNotes, orders } from '@/db/schema';
import type { WompiEventBody } from '@/lib/contracts/online-payments';
import { getAdminOrder } from '@/lib/data/admin/orders';
import { formatCOP } from '@/lib/domain/money';
import { classifyTransaction, statusMayReplace } from '@/lib/domain/online-payment';
import { verifyWompiEvent } from '@/lib/domain/wompi-signature';
import { emailCopy } from '@/lib/email/copy';
import { enqueueEmail, kickOutbox } from '@/lib/email/outbox';
import { onlinePaymentDeclinedEmail } from '@/lib/email/templates/online-payment-declined';
import { paymentApprovedEmail } from '@/lib/email/templates/payment-approved';
import { apiError } from '@/lib/errors';
import { kickInvoices } from '@/lib/invoicing/outbox';
import { log } from '@/lib/log';
import { readWompiTransaction, type WompiTransaction, WompiError } from '@/lib/payments/wompi';
import { paymentLinkFor } from '@/lib/auth/payment-link';
import { recordActivity } from './activity-log';
import { customerEmailInput, recordTransitions, SYSTEM_ACTOR } from './admin/orders';
import { markOrderPaid } from './order-paid';
import { requireWompi } from './online-payments';

/**
 * Wompi's events and what the store does with them (docs/payments.md "Events"). The event is
 * only a signal: once its checksum and environment are right it is recorded (once per
 * transaction and status) and answered, and the transaction is then read from Wompi's API with
 * the private key; only that answer moves an order. The same sync serves the poller and a
 * staff re-check.
 */

/** POST /api/payments/wompi/events: verify, record once, answer at once; the sync runs after. */
export async function receiveWompiEvent(event: WompiEventBody): Promise<{ received: true }> {
  const wompi = requireWompi();
  if (!verifyWompiEvent(event, wompi.eventsSecret)) {
    throw apiError({ code: 'invalid_signature', key: 'onlinePayments.invalidSignature' });
  }
  if (event.environment !== wompi.environment) {
    throw apiError({
      code: 'bad_request',
      key: 'onlinePayments.wrongEnvironment',
      values: { environment: event.environment, expected: wompi.environment },
    });
  }
  const transaction = (event.data as { transaction?: { id?: unknown; status?: unknown } }).transaction;
  const id = typeof transaction?.id === 'string' ? transaction.id.slice(0, 200) : null;
  const status = typeof transaction?.status === 'string' ? transaction.status.slice(0, 40) : null;
  // A signed event of another kind (a Nequi token, a payout) names no transaction: nothing to do.
  if (!id || !status) return { received: true };
  const db = await getDb();
  const [recorded] = await db
    .insert(onlinePaymentEvents)
    .values({ wompiTransactionId: id, status, event: event.event, environment: wompi.environment, payload: event })
    .onConflictDoNothing()
    .returning({ id: onlinePaymentEvents.id });
  // The same transaction and status again (a retry, a duplicate): already acted on.
  if (recorded) kickTransactionSync(id);
  return { received: true };
}

// ---- background sync --------------------------------------------------------------------------

type SyncState = { running: Set<Promise<void>>; queued: Map<string, Promise<void>> };
// On globalThis so `next dev` hot reloads keep one set of syncs per process.
const state: SyncState = ((globalThis as { __wompiSync?: SyncState }).__wompiSync ??= { running: new Set(), queued: new Map() });

/** Reads the transaction from Wompi and applies it, after the caller answered. Never throws. */
export function kickTransactionSync(wompiTransactionId: string): void {
  // One sync of a transaction at a time in this process; the database lock serialises processes.
  const previous = state.queued.get(wompiTransactionId) ?? Promise.resolve();
  const run = previous
    .then(() => syncWompiTransaction(wompiTransactionId))
    .then(
      () => undefined,
      (error: unknown) => log.error('wompi transaction sync failed', { wompiTransactionId, error }),
    )
    .finally(() => {
      state.running.delete(run);
      if (state.queued.get(wompiTransactionId) === run) state.queued.delete(wompiTransactionId);
    });
  state.queued.set(wompiTransactionId, run);
  state.running.add(run);
}

/** Resolves when every sync started so far has finished. For tests, the bench and shutdown. */
export async function waitForTransactionSyncs(): Promise<void> {
  while (state.running.size) await Promise.all([...state.running]);
}

export type SyncResult = 'applied' | 'unchanged' | 'not_found' | 'provider_error';

/**
 * Reads one transaction from Wompi and brings the store in line with it: the transaction row, and
 * the order when the status moved. Safe to run any number of times, concurrently too: the
 * transaction's advisory lock and the status rule (statusMayReplace) make a repeat change nothing.
 */
export async function syncWompiTransaction(wompiTransactionId: string): Promise<SyncResult> {
  const wompi = requireWompi();
  let read: WompiTransaction | null;
  try {
    read = await readWompiTransaction(wompi, wompiTransactionId);
  } catch (error) {
    if (!(error instanceof WompiError)) throw error;
    log.warn('wompi transaction not read', { wompiTransactionId, status: error.status, error: error.message });
    return 'provider_error';
  }
  if (!read) {
    log.warn('wompi knows no such transaction', { wompiTransactionId });
    return 'not_found';
  }
  const transaction = read;
  const db = await getDb();
  const outcome = await db.transaction((tx) => applyTransaction(tx, transaction));
  if (outcome.emailed) kickOutbox();
  if (outcome.invoiceQueued) kickInvoices();
  return outcome.changed ? 'applied' : 'unchanged';
}

type Applied = { changed: boolean; emailed: boolean; invoiceQueued: boolean };

async function applyTransaction(tx: Tx, read: WompiTransaction): Promise<Applied> {
  const nothing: Applied = { changed: false, emailed: false, invoiceQueued: false };
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`wompi-transaction:${read.id}`}))`);

  // Which order: the store's payment link the transaction was made through.
  const [link] = read.paymentLinkId
    ? await tx
        .select({ id: onlinePaymentLinks.id, orderId: onlinePaymentLinks.orderId })
        .from(onlinePaymentLinks)
        .where(eq(onlinePaymentLinks.wompiLinkId, read.paymentLinkId))
    : [];
  const [order] = link
    ? await tx
        .select({ id: orders.id, total: orders.total, paymentStatus: orders.paymentStatus })
        .from(orders)
        .where(eq(orders.id, link.orderId))
        .for('update')
    : [];

  const [recorded] = await tx
    .select({ status: onlinePaymentTransactions.status })
    .from(onlinePaymentTransactions)
    .where(eq(onlinePaymentTransactions.wompiTransactionId, read.id));
  if (recorded && !statusMayReplace(recorded.status, read.status)) {
    await tx
      .update(onlinePaymentTransactions)
      .set({ lastPolledAt: sql`now()` })
      .where(eq(onlinePaymentTransactions.wompiTransactionId, read.id));
    return nothing;
  }

  const classification = classifyTransaction(read, order ? order.total : null);
  const row = {
    orderId: order?.id ?? null,
    linkId: link?.id ?? null,
    wompiLinkId: read.paymentLinkId,
    reference: read.reference,
    status: read.status,
    statusMessage: read.statusMessage?.slice(0, 500) ?? null,
    amountInCents: read.amountInCents,
    currency: read.currency,
    paymentMethodType: read.paymentMethodType,
    outcome: classification.outcome,
    createdAt: read.createdAt,
    finalizedAt: read.finalizedAt,
    updatedAt: sql`now()`,
    lastPolledAt: sql`now()`,
  };
  await tx
    .insert(onlinePaymentTransactions)
    .values({ wompiTransactionId: read.id, ...row })
    .onConflictDoUpdate({ target: onlinePaymentTransactions.wompiTransactionId, set: row });
  if (!order) {
    log.warn('wompi transaction names no order of the store', { wompiTransactionId: read.id, paymentLinkId: read.paymentLinkId });
    return { ...nothing, changed: true };
  }

  const t = emailCopy('es', 'onlinePayment');
  const amount = formatCOP(read.amountInCents / 100);
  const method = read.paymentMethodType ?? 'Wompi';

  if (classification.outcome === 'matched') {
    const paid = await markOrderPaid(tx, order.id, 'online_payment_approved', {
      paidAt: read.finalizedAt ?? sql`now()`,
      paidOnlineTransactionId: read.id,
    });
    if (!paid.moved) {
      // Money for an order that no longer waited (paid another way, cancelled): staff decide.
      await flagToStaff(tx, order.id, t('notPayableNote', { transactionId: read.id, amount, status: order.paymentStatus }));
      return { ...nothing, changed: true };
    }
    await recordTransitions(
      tx,
      'online_payment_approved',
      [{ orderId: order.id, from: order.paymentStatus }],
      SYSTEM_ACTOR,
      t('paidNote', { transactionId: read.id, method, amount }),
    );
    // The link is spent: it is never handed out again.
    await tx.update(onlinePaymentLinks).set({ active: false }).where(eq(onlinePaymentLinks.orderId, order.id));
    const emailed = (await enqueueEmail(tx, paymentApprovedEmail(customerEmailInput(await getAdminOrder(order.id, tx))))) !== null;
    return { changed: true, emailed, invoiceQueued: paid.invoiceQueued };
  }

  if (classification.outcome === 'amount_mismatch') {
    const { expected, received } = classification;
    await flagToStaff(
      tx,
      order.id,
      t('mismatchNote', {
        transactionId: read.id,
        expected: formatCOP(expected.amountInCents / 100),
        expectedCents: expected.amountInCents,
        expectedCurrency: expected.currency,
        received: formatCOP(received.amountInCents / 100),
        receivedCents: received.amountInCents,
        receivedCurrency: received.currency,
      }),
    );
    return { ...nothing, changed: true };
  }

  if (classification.outcome === 'declined') {
    if (recorded?.status === 'APPROVED') {
      // A card payment voided after it paid the order: the order stays as it is, staff look.
      await flagToStaff(tx, order.id, t('voidedNote', { transactionId: read.id }));
      return { ...nothing, changed: true };
    }
    if (order.paymentStatus !== 'pending_payment' && order.paymentStatus !== 'pending_confirmation') return { ...nothing, changed: true };
    // A declined link is not offered again: the next try gets a fresh one.
    if (link) await tx.update(onlinePaymentLinks).set({ active: false }).where(eq(onlinePaymentLinks.id, link.id));
    const adminOrder = await getAdminOrder(order.id, tx);
    const payUrl = await paymentLinkFor(adminOrder);
    const emailed =
      (await enqueueEmail(
        tx,
        onlinePaymentDeclinedEmail({ ...customerEmailInput(adminOrder), method: read.paymentMethodType, payUrl }),
      )) !== null;
    return { changed: true, emailed, invoiceQueued: false };
  }
  return { ...nothing, changed: true };
}

/** What staff must look at: an internal note on the order, and the same words in 'Actividad'. */
async function flagToStaff(tx: Tx, orderId: number, note: string): Promise<void> {
  const t = emailCopy('es', 'onlinePayment');
  await tx.insert(orderNotes).values({ orderId, staffId: null, authorName: t('noteAuthor'), body: note.slice(0, 1000) });
  await recordActivity(
    tx,
    { action: 'update', entity: 'order', entityId: orderId, label: `#${orderId}`, before: {}, after: { note } },
    null,
  );
  log.warn('online payment flagged to staff', { orderId, note });
}
