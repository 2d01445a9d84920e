import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as confirmRoute } from '@/app/api/orders/[id]/confirm-payment/route';
import { POST as postOrderRoute } from '@/app/api/orders/route';
import { emailOutbox, idempotencyKeys, orders, variants } from '@/db/schema';
import { setEmailDriverForTests } from '@/lib/email';
import { checkoutAttemptKey } from '@/lib/domain/checkout-attempt';
import { requestFingerprint } from '@/lib/http/idempotency';
import { placeOrder } from '@/lib/services/orders';
import { getStorage } from '@/lib/storage';
import { customerProofKey } from '@/lib/storage/keys';
import { createCatalogFixture } from '../helpers/catalog-fixture';
import { apiRequest, createAddress, createCustomer, routeParams } from '../helpers/customers';
import { useTestDb } from '../helpers/db';
import { setFreeDelivery } from '../helpers/orders';

const testDb = useTestDb();
const db = () => testDb().db;

type Customer = Awaited<ReturnType<typeof createCustomer>>;
let ana: Customer;
let beto: Customer;
let anaAddress: number;
let betoAddress: number;
let plato: number;
let nequi: number;

beforeAll(async () => {
  setEmailDriverForTests({ name: 'test', send: async () => ({ id: null }) });
  nequi = (await createCatalogFixture(db())).paymentMethods.nequi.id;
  [{ id: plato }] = await db().select({ id: variants.id }).from(variants).where(eq(variants.sku, 'PLAT-UNI'));
  ana = await createCustomer(db(), { email: 'ana@example.com' });
  beto = await createCustomer(db(), { email: 'beto@example.com' });
  anaAddress = (await createAddress(db(), ana.id)).id;
  betoAddress = (await createAddress(db(), beto.id)).id;
});
afterAll(() => setEmailDriverForTests(undefined));

const orderBody = (quantity = 1, addressId = anaAddress) => ({
  items: [{ variantId: plato, quantity, unitPrice: 800 }],
  shippingAddressId: addressId,
});
const postOrder = (token: string, body: unknown, key?: string) =>
  postOrderRoute(apiRequest('/api/orders', { token, body, headers: key === undefined ? {} : { 'Idempotency-Key': key } }), routeParams());
const confirm = (token: string, orderId: number, body: unknown, key?: string) =>
  confirmRoute(
    apiRequest(`/api/orders/${orderId}/confirm-payment`, { token, body, headers: key === undefined ? {} : { 'Idempotency-Key': key } }),
    routeParams({ id: String(orderId) }),
  );

const countOrders = async (customerId: number) =>
  (await db().select({ id: orders.id }).from(orders).where(eq(orders.customerId, customerId))).length;
const stock = async () => (await db().select({ stock: variants.available }).from(variants).where(eq(variants.id, plato)))[0].stock;

