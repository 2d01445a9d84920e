import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as eventsRoute } from '@/app/api/payments/wompi/events/route';
import { onlinePaymentEvents, onlinePaymentTransactions } from '@/db/schema';
import { setEmailDriverForTests } from '@/lib/email';
import { waitForTransactionSyncs } from '@/lib/services/online-payment-events';
import { useTestDb } from '../helpers/db';
import { useWompiMock } from '../helpers/online-payments';
import { invokeRoute } from '../helpers/routes';

/**
 * The events endpoint is public (docs/payments.md "Events"): whatever arrives, with online
 * payments on, it answers a 2xx or a 4xx, never a 5xx, and an event that is not correctly signed
 * leaves no row behind.
 */

const testDb = useTestDb();
const db = () => testDb().db;
const wompi = useWompiMock();

beforeAll(() => setEmailDriverForTests({ name: 'test', send: async () => ({ id: null }) }));

const weird = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.constantFrom(null, -1, 1e308, 2 ** 53 + 1, '\u0000', 'a'.repeat(5000), [], {}),
);

describe('POST /api/payments/wompi/events under fuzzing', () => {
  it('never answers 5xx to arbitrary bodies, raw or JSON', { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 200 }),
          weird.map((v) => JSON.stringify(v) ?? 'null'),
        ),
        async (body) => {
          const res = await invokeRoute(eventsRoute, '/api/payments/wompi/events', { body });
          expect(res.status, body.slice(0, 200)).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
  });

  it(
    'never answers 5xx to a real event with any field replaced, and records only correctly signed ones',
    { timeout: 120_000 },
    async () => {
      const transaction = wompi().createTransaction({ status: 'DECLINED' });
      const event = wompi().eventFor(transaction.id);
      // The event's name is not signed (Wompi signs the named values and the timestamp): a changed
      // one is still the genuine event, so it is left out here.
      const paths = [
        'data',
        'data.transaction',
        'data.transaction.id',
        'data.transaction.status',
        'environment',
        'signature',
        'signature.properties',
        'signature.checksum',
        'timestamp',
      ];
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...paths), weird, async (path, value) => {
          const copy = structuredClone(event) as Record<string, any>;
          const keys = path.split('.');
          let node = copy;
          for (const key of keys.slice(0, -1)) node = node[key];
          node[keys.at(-1)!] = value;
          const res = await invokeRoute(eventsRoute, '/api/payments/wompi/events', { body: copy });
          expect(res.status, `${path} = ${JSON.stringify(value)?.slice(0, 100)}`).toBeLessThan(500);
        }),
        { numRuns: 80 },
      );
      await waitForTransactionSyncs();
      // The untouched event was never sent: no tampered copy got in.
      expect(await db().select().from(onlinePaymentEvents).where(eq(onlinePaymentEvents.wompiTransactionId, transaction.id))).toHaveLength(
        0,
      );
      expect(
        await db().select().from(onlinePaymentTransactions).where(eq(onlinePaymentTransactions.wompiTransactionId, transaction.id)),
      ).toHaveLength(0);
    },
  );
});
