import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as eventsRoute } from '@/app/api/payments/wompi/events/route';
import { onlinePaymentLinks, onlinePaymentTransactions, orders } from '@/db/schema';
import { waitForTransactionSyncs } from '@/lib/services/online-payment-events';
import { pollPendingTransactions } from '@/lib/services/online-payment-poller';
import { startOnlinePaymentForCustomer } from '@/lib/services/online-payments';
import { cancelExpiredOrders } from '@/lib/services/order-expiry';
import { useWompiMock } from '../helpers/online-payments';
import { placeTestOrder, useOrderFixture } from '../helpers/orders';
import { invokeRoute } from '../helpers/routes';

/**
 * When an event never arrives (docs/payments.md): the poller asks Wompi about the transactions
 * still pending for up to an hour, and the expiry job leaves an order alone while its online
 * payment is under way.
 */

const { db, fx } = useOrderFixture();
const wompi = useWompiMock();

async function orderWithLink() {
  const order = await placeTestOrder(fx, fx.ana, [['PLAT-UNI', 1]]);
  await startOnlinePaymentForCustomer(fx.ana.id, order.id);
  const [link] = await db().select().from(onlinePaymentLinks).where(eq(onlinePaymentLinks.orderId, order.id));
  return { order, linkId: link.wompiLinkId };
}

const statusOf = async (id: number) => (await db().select({ s: orders.paymentStatus }).from(orders).where(eq(orders.id, id)))[0].s;

describe('a payment left pending', () => {
  it('is paid by the poller once Wompi approves it, though no second event ever comes', async () => {
    const { order, linkId } = await orderWithLink();
    const transaction = wompi().createTransaction({ linkId, status: 'PENDING', payment_method_type: 'PSE' });
    await invokeRoute(eventsRoute, '/api/payments/wompi/events', { body: wompi().eventFor(transaction.id) });
    await waitForTransactionSyncs();
    expect(await statusOf(order.id)).toBe('pending_payment');

    wompi().setStatus(transaction.id, 'APPROVED');
    // Asked too soon after the last read: not asked again yet.
    expect(await pollPendingTransactions()).toBe(0);
    expect(await pollPendingTransactions(new Date(Date.now() + 31_000))).toBe(1);
    expect(await statusOf(order.id)).toBe('paid');
    // Nothing left to ask about.
    expect(await pollPendingTransactions(new Date(Date.now() + 62_000))).toBe(0);
  });

  it('reads a transaction whose event was recorded while Wompi did not answer', async () => {
    const { order, linkId } = await orderWithLink();
    const transaction = wompi().createTransaction({ linkId, status: 'APPROVED' });
    wompi().failNext(503);
    expect((await invokeRoute(eventsRoute, '/api/payments/wompi/events', { body: wompi().eventFor(transaction.id) })).status).toBe(200);
    await waitForTransactionSyncs();
    expect(await statusOf(order.id)).toBe('pending_payment');
    expect(await pollPendingTransactions()).toBe(1);
    expect(await statusOf(order.id)).toBe('paid');
  });

  it('is not asked about after an hour', async () => {
    const { linkId } = await orderWithLink();
    const transaction = wompi().createTransaction({ linkId, status: 'PENDING' });
    await invokeRoute(eventsRoute, '/api/payments/wompi/events', { body: wompi().eventFor(transaction.id) });
    await waitForTransactionSyncs();
    const before = wompi().calls.length;
    await pollPendingTransactions(new Date(Date.now() + 61 * 60_000));
    expect(wompi().calls.slice(before)).not.toContain(`GET /v1/transactions/${transaction.id}`);
  });
});

describe('the expiry job', () => {
  it('leaves an order with a pending online payment, or a link handed out minutes ago, and cancels it once that is over', async () => {
    const { order, linkId } = await orderWithLink();
    const hours = 72;
    const placedLongAgo = new Date(Date.now() - (hours + 1) * 3600_000);
    await db().update(orders).set({ createdAt: placedLongAgo }).where(eq(orders.id, order.id));
    // The link was just made: the customer may be on Wompi's page right now.
    await cancelExpiredOrders();
    expect(await statusOf(order.id)).toBe('pending_payment');

    await db()
      .update(onlinePaymentLinks)
      .set({ createdAt: new Date(Date.now() - 3600_000) })
      .where(eq(onlinePaymentLinks.orderId, order.id));
    const transaction = wompi().createTransaction({ linkId, status: 'PENDING' });
    await invokeRoute(eventsRoute, '/api/payments/wompi/events', { body: wompi().eventFor(transaction.id) });
    await waitForTransactionSyncs();
    await cancelExpiredOrders();
    expect(await statusOf(order.id)).toBe('pending_payment');

    // An hour later, still pending at Wompi: the window is over, the order expires as any other.
    await db()
      .update(onlinePaymentTransactions)
      .set({ createdAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(onlinePaymentTransactions.wompiTransactionId, transaction.id));
    await cancelExpiredOrders();
    expect(await statusOf(order.id)).toBe('cancelled');
  });
});
