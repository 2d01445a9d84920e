import 'server-only';
import type { Queryable } from '@/db';
import { type ActivityAction, type ActivityEntity, activityLog } from '@/db/schema';
import { type ActivityActor, currentActor } from '@/lib/auth/actor';

/**
 * The staff activity log. The route wrapper (lib/http/route.ts) runs every staff request as its
 * actor (lib/auth/actor.ts), so the services that write the catalogue, prices, users, payment
 * methods and settings record who did it with `recordActivity(tx, …)` in their own transaction:
 * the change and its entry commit together or not at all. Writes outside a staff request (the
 * seed, scripts) are recorded with no actor.
 */
export type ActivityEntry = {
  action: ActivityAction;
  entity: ActivityEntity;
  entityId?: number | string | null;
  label?: string | null;
  before?: unknown;
  after?: unknown;
};

/** Keys never written to the log, at any depth: credentials and anything that works like one. */
const SENSITIVE_KEY = /password|hash|token|secret|^jti$|session_?version|signature/i;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A JSON copy without the sensitive keys (dates become ISO strings). */
export function scrubForLog(value: unknown): Json | undefined {
  if (value === undefined) return undefined;
  if (value === null || typeof value === 'boolean' || typeof value === 'number' || typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((item) => scrubForLog(item) ?? null);
  if (typeof value === 'object') {
    const out: Record<string, Json> = {};
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      if (SENSITIVE_KEY.test(key)) continue;
      const clean = scrubForLog(item);
      if (clean !== undefined) out[key] = clean;
    }
    return out;
  }
  return undefined;
}

const same = (a: Json | undefined, b: Json | undefined) => JSON.stringify(a) === JSON.stringify(b);

/**
 * For an update, only what changed: the keys whose values differ, before and after. Objects are
 * compared key by key at the top level (a product's variants are one key: the whole list).
 */
export function changedValues(before: unknown, after: unknown): { before: Json | undefined; after: Json | undefined } {
  const b = scrubForLog(before);
  const a = scrubForLog(after);
  if (!b || !a || typeof b !== 'object' || typeof a !== 'object' || Array.isArray(b) || Array.isArray(a)) return { before: b, after: a };
  const keys = new Set([...Object.keys(b), ...Object.keys(a)]);
  const outBefore: Record<string, Json> = {};
  const outAfter: Record<string, Json> = {};
  for (const key of keys) {
    if (same(b[key], a[key])) continue;
    if (key in b) outBefore[key] = b[key];
    if (key in a) outAfter[key] = a[key];
  }
  return { before: outBefore, after: outAfter };
}

/** Writes one entry in `tx` (the transaction of the change), by the current request's staff member. */
export async function recordActivity(tx: Queryable, entry: ActivityEntry, actor: ActivityActor | null = currentActor()): Promise<void> {
  const values =
    entry.action === 'update'
      ? changedValues(entry.before, entry.after)
      : { before: scrubForLog(entry.before), after: scrubForLog(entry.after) };
  await tx.insert(activityLog).values({
    staffId: actor?.id ?? null,
    actorName: actor?.nombre ?? null,
    actorEmail: actor?.email ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    label: entry.label?.slice(0, 200) ?? null,
    before: values.before ?? null,
    after: values.after ?? null,
    ip: actor?.ip ?? null,
  });
}
