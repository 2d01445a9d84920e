import { hkdfSync } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as adminOrderRoute } from '@/app/api/admin/orders/[id]/route';
import { POST as confirmRoute } from '@/app/api/pay/[token]/confirm-payment/route';
import { GET as payRoute } from '@/app/api/pay/[token]/route';
import { POST as uploadUrlRoute } from '@/app/api/pay/[token]/upload-url/route';
import { emailOutbox, orderHistory, orders } from '@/db/schema';
import { signPaymentLinkToken } from '@/lib/auth/payment-link';
import type { ApiError } from '@/lib/errors';
import { httpStatusOf } from '@/lib/http/errors';
import { ORDER_RECEIVED_EMAIL_KIND } from '@/lib/email/templates/order-received';
import { PROOF_RECEIVED_EMAIL_KIND } from '@/lib/email/templates/proof-received';
import { getEnv } from '@/lib/env';
import { approveOrder } from '@/lib/services/admin/orders';
import { confirmPayment } from '@/lib/services/orders';
import { getStorage } from '@/lib/storage';
import { customerProofKey } from '@/lib/storage/keys';
import { lastEmail, liveCustomerToken } from '../helpers/customers';
import { placeTestOrder, freeDeliveryInCucuta, useOrderFixture } from '../helpers/orders';
import { callRoute, liveStaffToken } from '../helpers/staff';

/**
 * Issue 23 §3: an unpaid order paid from its link, without signing in. The link shows that order
 * only (no address beyond the municipality, no e-mail, no phone), refuses every token it did not
 * sign for this purpose with the same plain 404, says when it expired, and shares the checkout's
 * conditional update (a link used twice at once submits one proof).
 */

const { db, fx } = useOrderFixture();

beforeAll(async () => {
  // Payable as placed, so the order-received e-mail carries the link (issue 34 §2).
  await freeDeliveryInCucuta(db());
});

const tokenOf = (link: string) => new URL(link).pathname.split('/pagar/')[1];

async function linkTokenFor(orderId: number): Promise<string> {
  const staff = await liveStaffToken(db(), fx.seller.user.id);
  const res = await callRoute(adminOrderRoute, `/api/admin/orders/${orderId}`, { token: staff, params: { id: String(orderId) } });
  expect(res.status).toBe(200);
  expect(res.body.order.paymentLink).toMatch(/\/pagar\/[\w-]+\.[\w-]+\.[\w-]+$/);
  return tokenOf(res.body.order.paymentLink);
}

const pay = (token: string) => callRoute(payRoute, `/api/pay/${token}`, { params: { token } });
const uploadUrl = (token: string, filename: string) =>
  callRoute(uploadUrlRoute, `/api/pay/${token}/upload-url`, { params: { token }, body: { filename, contentType: 'image/webp' } });
const confirm = (token: string, body: unknown) => callRoute(confirmRoute, `/api/pay/${token}/confirm-payment`, { params: { token }, body });

async function storeProof(orderId: number): Promise<string> {
  const key = customerProofKey(orderId);
  await getStorage().putObject(key, fx.webp, 'image/webp');
  return getStorage().publicUrl(key);
}

const derivedKey = () => new Uint8Array(hkdfSync('sha256', getEnv().AUTH_SECRET, 'ecoplast-payment-link', 'payment-link v1', 32));
const sign = (key: Uint8Array, claims: Record<string, unknown>, sub: string) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('store')
    .setAudience('payment-link')
    .setSubject(sub)
    .setExpirationTime('1h')
    .sign(key);

