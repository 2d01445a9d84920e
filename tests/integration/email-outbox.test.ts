import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emailOutbox } from '@/db/schema';
import { resetEnvCache } from '@/lib/env';
import { type EmailDriver, type EmailMessage, EmailSendError, getEmailDriver, setEmailDriverForTests } from '@/lib/email';
import {
  deliverPendingEmails,
  enqueueEmail,
  kickOutbox,
  MAX_ATTEMPTS,
  startOutboxWorker,
  stopOutboxWorker,
  waitForOutboxIdle,
} from '@/lib/email/outbox';
import { firstRow } from '@/db';
import { useTestDb } from '../helpers/db';

const testDb = useTestDb();

type Sent = { message: EmailMessage; idempotencyKey?: string };

function fakeDriver(options: { delayMs?: number; fail?: Error } = {}) {
  const sent: Sent[] = [];
  const driver: EmailDriver = {
    name: 'fake',
    async send(message, sendOptions) {
      if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
      if (options.fail) throw options.fail;
      sent.push({ message, idempotencyKey: sendOptions?.idempotencyKey });
      return { id: `fake-${sent.length}` };
    },
  };
  return { driver, sent };
}

const email = (n = 1) => ({
  kind: 'test',
  to: `cliente${n}@example.com`,
  subject: `Pedido #${n}`,
  text: `Hola ${n}`,
  html: `<p>Hola ${n}</p>`,
  replyTo: 'ventas@example.com',
});

async function rows() {
  return testDb().db.select().from(emailOutbox).orderBy(asc(emailOutbox.id));
}

/** Seconds from the database's now() until the row's next attempt. */
async function secondsUntilNextAttempt(id: number): Promise<number> {
  const result = await testDb().db.execute(
    sql`select extract(epoch from (next_attempt_at - now()))::float8 as s from email_outbox where id = ${id}`,
  );
  return Number(firstRow<{ s: number }>(result).s);
}

async function makeDue(id: number) {
  await testDb()
    .db.update(emailOutbox)
    .set({ nextAttemptAt: sql`now() - interval '1 second'` })
    .where(eq(emailOutbox.id, id));
}

beforeEach(async () => {
  await testDb().db.delete(emailOutbox);
});

afterEach(() => {
  setEmailDriverForTests(undefined);
  vi.restoreAllMocks();
});

afterAll(async () => {
  stopOutboxWorker();
  await waitForOutboxIdle();
});

describe('enqueueEmail', () => {
  it('queues with the transaction and disappears when it rolls back', async () => {
    const { db } = testDb();
    await expect(
      db.transaction(async (tx) => {
        await enqueueEmail(tx, email(1));
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    expect(await rows()).toEqual([]);

    const id = await db.transaction((tx) => enqueueEmail(tx, email(2)));
    const [row] = await rows();
    expect(row).toMatchObject({
      id,
      kind: 'test',
      toAddress: 'cliente2@example.com',
      subject: 'Pedido #2',
      textBody: 'Hola 2',
      htmlBody: '<p>Hola 2</p>',
      replyTo: 'ventas@example.com',
      status: 'pending',
      attempts: 0,
      sentAt: null,
    });
  });
});

describe('deliverPendingEmails', () => {
  it('sends due messages and marks them sent with the provider id', async () => {
    const { driver, sent } = fakeDriver();
    setEmailDriverForTests(driver);
    const id = (await enqueueEmail(testDb().db, email(1)))!;

    expect(await deliverPendingEmails()).toEqual({ sent: 1, failed: 0 });
    expect(sent).toHaveLength(1);
    expect(sent[0].message).toEqual({
      to: 'cliente1@example.com',
      subject: 'Pedido #1',
      text: 'Hola 1',
      html: '<p>Hola 1</p>',
      replyTo: 'ventas@example.com',
    });
    expect(sent[0].idempotencyKey).toMatch(new RegExp(`^outbox-${id}-\\d+$`));
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'sent', attempts: 1, providerMessageId: 'fake-1', lockedUntil: null, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);

    expect(await deliverPendingEmails()).toEqual({ sent: 0, failed: 0 });
    expect(sent).toHaveLength(1);
  });

  it('queues nothing for a customer without an e-mail (staff-created WhatsApp customers)', async () => {
    expect(await enqueueEmail(testDb().db, { ...email(1), to: '' })).toBeNull();
    expect(await rows()).toHaveLength(0);
  });

  it('schedules a retry with back-off when sending fails, and gives up after the last attempt', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    setEmailDriverForTests(fakeDriver({ fail: new Error('provider down') }).driver);
    const id = (await enqueueEmail(testDb().db, email(1)))!;

    expect(await deliverPendingEmails()).toEqual({ sent: 0, failed: 1 });
    let [row] = await rows();
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null, lastError: 'provider down' });
    const first = await secondsUntilNextAttempt(id);
    expect(first).toBeGreaterThan(20);
    expect(first).toBeLessThanOrEqual(30);
    // Not due yet: nothing is claimed, the attempt count stays.
    expect(await deliverPendingEmails()).toEqual({ sent: 0, failed: 0 });
    expect((await rows())[0].attempts).toBe(1);

    await makeDue(id);
    expect(await deliverPendingEmails()).toEqual({ sent: 0, failed: 1 });
    [row] = await rows();
    expect(row.attempts).toBe(2);
    const second = await secondsUntilNextAttempt(id);
    expect(second).toBeGreaterThan(first + 20);

    await testDb()
      .db.update(emailOutbox)
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where(eq(emailOutbox.id, id));
    await makeDue(id);
    expect(await deliverPendingEmails()).toEqual({ sent: 0, failed: 1 });
    [row] = await rows();
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    await makeDue(id);
    expect(await deliverPendingEmails()).toEqual({ sent: 0, failed: 0 });
  });

  it('gives up at once on a permanent provider error', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    setEmailDriverForTests(fakeDriver({ fail: new EmailSendError('invalid to', true) }).driver);
    await enqueueEmail(testDb().db, email(1));
    expect(await deliverPendingEmails()).toEqual({ sent: 0, failed: 1 });
    expect((await rows())[0]).toMatchObject({ status: 'failed', attempts: 1, lastError: 'invalid to' });
  });

  it('skips messages leased by another instance until the lease runs out', async () => {
    const { driver, sent } = fakeDriver();
    setEmailDriverForTests(driver);
    const id = (await enqueueEmail(testDb().db, email(1)))!;
    await testDb()
      .db.update(emailOutbox)
      .set({ lockedUntil: sql`now() + interval '1 minute'` })
      .where(eq(emailOutbox.id, id));
    expect(await deliverPendingEmails()).toEqual({ sent: 0, failed: 0 });
    await testDb()
      .db.update(emailOutbox)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(emailOutbox.id, id));
    expect(await deliverPendingEmails()).toEqual({ sent: 1, failed: 0 });
    expect(sent).toHaveLength(1);
  });

  it('never sends a row twice when several deliveries run at once', async () => {
    const { driver, sent } = fakeDriver({ delayMs: 5 });
    setEmailDriverForTests(driver);
    const ids: number[] = [];
    for (let n = 1; n <= 25; n++) ids.push((await enqueueEmail(testDb().db, email(n)))!);

    const drain = async () => {
      for (;;) {
        const { sent: s, failed } = await deliverPendingEmails({ limit: 3 });
        if (s + failed === 0) return;
      }
    };
    await Promise.all([drain(), drain(), drain(), drain()]);

    const recipients = sent.map((s) => s.message.to).sort();
    expect(recipients).toEqual(ids.map((_, i) => `cliente${i + 1}@example.com`).sort());
    expect(new Set(sent.map((s) => s.idempotencyKey)).size).toBe(25);
    const all = await rows();
    expect(all.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });
});

