import { eq, sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST } from '@/app/api/shared-carts/route';
import { GET } from '@/app/api/shared-carts/[id]/route';
import { rowsOf } from '@/db';
import { products, sharedCarts, variants } from '@/db/schema';
import { deleteExpiredSharedCarts, SHARED_CART_GRACE_DAYS } from '@/lib/services/shared-carts';
import { createCatalogFixture } from '../helpers/catalog-fixture';
import { useTestDb } from '../helpers/db';
import { availableUnits } from '../helpers/stock';

/** Issue #23 §1: the cart behind a WhatsApp order's link, through its two route handlers. */
const testDb = useTestDb();
const v: Record<string, number> = {};
let ipCounter = 0;

beforeAll(async () => {
  await createCatalogFixture(testDb().db);
  for (const row of await testDb().db.select({ id: variants.id, sku: variants.sku }).from(variants)) v[row.sku] = row.id;
});

function share(body: unknown, ip = `10.9.0.${++ipCounter}`) {
  return POST(
    new NextRequest('http://localhost/api/shared-carts', {
      method: 'POST',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    }),
    { params: Promise.resolve({}) },
  );
}

const load = (id: string) =>
  GET(new NextRequest(`http://localhost/api/shared-carts/${encodeURIComponent(id)}`), { params: Promise.resolve({ id }) });

async function shareOk(lines: { variantId: number; quantity: number }[]) {
  const res = await share({ lines });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; url: string; expiresAt: string };
}

type Line = { variantId: number; sharedUnitPrice: number; unitPrice: number | null; stock: number; available: boolean; changes: string[] };