describe('a valid link', () => {
  it("shows that order's number, lines, delivery, total and IVA, the municipality only, and nothing personal", async () => {
    const order = await placeTestOrder(fx, fx.ana, [['PLAT-UNI', 3]]);
    const token = await linkTokenFor(order.id);
    const res = await pay(token);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.body.order).toMatchObject({
      id: order.id,
      total: order.total,
      subtotal: order.subtotal,
      paymentStatus: 'pending_payment',
      deliveryOption: order.deliveryOption,
      shippingFee: order.shippingFee,
      municipality: { city: 'Cúcuta', state: 'Norte de Santander' },
      iva: order.iva,
    });
    expect(res.body.order.items).toEqual(order.items);
    expect(res.body.order.paymentDueAt).toBe(order.paymentDueAt);
    const text = JSON.stringify(res.body);
    for (const secret of [
      fx.ana.email,
      'Calle 10',
      'Ana',
      '300',
      '540006',
      'Frontera',
      '900123456',
      'customerId',
      'shippingAddress',
      'billing',
    ]) {
      expect(text, secret).not.toContain(secret);
    }
    // The order-received e-mail carried the same kind of link.
    const mail = await lastEmail(db(), fx.ana.email, ORDER_RECEIVED_EMAIL_KIND);
    expect(mail?.textBody).toMatch(/\/pagar\/[\w-]+\.[\w-]+\.[\w-]+/);
  });

  it('uploads and confirms a proof without signing in: pending confirmation, history and staff e-mail as the checkout', async () => {
    const order = await placeTestOrder(fx, fx.beto, [['PLAT-UNI', 1]]);
    const token = await linkTokenFor(order.id);
    const filename = customerProofKey(order.id);
    const upload = await uploadUrl(token, filename);
    expect(upload.status).toBe(200);
    expect(upload.body.publicUrl).toBe(`/files/${filename}`);
    const proof = await storeProof(order.id);
    const done = await confirm(token, { paymentMethodId: fx.nequi, paymentConfirmationUrl: proof });
    expect(done.status).toBe(200);
    expect(done.body.order).toMatchObject({ id: order.id, paymentStatus: 'pending_confirmation', paymentDueAt: null });
    expect(JSON.stringify(done.body)).not.toContain(fx.beto.email);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ paymentStatus: 'pending_confirmation', paymentMethodId: fx.nequi, paymentConfirmationUrl: proof });
    const history = await db()
      .select()
      .from(orderHistory)
      .where(and(eq(orderHistory.orderId, order.id), eq(orderHistory.toStatus, 'pending_confirmation')));
    expect(history).toMatchObject([{ actorType: 'customer', actorId: fx.beto.id, note: 'Comprobante enviado con el enlace de pago' }]);
    // Staff see it waiting for confirmation, and the link is gone from the order.
    const staff = await liveStaffToken(db(), fx.admin.user.id);
    const admin = await callRoute(adminOrderRoute, `/api/admin/orders/${order.id}`, { token: staff, params: { id: String(order.id) } });
    expect(admin.body.order).toMatchObject({ paymentStatus: 'pending_confirmation', paymentLink: null });
    // The link now shows the status, read-only.
    expect((await pay(token)).body.order).toMatchObject({ id: order.id, paymentStatus: 'pending_confirmation' });
  });
});

