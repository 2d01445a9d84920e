/**
 * Runs once per server process. Starts the e-mail outbox worker, which retries messages whose
 * first delivery (kicked after commit) failed or was interrupted by a restart, and the job that
 * cancels orders left unpaid past the payment window (safe to run in every instance).
 */
export async function register() {
  // Not in the Edge runtime, and not while `next build` prerenders (it must never open the database).
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startOutboxWorker } = await import('./lib/email/outbox');
  startOutboxWorker();
  const { startOrderExpiryWorker } = await import('./lib/services/order-expiry');
  startOrderExpiryWorker();
  // The catalogue read cache is active only while its version poll runs (lib/cache/catalog-cache.ts).
  const { startCatalogCache } = await import('./lib/cache/catalog-cache');
  startCatalogCache();
}
