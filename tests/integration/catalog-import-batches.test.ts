import { asc, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as readyRoute } from '@/app/api/health/ready/route';
import { POST as applyRoute } from '@/app/api/admin/catalog/import/apply/route';
import { GET as progressRoute } from '@/app/api/admin/catalog/import/progress/route';
import {
  catalogImports,
  catalogImportUndo,
  priceChanges,
  products,
  productSearch,
  variantAttributeValues,
  variants,
  volumeDiscounts,
} from '@/db/schema';
import { formatCsvLine } from '@/lib/domain/catalog-csv';
import { ApiError } from '@/lib/errors';
import { applyCatalogImport } from '@/lib/services/admin/catalog-import';
import { BATCH_WRITES } from '@/lib/services/admin/catalog-import-batches';
import { createCatalogFixture } from '../helpers/catalog-fixture';
import { useTestDb } from '../helpers/db';
import { invokeRoute } from '../helpers/routes';
import { createStaffUser, letSellersChangePrices } from '../helpers/staff';
import { expectStockLedgerBalanced } from '../helpers/stock';

/**
 * A large import is written in short batches, each its own transaction, so the store answers
 * while it lands (on PGlite one open transaction holds every other request), and stays all or
 * nothing: a failed batch undoes the applied ones (docs/decisions/catalog-import-batches.md).
 */
const testDb = useTestDb();
let seller: { id: number; token: string };

beforeAll(async () => {
  const { db } = testDb();
  await createCatalogFixture(db);
  const user = await createStaffUser(db, { rol: 'VENDEDOR' });
  seller = { id: user.user.id, token: user.token };
  // The file changes prices, which a seller may do only where the store lets sellers change them.
  await letSellersChangePrices(db);
});

const HEADER = ['Producto', 'Categoría', 'SKU', 'Atributos', 'Precio', 'Precio de oferta', 'Stock', 'Precios por volumen'];
let files = 0;
/** `fresh` new products of one variant each, plus a price and stock change on four fixture variants (new each call). */
function bigFile(fresh: number, tag: string): Uint8Array {
  const rows = [HEADER];
  const bump = ++files;
  for (const [sku, price, stock] of [
    ['VASO-BLA-7OZ-UNI', 160, 105],
    ['VASO-TRA-7OZ-PAQ', 6100, 90],
    ['PLAT-UNI', 850, 120],
    ['CUCH-BLA-PAQ', 3600, 80],
  ] as const)
    rows.push(['', '', sku, '', String(price + bump), '', String(stock + bump), '']);
  for (let i = 0; i < fresh; i++)
    rows.push([`Producto ${tag} ${i}`, 'Vasos', `${tag}-${i}`, 'Color: Blanco', String(1000 + i), '', String(i % 7), '12: 900']);
  return new TextEncoder().encode(rows.map((r) => formatCsvLine(r, ';')).join(''));
}

const applyFile = (file: Uint8Array) =>
  invokeRoute(applyRoute, '/api/admin/catalog/import/apply', { method: 'POST', token: seller.token, body: file, contentType: 'text/csv' });

/** Everything an import writes, in a stable order, to compare before and after. */
async function catalogState() {
  const { db } = testDb();
  return {
    products: await db.select().from(products).orderBy(asc(products.id)),
    variants: await db.select().from(variants).orderBy(asc(variants.id)),
    links: await db
      .select()
      .from(variantAttributeValues)
      .orderBy(asc(variantAttributeValues.variantId), asc(variantAttributeValues.attributeValueId)),
    // Tiers and links put back are new rows: their ids differ, their values must not.
    tiers: (await db.select().from(volumeDiscounts).orderBy(asc(volumeDiscounts.variantId), asc(volumeDiscounts.minQuantity))).map(
      ({ id: _id, ...tier }) => tier,
    ),
    prices: await db.select().from(priceChanges).orderBy(asc(priceChanges.id)),
    // The search document lists a product's values in the order their links were written.
    search: (await db.select().from(productSearch).orderBy(asc(productSearch.productId))).map((doc) => ({
      ...doc,
      attributes: doc.attributes.split(' ').sort().join(' '),
    })),
  };
}

