import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { type Db, getDb, type Queryable, rowsOf } from '@/db';
import { emailOutbox } from '@/db/schema';
import { log } from '@/lib/log';
import { type EmailDriver, type EmailMessage, EmailSendError, getEmailDriver } from './index';

/**
 * The e-mail outbox: messages are inserted in the transaction of the change that causes them,
 * then delivered after commit (kickOutbox) and retried by a per-process worker. Rows are
 * claimed with a lease (locked_until) and SKIP LOCKED, so any number of app instances can
 * deliver concurrently without sending a row twice.
 */
export const MAX_ATTEMPTS = 20;
const LEASE_SECONDS = 60;
const BATCH_SIZE = 10;
const WORKER_INTERVAL_MS = 30_000;

export type OutboxEmail = EmailMessage & { kind: string };

/**
 * Queues an e-mail; pass the open transaction so it commits (or rolls back) with the change.
 * An empty address queues nothing: customers staff create from a WhatsApp chat may have no e-mail.
 */
export async function enqueueEmail(q: Queryable, email: OutboxEmail): Promise<number | null> {
  if (!email.to.trim()) return null;
  const [row] = await q
    .insert(emailOutbox)
    .values({
      kind: email.kind,
      toAddress: email.to,
      replyTo: email.replyTo ?? null,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html ?? null,
    })
    .returning({ id: emailOutbox.id });
  return row.id;
}

/** 30 s, 1 min, 2 min … capped at 1 h (attempts counts the one that just failed). */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));
}

type ClaimedRow = {
  id: number;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string | null;
  attempts: number;
  created_ms: string;
};

/** Sends up to `limit` due messages. Safe to run from several processes at once. */
export async function deliverPendingEmails(options: { limit?: number } = {}): Promise<{ sent: number; failed: number }> {
  const db = await getDb();
  const driver = getEmailDriver(); // before claiming: a configuration error must not burn attempts
  // Taking the lease and counting the attempt in one statement: a crash mid-send still counts.
  const claimed = rowsOf<ClaimedRow>(
    await db.execute(sql`
      update email_outbox
      set locked_until = now() + make_interval(secs => ${LEASE_SECONDS}), attempts = attempts + 1
      where id in (
        select id from email_outbox
        where status = 'pending' and next_attempt_at <= now()
          and (locked_until is null or locked_until < now())
        order by id
        limit ${options.limit ?? BATCH_SIZE}
        for update skip locked)
      returning id, to_address, reply_to, subject, text_body, html_body, attempts,
        (extract(epoch from created_at) * 1000)::bigint::text as created_ms`),
  );
  if (claimed.length === 0) return { sent: 0, failed: 0 };
  // In parallel: each send has its own timeout well inside the lease.
  const outcomes = await Promise.all(claimed.map((row) => deliverOne(db, driver, row)));
  const sent = outcomes.filter(Boolean).length;
  return { sent, failed: outcomes.length - sent };
}

async function deliverOne(db: Db, driver: EmailDriver, row: ClaimedRow): Promise<boolean> {
  // Only the holder of this attempt may record its outcome (a stale worker whose lease ran out must not).
  const ours = and(eq(emailOutbox.id, row.id), eq(emailOutbox.status, 'pending'), eq(emailOutbox.attempts, row.attempts));
  try {
    const { id } = await driver.send(
      {
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body ?? undefined,
        replyTo: row.reply_to ?? undefined,
      },
      // id + creation time: unique across databases sharing one provider account (staging, prod).
      { idempotencyKey: `outbox-${row.id}-${row.created_ms}` },
    );
    await db
      .update(emailOutbox)
      .set({ status: 'sent', sentAt: sql`now()`, providerMessageId: id, lockedUntil: null, lastError: null })
      .where(ours);
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const giveUp = (error instanceof EmailSendError && error.permanent) || row.attempts >= MAX_ATTEMPTS;
    await db
      .update(emailOutbox)
      .set({
        status: giveUp ? 'failed' : 'pending',
        nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(row.attempts)})`,
        lockedUntil: null,
        lastError: message.slice(0, 1000),
      })
      .where(ours);
    log.warn('e-mail delivery failed', { outboxId: row.id, attempt: row.attempts, givingUp: giveUp, error: message });
    return false;
  }
}

// ---- Background delivery ---------------------------------------------------------------

type OutboxState = { running?: Promise<void>; again: boolean; worker?: ReturnType<typeof setInterval> };
// On globalThis so `next dev` hot reloads keep one worker and one delivery loop per process.
const state: OutboxState = ((globalThis as { __emailOutbox?: OutboxState }).__emailOutbox ??= { again: false });

/**
 * Fire-and-forget delivery; call it after the transaction that enqueued mail has committed.
 * Never throws and never blocks the caller. Kicks during a run coalesce into one more pass.
 */
export function kickOutbox(): void {
  if (state.running) {
    state.again = true;
    return;
  }
  state.running = drainOutbox()
    .catch((error) => log.error('e-mail outbox delivery failed', { error }))
    .finally(() => {
      state.running = undefined;
    });
}

async function drainOutbox(): Promise<void> {
  do {
    state.again = false;
    const { sent, failed } = await deliverPendingEmails({ limit: BATCH_SIZE });
    // A full batch means more may be due right now.
    if (sent + failed === BATCH_SIZE) state.again = true;
  } while (state.again);
}

/** Resolves when the current background delivery (if any) has finished. For tests and shutdown. */
export function waitForOutboxIdle(): Promise<void> {
  return state.running ?? Promise.resolve();
}

/** Retries due messages every 30 s; once per process (instrumentation.ts). Does not keep the process alive. */
export function startOutboxWorker(intervalMs: number = WORKER_INTERVAL_MS): void {
  if (state.worker) return;
  state.worker = setInterval(kickOutbox, intervalMs);
  state.worker.unref();
  kickOutbox();
}

export function stopOutboxWorker(): void {
  if (state.worker) clearInterval(state.worker);
  state.worker = undefined;
}

/** Shutdown: lets the current pass finish, then runs one more over everything due now. */
export async function drainOutboxOnce(): Promise<void> {
  await waitForOutboxIdle();
  kickOutbox();
  await waitForOutboxIdle();
}