describe('Idempotency-Key on POST /api/orders', () => {
  it('replays the first answer for the same request: one order, one reservation, one e-mail', async () => {
    const ordersBefore = await countOrders(ana.id);
    const stockBefore = await stock();
    const mailsBefore = (await db().select().from(emailOutbox)).length;

    const first = await postOrder(ana.token, orderBody(3), 'checkout-1');
    expect(first.status).toBe(201);
    const firstBody = await first.json();
    const replay = await postOrder(ana.token, orderBody(3), 'checkout-1');
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await replay.json()).toEqual(firstBody);

    expect(await countOrders(ana.id)).toBe(ordersBefore + 1);
    expect(await stock()).toBe(stockBefore - 3);
    expect((await db().select().from(emailOutbox)).length).toBe(mailsBefore + 1);
  });

  it('answers 422 for the same key with another body, creating nothing', async () => {
    await postOrder(ana.token, orderBody(1), 'checkout-2');
    const before = await countOrders(ana.id);
    const res = await postOrder(ana.token, orderBody(2), 'checkout-2');
    expect(res.status).toBe(422);
    expect((await res.json()).code).toBe('idempotency_key_reused');
    expect(await countOrders(ana.id)).toBe(before);
  });

  it('answers 409 while the first request with the key is still running', async () => {
    const req = apiRequest('/api/orders', { token: ana.token, body: orderBody(4), headers: { 'Idempotency-Key': 'checkout-3' } });
    await db()
      .insert(idempotencyKeys)
      .values({ scope: `orders:${ana.id}`, key: 'checkout-3', requestHash: requestFingerprint(req, orderBody(4)) });
    const before = await countOrders(ana.id);
    const res = await postOrderRoute(req, routeParams());
    expect(res.status).toBe(409);
    expect((await res.json()).code).toBe('idempotency_in_flight');
    expect(await countOrders(ana.id)).toBe(before);
  });

  it('takes over a claim whose request never finished (its process died)', async () => {
    const req = apiRequest('/api/orders', { token: ana.token, body: orderBody(1), headers: { 'Idempotency-Key': 'checkout-4' } });
    await db()
      .insert(idempotencyKeys)
      .values({
        scope: `orders:${ana.id}`,
        key: 'checkout-4',
        requestHash: requestFingerprint(req, orderBody(1)),
        createdAt: sql`now() - interval '10 minutes'`,
      });
    expect((await postOrderRoute(req, routeParams())).status).toBe(201);
  });

  it('releases the key after an error, so the corrected request can use it', async () => {
    const refused = await postOrder(
      ana.token,
      { ...orderBody(1), items: [{ variantId: plato, quantity: 1, unitPrice: 700 }] },
      'checkout-5',
    );
    expect(refused.status).toBe(409);
    expect((await refused.json()).code).toBe('price_changed');
    const retried = await postOrder(ana.token, orderBody(1), 'checkout-5');
    expect(retried.status).toBe(201);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
  });

  it("keeps customers' keys apart", async () => {
    const anas = await (await postOrder(ana.token, orderBody(1), 'shared-key')).json();
    const betos = await postOrder(beto.token, orderBody(1, betoAddress), 'shared-key');
    // Beto's body names Beto's address: same key, different scope, his own order.
    expect(betos.status).toBe(201);
    expect((await betos.json()).order.id).not.toBe(anas.order.id);
  });

  it('creates exactly one order for two concurrent requests with the same key', async () => {
    const before = await countOrders(ana.id);
    const results = await Promise.all([1, 2].map(() => postOrder(ana.token, orderBody(2), 'double-click')));
    const statuses = results.map((r) => r.status).sort();
    expect([
      [201, 201],
      [201, 409],
    ]).toContainEqual(statuses);
    expect(await countOrders(ana.id)).toBe(before + 1);
  });

  it('answers both taps of a double tap with the first order', async () => {
    const before = await countOrders(ana.id);
    const stockBefore = await stock();
    const body = orderBody(2);
    const key = checkoutAttemptKey('round-1', body);
    const [first, second] = await Promise.all([postOrder(ana.token, body, key), postOrder(ana.token, body, key)]);
    expect([first.status, second.status]).toEqual([201, 201]);
    const [a, b] = [await first.json(), await second.json()];
    expect(a.order.id).toBe(b.order.id);
    expect(await countOrders(ana.id)).toBe(before + 1);
    expect(await stock()).toBe(stockBefore - 2);
  });

  it('keys the checkout attempt: the same cart, address and option is the first order; a changed one a new order', async () => {
    const before = await countOrders(ana.id);
    const attempt = { ...orderBody(1), cashOnDelivery: false };
    const post = (body: typeof attempt, round = 'round-2') => postOrder(ana.token, body, checkoutAttemptKey(round, body));
    const placed = await post(attempt);
    const first = await placed.json();
    expect(placed.status, JSON.stringify(first)).toBe(201);
    const retried = await post(attempt);
    expect(retried.headers.get('idempotent-replayed')).toBe('true');
    expect((await retried.json()).order.id).toBe(first.order.id);
    expect(await countOrders(ana.id)).toBe(before + 1);

    const changedCart = await post({ ...attempt, items: [{ variantId: plato, quantity: 2, unitPrice: 800 }] });
    expect(changedCart.status).toBe(201);
    expect((await changedCart.json()).order.id).not.toBe(first.order.id);
    const otherAddress = await post({ ...attempt, shippingAddressId: (await createAddress(db(), ana.id, { isDefault: false })).id });
    expect(otherAddress.status).toBe(201);
    // The same cart bought again after the first order (the browser's next round) is a new order too.
    const nextRound = await post(attempt, 'round-3');
    expect(nextRound.status).toBe(201);
    expect(await countOrders(ana.id)).toBe(before + 4);
  });

  it('refuses a malformed key with 400, creating nothing', async () => {
    const before = await countOrders(ana.id);
    for (const key of ['', 'x'.repeat(256), 'con espacio', 'ñandú']) {
      const res = await postOrder(ana.token, orderBody(1), key);
      expect(res.status, key).toBe(400);
      expect((await res.json()).code).toBe('invalid_idempotency_key');
    }
    expect(await countOrders(ana.id)).toBe(before);
  });

  it('without a key, every request is a new order', async () => {
    const before = await countOrders(ana.id);
    await postOrder(ana.token, orderBody(1));
    await postOrder(ana.token, orderBody(1));
    expect(await countOrders(ana.id)).toBe(before + 2);
  });
});

describe('Idempotency-Key on POST /api/orders/{id}/confirm-payment', () => {
  it('replays the confirmation instead of answering invalid_state, and a key from another path is 422', async () => {
    const order = await placeOrder(ana.id, orderBody(1));
    // The fixture has no delivery rules: staff set free delivery first (issue 34 §2).
    await setFreeDelivery(db(), order.id);
    const key = customerProofKey(order.id);
    await getStorage().putObject(key, new Uint8Array(64), 'image/webp');
    const body = { paymentMethodId: nequi, paymentConfirmationUrl: getStorage().publicUrl(key) };

    const first = await confirm(ana.token, order.id, body, 'proof-1');
    expect(first.status).toBe(200);
    const replay = await confirm(ana.token, order.id, body, 'proof-1');
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual(await first.json());
    // Without the key, the repeat is the conditional update's 409.
    expect((await confirm(ana.token, order.id, body)).status).toBe(409);

    // The same key sent to another endpoint is another request.
    expect((await postOrder(ana.token, orderBody(1), 'proof-1')).status).toBe(422);
  });
});
