/**
 * A deadline for API requests, armed only while the database is failing.
 *
 * postgres-js (3.4.9; porsager/postgres#1130) can lose a query forever: one sent on a pooled
 * connection after its socket reported ECONNRESET but before the socket closed is neither
 * answered nor rejected. When PostgreSQL dies under load that happens, and the request would
 * hang. So once an outage error has been seen (noteDatabaseOutage), any request still pending
 * OUTAGE_DEADLINE_MS after it started is answered 503 (the handler is left to finish or not in
 * the background); ten seconds after the last outage error the deadline is off again. Normal
 * traffic never has a deadline (a slow request is not cut).
 */
export const OUTAGE_DEADLINE_MS = 3_000;
const OUTAGE_MEMORY_MS = 10_000;
const SWEEP_MS = 100;

type Pending = { started: number; expire: () => void };
type OutageState = { lastOutageAt: number; pending: Set<Pending>; sweeper?: ReturnType<typeof setInterval> };
// On globalThis: every route bundle shares one view of the database.
const state: OutageState = ((globalThis as { __storeOutage?: OutageState }).__storeOutage ??= {
  lastOutageAt: -Infinity,
  pending: new Set(),
});

const outageRecent = () => performance.now() - state.lastOutageAt < OUTAGE_MEMORY_MS;

function sweep(): void {
  const now = performance.now();
  for (const entry of state.pending) {
    if (now - entry.started >= OUTAGE_DEADLINE_MS) {
      state.pending.delete(entry);
      entry.expire();
    }
  }
  if (!outageRecent() && state.sweeper) {
    clearInterval(state.sweeper);
    state.sweeper = undefined;
  }
}

/** Called with every error that means the database is unreachable. */
export function noteDatabaseOutage(): void {
  state.lastOutageAt = performance.now();
  if (!state.sweeper) {
    state.sweeper = setInterval(sweep, SWEEP_MS);
    state.sweeper.unref();
  }
}

/**
 * Runs `work`; if the database fails while it is pending and it has run OUTAGE_DEADLINE_MS,
 * resolves with `onDeadline()` instead.
 */
export function withOutageDeadline<T>(work: Promise<T>, onDeadline: () => T): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const entry: Pending = { started: performance.now(), expire: () => resolve(onDeadline()) };
    state.pending.add(entry);
    work.then(
      (value) => {
        state.pending.delete(entry);
        resolve(value);
      },
      (error) => {
        state.pending.delete(entry);
        reject(error);
      },
    );
  });
}

/** Test hook: forget past outages. */
export function resetOutageState(): void {
  state.lastOutageAt = -Infinity;
  state.pending.clear();
  if (state.sweeper) clearInterval(state.sweeper);
  state.sweeper = undefined;
}
