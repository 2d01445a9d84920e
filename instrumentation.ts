/**
 * Runs once per server process, before it serves requests. Completes X-Forwarded-For with each
 * connection's address (client IPs for rate limits, lib/http/client-ip.ts); starts the e-mail
 * outbox worker, which retries messages whose first delivery (kicked after commit) failed or was
 * interrupted by a restart, and the job that cancels orders left unpaid past the payment window
 * (both safe in every instance); and handles SIGTERM/SIGINT (lib/shutdown.ts).
 */
export async function register() {
  // Not in the Edge runtime, and not while `next build` prerenders (it must never open the database).
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  // A wrong or missing setting stops the server before it serves anything, with the reason.
  const { checkServerEnv } = await import('./lib/server-env');
  checkServerEnv();
  const { trackPeerAddresses } = await import('./lib/http/client-ip');
  trackPeerAddresses();
  // A body declared larger than its route takes is answered 413 before Next reads any of it.
  const { refuseOversizedBodies } = await import('./lib/http/oversized-bodies');
  refuseOversizedBodies();
  // Lets GET /api/products send the body it compressed once per catalogue version (lib/http/cache.ts).
  const { installEncodedResponses } = await import('./lib/http/encoded-responses');
  installEncodedResponses();
  // Public store pages rendered once per URL and catalogue version, served with a fresh nonce
  // (not under `next dev`, where the code behind a page changes while it runs).
  if (process.env.NODE_ENV === 'production') {
    const { installPageCache } = await import('./lib/page-cache');
    const { knownFilterNames } = await import('./lib/data/known-filters');
    installPageCache({ readKnownFilters: knownFilterNames });
  }
  const { startOutboxWorker } = await import('./lib/email/outbox');
  startOutboxWorker();
  // Electronic invoices of paid orders (docs/invoicing.md); idle with INVOICING_DRIVER=none.
  const { startInvoiceWorker } = await import('./lib/invoicing/outbox');
  startInvoiceWorker();
  const { startOrderExpiryWorker } = await import('./lib/services/order-expiry');
  startOrderExpiryWorker();
  // Online payments still pending at Wompi (docs/payments.md); idle with the manual methods only.
  const { startOnlinePaymentPoller } = await import('./lib/services/online-payment-poller');
  startOnlinePaymentPoller();
  // Issue 24: the daily low-stock digest to staff, through the outbox (docs/stock.md).
  const { startLowStockDigestWorker } = await import('./lib/services/low-stock-digest');
  startLowStockDigestWorker();
  // The daily books check (docs/stock.md "The books check"): ADMIN staff e-mailed on a violation.
  const { startBooksCheckWorker } = await import('./lib/services/books-check-job');
  startBooksCheckWorker();
  // The catalogue read cache is active only while its version poll runs (lib/cache/catalog-cache.ts).
  const { startCatalogCache } = await import('./lib/cache/catalog-cache');
  startCatalogCache();
  const { installShutdownHandlers } = await import('./lib/shutdown');
  installShutdownHandlers();
}
