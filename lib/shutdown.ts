import 'server-only';
import type { Server } from 'node:http';
import { closeDb } from '@/db';
import { drainOutboxOnce, stopOutboxWorker } from '@/lib/email/outbox';
import { stopInvoiceWorker, waitForInvoicesIdle } from '@/lib/invoicing/outbox';
import { getEnv } from '@/lib/env';
import { knownHttpServers } from '@/lib/http/client-ip';
import { log } from '@/lib/log';
import { stopBooksCheckWorker, waitForBooksCheckIdle } from '@/lib/services/books-check-job';
import { stopLowStockDigestWorker, waitForLowStockDigestIdle } from '@/lib/services/low-stock-digest';
import { stopOrderExpiryWorker, waitForOrderExpiryIdle } from '@/lib/services/order-expiry';
import { withTimeout } from '@/lib/with-timeout';

/**
 * Graceful shutdown on SIGTERM/SIGINT.
 *
 * Next's own server (`next start`, standalone server.js) already handles these signals: it
 * stops accepting connections, waits for in-flight requests, then exits with 128 + signal
 * (143 for SIGTERM). It cannot wait for our background work, so:
 *
 * - By default (Next owns the signal) we only stop the outbox and expiry workers and start one
 *   bounded outbox drain alongside Next's own wait; the pool is left to the process exit
 *   (closing it under requests Next is still finishing would fail them). Undelivered rows stay
 *   in the outbox, leased for at most a minute, and any instance retries them.
 * - With NEXT_MANUAL_SIG_HANDLE set (the Dockerfile sets it) Next registers no handler and this
 *   module does the whole sequence: close the HTTP server (in-flight requests finish, bounded),
 *   let the expiry run finish, drain the outbox once (bounded), close the pool, exit 0.
 */

export const SHUTDOWN_REQUEST_TIMEOUT_MS = 5_000;
export const SHUTDOWN_DRAIN_TIMEOUT_MS = 3_000;
export const SHUTDOWN_CLOSE_TIMEOUT_MS = 1_500;

export type ShutdownOptions = {
  /** HTTP servers to close first; [] when Next closes its own. */
  servers?: Server[];
  requestTimeoutMs?: number;
  drainTimeoutMs?: number;
  /** Close the database pool at the end (only once no request can still use it). */
  closeDatabase?: boolean;
};

export type ShutdownReport = { requests: 'finished' | 'cut'; outbox: 'drained' | 'timeout' | 'failed'; database: 'closed' | 'left' };

/** Stops accepting connections and resolves once in-flight requests are done; cuts them after `ms`. */
async function closeServer(server: Server, ms: number): Promise<boolean> {
  if (!server.listening) return true;
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  try {
    await withTimeout(closed, ms, 'in-flight requests');
    return true;
  } catch {
    server.closeAllConnections();
    await closed;
    return false;
  }
}

export async function gracefulShutdown(options: ShutdownOptions = {}): Promise<ShutdownReport> {
  const {
    servers = [],
    requestTimeoutMs = SHUTDOWN_REQUEST_TIMEOUT_MS,
    drainTimeoutMs = SHUTDOWN_DRAIN_TIMEOUT_MS,
    closeDatabase = true,
  } = options;
  // No new timed work; requests still running may still enqueue e-mail and kick a delivery.
  stopOutboxWorker();
  stopInvoiceWorker();
  stopOrderExpiryWorker();
  stopLowStockDigestWorker();
  stopBooksCheckWorker();

  const finished = await Promise.all(servers.map((server) => closeServer(server, requestTimeoutMs)));
  const requests = finished.every(Boolean) ? 'finished' : 'cut';

  let outbox: ShutdownReport['outbox'] = 'drained';
  try {
    await withTimeout(
      (async () => {
        await waitForOrderExpiryIdle();
        await waitForLowStockDigestIdle();
        await waitForBooksCheckIdle();
        // An invoice cut mid-request stays claimed; its lease runs out and the next start asks Factus first.
        await waitForInvoicesIdle();
        await drainOutboxOnce();
      })(),
      drainTimeoutMs,
      'outbox drain',
    );
  } catch (error) {
    outbox = error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'failed';
  }

  let database: ShutdownReport['database'] = 'left';
  if (closeDatabase) {
    // Bounded: postgres-js can wait on a connection that broke (porsager/postgres#1130).
    await withTimeout(closeDb(), SHUTDOWN_CLOSE_TIMEOUT_MS, 'closing the database').catch((error) =>
      log.warn('closing the database failed', { error }),
    );
    database = 'closed';
  }
  return { requests, outbox, database };
}

type ShutdownState = { installed?: boolean; running?: Promise<void> };
const state: ShutdownState = ((globalThis as { __storeShutdown?: ShutdownState }).__storeShutdown ??= {});

/** Once per process, from instrumentation.ts. A second signal during shutdown kills the process at once. */
export function installShutdownHandlers(): void {
  if (state.installed) return;
  state.installed = true;
  const manual = Boolean(getEnv().NEXT_MANUAL_SIG_HANDLE);
  const onSignal = (signal: NodeJS.Signals) => {
    if (state.running) return;
    log.info('shutting down', { signal, owner: manual ? 'app' : 'next' });
    const started = performance.now();
    state.running = gracefulShutdown(manual ? { servers: knownHttpServers() } : { closeDatabase: false }).then(
      (report) => {
        log.info('shutdown complete', { signal, ...report, durationMs: Math.round(performance.now() - started) });
        if (manual) process.exit(0);
      },
      (error) => {
        log.error('shutdown failed', { signal, error });
        if (manual) process.exit(1);
      },
    );
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
}
