import 'server-only';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Queryable } from '@/db';
import { loginCodes } from '@/db/schema';
import { getEnv } from '@/lib/env';

/**
 * Customer login codes (DESIGN.md "Customer login"): 6 digits from the CSPRNG, stored only as
 * an HMAC keyed with AUTH_SECRET, valid 10 minutes, single use, only the newest code of an
 * e-mail works, at most 5 tries per code. Times are the database's (now()), never the app's.
 */
export const LOGIN_CODE_TTL_SECONDS = 10 * 60;
export const LOGIN_CODE_MAX_ATTEMPTS = 5;

export function generateLoginCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Bound to the e-mail, so a leaked hash cannot be tried against another account. */
export function hashLoginCode(email: string, code: string): string {
  return createHmac('sha256', getEnv().AUTH_SECRET).update(`login-code\0${email}\0${code}`).digest('hex');
}

/** Stores a fresh code for `email` (superseding any earlier one) and returns it in clear for the e-mail. */
export async function issueLoginCode(q: Queryable, email: string, requestIp: string | null): Promise<string> {
  const code = generateLoginCode();
  // Housekeeping: nothing older than a day can matter any more.
  await q.delete(loginCodes).where(and(eq(loginCodes.email, email), lt(loginCodes.createdAt, sql`now() - interval '1 day'`)));
  await q.insert(loginCodes).values({
    email,
    codeHash: hashLoginCode(email, code),
    expiresAt: sql`now() + make_interval(secs => ${LOGIN_CODE_TTL_SECONDS})`,
    requestIp,
  });
  return code;
}

/**
 * Spends one try on the newest code of `email` and consumes it when `code` matches. The try is
 * counted by the UPDATE itself (attempts < max re-checked under the row lock), so concurrent
 * guesses can never exceed the limit; the hash is compared in constant time. True only for the
 * one call that consumed the code.
 */
export async function consumeLoginCode(q: Queryable, email: string, code: string): Promise<boolean> {
  const newest = q.select({ id: loginCodes.id }).from(loginCodes).where(eq(loginCodes.email, email)).orderBy(desc(loginCodes.id)).limit(1);
  const [row] = await q
    .update(loginCodes)
    .set({ attempts: sql`${loginCodes.attempts} + 1` })
    .where(
      and(
        sql`${loginCodes.id} = (${newest})`,
        isNull(loginCodes.consumedAt),
        gt(loginCodes.expiresAt, sql`now()`),
        lt(loginCodes.attempts, LOGIN_CODE_MAX_ATTEMPTS),
      ),
    )
    .returning({ id: loginCodes.id, codeHash: loginCodes.codeHash });
  if (!row || !sameHex(row.codeHash, hashLoginCode(email, code))) return false;
  const consumed = await q
    .update(loginCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(loginCodes.id, row.id), isNull(loginCodes.consumedAt)))
    .returning({ id: loginCodes.id });
  return consumed.length === 1;
}

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
