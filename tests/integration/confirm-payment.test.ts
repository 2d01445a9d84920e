import { eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as getOrderRoute } from '@/app/api/orders/[id]/route';
import { POST as confirmRoute } from '@/app/api/orders/[id]/confirm-payment/route';
import { POST as uploadUrlRoute } from '@/app/api/customer/upload-url/route';
import { PUT as storageUploadRoute } from '@/app/api/storage/upload/route';
import { emailOutbox, orderHistory, orders, paymentMethods, variants } from '@/db/schema';
import { business } from '@/lib/business';
import { setEmailDriverForTests } from '@/lib/email';
import { PROOF_RECEIVED_EMAIL_KIND } from '@/lib/email/templates/proof-received';
import { getEnv, siteUrl } from '@/lib/env';
import { placeOrder } from '@/lib/services/orders';
import { getStorage } from '@/lib/storage';
import { customerProofKey } from '@/lib/storage/keys';
import { MAX_UPLOAD_BYTES } from '@/lib/storage/types';
import { createCatalogFixture } from '../helpers/catalog-fixture';
import { apiRequest, createAddress, createCustomer, routeParams } from '../helpers/customers';
import { useTestDb } from '../helpers/db';
import { freeDeliveryInCucuta } from '../helpers/orders';

const testDb = useTestDb();
const db = () => testDb().db;

type Customer = Awaited<ReturnType<typeof createCustomer>>;
let ana: Customer;
let beto: Customer;
let nequi: number;
let inactive: number;
let webp: Uint8Array<ArrayBuffer>;
let plato: number;
let anaAddress: number;
let betoOrder: number;

beforeAll(async () => {
  setEmailDriverForTests({ name: 'test', send: async () => ({ id: null }) });
  const fixture = await createCatalogFixture(db());
  // Payable as placed (issue 34 §2: a 'por confirmar' order waits for its fee).
  await freeDeliveryInCucuta(db());
  nequi = fixture.paymentMethods.nequi.id;
  [{ id: inactive }] = await db().select({ id: paymentMethods.id }).from(paymentMethods).where(eq(paymentMethods.isActive, false));
  [{ id: plato }] = await db().select({ id: variants.id }).from(variants).where(eq(variants.sku, 'PLAT-UNI'));
  ana = await createCustomer(db(), { email: 'ana@example.com', name: 'Ana Gómez' });
  beto = await createCustomer(db(), { email: 'beto@example.com' });
  anaAddress = (await createAddress(db(), ana.id)).id;
  betoOrder = (await newOrder(beto, (await createAddress(db(), beto.id)).id)).id;
  webp = new Uint8Array(
    await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } })
      .webp()
      .toBuffer(),
  );
});
afterAll(() => setEmailDriverForTests(undefined));

function newOrder(customer: Customer, addressId = anaAddress) {
  return placeOrder(customer.id, { items: [{ variantId: plato, quantity: 2, unitPrice: 800 }], shippingAddressId: addressId });
}

const uploadUrl = (token: string | undefined, body: unknown) =>
  uploadUrlRoute(apiRequest('/api/customer/upload-url', { token, body }), routeParams());
const confirm = (token: string | undefined, orderId: number | string, body: unknown, headers: Record<string, string> = {}) =>
  confirmRoute(apiRequest(`/api/orders/${orderId}/confirm-payment`, { token, body, headers }), routeParams({ id: String(orderId) }));

/** Stores a proof the way the browser would (straight into storage). */
async function storeProof(orderId: number, bytes: Uint8Array = webp): Promise<string> {
  const key = customerProofKey(orderId);
  await getStorage().putObject(key, bytes, 'image/webp');
  return getStorage().publicUrl(key);
}

async function paymentStatusOf(orderId: number) {
  return (await db().select({ s: orders.paymentStatus }).from(orders).where(eq(orders.id, orderId)))[0].s;
}

