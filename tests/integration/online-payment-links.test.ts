import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as staffLinkRoute } from '@/app/api/admin/orders/[id]/online-payment/route';
import { POST as customerLinkRoute } from '@/app/api/orders/[id]/online-payment/route';
import { POST as payLinkRoute } from '@/app/api/pay/[token]/online-payment/route';
import { onlinePaymentLinks, orders } from '@/db/schema';
import { signPaymentLinkToken } from '@/lib/auth/payment-link';
import { liveCustomerToken } from '../helpers/customers';
import { useWompiMock } from '../helpers/online-payments';
import { paidOrder, placeFeePendingOrder, placeTestOrder, useOrderFixture } from '../helpers/orders';
import { callRoute, liveStaffToken } from '../helpers/staff';

/**
 * Starting an online payment (docs/payments.md "Payment links"): the signed-in customer, whoever
 * holds the order's payment link, and staff get the address of a single-use Wompi link for the
 * exact total in cents, reused while it is valid; an order that cannot be paid gets a 409 and no link.
 */

const { db, fx } = useOrderFixture();
const wompi = useWompiMock();

async function asCustomer(customerId: number, orderId: number) {
  const token = await liveCustomerToken(db(), customerId);
  return callRoute(customerLinkRoute, `/api/orders/${orderId}/online-payment`, { method: 'POST', token, params: { id: String(orderId) } });
}

const linksOf = (orderId: number) => db().select().from(onlinePaymentLinks).where(eq(onlinePaymentLinks.orderId, orderId));
const postsToWompi = () => wompi().calls.filter((c) => c === 'POST /v1/payment_links').length;

