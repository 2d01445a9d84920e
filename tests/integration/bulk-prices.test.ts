import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as applyRoute } from '@/app/api/admin/bulk-prices/apply/route';
import { POST as previewRoute } from '@/app/api/admin/bulk-prices/preview/route';
import { priceChanges, products, providers, variants, volumeDiscounts } from '@/db/schema';
import { createCatalogFixture } from '../helpers/catalog-fixture';
import { useTestDb } from '../helpers/db';
import { callRoute, createStaffUser, letSellersChangePrices } from '../helpers/staff';

const testDb = useTestDb();
let seller: string;
let fixture: Awaited<ReturnType<typeof createCatalogFixture>>;

beforeAll(async () => {
  // Price changes are ADMIN's by default; these tests are about the features, not the permission.
  await letSellersChangePrices(testDb().db);
  const { db } = testDb();
  fixture = await createCatalogFixture(db);
  seller = (await createStaffUser(db, { rol: 'VENDEDOR' })).token;
});

const preview = (body: unknown) => callRoute(previewRoute, '/api/admin/bulk-prices/preview', { token: seller, body });
const apply = (body: unknown) => callRoute(applyRoute, '/api/admin/bulk-prices/apply', { token: seller, body });
const variantBySku = async (sku: string) => (await testDb().db.select().from(variants).where(eq(variants.sku, sku)))[0];

describe('bulk prices', () => {
  it('previews before and after for a category and its subcategories, writing nothing', async () => {
    const res = await preview({ categoryId: fixture.categories.vasos.id, kind: 'percent', value: 10, rounding: '50' });
    expect(res.status).toBe(200);
    const rows = res.body.preview.rows as { sku: string; priceBefore: number; priceAfter: number; values: string }[];
    expect(rows.map((r) => [r.sku, r.priceBefore, r.priceAfter])).toEqual([
      ['VASO-BLA-7OZ-UNI', 150, 150], // 165 → nearest 50 = 150
      ['VASO-TRA-7OZ-PAQ', 6000, 6600],
      ['VASO-KRA-12O-CAJ', 90000, 99000],
    ]);
    expect(rows[0].values).toBe('7 oz · Blanco');
    expect(res.body.preview).toMatchObject({ count: 3, problems: 1 });
    expect((await variantBySku('VASO-TRA-7OZ-PAQ')).price).toBe(6000);
  });

  it("previews each volume tier's price before and after with the list price, writing nothing", async () => {
    const res = await preview({ search: 'VASO-BLA', kind: 'percent', value: 10, rounding: 'none' });
    expect(res.status).toBe(200);
    const [row] = res.body.preview.rows;
    expect(row).toMatchObject({
      sku: 'VASO-BLA-7OZ-UNI',
      priceBefore: 150,
      priceAfter: 165,
      // Lowest quantity first, as the screen lists them; 10 % of 135 is 13,5: to the peso, halves up.
      tiersBefore: [
        { minQuantity: 50, price: 135 },
        { minQuantity: 100, price: 120 },
      ],
      tiersAfter: [
        { minQuantity: 50, price: 149 },
        { minQuantity: 100, price: 132 },
      ],
      problem: null,
    });
    expect(res.body.preview).toMatchObject({ count: 1, changed: 1, problems: 0 });
    const vaso = await variantBySku('VASO-BLA-7OZ-UNI');
    const tiers = await testDb().db.select().from(volumeDiscounts).where(eq(volumeDiscounts.variantId, vaso.id));
    expect(tiers.map((t) => t.price).sort()).toEqual([120, 135]);
  });

  it('refuses a change that would put the sale price above the price, changing nothing', async () => {
    const res = await apply({ search: 'VASO-TRA', kind: 'amount', value: -1000 });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('bulk_price_invalid');
    expect(res.body.problems).toEqual([
      { sku: 'VASO-TRA-7OZ-PAQ', message: expect.stringContaining('El precio de oferta (5500) quedaría por encima del precio (5000)') },
    ]);
    expect((await variantBySku('VASO-TRA-7OZ-PAQ')).price).toBe(6000);
  });

  it('applies by search with the sale price and tiers, one history row per changed variant', async () => {
    const res = await apply({ search: 'vaso plastico', kind: 'percent', value: 8, rounding: '100', includeSalePrice: true });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ count: 2, changed: 2, problems: 0 });
    expect(await variantBySku('VASO-TRA-7OZ-PAQ')).toMatchObject({ price: 6500, salePrice: 5900 });
    const vaso = await variantBySku('VASO-BLA-7OZ-UNI');
    expect(vaso.price).toBe(200);
    const tiers = await testDb().db.select().from(volumeDiscounts).where(eq(volumeDiscounts.variantId, vaso.id));
    expect(tiers.map((t) => [t.minQuantity, t.price]).sort((a, b) => a[0] - b[0])).toEqual([
      [50, 100],
      [100, 100],
    ]);
    const history = await testDb().db.select().from(priceChanges).where(eq(priceChanges.source, 'bulk'));
    expect(history).toHaveLength(2);
    expect(history.find((h) => h.variantId === vaso.id)).toMatchObject({ priceBefore: 150, priceAfter: 200, note: '+8 %, redondeo a 100' });
  });

  it('selects by provider', async () => {
    const { db } = testDb();
    const [provider] = await db.insert(providers).values({ name: 'Plásticos del Norte' }).returning();
    await db.update(products).set({ providerId: provider.id }).where(eq(products.id, fixture.products.plato.id));
    const res = await apply({ providerId: provider.id, kind: 'amount', value: 200 });
    expect(res.body.result).toMatchObject({ count: 1, changed: 1 });
    expect((await variantBySku('PLAT-UNI')).price).toBe(1000);
  });

  it('answers Spanish field errors for a bad change', async () => {
    for (const [body, field, message] of [
      [{ kind: 'percent', value: 0 }, 'value', 'El cambio no puede ser 0.'],
      [{ kind: 'percent', value: -95 }, 'value', 'El porcentaje debe estar entre -90 y 500.'],
      [{ kind: 'amount', value: 10.5 }, 'value', 'El valor va en pesos enteros, sin centavos.'],
      [{ kind: 'x', value: 1 }, 'kind', 'Elige porcentaje o valor.'],
      [{ kind: 'amount', value: 1, rounding: '10' }, 'rounding', 'El redondeo debe ser ninguno, 50 o 100.'],
    ] as const) {
      const res = await preview(body);
      expect(res.status).toBe(400);
      expect(res.body.fields[field]).toEqual([message]);
    }
  });
});
