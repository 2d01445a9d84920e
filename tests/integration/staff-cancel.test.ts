import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { POST as cancelRoute } from '@/app/api/admin/orders/[id]/cancel/route';
import { GET as getAdminOrderRoute } from '@/app/api/admin/orders/[id]/route';
import { orderHistory, orders, variants } from '@/db/schema';
import { ORDER_CANCELLED_BY_STORE_EMAIL_KIND } from '@/lib/email/templates/order-cancelled-by-store';
import { lastEmail } from '../helpers/customers';
import { paidOrder, pendingConfirmationOrder, placeTestOrder, useOrderFixture } from '../helpers/orders';
import { callRoute } from '../helpers/staff';
import { expectStockLedgerBalanced } from '../helpers/stock';

/**
 * Issue 34 §2: staff cancel an unpaid order (both roles) with a reason: waiting for payment, a
 * proof they decline, cash on delivery before it ships. The customer is e-mailed, the reservation
 * is released exactly once, and the history says who and why.
 */

const { db, fx } = useOrderFixture();

afterEach(async () => {
  await expectStockLedgerBalanced(db());
});

const cancel = (orderId: number, body: unknown, token = fx.seller.token, headers: Record<string, string> = {}) =>
  callRoute(cancelRoute, `/api/admin/orders/${orderId}/cancel`, { method: 'POST', token, body, headers, params: { id: String(orderId) } });
const reservedOf = async (sku: string) =>
  (await db().select({ reserved: variants.reserved }).from(variants).where(eq(variants.id, fx.sku[sku])))[0].reserved;

describe('POST /api/admin/orders/{id}/cancel', () => {
  it('a VENDEDOR cancels an order waiting for payment: released once, the customer told why, the history who', async () => {
    const order = await placeTestOrder(fx, fx.ana, [['PLAT-UNI', 4]]);
    const reserved = await reservedOf('PLAT-UNI');
    const res = await cancel(order.id, { reason: 'La clienta pidió cancelarlo por WhatsApp' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.order).toMatchObject({ id: order.id, paymentStatus: 'cancelled', allowedActions: [] });
    expect(await reservedOf('PLAT-UNI')).toBe(reserved - 4);

    const mail = await lastEmail(db(), fx.ana.email, ORDER_CANCELLED_BY_STORE_EMAIL_KIND);
    expect(mail?.subject).toBe(`Cancelamos tu pedido #${order.id}`);
    expect(mail?.textBody).toContain('Motivo: La clienta pidió cancelarlo por WhatsApp');
    const [history] = await db()
      .select()
      .from(orderHistory)
      .where(and(eq(orderHistory.orderId, order.id), eq(orderHistory.toStatus, 'cancelled')));
    expect(history).toMatchObject({
      fromStatus: 'pending_payment',
      actorType: 'staff',
      actorId: fx.seller.user.id,
      note: 'La clienta pidió cancelarlo por WhatsApp',
    });

    // Again: nothing moves twice.
    const again = await cancel(order.id, { reason: 'Otra vez' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('invalid_state');
    expect(await reservedOf('PLAT-UNI')).toBe(reserved - 4);
  });

  it('an ADMIN cancels an order whose proof they decline', async () => {
    const order = await pendingConfirmationOrder(fx, fx.beto, [['CUCH-BLA-PAQ', 2]]);
    const res = await cancel(order.id, { reason: 'El comprobante es de otro pedido' }, fx.admin.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.order.paymentStatus).toBe('cancelled');
    // Beto reads English.
    expect((await lastEmail(db(), fx.beto.email, ORDER_CANCELLED_BY_STORE_EMAIL_KIND))?.subject).toBe(
      `We cancelled your order #${order.id}`,
    );
  });

  it('a paid order, or one that left, cannot be cancelled: 409 and nothing written', async () => {
    const paid = await paidOrder(fx, fx.ana, [['PLAT-UNI', 1]]);
    const before = await reservedOf('PLAT-UNI');
    const res = await cancel(paid.id, { reason: 'Ya no lo quiere' });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatch(/No se puede cancelar el pedido #\d+: su pago está «Pagado»/);
    expect(await reservedOf('PLAT-UNI')).toBe(before);
    expect((await db().select({ s: orders.paymentStatus }).from(orders).where(eq(orders.id, paid.id)))[0].s).toBe('paid');
  });

  it('needs a reason: a 400 with the field error in Spanish, nothing cancelled; 404 for an unknown order', async () => {
    const order = await placeTestOrder(fx, fx.ana, [['PLAT-UNI', 1]]);
    for (const body of [{}, { reason: '   ' }, { reason: 7 }, { reason: 'x'.repeat(501) }]) {
      const res = await cancel(order.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.fields.reason?.[0], JSON.stringify(res.body)).toMatch(/motivo/i);
    }
    expect((await db().select({ s: orders.paymentStatus }).from(orders).where(eq(orders.id, order.id)))[0].s).toBe('pending_payment');
    expect((await cancel(999_999, { reason: 'x' })).status).toBe(404);
    // The order's detail offers the action while it is possible.
    const detail = await callRoute(getAdminOrderRoute, `/api/admin/orders/${order.id}`, {
      token: fx.seller.token,
      params: { id: String(order.id) },
    });
    expect(detail.body.order.allowedActions).toContain('staff_cancel');
  });
});