describe('kickOutbox and the worker', () => {
  it('delivers in the background, coalescing kicks, and never throws', async () => {
    const { driver, sent } = fakeDriver({ delayMs: 5 });
    setEmailDriverForTests(driver);
    await enqueueEmail(testDb().db, email(1));
    expect(() => {
      kickOutbox();
      kickOutbox();
      kickOutbox();
    }).not.toThrow();
    await waitForOutboxIdle();
    expect(sent).toHaveLength(1);

    vi.spyOn(console, 'warn').mockImplementation(() => {});
    setEmailDriverForTests(fakeDriver({ fail: new Error('down') }).driver);
    await enqueueEmail(testDb().db, email(2));
    expect(() => kickOutbox()).not.toThrow();
    await waitForOutboxIdle();
    expect((await rows())[1]).toMatchObject({ status: 'pending', attempts: 1 });
  });

  it('drains more than one batch per kick', async () => {
    const { driver, sent } = fakeDriver();
    setEmailDriverForTests(driver);
    for (let n = 1; n <= 23; n++) await enqueueEmail(testDb().db, email(n));
    kickOutbox();
    await waitForOutboxIdle();
    expect(sent).toHaveLength(23);
  });

  it('the worker retries due messages on its interval, started once', async () => {
    const { driver, sent } = fakeDriver();
    setEmailDriverForTests(driver);
    startOutboxWorker(20);
    startOutboxWorker(20);
    try {
      await enqueueEmail(testDb().db, email(1));
      await vi.waitFor(() => expect(sent).toHaveLength(1), { timeout: 2000, interval: 10 });
    } finally {
      stopOutboxWorker();
      await waitForOutboxIdle();
    }
  });
});

describe('log driver', () => {
  it('is the default and prints recipient, subject and text as one block', async () => {
    delete process.env.RESEND_API_KEY;
    resetEnvCache();
    setEmailDriverForTests(undefined);
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const driver = getEmailDriver();
    expect(driver.name).toBe('log');
    await driver.send({ to: 'ana@example.com', subject: 'Tu código', text: 'Tu código es 123456', replyTo: 'x@example.com' });
    expect(info).toHaveBeenCalledTimes(1);
    const block = String(info.mock.calls[0][0]);
    expect(block).toContain('ana@example.com');
    expect(block).toContain('Tu código');
    expect(block).toContain('Tu código es 123456');
    expect(block).toContain('x@example.com');
  });
});
