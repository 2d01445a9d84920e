import 'server-only';
import { sql } from 'drizzle-orm';
import { firstRow, type Queryable } from '@/db';
import { tooManyRequests } from '@/lib/errors';
import type { RateLimitReason } from './message';

export type RateLimitRule = { key: string; limit: number; windowSeconds: number };

/**
 * Counts one hit against a fixed window shared by every app instance (a row per key in
 * PostgreSQL, updated atomically). Returns how long to wait when the limit is exceeded.
 */
export async function hitRateLimit(db: Queryable, rule: RateLimitRule): Promise<{ allowed: boolean; retryAfter: number }> {
  const window = sql`make_interval(secs => ${rule.windowSeconds})`;
  const rows = await db.execute<{ count: number; retry_after: number }>(sql`
    insert into rate_limits (key, count, window_started_at, reset_at)
    values (${rule.key}, 1, now(), now() + ${window})
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      window_started_at = case when rate_limits.reset_at <= now() then now() else rate_limits.window_started_at end,
      reset_at = case when rate_limits.reset_at <= now() then now() + ${window} else rate_limits.reset_at end
    returning count, ceil(extract(epoch from (reset_at - now())))::int as retry_after`);
  const row = firstRow<{ count: number; retry_after: number }>(rows);
  const allowed = Number(row.count) <= rule.limit;
  return { allowed, retryAfter: allowed ? 0 : Math.max(1, Number(row.retry_after)) };
}

/** Applies several rules in order; the first one exceeded answers 429 with Retry-After and the wait in words. */
export async function enforceRateLimits(db: Queryable, rules: RateLimitRule[], reason?: RateLimitReason): Promise<void> {
  for (const rule of rules) {
    const { allowed, retryAfter } = await hitRateLimit(db, rule);
    if (!allowed) throw tooManyRequests(retryAfter, reason);
  }
}