describe("the customer's order", () => {
  it('gets a single-use link for the exact total in cents, COP, ending with the payment window, back to /checkout/{id}', async () => {
    const order = await placeTestOrder(fx, fx.ana, [['PLAT-UNI', 3]]);
    const res = await asCustomer(fx.ana.id, order.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const [link] = await linksOf(order.id);
    expect(res.body).toEqual({ url: `${wompi().url}/l/${link.wompiLinkId}` });
    const sent = wompi().links.get(link.wompiLinkId)!;
    expect(sent).toMatchObject({ single_use: true, currency: 'COP', amount_in_cents: order.total * 100, sku: String(order.id) });
    expect(sent.name).toBe(`Pedido #${order.id}`);
    expect(new URL(sent.redirect_url).pathname).toBe(`/checkout/${order.id}`);
    expect(new Date(sent.expires_at).toISOString()).toBe(order.paymentDueAt);
    expect(link).toMatchObject({ amountInCents: order.total * 100, createdBy: 'customer', active: true });
  });

  it('reuses the valid link instead of making another, even pressed twice at once', async () => {
    const order = await placeTestOrder(fx, fx.ana, [['PLAT-UNI', 1]]);
    const before = postsToWompi();
    const [a, b] = await Promise.all([asCustomer(fx.ana.id, order.id), asCustomer(fx.ana.id, order.id)]);
    const c = await asCustomer(fx.ana.id, order.id);
    expect([a.status, b.status, c.status]).toEqual([200, 200, 200]);
    expect(new Set([a.body.url, b.body.url, c.body.url]).size).toBe(1);
    expect(postsToWompi() - before).toBe(1);
    expect(await linksOf(order.id)).toHaveLength(1);
  });

  it('makes a new link once the total changed, and retires the old one', async () => {
    const order = await placeTestOrder(fx, fx.ana, [['PLAT-UNI', 2]]);
    const first = await asCustomer(fx.ana.id, order.id);
    await db()
      .update(orders)
      .set({ shippingFee: 7000, total: order.subtotal + 7000 })
      .where(eq(orders.id, order.id));
    const second = await asCustomer(fx.ana.id, order.id);
    expect(second.body.url).not.toBe(first.body.url);
    const links = await linksOf(order.id);
    expect(links.map((l) => [l.amountInCents, l.active]).sort()).toEqual(
      [
        [order.total * 100, false],
        [(order.subtotal + 7000) * 100, true],
      ].sort(),
    );
  });

  it("is a 404 for another customer's order, and no link is made", async () => {
    const order = await placeTestOrder(fx, fx.ana, [['PLAT-UNI', 1]]);
    const res = await asCustomer(fx.beto.id, order.id);
    expect(res.status).toBe(404);
    expect(await linksOf(order.id)).toHaveLength(0);
  });

  it("refuses an order whose fee is 'por confirmar' (409 delivery_fee_pending), in the customer's language", async () => {
    const order = await placeFeePendingOrder(fx, fx.beto, [['PLAT-UNI', 1]]);
    const token = await liveCustomerToken(db(), fx.beto.id);
    const res = await callRoute(customerLinkRoute, `/api/orders/${order.id}/online-payment`, {
      method: 'POST',
      token,
      params: { id: String(order.id) },
      headers: { 'accept-language': 'en' },
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('delivery_fee_pending');
    expect(await linksOf(order.id)).toHaveLength(0);
  });

  it('refuses a paid order (409 invalid_state) and a cancelled one', async () => {
    const paid = await paidOrder(fx, fx.ana, [['PLAT-UNI', 1]]);
    const res = await asCustomer(fx.ana.id, paid.id);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'invalid_state', error: `El pedido #${paid.id} ya está pagado.` });
    const cancelled = await placeTestOrder(fx, fx.ana, [['PLAT-UNI', 1]]);
    await db().update(orders).set({ paymentStatus: 'cancelled' }).where(eq(orders.id, cancelled.id));
    expect((await asCustomer(fx.ana.id, cancelled.id)).body.code).toBe('invalid_state');
  });

  it('answers 502 payment_provider_error when Wompi fails, and keeps no link', async () => {
    const order = await placeTestOrder(fx, fx.ana, [['PLAT-UNI', 1]]);
    wompi().failNext(503);
    const res = await asCustomer(fx.ana.id, order.id);
    expect(res.status).toBe(502);
    expect(res.body.code).toBe('payment_provider_error');
    expect(await linksOf(order.id)).toHaveLength(0);
    expect((await asCustomer(fx.ana.id, order.id)).status).toBe(200);
  });
});

describe('the payment link holder', () => {
  it('gets a link that brings her back to /pagar/<token>', async () => {
    const order = await placeTestOrder(fx, fx.beto, [['PLAT-UNI', 2]]);
    const token = await signPaymentLinkToken({ id: order.id, expiresAt: new Date(Date.now() + 3600_000) });
    const res = await callRoute(payLinkRoute, `/api/pay/${token}/online-payment`, { method: 'POST', params: { token } });
    expect(res.status).toBe(200);
    const [link] = await linksOf(order.id);
    expect(link.createdBy).toBe('pay_link');
    // Beto reads English: his pages are under /en.
    expect(new URL(wompi().links.get(link.wompiLinkId)!.redirect_url).pathname).toBe(`/en/pagar/${token}`);
  });

  it('is a 404 for a forged token and a 410 for an expired one', async () => {
    const order = await placeTestOrder(fx, fx.beto, [['PLAT-UNI', 1]]);
    const forged = 'aaa.bbb.ccc';
    expect((await callRoute(payLinkRoute, `/api/pay/${forged}/online-payment`, { method: 'POST', params: { token: forged } })).status).toBe(
      404,
    );
    const expired = await signPaymentLinkToken({
      id: order.id,
      expiresAt: new Date(Date.now() - 1000),
      issuedAt: new Date(Date.now() - 7200_000),
    });
    const res = await callRoute(payLinkRoute, `/api/pay/${expired}/online-payment`, { method: 'POST', params: { token: expired } });
    expect(res.status).toBe(410);
  });
});

describe('staff', () => {
  it('get the link for the WhatsApp message (either role), which brings the customer back to the payment link', async () => {
    const order = await placeTestOrder(fx, fx.ana, [['PLAT-UNI', 1]]);
    const token = await liveStaffToken(db(), fx.seller.user.id);
    const res = await callRoute(staffLinkRoute, `/api/admin/orders/${order.id}/online-payment`, {
      method: 'POST',
      token,
      params: { id: String(order.id) },
    });
    expect(res.status).toBe(200);
    const [link] = await linksOf(order.id);
    expect(link).toMatchObject({ createdBy: 'staff', createdByStaffId: fx.seller.user.id });
    expect(new URL(wompi().links.get(link.wompiLinkId)!.redirect_url).pathname).toMatch(/^\/pagar\/[\w-]+\.[\w-]+\.[\w-]+$/);
  });
});