const staffAddress = () => getEnv().STAFF_NOTIFICATION_EMAIL ?? business.email;
const proofMails = async () => db().select().from(emailOutbox).where(eq(emailOutbox.kind, PROOF_RECEIVED_EMAIL_KIND));

describe('POST /api/customer/upload-url', () => {
  it('signs a 5-minute WebP upload for the own pending order, and the upload then works', async () => {
    const order = await newOrder(ana);
    const filename = customerProofKey(order.id, 1_750_000_000_000);
    const res = await uploadUrl(ana.token, { filename, contentType: 'image/webp' });
    expect(res.status).toBe(200);
    const { url, publicUrl } = await res.json();
    expect(publicUrl).toBe(`/files/${filename}`);
    const signed = new URL(url, 'http://localhost:3000');
    expect(signed.searchParams.get('key')).toBe(filename);
    const expires = Number(signed.searchParams.get('expires'));
    expect(expires - Date.now() / 1000).toBeGreaterThan(290);
    expect(expires - Date.now() / 1000).toBeLessThanOrEqual(300);

    const put = await storageUploadRoute(
      new NextRequest(signed, { method: 'PUT', body: webp, headers: { 'content-type': 'image/webp' } }),
      routeParams(),
    );
    expect(put.status).toBe(200);
    expect(await getStorage().headObject(filename)).toEqual({ size: webp.length, contentType: 'image/webp', uploadedAt: expect.any(Date) });
  });

  it("accepts the name other clients send, order-<id><timestamp>.webp, and the confirmation then finds that order's proof", async () => {
    const order = await newOrder(ana);
    const filename = `payment-confirmation/order-${order.id}1750000000000.webp`;
    const res = await uploadUrl(ana.token, { filename, contentType: 'image/webp' });
    expect(res.status).toBe(200);
    const { url, publicUrl } = await res.json();
    // The public storage address plus the name sent, as such a client builds it itself.
    expect(publicUrl).toBe(`/files/${filename}`);
    const put = await storageUploadRoute(
      new NextRequest(new URL(url, 'http://localhost:3000'), { method: 'PUT', body: webp, headers: { 'content-type': 'image/webp' } }),
      routeParams(),
    );
    expect(put.status).toBe(200);
    const confirmed = await confirm(ana.token, order.id, { paymentMethodId: nequi, paymentConfirmationUrl: publicUrl });
    expect(confirmed.status).toBe(200);
    expect(await paymentStatusOf(order.id)).toBe('pending_confirmation');
    // The digits before the last 13 are the order: another customer's order is a 404, never hers.
    const foreign = await uploadUrl(ana.token, {
      filename: `payment-confirmation/order-${betoOrder}1750000000000.webp`,
      contentType: 'image/webp',
    });
    expect(foreign.status).toBe(404);
  });

  it('refuses file names outside payment-confirmation/order-<id>-<timestamp>.webp', async () => {
    const order = await newOrder(ana);
    const names = [
      '',
      `payment-confirmation/order-${order.id}-123.png`,
      `payment-confirmation/order-${order.id}.webp`,
      `payment-confirmation/order-${order.id}-12a.webp`,
      `payment-confirmation/../order-${order.id}-123.webp`,
      `/payment-confirmation/order-${order.id}-123.webp`,
      `payment-confirmation/order-${order.id}-123.webp/../../x.webp`,
      `products/vaso-123.webp`,
      `payment-confirmation/order-0${order.id}-123.webp`,
      `payment-confirmation\\order-${order.id}-123.webp`,
      // Without a dash the timestamp is 13 digits: fewer leave no order id to read.
      `payment-confirmation/order-${order.id}123.webp`,
      `payment-confirmation/order-1750000000000.webp`,
      `payment-confirmation/order-${order.id}1750000000000.webp.webp`,
      `payment-confirmation/order-${order.id}-${'1'.repeat(200)}.webp`,
    ];
    for (const filename of names) {
      const res = await uploadUrl(ana.token, { filename, contentType: 'image/webp' });
      expect(res.status, filename).toBe(400);
      expect((await res.json()).fields.filename, filename).toBeDefined();
    }
    const png = await uploadUrl(ana.token, { filename: customerProofKey(order.id), contentType: 'image/png' });
    expect(png.status).toBe(400);
    expect((await png.json()).fields.contentType).toBeDefined();
  });

  it("gives 404 for another customer's order or a missing one, 409 once the order no longer waits for payment", async () => {
    expect((await uploadUrl(ana.token, { filename: customerProofKey(betoOrder), contentType: 'image/webp' })).status).toBe(404);
    expect((await uploadUrl(ana.token, { filename: customerProofKey(999_999), contentType: 'image/webp' })).status).toBe(404);
    expect((await uploadUrl(ana.token, { filename: customerProofKey(9_999_999_999), contentType: 'image/webp' })).status).toBe(404);
    expect((await uploadUrl(undefined, { filename: customerProofKey(betoOrder), contentType: 'image/webp' })).status).toBe(401);

    const order = await newOrder(ana);
    await db().update(orders).set({ paymentStatus: 'pending_confirmation' }).where(eq(orders.id, order.id));
    const res = await uploadUrl(ana.token, { filename: customerProofKey(order.id), contentType: 'image/webp' });
    expect(res.status).toBe(409);
    expect((await res.json()).code).toBe('invalid_state');
  });
});

