import { eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as adminOrderRoute } from '@/app/api/admin/orders/[id]/route';
import { GET as adminOrdersRoute } from '@/app/api/admin/orders/route';
import { GET as orderRoute } from '@/app/api/orders/[id]/route';
import { GET as ordersRoute } from '@/app/api/orders/route';
import { GET as fileRoute } from '@/app/files/[...key]/route';
import { orders } from '@/db/schema';
import { apiRequest, routeParams } from '../helpers/customers';
import { pendingConfirmationOrder, useOrderFixture } from '../helpers/orders';
import { type LocalS3, startLocalS3 } from '../helpers/s3rver';
import { callRoute } from '../helpers/staff';

/**
 * Issue 19 §6: a payment proof shows a customer's bank and account. Only the order's customer and
 * staff get an address that opens it, and that address is signed and expires after 10 minutes.
 */

const { db, fx } = useOrderFixture();

afterEach(() => {
  vi.useRealTimers();
});

type Order = { id: number; paymentConfirmationUrl: string | null };

async function asCustomer(token: string | undefined, path: string, handler: typeof orderRoute, params: Record<string, string> = {}) {
  const res = await handler(apiRequest(path, { token }), routeParams(params));
  return { status: res.status, body: await res.json() };
}
const customerOrder = (token: string | undefined, id: number) => asCustomer(token, `/api/orders/${id}`, orderRoute, { id: String(id) });
const customerOrders = (token: string | undefined) => asCustomer(token, '/api/orders', ordersRoute);
const staffOrder = (token: string, id: number) =>
  callRoute(adminOrderRoute, `/api/admin/orders/${id}`, { token, params: { id: String(id) } });
const staffOrders = (token: string) => callRoute(adminOrdersRoute, '/api/admin/orders?payment_status=pending_confirmation', { token });

const storedProofOf = async (id: number) =>
  (await db().select({ url: orders.paymentConfirmationUrl }).from(orders).where(eq(orders.id, id)))[0].url!;

describe('local driver: proofs through the /files route', () => {
  let order: Order;
  beforeAll(async () => {
    order = await pendingConfirmationOrder(fx, fx.ana, [['PLAT-UNI', 1]]);
  });

  /** Opens an address the way the browser would, through the files route handler. */
  async function open(url: string) {
    const parsed = new URL(url, 'http://localhost:3000');
    const key = decodeURIComponent(parsed.pathname.slice('/files/'.length));
    return fileRoute(new NextRequest(parsed), { params: Promise.resolve({ key: key.split('/') }) });
  }

  async function expectOpens(url: string | null) {
    expect(url).toMatch(/^\/files\/payment-confirmation\/order-\d+-\d+\.webp\?expires=\d+&sig=[\w-]{43}$/);
    const res = await open(url!);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-robots-tag')).toMatch(/noindex/);
    expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(fx.webp))).toBe(true);
  }

  it("keeps the spec's public form in the database", async () => {
    expect(await storedProofOf(order.id)).toMatch(/^\/files\/payment-confirmation\/order-\d+-\d+\.webp$/);
  });

  it('owner: the order and the order list hand out a signed address that opens the proof', async () => {
    const detail = await customerOrder(fx.ana.token, order.id);
    expect(detail.status).toBe(200);
    await expectOpens(detail.body.order.paymentConfirmationUrl);
    const list = await customerOrders(fx.ana.token);
    await expectOpens(list.body.orders.find((o: Order) => o.id === order.id).paymentConfirmationUrl);
  });

  it('another customer: no order, no address, and the stored address refuses them', async () => {
    expect((await customerOrder(fx.beto.token, order.id)).status).toBe(404);
    expect((await customerOrders(fx.beto.token)).body.orders.map((o: Order) => o.id)).not.toContain(order.id);
    expect((await open(await storedProofOf(order.id))).status).toBe(403);
  });

  it('anonymous: the API asks for a login and the stored (guessable) address answers 403', async () => {
    expect((await customerOrder(undefined, order.id)).status).toBe(401);
    const res = await open(await storedProofOf(order.id));
    expect(res.status).toBe(403);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
  });

  it('staff (seller and admin): list and detail hand out a signed address that opens the proof', async () => {
    for (const token of [fx.seller.token, fx.admin.token]) {
      const detail = await staffOrder(token, order.id);
      expect(detail.status).toBe(200);
      await expectOpens(detail.body.order.paymentConfirmationUrl);
      const list = await staffOrders(token);
      await expectOpens(list.body.orders.find((o: Order) => o.id === order.id).paymentConfirmationUrl);
    }
  });

  it('expired: an address handed out more than 10 minutes ago no longer opens the proof', async () => {
    const url = (await customerOrder(fx.ana.token, order.id)).body.order.paymentConfirmationUrl;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 9 * 60_000);
    expect((await open(url)).status).toBe(200);
    vi.setSystemTime(Date.now() + 2 * 60_000);
    expect((await open(url)).status).toBe(403);
  });

  it('shows no address for a stored value that is not one of our proofs', async () => {
    const other = await pendingConfirmationOrder(fx, fx.ana, [['PLAT-UNI', 1]]);
    await db().update(orders).set({ paymentConfirmationUrl: 'https://evil.example/proof.webp' }).where(eq(orders.id, other.id));
    expect((await customerOrder(fx.ana.token, other.id)).body.order.paymentConfirmationUrl).toBeNull();
    expect((await staffOrder(fx.admin.token, other.id)).body.order.paymentConfirmationUrl).toBeNull();
  });
});

/*
 * s3rver accepts any signature (and unsigned requests), so "an unsigned GET is refused" is S3's or
 * R2's job (a private bucket or prefix) and cannot be shown here. What is checked: the object lies
 * under the private prefix, nothing answers at the stored public address, and every address the
 * app hands out for a proof is a presigned GET that expires in 10 minutes.
 */
describe('S3/R2 driver against a local S3 server', () => {
  let s3: LocalS3;
  let order: Order;
  beforeAll(async () => {
    s3 = await startLocalS3(['proofs-test']);
    order = await pendingConfirmationOrder(fx, fx.ana, [['PLAT-UNI', 1]]);
  });
  afterAll(async () => {
    await s3?.stop();
  });

  async function expectPresigned(url: string | null) {
    const parsed = new URL(url!);
    expect(parsed.origin).toBe(s3.endpoint);
    expect(parsed.pathname).toMatch(/^\/proofs-test\/private\/payment-confirmation\/order-\d+-\d+\.webp$/);
    expect(parsed.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(parsed.searchParams.get('X-Amz-Expires')).toBe('600');
    const res = await fetch(parsed);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  }

  it('stores the public form, under which the bucket holds nothing', async () => {
    const stored = await storedProofOf(order.id);
    expect(stored).toMatch(new RegExp(`^${s3.endpoint}/proofs-test/payment-confirmation/order-\\d+-\\d+\\.webp$`));
    expect((await fetch(stored)).status).toBe(404);
  });

  it('owner and staff get presigned GETs; another customer and anonymous get nothing', async () => {
    await expectPresigned((await customerOrder(fx.ana.token, order.id)).body.order.paymentConfirmationUrl);
    await expectPresigned((await staffOrder(fx.seller.token, order.id)).body.order.paymentConfirmationUrl);
    const listed = (await staffOrders(fx.admin.token)).body.orders.find((o: Order) => o.id === order.id);
    await expectPresigned(listed.paymentConfirmationUrl);
    expect((await customerOrder(fx.beto.token, order.id)).status).toBe(404);
    expect((await customerOrder(undefined, order.id)).status).toBe(401);
  });
});
