import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { checkBooks } from '@/db/books-check';
import { booksChecks, staffUsers } from '@/db/schema';
import { type BooksCheckReport, booksClean, summarizeBooks } from '@/lib/domain/books-check';
import { enqueueEmail, kickOutbox } from '@/lib/email/outbox';
import { booksCheckEmail } from '@/lib/email/templates/books-check';
import { invoicingEnabled } from '@/lib/invoicing';
import { log } from '@/lib/log';
import { businessDayAndHour, DIGEST_HOUR } from './low-stock-digest';

/**
 * The daily books check (docs/stock.md "The books check"): once per business day (Bogotá), from
 * the digest's hour on, the same check as `npm run books:check`; when it finds anything, every
 * ADMIN gets one e-mail through the outbox. The day's row in books_checks is the claim, as for the
 * low-stock digest: whichever instance inserts it runs the check, the others do nothing that day.
 */

const WORKER_INTERVAL_MS = 15 * 60_000;

export type BooksJobOutcome = { ran: boolean; violations: number; emails: number; report?: BooksCheckReport };

/** Runs today's check unless it already ran (or it is before DIGEST_HOUR). */
export async function runDailyBooksCheck(now: Date = new Date()): Promise<BooksJobOutcome> {
  const { day, hour } = businessDayAndHour(now);
  if (hour < DIGEST_HOUR) return { ran: false, violations: 0, emails: 0 };
  const db = await getDb();
  const outcome = await db.transaction(async (tx) => {
    const claimed = await tx.insert(booksChecks).values({ day }).onConflictDoNothing().returning({ day: booksChecks.day });
    if (claimed.length === 0) return { ran: false, violations: 0, emails: 0 };
    const report = await checkBooks(tx, { invoicing: invoicingEnabled() });
    if (booksClean(report)) return { ran: true, violations: 0, emails: 0, report };

    await tx.update(booksChecks).set({ violations: report.violations.length }).where(eq(booksChecks.day, day));
    const admins = await tx
      .select({ email: staffUsers.email, nombre: staffUsers.nombre })
      .from(staffUsers)
      .where(eq(staffUsers.rol, 'ADMIN'))
      .orderBy(asc(staffUsers.id));
    for (const admin of admins) await enqueueEmail(tx, booksCheckEmail({ to: admin.email, staffName: admin.nombre, report }));
    return { ran: true, violations: report.violations.length, emails: admins.length, report };
  });
  if (outcome.emails > 0) kickOutbox();
  return outcome;
}

type JobState = { worker?: ReturnType<typeof setInterval>; running?: Promise<void> };
const state: JobState = ((globalThis as { __booksCheckJob?: JobState }).__booksCheckJob ??= {});

function runOnce(): void {
  if (state.running) return;
  state.running = runDailyBooksCheck()
    .then((outcome) => {
      if (!outcome.ran || !outcome.report) return;
      const counts = Object.fromEntries(summarizeBooks(outcome.report).map((s) => [s.kind, s.count]));
      if (outcome.violations > 0) log.error('books check found violations', { ...counts, emails: outcome.emails });
      else log.info('books check clean', counts);
    })
    .catch((error) => log.error('books check failed', { error }))
    .finally(() => {
      state.running = undefined;
    });
}

/** Every 15 minutes; once per process (instrumentation.ts). Does not keep the process alive. */
export function startBooksCheckWorker(intervalMs: number = WORKER_INTERVAL_MS): void {
  if (state.worker) return;
  state.worker = setInterval(runOnce, intervalMs);
  state.worker.unref();
}

export function stopBooksCheckWorker(): void {
  if (state.worker) clearInterval(state.worker);
  state.worker = undefined;
}

/** Resolves when the current run (if any) has finished. For tests and shutdown. */
export function waitForBooksCheckIdle(): Promise<void> {
  return state.running ?? Promise.resolve();
}
