import 'server-only';
import { and, asc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { onlinePaymentEvents, onlinePaymentTransactions } from '@/db/schema';
import { log } from '@/lib/log';
import { onlinePaymentsEnabled } from '@/lib/payments';
import { syncWompiTransaction } from './online-payment-events';

/**
 * Asynchronous methods (PSE, Nequi) can stay PENDING for minutes, and Wompi retries an event only
 * a few times: this worker asks Wompi again about every transaction still pending for up to
 * POLL_WINDOW_MS after it was made, and about every event recorded whose transaction the store
 * never managed to read (Wompi did not answer then). docs/payments.md "When an event never arrives".
 */

/** How long a pending transaction is asked about; an order with one does not expire meanwhile. */
export const POLL_WINDOW_MS = 60 * 60_000;
/** Not asked again sooner than this after the last answer. */
const POLL_EVERY_MS = 30_000;
const BATCH_SIZE = 50;
const WORKER_INTERVAL_MS = 60_000;

/** Asks Wompi about the transactions due; answers how many changed. */
export async function pollPendingTransactions(now: Date = new Date()): Promise<number> {
  if (!onlinePaymentsEnabled()) return 0;
  const db = await getDb();
  const since = new Date(now.getTime() - POLL_WINDOW_MS);
  const askedBefore = new Date(now.getTime() - POLL_EVERY_MS);
  const pending = await db
    .select({ id: onlinePaymentTransactions.wompiTransactionId })
    .from(onlinePaymentTransactions)
    .where(
      and(
        eq(onlinePaymentTransactions.status, 'PENDING'),
        gt(onlinePaymentTransactions.createdAt, since),
        or(isNull(onlinePaymentTransactions.lastPolledAt), lt(onlinePaymentTransactions.lastPolledAt, askedBefore)),
      ),
    )
    .orderBy(asc(onlinePaymentTransactions.createdAt))
    .limit(BATCH_SIZE);
  const unread = await db
    .selectDistinct({ id: onlinePaymentEvents.wompiTransactionId })
    .from(onlinePaymentEvents)
    .where(
      and(
        gt(onlinePaymentEvents.receivedAt, since),
        sql`not exists (select 1 from ${onlinePaymentTransactions} where ${onlinePaymentTransactions.wompiTransactionId} = ${onlinePaymentEvents.wompiTransactionId})`,
      ),
    )
    .limit(BATCH_SIZE);
  let changed = 0;
  for (const id of new Set([...pending, ...unread].map((row) => row.id))) {
    if ((await syncWompiTransaction(id)) === 'applied') changed += 1;
  }
  return changed;
}

type PollerState = { worker?: ReturnType<typeof setInterval>; running?: Promise<void> };
// On globalThis so `next dev` hot reloads keep one worker per process.
const state: PollerState = ((globalThis as { __wompiPoller?: PollerState }).__wompiPoller ??= {});

function runOnce(): void {
  if (state.running) return;
  state.running = pollPendingTransactions()
    .then((count) => {
      if (count > 0) log.info('online payments updated by polling Wompi', { count });
    })
    .catch((error) => log.error('polling Wompi failed', { error }))
    .finally(() => {
      state.running = undefined;
    });
}

/** Every minute; once per process (instrumentation.ts); idle with the manual driver. Does not keep the process alive. */
export function startOnlinePaymentPoller(intervalMs: number = WORKER_INTERVAL_MS): void {
  if (state.worker) return;
  state.worker = setInterval(runOnce, intervalMs);
  state.worker.unref();
}

export function stopOnlinePaymentPoller(): void {
  if (state.worker) clearInterval(state.worker);
  state.worker = undefined;
}

/** Resolves when the current run (if any) has finished. For tests and shutdown. */
export function waitForOnlinePaymentPollerIdle(): Promise<void> {
  return state.running ?? Promise.resolve();
}