describe('POST /api/shared-carts and GET /api/shared-carts/{id}', () => {
  it('saves the lines and loads them back with the exact shape, tier prices and an absolute /c/ link', async () => {
    const created = await shareOk([
      { variantId: v['VASO-BLA-7OZ-UNI'], quantity: 60 },
      { variantId: v['VASO-TRA-7OZ-PAQ'], quantity: 2 },
    ]);
    // 16 random bytes, base64url.
    expect(created.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(created.url).toMatch(new RegExp(`^https?://[^/]+/c/${created.id}$`));
    const days = (new Date(created.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const res = await load(created.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(['createdAt', 'expiresAt', 'id', 'lines']);
    expect(body.id).toBe(created.id);
    expect(body.expiresAt).toBe(created.expiresAt);
    expect(body.lines).toHaveLength(2);
    expect(Object.keys(body.lines[0]).sort()).toEqual(
      [
        'available',
        'changes',
        'imageUrl',
        'productId',
        'productName',
        'quantity',
        'sharedUnitPrice',
        'sku',
        'stock',
        'unitPrice',
        'variantId',
        'variantLabel',
      ].sort(),
    );
    // 60 units reach the 50-unit tier (135), as the cart prices them; the pack's sale price applies.
    expect(body.lines[0]).toMatchObject({
      variantId: v['VASO-BLA-7OZ-UNI'],
      productName: 'Vaso Plástico 7 oz',
      variantLabel: 'Blanco / 7 oz',
      sku: 'VASO-BLA-7OZ-UNI',
      quantity: 60,
      sharedUnitPrice: 135,
      unitPrice: 135,
      available: true,
      changes: [],
    });
    expect(body.lines[1]).toMatchObject({ sku: 'VASO-TRA-7OZ-PAQ', quantity: 2, sharedUnitPrice: 5500, unitPrice: 5500, changes: [] });
    expect(JSON.stringify(body)).not.toMatch(/cost/i);
  });

  it('merges two lines of one variant (a tier may then apply)', async () => {
    const created = await shareOk([
      { variantId: v['VASO-BLA-7OZ-UNI'], quantity: 60 },
      { variantId: v['VASO-BLA-7OZ-UNI'], quantity: 40 },
    ]);
    const body = await (await load(created.id)).json();
    expect(body.lines).toEqual([expect.objectContaining({ quantity: 100, sharedUnitPrice: 120 })]);
  });

  it('stores product facts only: no IP, customer, address or device', async () => {
    const created = await shareOk([{ variantId: v['PLAT-UNI'], quantity: 3 }]);
    const { db } = testDb();
    const columns = await db.execute<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_name = 'shared_carts' order by column_name`,
    );
    const names = rowsOf<{ column_name: string }>(columns).map((r) => r.column_name);
    expect(names).toEqual(['created_at', 'expires_at', 'id', 'lines']);
    const [row] = await db.select().from(sharedCarts).where(eq(sharedCarts.id, created.id));
    expect(JSON.stringify(row)).not.toContain('10.9.0.');
    expect(Object.keys(row.lines[0]).sort()).toEqual([
      'imageUrl',
      'productId',
      'productName',
      'quantity',
      'sku',
      'unitPrice',
      'variantId',
      'variantLabel',
    ]);
  });

  it("flags a price change, less stock, sold out and a deleted product with today's values", async () => {
    const { db } = testDb();
    const created = await shareOk([
      { variantId: v['VASO-BLA-7OZ-UNI'], quantity: 60 },
      { variantId: v['PLAT-UNI'], quantity: 5 },
      { variantId: v['CUCH-BLA-PAQ'], quantity: 2 },
    ]);
    // The tier of 50 is now 130; the plate has 3 left; the spoon's product is deleted.
    await db.execute(sql`update volume_discounts set price = 130 where variant_id = ${v['VASO-BLA-7OZ-UNI']} and min_quantity = 50`);
    await db.update(variants).set(availableUnits(3)).where(eq(variants.id, v['PLAT-UNI']));
    const [spoon] = await db.select({ productId: variants.productId }).from(variants).where(eq(variants.id, v['CUCH-BLA-PAQ']));
    await db.delete(products).where(eq(products.id, spoon.productId));

    const body = await (await load(created.id)).json();
    const [vaso, plato, cuchara] = body.lines as Line[];
    expect(vaso).toMatchObject({ sharedUnitPrice: 135, unitPrice: 130, available: true, changes: ['price'] });
    expect(plato).toMatchObject({ stock: 3, available: true, changes: ['stock'] });
    // Gone: the names it was shared with, no price today.
    expect(cuchara).toMatchObject({
      sku: 'CUCH-BLA-PAQ',
      productName: 'Cuchara Pequeña, Desechable (x100)!',
      unitPrice: null,
      stock: 0,
      available: false,
      changes: ['unavailable'],
    });

    await db.update(variants).set(availableUnits(0)).where(eq(variants.id, v['PLAT-UNI']));
    const later = await (await load(created.id)).json();
    expect(later.lines[1]).toMatchObject({ stock: 0, available: false, changes: ['unavailable'] });
    await db.update(variants).set(availableUnits(100)).where(eq(variants.id, v['PLAT-UNI']));
  });

  it('answers 410 for an expired cart, and the clean-up deletes it after the grace period', async () => {
    const { db } = testDb();
    const created = await shareOk([{ variantId: v['PLAT-UNI'], quantity: 1 }]);
    await db
      .update(sharedCarts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sharedCarts.id, created.id));
    const res = await load(created.id);
    expect(res.status).toBe(410);
    expect((await res.json()).error).toMatch(/venció/);
    // Not yet past the grace period: kept.
    expect(await deleteExpiredSharedCarts()).toBe(0);
    await db
      .update(sharedCarts)
      .set({ expiresAt: new Date(Date.now() - (SHARED_CART_GRACE_DAYS + 1) * 86_400_000) })
      .where(eq(sharedCarts.id, created.id));
    expect(await deleteExpiredSharedCarts()).toBe(1);
    expect((await load(created.id)).status).toBe(404);
  });

  it.each([
    ['unknown', 'AAAAAAAAAAAAAAAAAAAAAA'],
    ['too short (truncated link)', 'abc'],
    ['with a foreign character', 'AAAAAAAAAAAAAAAAAAAA%2'],
    ['an SQL attempt', "' or 1=1 --"],
    ['a numeric id', '1'],
  ])('answers 404 in Spanish for a %s id', async (_, id) => {
    const res = await load(id);
    expect(res.status).toBe(404);
    expect((await res.json()).error).toMatch(/No encontramos este carrito compartido/);
  });

  it('answers 404 for a tampered id (one character changed)', async () => {
    const created = await shareOk([{ variantId: v['PLAT-UNI'], quantity: 1 }]);
    const flipped = created.id.slice(0, -1) + (created.id.endsWith('A') ? 'B' : 'A');
    expect((await load(flipped)).status).toBe(404);
  });

  it.each([
    ['no lines', { lines: [] }, 'lines', /entre 1 y 100 productos/],
    ['too many lines', { lines: Array.from({ length: 101 }, () => ({ variantId: 1, quantity: 1 })) }, 'lines', /entre 1 y 100 productos/],
    ['lines not a list', { lines: 'x' }, 'lines', /entre 1 y 100 productos/],
    ['a zero quantity', { lines: [{ variantId: 1, quantity: 0 }] }, 'lines.0.quantity', /número entero entre 1 y 100\.000/],
    ['a fractional quantity', { lines: [{ variantId: 1, quantity: 1.5 }] }, 'lines.0.quantity', /número entero/],
    ['a huge quantity', { lines: [{ variantId: 1, quantity: 100_001 }] }, 'lines.0.quantity', /número entero/],
    ['a text variant', { lines: [{ variantId: 'uno', quantity: 1 }] }, 'lines.0.variantId', /variante/],
  ])('answers 400 with Spanish field errors for %s', async (_, body, field, message) => {
    const res = await share(body);
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(json.fields[field][0]).toMatch(message);
  });

  it('answers 400 for a variant that does not exist or whose product is archived, and stores nothing', async () => {
    const { db } = testDb();
    const before = (await db.select().from(sharedCarts)).length;
    const [kraft] = await db.select({ productId: variants.productId }).from(variants).where(eq(variants.id, v['VASO-KRA-12O-CAJ']));
    await db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, kraft.productId));
    const res = await share({
      lines: [
        { variantId: v['PLAT-UNI'], quantity: 1 },
        { variantId: 999_999, quantity: 1 },
        { variantId: v['VASO-KRA-12O-CAJ'], quantity: 1 },
      ],
    });
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(Object.keys(json.fields).sort()).toEqual(['lines.1.variantId', 'lines.2.variantId']);
    expect(json.fields['lines.1.variantId'][0]).toMatch(/no existe o ya no está a la venta/);
    expect((await db.select().from(sharedCarts)).length).toBe(before);
    await db.update(products).set({ archivedAt: null }).where(eq(products.id, kraft.productId));
  });

  it('answers 400 for malformed JSON and 415 for another content type', async () => {
    expect((await share('{lines:')).status).toBe(400);
    const res = await POST(new NextRequest('http://localhost/api/shared-carts', { method: 'POST', body: 'lines=1' }), {
      params: Promise.resolve({}),
    });
    expect(res.status).toBe(415);
  });

  it('limits how many carts one IP shares (429 in Spanish, with Retry-After)', async () => {
    const ip = '10.99.0.1';
    for (let i = 0; i < 30; i++) expect((await share({ lines: [{ variantId: v['PLAT-UNI'], quantity: 1 }] }, ip)).status).toBe(201);
    const res = await share({ lines: [{ variantId: v['PLAT-UNI'], quantity: 1 }] }, ip);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBeTruthy();
    expect((await res.json()).error).toMatch(/Compartiste demasiados carritos/);
  });
});
