import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PUT as shippingFeeRoute } from '@/app/api/admin/orders/[id]/shipping-fee/route';
import { POST as uploadUrlRoute } from '@/app/api/customer/upload-url/route';
import { POST as confirmRoute } from '@/app/api/orders/[id]/confirm-payment/route';
import { GET as getOrderRoute } from '@/app/api/orders/[id]/route';
import { orders } from '@/db/schema';
import { signCustomerToken } from '@/lib/auth/tokens';
import { ORDER_RECEIVED_EMAIL_KIND } from '@/lib/email/templates/order-received';
import { SHIPPING_FEE_CHANGED_EMAIL_KIND } from '@/lib/email/templates/shipping-fee-changed';
import { getEnv } from '@/lib/env';
import { cancelExpiredOrders } from '@/lib/services/order-expiry';
import { getStorage } from '@/lib/storage';
import { customerProofKey } from '@/lib/storage/keys';
import { lastEmail } from '../helpers/customers';
import { placeFeePendingOrder, useOrderFixture } from '../helpers/orders';
import { callRoute } from '../helpers/staff';

/**
 * Issue 34 §2: an order 'por confirmar' (a destination no delivery rule covers; the fixture has
 * none) waits for staff to set the fee. Until then the customer can neither ask for an upload
 * nor send a proof, and the order does not expire; once the fee is set she is e-mailed the total,
 * the payment page shows the fee, and the payment window counts from then.
 */

const { db, fx } = useOrderFixture();
let anaToken: string;
const HOUR = 3600_000;

beforeAll(async () => {
  anaToken = await signCustomerToken({ id: fx.ana.id, name: 'Ana', email: fx.ana.email, sessionVersion: 1 });
});

const params = (id: number) => ({ id: String(id) });
const askUpload = (orderId: number) =>
  callRoute(uploadUrlRoute, '/api/customer/upload-url', {
    token: anaToken,
    body: { filename: `payment-confirmation/order-${orderId}-${Date.now()}.webp`, contentType: 'image/webp' },
  });
async function sendProof(orderId: number) {
  const key = customerProofKey(orderId);
  await getStorage().putObject(key, fx.webp, 'image/webp');
  return callRoute(confirmRoute, `/api/orders/${orderId}/confirm-payment`, {
    token: anaToken,
    params: params(orderId),
    body: { paymentMethodId: fx.nequi, paymentConfirmationUrl: getStorage().publicUrl(key) },
  });
}
const setFee = (orderId: number, shippingFee: number) =>
  callRoute(shippingFeeRoute, `/api/admin/orders/${orderId}/shipping-fee`, {
    method: 'PUT',
    token: fx.seller.token,
    params: params(orderId),
    body: { shippingFee, note: 'Transportadora a Ocaña' },
  });
const statusOf = async (orderId: number) =>
  (await db().select({ status: orders.paymentStatus }).from(orders).where(eq(orders.id, orderId)))[0].status;

describe("an order 'por confirmar'", () => {
  it('cannot be paid before staff set the fee: no upload, no proof, 409 delivery_fee_pending in Spanish', async () => {
    const order = await placeFeePendingOrder(fx, fx.ana, [['PLAT-UNI', 2]]);
    expect(order).toMatchObject({ deliveryOption: 'to_confirm', shippingFee: null });
    // Her first e-mail says to wait for the total, not to pay within the window.
    const received = await lastEmail(db(), fx.ana.email, ORDER_RECEIVED_EMAIL_KIND);
    expect(received?.textBody).toContain('No pagues todavía');
    expect(received?.textBody).not.toMatch(/Tienes \d+ horas para pagar/);
    const upload = await askUpload(order.id);
    expect(upload.status).toBe(409);
    expect(upload.body).toMatchObject({ code: 'delivery_fee_pending' });
    expect(upload.body.error).toMatch(/calculando el valor del envío/);
    const proof = await sendProof(order.id);
    expect(proof.status).toBe(409);
    expect(proof.body.code).toBe('delivery_fee_pending');
    expect(await statusOf(order.id)).toBe('pending_payment');
    // The order page says there is no deadline yet: she cannot pay it.
    const read = await callRoute(getOrderRoute, `/api/orders/${order.id}`, { token: anaToken, params: params(order.id) });
    expect(read.body.order).toMatchObject({ shippingFee: null, paymentDueAt: null });
  });

  it('answers in English to a client that asks for it', async () => {
    const order = await placeFeePendingOrder(fx, fx.ana, [['PLAT-UNI', 1]]);
    const res = await callRoute(uploadUrlRoute, '/api/customer/upload-url', {
      token: anaToken,
      headers: { 'accept-language': 'en' },
      body: { filename: `payment-confirmation/order-${order.id}-${Date.now()}.webp`, contentType: 'image/webp' },
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatch(/working out the delivery cost/);
  });

  it('does not expire while the fee is pending; once set, the window counts from then', async () => {
    const order = await placeFeePendingOrder(fx, fx.ana, [['PLAT-UNI', 1]]);
    const window = getEnv().ORDER_PAYMENT_WINDOW_HOURS;
    await db()
      .update(orders)
      .set({ createdAt: sql`now() - ${`${window + 5} hours`}::interval` })
      .where(eq(orders.id, order.id));
    await cancelExpiredOrders();
    expect(await statusOf(order.id)).toBe('pending_payment');

    const set = await setFee(order.id, 45_000);
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    await cancelExpiredOrders();
    expect(await statusOf(order.id)).toBe('pending_payment');
    const read = await callRoute(getOrderRoute, `/api/orders/${order.id}`, { token: anaToken, params: params(order.id) });
    expect(read.body.order.shippingFee).toBe(45_000);
    const due = new Date(read.body.order.paymentDueAt).getTime();
    expect(Math.abs(due - (Date.now() + window * HOUR))).toBeLessThan(60_000);

    // A whole window after the fee was set, it expires like any unpaid order.
    await db()
      .update(orders)
      .set({ shippingFeeChangedAt: sql`now() - ${`${window + 1} hours`}::interval` })
      .where(eq(orders.id, order.id));
    await cancelExpiredOrders();
    expect(await statusOf(order.id)).toBe('cancelled');
  });

  it('once staff set the fee she is e-mailed the new total with the payment page, and can send her proof', async () => {
    const order = await placeFeePendingOrder(fx, fx.ana, [['PLAT-UNI', 2]]);
    const set = await setFee(order.id, 45_000);
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.order).toMatchObject({ shippingFee: 45_000, total: order.subtotal + 45_000 });
    const mail = await lastEmail(db(), fx.ana.email, SHIPPING_FEE_CHANGED_EMAIL_KIND);
    expect(mail?.textBody).toContain(`/checkout/${order.id}`);
    expect(mail?.textBody).toMatch(/nuevo total a pagar es \$\s[\d.]+/);
    expect((await askUpload(order.id)).status).toBe(200);
    const proof = await sendProof(order.id);
    expect(proof.status, JSON.stringify(proof.body)).toBe(200);
    expect(await statusOf(order.id)).toBe('pending_confirmation');
  });
});
