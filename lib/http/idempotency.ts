import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { NextResponse } from 'next/server';
import { getDb, type Queryable } from '@/db';
import { idempotencyKeys } from '@/db/schema';
import { log } from '@/lib/log';
import { ApiError, apiError, conflict } from '@/lib/errors';

/**
 * `Idempotency-Key` for customer writes (place order, confirm payment), shared by every app
 * instance through the idempotency_keys table:
 * - first request with a key: claims it (a row without status), runs, stores its 2xx answer;
 * - same key and same request again: the stored answer, replayed (`Idempotent-Replayed: true`);
 * - same key, different request (body, method or path): 422;
 * - same key while the first is still running: waits for its answer (a double tap, a doubled
 *   request) and replays it; 409 only if it takes longer than IN_FLIGHT_WAIT_MS.
 * Only successes are stored: after an error the key is released, so the client can retry with
 * the same key once it has fixed the cause (refreshed prices, another address…).
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
/**
 * A claim this old without an answer belongs to a process that died (crash, SIGKILL, database
 * outage mid-request): it may be taken over. An order is placed in well under a second, and a
 * request cut off by an outage gets its 503 within ~3 s, so 30 s leaves a wide margin while a
 * customer retrying after a crash waits at most half a minute.
 */
const IN_FLIGHT_TIMEOUT_SECONDS = 30;
/** How long a repeated request waits for the first one's answer before a 409: placing an order takes well under a second. */
const IN_FLIGHT_WAIT_MS = 3_000;
const IN_FLIGHT_POLL_MS = 50;
/** Keys are remembered this long, then a reuse starts afresh. */
const KEY_TTL_HOURS = 24;

export type IdempotentResult = { status: number; body: unknown };
/**
 * Stores the answer. Call it inside the transaction that makes the change, so the change and its
 * stored answer commit together; if the handler never calls it, the answer is stored afterwards.
 */
export type SaveAnswer = (tx: Queryable, status: number, body: unknown) => Promise<void>;

/** Method, path and the validated body: what "the same request" means. */
export function requestFingerprint(req: Request, body: unknown): string {
  return createHash('sha256')
    .update(`${req.method} ${new URL(req.url).pathname}\n${JSON.stringify(body)}`)
    .digest('hex');
}

export async function idempotent(
  req: Request,
  scope: string,
  body: unknown,
  run: (save: SaveAnswer) => Promise<IdempotentResult>,
): Promise<Response> {
  const key = req.headers.get(IDEMPOTENCY_HEADER);
  if (key === null) {
    const result = await run(async () => {});
    return NextResponse.json(result.body, { status: result.status });
  }
  if (!KEY_PATTERN.test(key)) {
    throw new ApiError({
      code: 'invalid_idempotency_key',
      message: 'La cabecera Idempotency-Key debe tener entre 1 y 255 caracteres visibles.',
    });
  }

  const db = await getDb();
  const claim = await claimKey(db, scope, key, requestFingerprint(req, body));
  if ('replay' in claim) {
    return NextResponse.json(claim.replay.body, { status: claim.replay.status, headers: { 'Idempotent-Replayed': 'true' } });
  }

  let saved = false;
  const save: SaveAnswer = async (tx, status, answer) => {
    await tx
      .update(idempotencyKeys)
      // Through JSON, so what is stored is exactly what the client received (dates as strings).
      .set({ status, responseBody: JSON.parse(JSON.stringify(answer)), completedAt: sql`now()` })
      .where(eq(idempotencyKeys.id, claim.id));
    saved = true;
  };
  try {
    const result = await run(save);
    if (!saved) await save(db, result.status, result.body);
    return NextResponse.json(result.body, { status: result.status });
  } catch (error) {
    // Release the key (unless an answer committed). A failed release only delays a retry until the claim times out.
    await db
      .delete(idempotencyKeys)
      .where(and(eq(idempotencyKeys.id, claim.id), isNull(idempotencyKeys.status)))
      .catch((releaseError) => log.error('could not release an idempotency key', { error: releaseError }));
    throw error;
  }
}

/** Expired, or claimed long ago and never answered (its process died). */
const stale = sql`(${idempotencyKeys.createdAt} < now() - make_interval(hours => ${KEY_TTL_HOURS})
  or (${idempotencyKeys.status} is null and ${idempotencyKeys.createdAt} < now() - make_interval(secs => ${IN_FLIGHT_TIMEOUT_SECONDS})))`;

async function claimKey(
  db: Queryable,
  scope: string,
  key: string,
  requestHash: string,
): Promise<{ id: number } | { replay: IdempotentResult }> {
  // A few rounds: the row we conflict with may be released or expired between two statements.
  const waitUntil = Date.now() + IN_FLIGHT_WAIT_MS;
  for (let round = 0; round < 3; round++) {
    const [claimed] = await db
      .insert(idempotencyKeys)
      .values({ scope, key, requestHash })
      .onConflictDoNothing()
      .returning({ id: idempotencyKeys.id });
    if (claimed) return claimed;

    const [existing] = await db
      .select({
        id: idempotencyKeys.id,
        requestHash: idempotencyKeys.requestHash,
        status: idempotencyKeys.status,
        responseBody: idempotencyKeys.responseBody,
        stale: sql<boolean>`${stale}`,
      })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    if (!existing) continue;
    if (existing.stale) {
      // Re-checked in the DELETE: the first request may have finished in between.
      await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.id, existing.id), stale));
      continue;
    }
    if (existing.requestHash !== requestHash) {
      throw apiError({ code: 'idempotency_key_reused', key: 'idempotency.reused' });
    }
    if (existing.status === null) {
      if (Date.now() >= waitUntil) throw inFlight();
      // The first request is still running: its answer (or its release, after an error) comes soon.
      await new Promise((resolve) => setTimeout(resolve, IN_FLIGHT_POLL_MS));
      round--;
      continue;
    }
    return { replay: { status: existing.status, body: existing.responseBody } };
  }
  throw inFlight();
}

const inFlight = () => conflict('idempotency_in_flight', { key: 'idempotency.inFlight' });
