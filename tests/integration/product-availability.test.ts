import { eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as getAvailability } from '@/app/api/products/availability/route';
import { variants } from '@/db/schema';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '@/lib/domain/store-settings';
import { createCatalogFixture } from '../helpers/catalog-fixture';
import { useTestDb } from '../helpers/db';
import { availableUnits } from '../helpers/stock';

/** GET /api/products/availability (issue 22 §2): the cart's one request for stock and prices. */
const testDb = useTestDb();
const v: Record<string, number> = {};

beforeAll(async () => {
  await createCatalogFixture(testDb().db);
  for (const row of await testDb().db.select({ id: variants.id, sku: variants.sku }).from(variants)) v[row.sku] = row.id;
  await testDb()
    .db.update(variants)
    .set({ unitsPerItem: 50, ...availableUnits(7) })
    .where(eq(variants.id, v['VASO-TRA-7OZ-PAQ']));
});

const ask = (query: string) =>
  getAvailability(new NextRequest(`http://localhost/api/products/availability${query}`), { params: Promise.resolve({}) });

describe('GET /api/products/availability', () => {
  it('answers stock, prices, tiers and pack size of every asked variant in one answer, never cached', async () => {
    const res = await ask(`?variantIds=${v['VASO-TRA-7OZ-PAQ']},${v['VASO-BLA-7OZ-UNI']},${v['VASO-KRA-12O-CAJ']},999999`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await res.json();
    expect(body.threshold).toBe(DEFAULT_LOW_STOCK_THRESHOLD);
    // The unknown id is left out: the cart marks that line as no longer available.
    expect(body.variants).toHaveLength(3);
    const byId = new Map(body.variants.map((row: { variantId: number }) => [row.variantId, row]));
    expect(byId.get(v['VASO-TRA-7OZ-PAQ'])).toMatchObject({
      stock: 7,
      price: 6000,
      salePrice: 5500,
      unitOfMeasure: 'Paquete',
      unitsPerItem: 50,
    });
    expect(byId.get(v['VASO-BLA-7OZ-UNI'])).toMatchObject({
      stock: 100,
      unitsPerItem: 1,
      volumeDiscounts: [
        { minQuantity: 50, price: 135 },
        { minQuantity: 100, price: 120 },
      ],
    });
    expect(byId.get(v['VASO-KRA-12O-CAJ'])).toMatchObject({ stock: 0 });
    // No cost price leaves the server.
    expect(JSON.stringify(body)).not.toMatch(/cost/i);
  });

  it('follows the stock as orders move it (read past every cache)', async () => {
    await testDb().db.update(variants).set(availableUnits(3)).where(eq(variants.id, v['PLAT-UNI']));
    const body = await (await ask(`?variantIds=${v['PLAT-UNI']}`)).json();
    expect(body.variants[0].stock).toBe(3);
  });

  it.each([
    ['', 'missing'],
    ['?variantIds=', 'empty'],
    ['?variantIds=1,abc', 'not a number'],
    ['?variantIds=0', 'zero'],
    ['?variantIds=-4', 'negative'],
    [`?variantIds=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`, 'more than 100'],
  ])('answers 400 with a Spanish field error when the ids are %s (%s)', async (query) => {
    const res = await ask(query);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.fields.variantIds[0]).toMatch(/Indica entre 1 y 100 variantes/);
  });
});