describe('POST /api/orders/{id}/confirm-payment', () => {
  it('moves the order to pending_confirmation, records history and tells staff', async () => {
    const order = await newOrder(ana);
    const proofUrl = await storeProof(order.id);
    // The browser may send the absolute address of the same file.
    const res = await confirm(ana.token, order.id, { paymentMethodId: nequi, paymentConfirmationUrl: `http://localhost:3000${proofUrl}` });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.order).toMatchObject({
      id: order.id,
      paymentStatus: 'pending_confirmation',
      shippingStatus: 'unfulfilled',
      // Shown signed; stored as sent (the spec's public form).
      paymentConfirmationUrl: expect.stringMatching(new RegExp(`^${proofUrl.replace(/\./g, '\\.')}\\?expires=\\d+&sig=`)),
      paymentMethod: { id: nequi, name: 'Nequi' },
      paymentDueAt: null,
    });
    expect(body.order.history.map((h: { status: string }) => h.status)).toEqual(['pending_payment', 'pending_confirmation']);

    const history = await db().select().from(orderHistory).where(eq(orderHistory.orderId, order.id));
    expect(history.at(-1)).toMatchObject({
      fromStatus: 'pending_payment',
      toStatus: 'pending_confirmation',
      actorType: 'customer',
      actorId: ana.id,
    });
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row.paymentSubmittedAt).toBeInstanceOf(Date);
    expect(row.paymentConfirmationUrl).toBe(proofUrl);

    const mail = (await proofMails()).find((m) => m.subject.includes(`#${order.id}`));
    expect(mail).toMatchObject({ toAddress: staffAddress() });
    expect(mail?.textBody).toContain('ana@example.com');
    // The proof is private: the e-mail links to the order in the back office, not to the image.
    expect(mail?.textBody).toContain(`${siteUrl()}/admin/orders/${order.id}`);
    expect(mail?.textBody).not.toContain(proofUrl);
    expect(mail?.textBody).toContain('Nequi');
  });

  it('answers 409 invalid_state the second time and changes nothing', async () => {
    const order = await newOrder(ana);
    const proofUrl = await storeProof(order.id);
    expect((await confirm(ana.token, order.id, { paymentMethodId: nequi, paymentConfirmationUrl: proofUrl })).status).toBe(200);
    const mails = (await proofMails()).length;
    const again = await confirm(ana.token, order.id, { paymentMethodId: nequi, paymentConfirmationUrl: proofUrl });
    expect(again.status).toBe(409);
    expect((await again.json()).code).toBe('invalid_state');
    expect((await proofMails()).length).toBe(mails);
    expect(await db().select().from(orderHistory).where(eq(orderHistory.orderId, order.id))).toHaveLength(2);
  });

  it('lets exactly one of two concurrent confirmations through', async () => {
    const order = await newOrder(ana);
    const proofUrl = await storeProof(order.id);
    const results = await Promise.all(
      [1, 2].map(() => confirm(ana.token, order.id, { paymentMethodId: nequi, paymentConfirmationUrl: proofUrl })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await db().select().from(orderHistory).where(eq(orderHistory.orderId, order.id))).toHaveLength(2);
  });

  it('refuses proofs outside the storage, of another order, missing or over 1 MB, and inactive methods', async () => {
    const order = await newOrder(ana);
    const other = await newOrder(ana);
    const good = await storeProof(order.id);
    const othersProof = await storeProof(other.id);
    const bigKey = customerProofKey(order.id, 42);
    await getStorage().putObject(bigKey, new Uint8Array(MAX_UPLOAD_BYTES + 1), 'image/webp');
    const before = (await proofMails()).length;

    const urls = [
      `https://evil.example${good}`,
      `//evil.example${good}`,
      `${good}?x=1`,
      'javascript:alert(1)',
      '/files/products/vaso-1700000000000.webp',
      othersProof,
      getStorage().publicUrl(customerProofKey(order.id, 7)), // never uploaded
      getStorage().publicUrl(bigKey),
    ];
    for (const paymentConfirmationUrl of urls) {
      const res = await confirm(ana.token, order.id, { paymentMethodId: nequi, paymentConfirmationUrl });
      expect(res.status, paymentConfirmationUrl).toBe(400);
      expect((await res.json()).fields.paymentConfirmationUrl).toBeDefined();
    }
    for (const paymentMethodId of [inactive, 999_999]) {
      const res = await confirm(ana.token, order.id, { paymentMethodId, paymentConfirmationUrl: good });
      expect(res.status).toBe(400);
      expect((await res.json()).fields.paymentMethodId).toBeDefined();
    }
    const invalid = await confirm(ana.token, order.id, { paymentMethodId: 'nequi' });
    expect(invalid.status).toBe(400);
    expect(Object.keys((await invalid.json()).fields).sort()).toEqual(['paymentConfirmationUrl', 'paymentMethodId']);

    expect(await paymentStatusOf(order.id)).toBe('pending_payment');
    expect((await proofMails()).length).toBe(before);
  });

  it('does not let another customer confirm an order or see it', async () => {
    const order = await newOrder(ana);
    const proofUrl = await storeProof(order.id);
    const res = await confirm(beto.token, order.id, { paymentMethodId: nequi, paymentConfirmationUrl: proofUrl });
    expect(res.status).toBe(404);
    expect((await confirm(beto.token, 'abc', { paymentMethodId: nequi, paymentConfirmationUrl: proofUrl })).status).toBe(404);
    expect((await confirm(undefined, order.id, { paymentMethodId: nequi, paymentConfirmationUrl: proofUrl })).status).toBe(401);
    expect(await paymentStatusOf(order.id)).toBe('pending_payment');
    const peek = await getOrderRoute(apiRequest(`/api/orders/${order.id}`, { token: beto.token }), routeParams({ id: String(order.id) }));
    expect(peek.status).toBe(404);
  });

  it('answers 409 for an order that was cancelled meanwhile', async () => {
    const order = await newOrder(ana);
    const proofUrl = await storeProof(order.id);
    await db().update(orders).set({ paymentStatus: 'cancelled' }).where(eq(orders.id, order.id));
    const res = await confirm(ana.token, order.id, { paymentMethodId: nequi, paymentConfirmationUrl: proofUrl });
    expect(res.status).toBe(409);
    expect((await res.json()).code).toBe('invalid_state');
  });
});