describe('a link used twice at once', () => {
  it('submits one proof; the other call gets a clear 409', async () => {
    const order = await placeTestOrder(fx, fx.ana, [['PLAT-UNI', 1]]);
    const token = await linkTokenFor(order.id);
    const [a, b] = await Promise.all([storeProof(order.id), storeProof(order.id)]);
    const before = (await db().select().from(emailOutbox).where(eq(emailOutbox.kind, PROOF_RECEIVED_EMAIL_KIND))).length;
    const answers = await Promise.all([
      confirm(token, { paymentMethodId: fx.nequi, paymentConfirmationUrl: a }),
      confirm(token, { paymentMethodId: fx.nequi, paymentConfirmationUrl: b }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = answers.find((r) => r.status === 409)!;
    expect(refused.body).toMatchObject({ code: 'invalid_state', error: 'Este pedido ya no está pendiente de pago.' });
    const history = await db()
      .select()
      .from(orderHistory)
      .where(and(eq(orderHistory.orderId, order.id), eq(orderHistory.toStatus, 'pending_confirmation')));
    expect(history).toHaveLength(1);
    const after = (await db().select().from(emailOutbox).where(eq(emailOutbox.kind, PROOF_RECEIVED_EMAIL_KIND))).length;
    expect(after - before).toBe(1);
  });

  it('and a link racing the signed-in checkout: one proof as well', async () => {
    const order = await placeTestOrder(fx, fx.ana, [['PLAT-UNI', 1]]);
    const token = await linkTokenFor(order.id);
    const proof = await storeProof(order.id);
    const input = { paymentMethodId: fx.nequi, paymentConfirmationUrl: proof };
    const results = await Promise.allSettled([
      confirm(token, input).then((r) => r.status),
      confirmPayment(fx.ana.id, order.id, input).then(() => 200),
    ]);
    const statuses = results.map((r) => (r.status === 'fulfilled' ? r.value : httpStatusOf(r.reason as ApiError))).sort();
    expect(statuses).toEqual([200, 409]);
  });
});

describe('a link that no longer pays', () => {
  it('an order already paid (or waiting for confirmation) shows its status; upload and confirm answer 409', async () => {
    const order = await placeTestOrder(fx, fx.ana, [['PLAT-UNI', 1]]);
    const token = await linkTokenFor(order.id);
    const proof = await storeProof(order.id);
    await confirmPayment(fx.ana.id, order.id, { paymentMethodId: fx.nequi, paymentConfirmationUrl: proof });
    await approveOrder(order.id, fx.admin.user);
    const res = await pay(token);
    expect(res.status).toBe(200);
    expect(res.body.order).toMatchObject({ id: order.id, paymentStatus: 'paid', paymentDueAt: null });
    expect((await uploadUrl(token, customerProofKey(order.id))).status).toBe(409);
    const again = await confirm(token, { paymentMethodId: fx.nequi, paymentConfirmationUrl: await storeProof(order.id) });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('invalid_state');
  });

  it('an expired link says so (410 link_expired, the order number and status only) and takes no proof', async () => {
    const order = await placeTestOrder(fx, fx.ana, [['PLAT-UNI', 1]]);
    const token = await signPaymentLinkToken({ id: order.id, expiresAt: new Date(Date.now() - 60_000) });
    const res = await pay(token);
    expect(res.status).toBe(410);
    expect(res.body).toEqual({
      error: 'Este enlace de pago venció: el plazo para pagar el pedido terminó.',
      code: 'link_expired',
      order: { id: order.id, paymentStatus: 'pending_payment', shippingStatus: 'unfulfilled' },
    });
    expect((await uploadUrl(token, customerProofKey(order.id))).status).toBe(410);
    const refused = await confirm(token, { paymentMethodId: fx.nequi, paymentConfirmationUrl: await storeProof(order.id) });
    expect(refused.status).toBe(410);
    expect((await db().select().from(orders).where(eq(orders.id, order.id)))[0].paymentStatus).toBe('pending_payment');
  });
});

describe('tokens the link does not accept: one plain 404, never saying why', () => {
  it("another order's token pays only its own order", async () => {
    const mine = await placeTestOrder(fx, fx.ana, [['PLAT-UNI', 1]]);
    const other = await placeTestOrder(fx, fx.beto, [['PLAT-UNI', 1]]);
    const token = await linkTokenFor(mine.id);
    expect((await pay(token)).body.order.id).toBe(mine.id);
    // A proof file of the other order: 404 for its upload, refused for the confirmation; the other order stays unpaid.
    const upload = await uploadUrl(token, customerProofKey(other.id));
    expect(upload.status).toBe(404);
    const refused = await confirm(token, { paymentMethodId: fx.nequi, paymentConfirmationUrl: await storeProof(other.id) });
    expect(refused.status).toBe(400);
    expect(refused.body.fields.paymentConfirmationUrl).toEqual(['El comprobante no corresponde a este pedido.']);
    expect((await db().select().from(orders).where(eq(orders.id, other.id)))[0].paymentStatus).toBe('pending_payment');
    expect((await db().select().from(orders).where(eq(orders.id, mine.id)))[0].paymentStatus).toBe('pending_payment');
  });

  it('forged signatures, garbage, tokens of another purpose (a customer session) and missing orders', async () => {
    const order = await placeTestOrder(fx, fx.ana, [['PLAT-UNI', 1]]);
    const token = await linkTokenFor(order.id);
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
    const other = await placeTestOrder(fx, fx.beto, [['PLAT-UNI', 1]]);
    const refused = {
      'edited order id': `${header}.${b64({ ...claims, sub: String(other.id) })}.${signature}`,
      'forged signature': `${header}.${payload}.${signature.slice(0, -4)}AAAA`,
      'signed with the app secret, not the derived key': await sign(
        new TextEncoder().encode(getEnv().AUTH_SECRET),
        { purpose: 'order_payment' },
        String(order.id),
      ),
      'customer session token': await liveCustomerToken(db(), fx.ana.id),
      'staff session token': await liveStaffToken(db(), fx.admin.user.id),
      'derived key, another purpose': await sign(derivedKey(), { purpose: 'email_verification' }, String(order.id)),
      'a missing order': await signPaymentLinkToken({ id: 2_000_000_000, expiresAt: new Date(Date.now() + 3600_000) }),
      garbage: 'hola',
      'garbage with dots': 'a.b.c',
      'percent garbage': '%E0%A4%A',
      long: 'x'.repeat(3000),
    };
    const bodies = new Set<string>();
    for (const [name, value] of Object.entries(refused)) {
      const read = await pay(value);
      expect(read.status, name).toBe(404);
      bodies.add(JSON.stringify(read.body));
      expect((await uploadUrl(value, customerProofKey(order.id))).status, name).toBe(404);
      const res = await confirm(value, { paymentMethodId: fx.nequi, paymentConfirmationUrl: await storeProof(order.id) });
      expect(res.status, name).toBe(404);
      bodies.add(JSON.stringify(res.body));
    }
    // Every refusal reads the same.
    expect([...bodies]).toEqual([JSON.stringify({ error: 'No encontramos este enlace de pago.', code: 'not_found' })]);
    expect((await db().select().from(orders).where(eq(orders.id, order.id)))[0].paymentStatus).toBe('pending_payment');
  });
});

describe('the back office', () => {
  it('gives paymentLink only for an order that waits for payment', async () => {
    const order = await placeTestOrder(fx, fx.ana, [['PLAT-UNI', 1]]);
    const token = await linkTokenFor(order.id);
    expect((await pay(token)).status).toBe(200);
    const staff = await liveStaffToken(db(), fx.seller.user.id);
    await db().update(orders).set({ paymentStatus: 'cancelled' }).where(eq(orders.id, order.id));
    const res = await callRoute(adminOrderRoute, `/api/admin/orders/${order.id}`, { token: staff, params: { id: String(order.id) } });
    expect(res.body.order.paymentLink).toBeNull();
    // The cancelled order's link shows its status, read-only.
    expect((await pay(token)).body.order).toMatchObject({ paymentStatus: 'cancelled', paymentDueAt: null });
  });
});
