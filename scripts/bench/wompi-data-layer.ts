// From a Wompi event's arrival to the order being paid, in process, on the embedded database
// (PGlite in a throwaway DATA_DIR, the demo seed): N unpaid orders, each with its Wompi link and
// an approved transaction in the local mock (tests/helpers/wompi-mock.ts), then all N signed
// events posted at once to the route handler of POST /api/payments/wompi/events. Each latency runs
// from the handler's call to the moment its order reads 'paid' (the re-read from Wompi, the
// state machine, the invoice and e-mail queued, all included).
//
//   DATA_DIR=… tsx --conditions=react-server scripts/bench/wompi-data-layer.ts '{"events":20}'
//
// Prints one JSON line: { events, p50, p95, max, wall }.
import { performance } from 'node:perf_hooks';
import { NextRequest } from 'next/server';
import { startWompiMock } from '../../tests/helpers/wompi-mock';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main() {
  const { events = 20 } = JSON.parse(process.argv[2] ?? '{}') as { events?: number };
  const mock = await startWompiMock();
  Object.assign(process.env, mock.env, { SEED_DEMO_ORDERS: 'false', LOG_LEVEL: 'error' });
  const { eq } = await import('drizzle-orm');
  const { closeDb, getDb } = await import('@/db');
  const { customers, onlinePaymentLinks, orders } = await import('@/db/schema');
  const { setEmailDriverForTests } = await import('@/lib/email');
  const { startOnlinePaymentForCustomer } = await import('@/lib/services/online-payments');
  const { waitForTransactionSyncs } = await import('@/lib/services/online-payment-events');
  const { POST } = await import('@/app/api/payments/wompi/events/route');
  setEmailDriverForTests({ name: 'bench', send: async () => ({ id: null }) });

  const db = await getDb();
  const [customer] = await db.insert(customers).values({ email: 'bench-wompi@example.com' }).returning({ id: customers.id });
  const placed: { orderId: number; transactionId: string }[] = [];
  for (let i = 0; i < events; i++) {
    const [order] = await db
      .insert(orders)
      .values({
        customerId: customer.id,
        subtotal: 10_000 + i,
        total: 10_000 + i,
        deliveryOption: 'pickup',
        shippingFee: 0,
        shippingAddress: {
          recipientName: 'Bench',
          street: 'Calle 1',
          city: 'Cúcuta',
          state: 'Norte de Santander',
          postalCode: null,
          details: null,
          country: 'CO',
        },
      })
      .returning({ id: orders.id });
    await startOnlinePaymentForCustomer(customer.id, order.id);
    const [link] = await db.select().from(onlinePaymentLinks).where(eq(onlinePaymentLinks.orderId, order.id));
    placed.push({ orderId: order.id, transactionId: mock.createTransaction({ linkId: link.wompiLinkId, status: 'APPROVED' }).id });
  }

  const paid = async (orderId: number) =>
    (await db.select({ s: orders.paymentStatus }).from(orders).where(eq(orders.id, orderId)))[0].s === 'paid';
  const wallStart = performance.now();
  const latencies = await Promise.all(
    placed.map(async ({ orderId, transactionId }) => {
      const started = performance.now();
      const req = new NextRequest('http://localhost/api/payments/wompi/events', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(mock.eventFor(transactionId)),
      });
      const res = await POST(req, { params: Promise.resolve({}) });
      if (res.status !== 200) throw new Error(`event answered ${res.status}: ${await res.text()}`);
      while (!(await paid(orderId))) await new Promise((resolve) => setTimeout(resolve, 20));
      return performance.now() - started;
    }),
  );
  const wall = performance.now() - wallStart;
  await waitForTransactionSyncs();
  const sorted = latencies.sort((a, b) => a - b);
  await closeDb();
  await mock.close();
  console.log(JSON.stringify({ events, p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1), wall }));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
