import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as applyBulk } from '@/app/api/admin/bulk-prices/apply/route';
import { GET as exportCatalog } from '@/app/api/admin/catalog/export/route';
import { POST as applyImport } from '@/app/api/admin/catalog/import/apply/route';
import { PATCH as patchInventory } from '@/app/api/admin/inventory/[variantId]/route';
import { GET as getProduct, PUT as putProduct } from '@/app/api/admin/products/[id]/route';
import { PUT as putGrid } from '@/app/api/admin/products/[id]/variants/route';
import { PATCH as patchSettings } from '@/app/api/admin/settings/route';
import { variants } from '@/db/schema';
import { formatCsvLine } from '@/lib/domain/catalog-csv';
import { readCsv } from '@/lib/domain/catalog-csv-reader';
import { stopCatalogCache } from '@/lib/cache/catalog-cache';
import es from '@/messages/es.json';
import { createCatalogFixture } from '../helpers/catalog-fixture';
import { useTestDb } from '../helpers/db';
import { invokeRoute } from '../helpers/routes';
import { specSavePayload } from '../helpers/products';
import { callRoute, createStaffUser } from '../helpers/staff';

/**
 * Price changes are ADMIN's unless the store lets sellers make them (`sellersChangePrices`,
 * docs/store-settings.md): a VENDEDOR could reprice the whole catalogue through bulk prices, the
 * grid, inline edits and product saves. Each route refuses the price part with 403 and writes
 * nothing; the rest of a VENDEDOR's catalogue work passes; the setting opens prices to them.
 */

const testDb = useTestDb();
let fixture: Awaited<ReturnType<typeof createCatalogFixture>>;
let seller: string;
let admin: string;

beforeAll(async () => {
  const { db } = testDb();
  fixture = await createCatalogFixture(db);
  seller = (await createStaffUser(db, { rol: 'VENDEDOR' })).token;
  admin = (await createStaffUser(db, { rol: 'ADMIN' })).token;
  return () => stopCatalogCache();
});

const FORBIDDEN = es.ApiErrors.pricesForbidden;
const variantBySku = async (sku: string) => (await testDb().db.select().from(variants).where(eq(variants.sku, sku)))[0];

const bulk = (token: string) =>
  callRoute(applyBulk, '/api/admin/bulk-prices/apply', {
    token,
    body: { categoryId: fixture.categories.vasos.id, kind: 'percent', value: 10 },
  });
const inline = async (token: string, body: Record<string, unknown>) => {
  const { id } = await variantBySku('PLAT-UNI');
  return callRoute(patchInventory, 'x', { method: 'PATCH', token, body, params: { variantId: String(id) } });
};
const productSave = async (token: string, edit: (payload: ReturnType<typeof specSavePayload>) => void) => {
  const id = fixture.products.plato.id;
  const read = await callRoute(getProduct, 'x', { token: admin, params: { id: String(id) } });
  const payload = specSavePayload(read.body.product);
  edit(payload);
  return callRoute(putProduct, 'x', { method: 'PUT', token, body: payload, params: { id: String(id) } });
};
const grid = async (token: string, price: number) => {
  const { id } = await variantBySku('PLAT-UNI');
  return callRoute(putGrid, 'x', {
    method: 'PUT',
    token,
    body: { variants: [{ id, price }] },
    params: { id: String(fixture.products.plato.id) },
  });
};
/** The seller's own export with one cell of PLAT-UNI changed, applied by `token`. */
const importWith = async (token: string, header: string, value: string) => {
  const exported = await invokeRoute(exportCatalog, '/api/admin/catalog/export', { token: seller });
  const read = await readCsv(new Uint8Array(Buffer.from(exported.text, 'utf8')));
  if (!read.ok) throw new Error(read.problem);
  const [head] = read.rows;
  read.rows.find((row) => row[head.indexOf('SKU')] === 'PLAT-UNI')![head.indexOf(header)] = value;
  const body = new TextEncoder().encode('\uFEFF' + read.rows.map((row) => formatCsvLine(row, read.separator)).join(''));
  return invokeRoute(applyImport, '/api/admin/catalog/import/apply', { method: 'POST', token, body, contentType: 'text/csv' });
};
const setting = (sellersChangePrices: boolean) =>
  callRoute(patchSettings, '/api/admin/settings', { method: 'PATCH', token: admin, body: { sellersChangePrices } });

describe('price changes: ADMIN by default', () => {
  it('refuses every price change from a VENDEDOR with 403 and writes nothing', async () => {
    const before = await variantBySku('PLAT-UNI');
    const refused = [
      await bulk(seller),
      await inline(seller, { price: 999 }),
      await inline(seller, { salePrice: 700 }),
      await productSave(seller, (p) => (p.variants[0].price = 999)),
      await grid(seller, 999),
      await importWith(seller, 'Precio', '999'),
    ];
    expect(refused.map((res) => [res.status, res.body.code, res.body.error])).toEqual(refused.map(() => [403, 'forbidden', FORBIDDEN]));
    const after = await variantBySku('PLAT-UNI');
    expect({ price: after.price, salePrice: after.salePrice }).toEqual({ price: before.price, salePrice: before.salePrice });
    expect((await variantBySku('VASO-TRA-7OZ-PAQ')).price).toBe(6000);
  });

  it("lets a VENDEDOR do the rest of the catalogue work: stock, a product's other fields", async () => {
    expect((await inline(seller, { stock: 41 })).status).toBe(200);
    const stockOnly = await importWith(seller, 'Stock', '44');
    expect(stockOnly.status, stockOnly.text).toBe(200);
    const renamed = await productSave(seller, (p) => (p.description = 'Plato de bagazo, compostable.'));
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
  });

  it('lets an ADMIN change prices', async () => {
    expect((await inline(admin, { price: 850 })).status).toBe(200);
    expect((await variantBySku('PLAT-UNI')).price).toBe(850);
  });

  it('opens prices to VENDEDOR when the store setting says so, and closes them again', async () => {
    const on = await setting(true);
    expect(on.status).toBe(200);
    expect(on.body.settings.sellersChangePrices).toBe(true);
    expect((await inline(seller, { price: 900 })).status).toBe(200);
    expect((await grid(seller, 950)).status).toBe(200);
    expect((await bulk(seller)).status).toBe(200);
    expect((await variantBySku('PLAT-UNI')).price).toBe(950);

    expect((await setting(false)).body.settings.sellersChangePrices).toBe(false);
    expect((await inline(seller, { price: 1000 })).status).toBe(403);
  });
});
