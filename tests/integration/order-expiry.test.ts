import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { orderHistory, orderItems, orders, variants } from '@/db/schema';
import { ORDER_EXPIRED_EMAIL_KIND } from '@/lib/email/templates/order-expired';
import { getEnv } from '@/lib/env';
import { ApiError } from '@/lib/errors';
import { cancelExpiredOrders, startOrderExpiryWorker, stopOrderExpiryWorker, waitForOrderExpiryIdle } from '@/lib/services/order-expiry';
import { confirmPayment } from '@/lib/services/orders';
import { getStorage } from '@/lib/storage';
import { customerProofKey } from '@/lib/storage/keys';
import { lastEmail } from '../helpers/customers';
import {
  emailsOfKind,
  insertOrder,
  orderSnapshot,
  paidOrder,
  pendingConfirmationOrder,
  placeTestOrder,
  stockOf,
  useOrderFixture,
} from '../helpers/orders';

const { db, fx } = useOrderFixture();
const HOUR = 3600_000;

afterAll(() => stopOrderExpiryWorker());

const windowMs = () => getEnv().ORDER_PAYMENT_WINDOW_HOURS * HOUR;
const age = (orderId: number, ms: number) =>
  db()
    .update(orders)
    .set({ createdAt: new Date(Date.now() - ms) })
    .where(eq(orders.id, orderId));
const statusOf = async (orderId: number) => (await db().select().from(orders).where(eq(orders.id, orderId)))[0];

/** Old unpaid orders inserted directly, one line of PLAT-UNI each (the stock they "reserved" is not taken). */
async function oldUnpaidOrders(count: number, quantity = 1): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const order = await insertOrder(db(), {
      customerId: fx.beto.id,
      total: 800 * quantity,
      createdAt: new Date(Date.now() - windowMs() - HOUR - i * 1000),
    });
    await db()
      .insert(orderItems)
      .values({
        orderId: order.id,
        productId: fx.catalog.products.plato.id,
        variantId: fx.sku['PLAT-UNI'],
        productName: 'Plato Biodegradable de Bagazo',
        unitPrice: 800,
        quantity,
        lineTotal: 800 * quantity,
      });
    // What placing it would have reserved (docs/stock.md).
    await db()
      .update(variants)
      .set({ reserved: sql`${variants.reserved} + ${quantity}::int` })
      .where(eq(variants.id, fx.sku['PLAT-UNI']));
    ids.push(order.id);
  }
  return ids;
}

