import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as orderRoute } from '@/app/api/admin/orders/[id]/route';
import { onlinePaymentTransactions, orders } from '@/db/schema';
import { setEmailDriverForTests } from '@/lib/email';
import { useTestDb } from '../helpers/db';
import { useWompiMock } from '../helpers/online-payments';
import { createOrderFixture, type OrderFixture, placeFeePendingOrder, placeTestOrder } from '../helpers/orders';
import { callRoute } from '../helpers/staff';

/**
 * What staff read of an order's online payment (docs/online-payment-screens.md "Staff"): the
 * transaction that paid it (method, Wompi id, time), an approval for another amount with both
 * figures, and whether 'Enviar enlace de pago en línea' applies.
 */

const testDb = useTestDb();
const db = () => testDb().db;
useWompiMock();
let fx: OrderFixture;

beforeAll(async () => {
  setEmailDriverForTests({ name: 'test', send: async () => ({ id: null }) });
  fx = await createOrderFixture(db());
});

const staffOrder = async (id: number) => {
  const res = await callRoute(orderRoute, `/api/admin/orders/${id}`, { token: fx.admin.token, params: { id: String(id) } });
  expect(res.status).toBe(200);
  return res.body.order;
};

const transaction = (orderId: number, id: string, values: Partial<typeof onlinePaymentTransactions.$inferInsert>) =>
  db()
    .insert(onlinePaymentTransactions)
    .values({
      wompiTransactionId: id,
      orderId,
      status: 'PENDING',
      outcome: 'pending',
      amountInCents: 0,
      currency: 'COP',
      paymentMethodType: 'NEQUI',
      createdAt: new Date('2026-12-06T15:00:00Z'),
      ...values,
    });

describe("staff's order, paid online", () => {
  it('shows none and offers the online link while the order waits for payment', async () => {
    const order = await placeTestOrder(fx, fx.ana, [['PLAT-UNI', 2]]);
    const view = await staffOrder(order.id);
    expect(view.onlinePayment).toBeNull();
    expect(view.canSendOnlinePaymentLink).toBe(true);
  });

  it('shows the transaction that paid it, with Wompi id, method and time, and no online link to send', async () => {
    const order = await placeTestOrder(fx, fx.ana, [['PLAT-UNI', 3]]);
    await transaction(order.id, 'tx-declined', { status: 'DECLINED', outcome: 'declined', amountInCents: order.total * 100 });
    await transaction(order.id, 'tx-paid', {
      status: 'APPROVED',
      outcome: 'matched',
      amountInCents: order.total * 100,
      paymentMethodType: 'PSE',
      createdAt: new Date('2026-12-06T14:00:00Z'),
      finalizedAt: new Date('2026-12-06T14:02:00Z'),
    });
    await db()
      .update(orders)
      .set({ paymentStatus: 'paid', paidAt: new Date(), paidOnlineTransactionId: 'tx-paid' })
      .where(eq(orders.id, order.id));
    const view = await staffOrder(order.id);
    // The newer declined attempt does not hide the one that paid.
    expect(view.onlinePayment).toEqual({
      transactionId: 'tx-paid',
      status: 'APPROVED',
      outcome: 'matched',
      method: 'PSE',
      at: '2026-12-06T14:02:00.000Z',
      amountInCents: order.total * 100,
      currency: 'COP',
      expectedInCents: order.total * 100,
    });
    expect(view.allowedActions).not.toContain('approve');
    expect(view.canSendOnlinePaymentLink).toBe(false);
  });

  it('flags an approval for another amount with both figures, over a later pending attempt', async () => {
    const order = await placeTestOrder(fx, fx.ana, [['PLAT-UNI', 4]]);
    await transaction(order.id, 'tx-short', {
      status: 'APPROVED',
      outcome: 'amount_mismatch',
      amountInCents: order.total * 100 - 100_000,
      finalizedAt: new Date('2026-12-06T15:01:00Z'),
    });
    await transaction(order.id, 'tx-later', { createdAt: new Date('2026-12-06T16:00:00Z') });
    const view = await staffOrder(order.id);
    expect(view.onlinePayment).toMatchObject({
      transactionId: 'tx-short',
      outcome: 'amount_mismatch',
      amountInCents: order.total * 100 - 100_000,
      expectedInCents: order.total * 100,
    });
  });

  it("offers no online link while the delivery fee is 'por confirmar'", async () => {
    const order = await placeFeePendingOrder(fx, fx.ana, [['PLAT-UNI', 1]]);
    expect((await staffOrder(order.id)).canSendOnlinePaymentLink).toBe(false);
  });
});