describe('a large import, in batches', () => {
  it('lets other requests through between its batches and reports its progress', { timeout: 120_000 }, async () => {
    const fresh = BATCH_WRITES * 4;
    const applying = applyFile(bigFile(fresh, 'LOTE'));
    let finished = false;
    void applying.finally(() => (finished = true));
    const samples: { health: number; progress: { status: string; applied: number; total: number } | null }[] = [];
    while (!finished) {
      const health = await invokeRoute(readyRoute, '/api/health/ready');
      const progress = await invokeRoute(progressRoute, '/api/admin/catalog/import/progress', { token: seller.token });
      expect(progress.status).toBe(200);
      samples.push({ health: health.status, progress: progress.body.progress });
    }
    const res = await applying;
    expect(res.status).toBe(200);
    const total = fresh * 2 + 4; // products and variants created, variants changed
    // The health check answered while the import was part-way through, more than once.
    const during = samples.filter((s) => s.health === 200 && s.progress?.status === 'applying' && s.progress.applied > 0);
    expect(during.length).toBeGreaterThan(1);
    expect(during.every((s) => s.progress!.total === total && s.progress!.applied <= total)).toBe(true);
    // Progress only moves forward, and ends at the total.
    const applied = samples.flatMap((s) => (s.progress?.status === 'applying' ? [s.progress.applied] : []));
    expect(applied).toEqual([...applied].sort((a, b) => a - b));
    const after = await invokeRoute(progressRoute, '/api/admin/catalog/import/progress', { token: seller.token });
    expect(after.body.progress).toEqual({ id: res.body.import.importId, status: 'applied', applied: total, total });

    const { db } = testDb();
    // The new products went on sale at the end (hidden while their batches landed), with their values and tiers.
    const created = await db
      .select()
      .from(products)
      .where(eq(products.name, `Producto LOTE ${fresh - 1}`));
    expect(created).toHaveLength(1);
    expect(created[0].archivedAt).toBeNull();
    const [variant] = await db
      .select()
      .from(variants)
      .where(eq(variants.sku, `LOTE-${fresh - 1}`));
    expect(await db.select().from(volumeDiscounts).where(eq(volumeDiscounts.variantId, variant.id))).toHaveLength(1);
    expect((await db.select().from(variants).where(eq(variants.sku, 'PLAT-UNI')))[0]).toMatchObject({ price: 851, onHand: 121 });
    expect(await db.select().from(catalogImportUndo)).toEqual([]);
    await expectStockLedgerBalanced(db);
  });

  it('undoes the applied batches when one fails half-way: all or nothing', { timeout: 120_000 }, async () => {
    const { db } = testDb();
    const before = await catalogState();
    const file = bigFile(BATCH_WRITES * 3, 'FALLA');
    // Batches: 3 of new products, 1 of changed variants, 3 of new variants; the sixth fails.
    const failing = applyCatalogImport(file, seller.id, undefined, {
      costs: true,
      batchSize: BATCH_WRITES,
      onBatch: (batch) => {
        if (batch === 5) throw new Error('the database went away');
      },
    });
    await expect(failing).rejects.toThrow('the database went away');
    expect(await catalogState()).toEqual(before);
    const [last] = await db.select().from(catalogImports).orderBy(desc(catalogImports.id)).limit(1);
    expect(last).toMatchObject({ status: 'rolled_back', rowsApplied: BATCH_WRITES * 3 + 4 + BATCH_WRITES });
    expect(await db.select().from(catalogImportUndo)).toEqual([]);
    await expectStockLedgerBalanced(db);
    // Nothing is left 'applying': the next import runs.
    expect((await applyFile(bigFile(1, 'DESPUES'))).status).toBe(200);
  });

  it('stops and undoes itself when a product save lands between two of its batches', { timeout: 120_000 }, async () => {
    const { db } = testDb();
    const file = bigFile(BATCH_WRITES, 'CRUCE');
    // During the first batch another writer changes a variant a later batch of the file changes too.
    const crossed = applyCatalogImport(file, seller.id, undefined, {
      costs: true,
      batchSize: BATCH_WRITES,
      onBatch: async (batch, tx) => {
        if (batch === 0) await tx.update(variants).set({ price: 777 }).where(eq(variants.sku, 'CUCH-BLA-PAQ'));
      },
    });
    const error = await crossed.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('import_changed');
    // The other writer's price stays; the file's new products are gone.
    expect((await db.select().from(variants).where(eq(variants.sku, 'CUCH-BLA-PAQ')))[0].price).toBe(777);
    expect(await db.select().from(products).where(eq(products.name, 'Producto CRUCE 0'))).toEqual([]);
    await expectStockLedgerBalanced(db);
  });
});
