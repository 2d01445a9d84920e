import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as cancelRoute } from '@/app/api/orders/[id]/cancel/route';
import { orderHistory, orders, stockMovements } from '@/db/schema';
import { business } from '@/lib/business';
import { ORDER_CANCELLED_EMAIL_KIND, ORDER_CANCELLED_STAFF_EMAIL_KIND } from '@/lib/email/templates/order-cancelled';
import { getEnv } from '@/lib/env';
import { approveOrder } from '@/lib/services/admin/orders';
import { cancelExpiredOrders } from '@/lib/services/order-expiry';
import { confirmPayment } from '@/lib/services/orders';
import { getStorage } from '@/lib/storage';
import { customerProofKey } from '@/lib/storage/keys';
import { apiRequest, lastEmail, liveCustomerToken, routeParams } from '../helpers/customers';
import { expectStockLedgerBalanced } from '../helpers/stock';
import {
  emailsOfKind,
  orderSnapshot,
  paidOrder,
  pendingConfirmationOrder,
  placeTestOrder,
  stockOf,
  useOrderFixture,
} from '../helpers/orders';

/** Issue 22 §3: the customer cancels her own unpaid order, and nothing else (docs/orders-cancel.md). */

const { db, fx } = useOrderFixture();
let anaToken: string;
let betoToken: string;

beforeAll(async () => {
  anaToken = await liveCustomerToken(db(), fx.ana.id);
  betoToken = await liveCustomerToken(db(), fx.beto.id);
});

const cancel = async (token: string, orderId: number | string) => {
  const res = await cancelRoute(
    apiRequest(`/api/orders/${orderId}/cancel`, { token, method: 'POST' }),
    routeParams({ id: String(orderId) }),
  );
  return { status: res.status, body: await res.json() };
};
const plato = () => stockOf(db(), fx.sku['PLAT-UNI']);
const cancellations = (orderId: number) =>
  db()
    .select()
    .from(orderHistory)
    .where(and(eq(orderHistory.orderId, orderId), eq(orderHistory.toStatus, 'cancelled')));

describe('POST /api/orders/{id}/cancel', () => {
  it('cancels her unpaid order: status, stock back, history (customer), e-mails to her and to staff', async () => {
    const before = await plato();
    const order = await placeTestOrder(fx, fx.ana, [['PLAT-UNI', 3]]);
    expect(await plato()).toBe(before - 3);

    const res = await cancel(anaToken, order.id);
    expect(res.status).toBe(200);
    expect(res.body.order).toMatchObject({ id: order.id, paymentStatus: 'cancelled', shippingStatus: 'unfulfilled' });
    expect(await plato()).toBe(before);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row.cancelledAt).toBeInstanceOf(Date);
    const history = await db().select().from(orderHistory).where(eq(orderHistory.orderId, order.id));
    expect(history.at(-1)).toMatchObject({
      field: 'payment',
      fromStatus: 'pending_payment',
      toStatus: 'cancelled',
      actorType: 'customer',
      actorId: fx.ana.id,
    });
    const mine = await lastEmail(db(), 'ana@example.com', ORDER_CANCELLED_EMAIL_KIND);
    expect(mine?.subject).toBe(`Cancelaste tu pedido #${order.id}`);
    expect(mine?.textBody).toContain('3 × Plato Biodegradable de Bagazo');
    const staff = await lastEmail(db(), getEnv().STAFF_NOTIFICATION_EMAIL ?? business.email, ORDER_CANCELLED_STAFF_EMAIL_KIND);
    expect(staff?.subject).toBe(`Pedido #${order.id} cancelado por el cliente`);

    // A second cancel is refused and changes nothing.
    const snapshot = await orderSnapshot(db(), order.id, [fx.sku['PLAT-UNI']]);
    const again = await cancel(anaToken, order.id);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'invalid_state', error: 'Este pedido ya está cancelado.' });
    expect(await orderSnapshot(db(), order.id, [fx.sku['PLAT-UNI']])).toEqual(snapshot);
  });

  it('e-mails her in her language', async () => {
    const order = await placeTestOrder(fx, fx.beto, [['PLAT-UNI', 1]]);
    expect((await cancel(betoToken, order.id)).status).toBe(200);
    expect((await lastEmail(db(), 'beto@example.com', ORDER_CANCELLED_EMAIL_KIND))?.subject).toBe(`You cancelled your order #${order.id}`);
  });

  it("answers 404 for another customer's order (and for one that does not exist), changing nothing", async () => {
    const order = await placeTestOrder(fx, fx.ana, [['PLAT-UNI', 1]]);
    const snapshot = await orderSnapshot(db(), order.id, [fx.sku['PLAT-UNI']]);
    const res = await cancel(betoToken, order.id);
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('No se encontró la orden.');
    expect((await cancel(anaToken, 2_000_000)).status).toBe(404);
    expect(await orderSnapshot(db(), order.id, [fx.sku['PLAT-UNI']])).toEqual(snapshot);
  });

  it('answers 404 for a malformed id and 401 without a token', async () => {
    expect((await cancel(anaToken, 'abc')).status).toBe(404);
    const res = await cancelRoute(apiRequest('/api/orders/1/cancel', { method: 'POST' }), routeParams({ id: '1' }));
    expect(res.status).toBe(401);
  });

  it('refuses (409, in Spanish) an order with a proof sent or paid, changing nothing', async () => {
    const waiting = await pendingConfirmationOrder(fx, fx.ana, [['PLAT-UNI', 1]]);
    const paid = await paidOrder(fx, fx.ana, [['PLAT-UNI', 1]]);
    for (const order of [waiting, paid]) {
      const snapshot = await orderSnapshot(db(), order.id, [fx.sku['PLAT-UNI']]);
      const res = await cancel(anaToken, order.id);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        code: 'invalid_state',
        error: 'Este pedido ya no se puede cancelar: solo puedes cancelar un pedido que todavía espera el pago.',
      });
      expect(await orderSnapshot(db(), order.id, [fx.sku['PLAT-UNI']])).toEqual(snapshot);
    }
  });
});

