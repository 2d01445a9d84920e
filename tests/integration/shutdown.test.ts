import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db';
import { emailOutbox } from '@/db/schema';
import { type EmailDriver, setEmailDriverForTests } from '@/lib/email';
import { enqueueEmail, kickOutbox, startOutboxWorker } from '@/lib/email/outbox';
import { startOrderExpiryWorker } from '@/lib/services/order-expiry';
import { gracefulShutdown } from '@/lib/shutdown';
import { useTestDb } from '../helpers/db';

const testDb = useTestDb();

afterAll(() => setEmailDriverForTests(undefined));

function recordingDriver(delayMs = 0) {
  const sent: string[] = [];
  const driver: EmailDriver = {
    name: 'fake',
    async send(message) {
      if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
      sent.push(message.to);
      return { id: `fake-${sent.length}` };
    },
  };
  return { driver, sent };
}

const mail = (to: string) => ({ kind: 'test', to, subject: 'Pedido', text: 'Hola' });

describe('graceful shutdown', () => {
  it('lets the in-flight request finish, refuses new connections, drains the outbox once and closes the pool', async () => {
    const { db } = testDb();
    const { driver, sent } = recordingDriver();
    setEmailDriverForTests(driver);
    // Workers as instrumentation.ts starts them (their first pass finds nothing to do).
    startOutboxWorker(60_000);
    startOrderExpiryWorker(60_000);
    // Due mail left from before (e.g. a failed first delivery).
    await enqueueEmail(db, mail('antes@example.com'));

    // A request that takes 400 ms and enqueues mail when it commits, as an order does.
    let requestStarted!: () => void;
    const started = new Promise<void>((resolve) => (requestStarted = resolve));
    const server = http.createServer(async (_req, res) => {
      requestStarted();
      await new Promise((r) => setTimeout(r, 400));
      const app = await getDb();
      await app.transaction(async (tx) => enqueueEmail(tx, mail('en-curso@example.com')));
      kickOutbox();
      res.end('done');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const inFlight = fetch(`http://127.0.0.1:${port}/`).then(async (r) => ({ status: r.status, body: await r.text() }));
    await started;

    const report = await gracefulShutdown({ servers: [server], requestTimeoutMs: 5_000, drainTimeoutMs: 5_000 });

    expect(await inFlight).toEqual({ status: 200, body: 'done' });
    expect(server.listening).toBe(false);
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
    expect(report).toEqual({ requests: 'finished', outbox: 'drained', database: 'closed' });
    expect(sent.sort()).toEqual(['antes@example.com', 'en-curso@example.com']);
    // The pool is closed: the old handle refuses queries.
    await expect(db.execute(sql`select 1`)).rejects.toThrow();
  });

  it('bounds the wait: a request past the limit is cut and a slow drain is left to the next instance', async () => {
    const handle = await import('../helpers/db').then((m) => m.createTestDb());
    const { setDbHandle } = await import('@/db');
    setDbHandle(handle.handle);
    try {
      const { driver, sent } = recordingDriver(2_000);
      setEmailDriverForTests(driver);
      await enqueueEmail(handle.handle.db, mail('lenta@example.com'));
      const server = http.createServer(() => {
        /* never answers */
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      const hung = fetch(`http://127.0.0.1:${port}/`).catch((error: Error) => error);
      await new Promise((r) => setTimeout(r, 100));

      const started = performance.now();
      const report = await gracefulShutdown({ servers: [server], requestTimeoutMs: 300, drainTimeoutMs: 300, closeDatabase: false });
      expect(performance.now() - started).toBeLessThan(1_500);
      expect(report).toEqual({ requests: 'cut', outbox: 'timeout', database: 'left' });
      expect(await hung).toBeInstanceOf(Error);
      expect(sent).toEqual([]);
      // The row stays pending under its lease: another instance (or the next start) delivers it.
      const [row] = await handle.handle.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'lenta@example.com'));
      expect(row.status).toBe('pending');
      await new Promise((r) => setTimeout(r, 2_000));
    } finally {
      await handle.cleanup();
    }
  });
});
