import 'server-only';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { lowStockDigests, products, staffUsers, variants } from '@/db/schema';
import { thresholdSql, variantNameSql } from '@/lib/data/admin/inventory';
import { BUSINESS_TIME_ZONE } from '@/lib/domain/dates';
import { enqueueEmail, kickOutbox } from '@/lib/email/outbox';
import { lowStockDigestEmail } from '@/lib/email/templates/low-stock-digest';
import { log } from '@/lib/log';

/**
 * The daily low-stock digest (docs/stock.md): once per business day (Bogotá), from DIGEST_HOUR
 * on, every staff member gets one e-mail through the outbox listing the variants that reached
 * their threshold since the last digest. A variant is listed once (low_stock_alerted_at) until its
 * stock rises above the threshold again (applyStockChange clears the mark). The day's row in
 * low_stock_digests is the claim: whichever instance inserts it sends, the others do nothing.
 */

export const DIGEST_HOUR = 7;
const MAX_LINES = 100;
const WORKER_INTERVAL_MS = 15 * 60_000;

/** The business day and hour of `now` in Bogotá ('2026-11-26', 7). */
export function businessDayAndHour(now: Date): { day: string; hour: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return { day: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')) };
}

export type DigestOutcome = { ran: boolean; variants: number; emails: number };

/** Sends today's digest unless it already ran (or it is before DIGEST_HOUR). */
export async function sendLowStockDigest(now: Date = new Date()): Promise<DigestOutcome> {
  const { day, hour } = businessDayAndHour(now);
  if (hour < DIGEST_HOUR) return { ran: false, variants: 0, emails: 0 };
  const db = await getDb();
  const outcome = await db.transaction(async (tx) => {
    const claimed = await tx.insert(lowStockDigests).values({ day }).onConflictDoNothing().returning({ day: lowStockDigests.day });
    if (claimed.length === 0) return { ran: false, variants: 0, emails: 0 };

    const fallen = await tx
      .select({
        id: variants.id,
        sku: variants.sku,
        productName: products.name,
        variantName: variantNameSql,
        // What is left to sell (on hand − reserved): the figure the alert is about.
        stock: variants.available,
        threshold: thresholdSql(),
      })
      .from(variants)
      .innerJoin(products, eq(products.id, variants.productId))
      .where(
        and(
          isNull(variants.lowStockAlertedAt),
          lte(variants.available, thresholdSql()),
          isNull(products.archivedAt),
          isNull(variants.archivedAt),
        ),
      )
      .orderBy(asc(variants.available), asc(products.name), asc(variants.id))
      .for('update', { of: variants, skipLocked: true });
    if (fallen.length === 0) return { ran: true, variants: 0, emails: 0 };

    await tx
      .update(variants)
      .set({ lowStockAlertedAt: sql`now()` })
      .where(
        inArray(
          variants.id,
          fallen.map((v) => v.id),
        ),
      );
    await tx.update(lowStockDigests).set({ variantCount: fallen.length }).where(eq(lowStockDigests.day, day));
    const lines = fallen.slice(0, MAX_LINES).map((v) => ({
      sku: v.sku,
      label: v.variantName ? `${v.productName} · ${v.variantName}` : v.productName,
      stock: v.stock,
      threshold: v.threshold,
    }));
    const staff = await tx.select({ email: staffUsers.email, nombre: staffUsers.nombre }).from(staffUsers).orderBy(asc(staffUsers.id));
    for (const member of staff) {
      await enqueueEmail(tx, lowStockDigestEmail({ to: member.email, staffName: member.nombre, lines, total: fallen.length }));
    }
    return { ran: true, variants: fallen.length, emails: staff.length };
  });
  if (outcome.emails > 0) kickOutbox();
  return outcome;
}

type DigestState = { worker?: ReturnType<typeof setInterval>; running?: Promise<void> };
const state: DigestState = ((globalThis as { __lowStockDigest?: DigestState }).__lowStockDigest ??= {});

function runOnce(): void {
  if (state.running) return;
  state.running = sendLowStockDigest()
    .then((outcome) => {
      if (outcome.ran && outcome.variants > 0) log.info('low-stock digest queued', outcome);
    })
    .catch((error) => log.error('low-stock digest failed', { error }))
    .finally(() => {
      state.running = undefined;
    });
}

/** Every 15 minutes; once per process (instrumentation.ts). Does not keep the process alive. */
export function startLowStockDigestWorker(intervalMs: number = WORKER_INTERVAL_MS): void {
  if (state.worker) return;
  state.worker = setInterval(runOnce, intervalMs);
  state.worker.unref();
}

export function stopLowStockDigestWorker(): void {
  if (state.worker) clearInterval(state.worker);
  state.worker = undefined;
}

/** Resolves when the current run (if any) has finished. For tests and shutdown. */
export function waitForLowStockDigestIdle(): Promise<void> {
  return state.running ?? Promise.resolve();
}