describe('cancel racing the other writers: the stock comes back exactly once', () => {
  const HOUR = 3600_000;

  it('two cancels at once: one 200, one 409', async () => {
    const before = await plato();
    const order = await placeTestOrder(fx, fx.ana, [['PLAT-UNI', 2]]);
    const results = await Promise.all([cancel(anaToken, order.id), cancel(anaToken, order.id)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await plato()).toBe(before);
    expect(await cancellations(order.id)).toHaveLength(1);
  });

  it('cancel × the expiry job, repeatedly', async () => {
    for (let i = 0; i < 5; i++) {
      const before = await plato();
      const mailsBefore = (await emailsOfKind(db(), ORDER_CANCELLED_EMAIL_KIND)).length;
      const order = await placeTestOrder(fx, fx.ana, [['PLAT-UNI', 2]]);
      await db()
        .update(orders)
        .set({ createdAt: new Date(Date.now() - getEnv().ORDER_PAYMENT_WINDOW_HOURS * HOUR - HOUR) })
        .where(eq(orders.id, order.id));
      const [res, expired] = await Promise.all([cancel(anaToken, order.id), cancelExpiredOrders()]);
      // Exactly one of them cancelled it.
      expect([res.status, expired]).toContainEqual(res.status === 200 ? 0 : 1);
      expect(res.status === 200 ? expired : res.status).toBe(res.status === 200 ? 0 : 409);
      expect(await plato()).toBe(before);
      expect(await cancellations(order.id)).toHaveLength(1);
      expect((await emailsOfKind(db(), ORDER_CANCELLED_EMAIL_KIND)).length).toBe(mailsBefore + (res.status === 200 ? 1 : 0));
    }
  });

  it('cancel × sending the proof and staff approving it: never a cancelled paid order', async () => {
    for (let i = 0; i < 5; i++) {
      const before = await plato();
      const order = await placeTestOrder(fx, fx.ana, [['PLAT-UNI', 2]]);
      const key = customerProofKey(order.id);
      await getStorage().putObject(key, fx.webp, 'image/webp');
      const payAndApprove = async () => {
        await confirmPayment(fx.ana.id, order.id, { paymentMethodId: fx.nequi, paymentConfirmationUrl: getStorage().publicUrl(key) });
        return approveOrder(order.id, fx.admin.user);
      };
      const [res, paid] = await Promise.all([cancel(anaToken, order.id), payAndApprove().catch((error: Error) => error)]);
      const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
      if (res.status === 200) {
        expect(paid).toBeInstanceOf(Error);
        expect(row.paymentStatus).toBe('cancelled');
        expect(await plato()).toBe(before);
      } else {
        expect(res.status).toBe(409);
        expect(row.paymentStatus).toBe('paid');
        expect(await plato()).toBe(before - 2);
      }
      expect((await cancellations(order.id)).length).toBe(res.status === 200 ? 1 : 0);
    }
  });

  it('cancel × staff approval of a proof already sent: approval wins, nothing restored', async () => {
    const before = await plato();
    const order = await pendingConfirmationOrder(fx, fx.ana, [['PLAT-UNI', 2]]);
    const [res, approved] = await Promise.all([cancel(anaToken, order.id), approveOrder(order.id, fx.admin.user)]);
    expect(res.status).toBe(409);
    expect(approved.paymentStatus).toBe('paid');
    expect(await plato()).toBe(before - 2);
  });

  it('a cancellation ends the reservation without a stock movement; the ledger and the reservations still add up', async () => {
    // Orders never touch on hand (docs/stock.md): cancelling one writes no ledger row.
    const movements = await db().select().from(stockMovements).where(eq(stockMovements.reason, 'customer_cancellation'));
    expect(movements).toEqual([]);
    await expectStockLedgerBalanced(db());
  });
});