describe('cancelExpiredOrders', () => {
  it('cancels only unpaid orders past the window, restores their stock, records the system and e-mails the customer', async () => {
    const plato = await stockOf(db(), fx.sku['PLAT-UNI']);
    const expired = await placeTestOrder(fx, fx.ana, [['PLAT-UNI', 3]]);
    await age(expired.id, windowMs() + 60_000);
    const almost = await placeTestOrder(fx, fx.ana, [['PLAT-UNI', 1]]);
    await age(almost.id, windowMs() - 60_000);
    const waitingForStaff = await pendingConfirmationOrder(fx, fx.ana, [['PLAT-UNI', 1]]);
    await age(waitingForStaff.id, windowMs() * 2);
    const paid = await paidOrder(fx, fx.ana, [['PLAT-UNI', 1]]);
    await age(paid.id, windowMs() * 2);
    const untouched = await Promise.all([almost.id, waitingForStaff.id, paid.id].map((id) => orderSnapshot(db(), id)));
    expect(await stockOf(db(), fx.sku['PLAT-UNI'])).toBe(plato - 6);

    expect(await cancelExpiredOrders()).toBe(1);

    expect(await statusOf(expired.id)).toMatchObject({
      paymentStatus: 'cancelled',
      shippingStatus: 'unfulfilled',
      cancelledAt: expect.any(Date),
    });
    expect(await stockOf(db(), fx.sku['PLAT-UNI'])).toBe(plato - 3);
    const history = await db().select().from(orderHistory).where(eq(orderHistory.orderId, expired.id));
    expect(history.at(-1)).toMatchObject({
      field: 'payment',
      fromStatus: 'pending_payment',
      toStatus: 'cancelled',
      actorType: 'system',
      actorId: null,
      actorName: 'Sistema',
      note: `Sin pago después de ${getEnv().ORDER_PAYMENT_WINDOW_HOURS} horas.`,
    });
    const mail = await lastEmail(db(), 'ana@example.com', ORDER_EXPIRED_EMAIL_KIND);
    expect(mail?.subject).toBe(`Cancelamos tu pedido #${expired.id} por falta de pago`);
    expect(mail?.textBody).toContain(`${getEnv().ORDER_PAYMENT_WINDOW_HOURS} horas`);
    expect(mail?.textBody).toContain('3 × Plato Biodegradable de Bagazo');

    // The other orders are untouched (only the outbox count moved, by this run's own message).
    const after = await Promise.all([almost.id, waitingForStaff.id, paid.id].map((id) => orderSnapshot(db(), id)));
    expect(after.map(({ emails: _e, ...rest }) => rest)).toEqual(untouched.map(({ emails: _e, ...rest }) => rest));

    // A second run finds nothing to do and changes nothing.
    const snapshot = await orderSnapshot(db(), expired.id, [fx.sku['PLAT-UNI']]);
    expect(await cancelExpiredOrders()).toBe(0);
    expect(await orderSnapshot(db(), expired.id, [fx.sku['PLAT-UNI']])).toEqual(snapshot);
  });

  it('measures the window from the given time', async () => {
    const fresh = await placeTestOrder(fx, fx.beto, [['PLAT-UNI', 1]]);
    expect(await cancelExpiredOrders()).toBe(0);
    // Seen from one window later, every order still unpaid now has expired.
    const unpaid = await db().select({ id: orders.id }).from(orders).where(eq(orders.paymentStatus, 'pending_payment'));
    expect(await cancelExpiredOrders(new Date(Date.now() + windowMs() + 60_000))).toBe(unpaid.length);
    expect((await statusOf(fresh.id)).paymentStatus).toBe('cancelled');
    const mail = await lastEmail(db(), 'beto@example.com', ORDER_EXPIRED_EMAIL_KIND);
    expect(mail?.subject).toBe(`Your order #${fresh.id} was cancelled for lack of payment`);
  });

  it('two concurrent runs over several batches cancel each order exactly once', async () => {
    const ids = await oldUnpaidOrders(120, 2);
    const plato = await stockOf(db(), fx.sku['PLAT-UNI']);
    const mailsBefore = (await emailsOfKind(db(), ORDER_EXPIRED_EMAIL_KIND)).length;

    const counts = await Promise.all([cancelExpiredOrders(), cancelExpiredOrders()]);
    expect(counts[0] + counts[1]).toBe(120);

    const rows = await db().select().from(orders).where(inArray(orders.id, ids));
    expect(rows.every((row) => row.paymentStatus === 'cancelled')).toBe(true);
    expect(await stockOf(db(), fx.sku['PLAT-UNI'])).toBe(plato + 240);
    const cancellations = await db()
      .select()
      .from(orderHistory)
      .where(and(inArray(orderHistory.orderId, ids), eq(orderHistory.toStatus, 'cancelled')));
    expect(cancellations).toHaveLength(120);
    expect((await emailsOfKind(db(), ORDER_EXPIRED_EMAIL_KIND)).length).toBe(mailsBefore + 120);
  });

  it('a payment confirmed while the job runs: exactly one of the two wins', async () => {
    for (let round = 0; round < 3; round++) {
      const order = await placeTestOrder(fx, fx.ana, [['PLAT-UNI', 1]]);
      await age(order.id, windowMs() + 60_000);
      const key = customerProofKey(order.id);
      await getStorage().putObject(key, fx.webp, 'image/webp');
      const [confirmed, cancelled] = await Promise.allSettled([
        confirmPayment(fx.ana.id, order.id, { paymentMethodId: fx.nequi, paymentConfirmationUrl: getStorage().publicUrl(key) }),
        cancelExpiredOrders(),
      ]);
      const row = await statusOf(order.id);
      if (confirmed.status === 'fulfilled') {
        expect(row.paymentStatus).toBe('pending_confirmation');
        expect(cancelled).toEqual({ status: 'fulfilled', value: 0 });
      } else {
        expect(confirmed.reason).toBeInstanceOf(ApiError);
        expect(confirmed.reason).toMatchObject({ code: 'invalid_state' });
        expect(row.paymentStatus).toBe('cancelled');
        expect(cancelled).toEqual({ status: 'fulfilled', value: 1 });
      }
    }
  });
});

describe('startOrderExpiryWorker', () => {
  it('runs at start, once per process (a second start is a no-op)', async () => {
    const [first] = await oldUnpaidOrders(1);
    startOrderExpiryWorker(60 * 60_000);
    await waitForOrderExpiryIdle();
    expect((await statusOf(first)).paymentStatus).toBe('cancelled');

    const [second] = await oldUnpaidOrders(1);
    startOrderExpiryWorker(60 * 60_000);
    await waitForOrderExpiryIdle();
    expect((await statusOf(second)).paymentStatus).toBe('pending_payment');
    stopOrderExpiryWorker();
  });
});
