/**
 * Runs once per server process. Starts the e-mail outbox worker, which retries messages whose
 * first delivery (kicked after commit) failed or was interrupted by a restart.
 */
export async function register() {
  // Not in the Edge runtime, and not while `next build` prerenders (it must never open the database).
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startOutboxWorker } = await import('./lib/email/outbox');
  startOutboxWorker();
}
