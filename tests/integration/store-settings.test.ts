import { eq } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { GET as getDashboardRoute } from '@/app/api/admin/dashboard/route';
import { GET as getSettings, PATCH as patchSettings } from '@/app/api/admin/settings/route';
import { GET as getAvailability } from '@/app/api/products/availability/route';
import { catalogVersion, storeSettings, variants } from '@/db/schema';
import { pollCatalogVersion, startCatalogCache, stopCatalogCache } from '@/lib/cache/catalog-cache';
import { catalogGeneration } from '@/lib/cache/catalog-generation';
import { getInventoryRow } from '@/lib/data/admin/inventory';
import { getStoreSettings } from '@/lib/data/store-settings';
import { DEFAULT_LOW_STOCK_THRESHOLD, DEFAULT_QUOTE_VALIDITY_DAYS } from '@/lib/domain/store-settings';
import { useOrderFixture } from '../helpers/orders';
import { callRoute } from '../helpers/staff';
import { availableUnits } from '../helpers/stock';

/**
 * The store-wide settings (issue 22 §2 'a threshold staff can set', docs/store-settings.md): the
 * low-stock threshold lives in the database, ADMIN changes it, and the storefront's 'Quedan N',
 * the inventory's badge and the dashboard follow it at once.
 */
const { testDb, fx } = useOrderFixture({ quietEmail: false });

afterEach(async () => {
  await stopCatalogCache();
  await testDb().db.update(storeSettings).set({ lowStockThreshold: DEFAULT_LOW_STOCK_THRESHOLD });
});
afterAll(() => stopCatalogCache());

const patch = (body: unknown, token = fx.admin.token) => callRoute(patchSettings, '/api/admin/settings', { method: 'PATCH', token, body });
const version = async () => Number((await testDb().db.select().from(catalogVersion))[0]?.version ?? 0);

describe('GET/PATCH /api/admin/settings', () => {
  it('starts at the default, which the migration stores', async () => {
    const res = await callRoute(getSettings, '/api/admin/settings', { token: fx.seller.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      settings: {
        lowStockThreshold: DEFAULT_LOW_STOCK_THRESHOLD,
        quoteValidityDays: DEFAULT_QUOTE_VALIDITY_DAYS,
        deliveryIvaRule: 'follow_goods',
        sellersChangePrices: false,
      },
    });
    expect(await testDb().db.select({ id: storeSettings.id }).from(storeSettings)).toEqual([{ id: 1 }]);
  });

  it('ADMIN changes the threshold: the storefront, the inventory and the dashboard follow it', async () => {
    const id = fx.sku['VASO-TRA-7OZ-PAQ'];
    await testDb()
      .db.update(variants)
      .set({ ...availableUnits(20), lowStockThreshold: null })
      .where(eq(variants.id, id));
    const before = await version();

    const res = await patch({ lowStockThreshold: '25' });
    expect(res.status).toBe(200);
    // Issue 26 §3: the quote validity is kept when the patch leaves it out.
    expect(res.body).toEqual({
      settings: {
        lowStockThreshold: 25,
        quoteValidityDays: DEFAULT_QUOTE_VALIDITY_DAYS,
        deliveryIvaRule: 'follow_goods',
        sellersChangePrices: false,
      },
    });
    expect(await version()).toBeGreaterThan(before);

    const availability = await callRoute(getAvailability, `/api/products/availability?variantIds=${id}`);
    expect(availability.body.threshold).toBe(25);
    expect(await getInventoryRow(id)).toMatchObject({ stock: 20, lowStockThreshold: null, threshold: 25 });
    const dashboard = await callRoute(getDashboardRoute, '/api/admin/dashboard', { token: fx.admin.token });
    expect(dashboard.body.lowStock.threshold).toBe(25);
    expect(dashboard.body.lowStock.variants.map((v: { id: number }) => v.id)).toContain(id);

    // A variant's own threshold still wins over the store's.
    await testDb().db.update(variants).set({ lowStockThreshold: 5 }).where(eq(variants.id, id));
    expect((await getInventoryRow(id)).threshold).toBe(5);
    await testDb().db.update(variants).set({ lowStockThreshold: null }).where(eq(variants.id, id));
  });

  it('drops the cached setting and the stored pages of this instance at once', async () => {
    startCatalogCache({ pollIntervalMs: 60_000 });
    await pollCatalogVersion();
    expect((await getStoreSettings()).lowStockThreshold).toBe(DEFAULT_LOW_STOCK_THRESHOLD);
    const generation = catalogGeneration();
    expect(generation).not.toBeNull();

    expect((await patch({ lowStockThreshold: 3 })).status).toBe(200);
    expect(catalogGeneration()).not.toBe(generation);
    expect((await getStoreSettings()).lowStockThreshold).toBe(3);
  });

  it('refuses bad input with Spanish field errors, and changes nothing', async () => {
    const cases: [unknown, string][] = [
      [{ lowStockThreshold: -1 }, 'El umbral no puede ser negativo.'],
      [{ lowStockThreshold: 'diez' }, 'Debe ser un número entero.'],
      [{ lowStockThreshold: 2.5 }, 'Debe ser un número entero.'],
      [{ lowStockThreshold: 1_000_001 }, 'Debe ser como máximo 1000000.'],
      // Issue 26 §3: each setting is optional; an empty patch names them all.
      [{}, 'Escribe el umbral de stock bajo, la vigencia de las cotizaciones o el IVA del envío.'],
      [{ lowStockThreshold: '' }, 'Escribe el umbral de stock bajo.'],
    ];
    for (const [body, message] of cases) {
      const res = await patch(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.fields.lowStockThreshold, JSON.stringify(body)).toEqual([message]);
    }
    expect((await callRoute(getSettings, '/api/admin/settings', { token: fx.admin.token })).body.settings.lowStockThreshold).toBe(
      DEFAULT_LOW_STOCK_THRESHOLD,
    );
  });

  it("ADMIN chooses how the delivery fee is taxed: 'follow_goods' (default) or 'flat_19'; anything else is a 400", async () => {
    const res = await patch({ deliveryIvaRule: 'flat_19' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.settings).toMatchObject({ deliveryIvaRule: 'flat_19', lowStockThreshold: DEFAULT_LOW_STOCK_THRESHOLD });
    for (const bad of ['19', 'flat', null, 19]) {
      const refused = await patch({ deliveryIvaRule: bad });
      expect(refused.status, JSON.stringify(bad)).toBe(400);
      expect(refused.body.fields.deliveryIvaRule).toEqual([
        'Elige cómo se cobra el IVA del envío: follow_goods (según los productos) o flat_19 (19 %).',
      ]);
    }
    expect((await patch({ deliveryIvaRule: 'follow_goods' }, fx.seller.token)).status).toBe(403);
    expect((await callRoute(getSettings, '/api/admin/settings', { token: fx.seller.token })).body.settings.deliveryIvaRule).toBe('flat_19');
    expect((await patch({ deliveryIvaRule: 'follow_goods' })).body.settings.deliveryIvaRule).toBe('follow_goods');
  });

  it('is ADMIN work: VENDEDOR reads but cannot change it', async () => {
    expect((await patch({ lowStockThreshold: 4 }, fx.seller.token)).status).toBe(403);
    expect((await patch({ lowStockThreshold: 4 }, fx.ana.token)).status).toBe(401);
  });
});
