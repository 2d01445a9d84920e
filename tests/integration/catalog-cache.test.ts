import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PATCH as patchInventory } from '@/app/api/admin/inventory/[variantId]/route';
import { PUT as putProduct } from '@/app/api/admin/products/[id]/route';
import { GET as getProductRoute } from '@/app/api/products/[id]/route';
import { setDbHandle } from '@/db/index';
import { countQueries } from '@/db/query-count';
import { catalogVersion, variants } from '@/db/schema';
import {
  cachedCatalogRead,
  catalogCacheStats,
  invalidateCatalog,
  pollCatalogVersion,
  startCatalogCache,
  stopCatalogCache,
} from '@/lib/cache/catalog-cache';
import { catalogGeneration, catalogReadFailures } from '@/lib/cache/catalog-generation';
import { cancelExpiredOrders } from '@/lib/services/order-expiry';
import { getProductById, getProductBySlug, listCategoryTree, listProductPage } from '@/lib/data/catalog';
import { listFeaturedProducts } from '@/lib/data/featured-products';
import { listSitemapEntries } from '@/lib/data/sitemap';
import { parseStoreFilters } from '@/lib/domain/store-filters';
import { useTestDb } from '../helpers/db';
import { createOrderFixture, type OrderFixture, placeTestOrder } from '../helpers/orders';
import { observed } from '../helpers/observed-db';
import { callRoute } from '../helpers/staff';
import { availableUnits } from '../helpers/stock';

/**
 * The catalogue read cache (lib/cache/catalog-cache.ts) with a real database: hits cost no SQL,
 * staff writes are visible at once on this instance, another instance's bump after one poll.
 * Every other integration test runs with the cache off (no poller started), so fixtures they
 * write straight into the database are always read fresh.
 */
const testDb = useTestDb();
let fx: OrderFixture;

beforeAll(async () => {
  const handle = await observed(testDb());
  setDbHandle(handle);
  fx = await createOrderFixture(handle.db);
}, 60_000);

afterEach(() => stopCatalogCache());
// Registered after useTestDb's, so it runs first: no poll reaches a dropped database.
afterAll(() => stopCatalogCache());

const queries = async <T>(fn: () => Promise<T>) => {
  const { result, queries } = await countQueries(fn);
  return { result, queries };
};
const productPage = () => listProductPage(parseStoreFilters({}, []), { limit: 24 });
const priceOf = async (sku: string) => {
  const product = await getProductById(fx.catalog.products.vaso.id);
  return product?.variants.find((v) => v.sku === sku)?.price;
};
const version = async () => Number((await testDb().db.select().from(catalogVersion))[0]?.version ?? 0);
/** A long interval: these tests poll by hand unless they are about the background poll. */
async function start(options: Parameters<typeof startCatalogCache>[0] = {}) {
  startCatalogCache({ pollIntervalMs: 60_000, ...options });
  await pollCatalogVersion();
}

describe('catalogue read cache', () => {
  it('is off until the poller runs: every read goes to the database', async () => {
    // A store page is two statements: its ids and total, then those products (lib/data/catalog.ts loadPage).
    expect((await queries(productPage)).queries).toBe(2);
    expect((await queries(productPage)).queries).toBe(2);
    expect(catalogCacheStats().active).toBe(false);
  });

  it('answers a repeated read with zero SQL statements, for every cached read', async () => {
    await start();
    const reads: [string, () => Promise<unknown>][] = [
      ['page', productPage],
      ['filtered page', () => listProductPage(parseStoreFilters({ category: 'Vasos', Color: 'Blanco' }, ['Color']), { limit: 24 })],
      ['by id', () => getProductById(fx.catalog.products.vaso.id)],
      ['by slug', () => getProductBySlug(fx.catalog.products.plato.slug)],
      ['tree', listCategoryTree],
      ['featured', () => listFeaturedProducts()],
      ['sitemap', listSitemapEntries],
    ];
    for (const [label, read] of reads) {
      const first = await queries(read);
      expect(first.queries, label).toBeGreaterThan(0);
      const second = await queries(read);
      expect(second.queries, label).toBe(0);
      expect(second.result, label).toEqual(first.result);
    }
    // Equivalent filters share an entry: case, order and duplicates do not matter.
    const hit = await queries(() =>
      listProductPage(parseStoreFilters({ Color: 'blanco,BLANCO', category: 'vasos' }, ['Color']), { limit: 24 }),
    );
    expect(hit.queries).toBe(0);
    // The public API route too.
    await callRoute(getProductRoute, 'x', { params: { id: String(fx.catalog.products.termico.id) } });
    const { result: res, queries: routeQueries } = await queries(() =>
      callRoute(getProductRoute, 'x', { params: { id: String(fx.catalog.products.termico.id) } }),
    );
    expect(routeQueries).toBe(0);
    expect(res.body.product.name).toBe('Vaso Térmico Kraft 12 oz');
  });

  it('shares frozen values: a caller cannot change what the next request sees', async () => {
    await start();
    const product = await getProductById(fx.catalog.products.vaso.id);
    expect(() => {
      (product as { name: string }).name = 'cambiado';
    }).toThrow(TypeError);
    expect((await getProductById(fx.catalog.products.vaso.id))?.name).toBe('Vaso Plástico 7 oz');
  });

  it("shows an ADMIN's price edit made through the route handler at once on this instance, and bumps the version", async () => {
    await start();
    expect(await priceOf('VASO-BLA-7OZ-UNI')).toBe(150);
    const before = await version();
    const res = await callRoute(patchInventory, 'x', {
      method: 'PATCH',
      token: fx.admin.token,
      body: { price: 175 },
      params: { variantId: String(fx.sku['VASO-BLA-7OZ-UNI']) },
    });
    expect(res.status).toBe(200);
    expect(await priceOf('VASO-BLA-7OZ-UNI')).toBe(175);
    expect(await version()).toBe(before + 1);

    // A whole product save too (name and variants), read by slug and in the store's list.
    await productPage();
    const { body: detail } = await callRoute(getProductRoute, 'x', { params: { id: String(fx.catalog.products.plato.id) } });
    const saved = await callRoute(putProduct, 'x', {
      method: 'PUT',
      token: fx.admin.token,
      params: { id: String(fx.catalog.products.plato.id) },
      body: {
        name: 'Plato de Bagazo Grande',
        description: null,
        categoryId: fx.catalog.categories.bio.id,
        isFeatured: true,
        imageUrl: null,
        variants: detail.product.variants.map((v: { id: number; sku: string; price: number }) => ({
          id: v.id,
          sku: v.sku,
          price: 900,
          salePrice: null,
          stock: 10,
          costPrice: 400,
          imageUrl: null,
          unitOfMeasure: 'Unidad',
          unitsPerItem: 1,
          attributeValueIds: [],
          volumeDiscounts: [],
        })),
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const { products } = await productPage();
    expect(products.find((p) => p.id === fx.catalog.products.plato.id)?.name).toBe('Plato de Bagazo Grande');
    expect((await getProductBySlug(fx.catalog.products.plato.slug))?.variants[0].price).toBe(900);
  });

  it('shows stock taken by an order at once (the in-stock flag)', async () => {
    await start();
    await testDb().db.update(variants).set(availableUnits(2)).where(eq(variants.sku, 'PLAT-UNI'));
    invalidateCatalog();
    expect((await getProductById(fx.catalog.products.plato.id))?.variants[0].inStock).toBe(true);
    await placeTestOrder(fx, fx.ana, [['PLAT-UNI', 2]]);
    expect((await getProductById(fx.catalog.products.plato.id))?.variants[0].inStock).toBe(false);
  });

  it('keeps every cache when an order takes stock without selling a variant out; the last unit sold, and its return, invalidate', async () => {
    const db = testDb().db;
    const expireAll = () => cancelExpiredOrders(new Date(Date.now() + 365 * 86_400_000));
    await expireAll(); // earlier tests' unpaid orders: their units back now, not during the test
    await db.update(variants).set(availableUnits(3)).where(eq(variants.sku, 'PLAT-UNI'));
    await start();
    const generation = catalogGeneration();
    const before = await version();
    await productPage();

    // Two of three units, then those two back (the unpaid order expires): still in stock throughout.
    await placeTestOrder(fx, fx.ana, [['PLAT-UNI', 2]]);
    await expireAll();
    await pollCatalogVersion();
    expect(await version()).toBe(before);
    expect(catalogGeneration()).toBe(generation); // stored pages are still served
    expect((await queries(productPage)).queries).toBe(0);

    // The last unit: sold out shows, on this instance at once and on the others at their next poll.
    await placeTestOrder(fx, fx.ana, [['PLAT-UNI', 3]]);
    expect(await version()).toBe(before + 1);
    expect(catalogGeneration()).not.toBe(generation);
    expect((await getProductById(fx.catalog.products.plato.id))?.variants[0].inStock).toBe(false);
    const soldOut = catalogGeneration();
    await expireAll();
    expect(await version()).toBe(before + 2);
    expect(catalogGeneration()).not.toBe(soldOut);
    expect((await getProductById(fx.catalog.products.plato.id))?.variants[0].inStock).toBe(true);
  });

  it('sees a write committed elsewhere (another instance, plain SQL) after the next poll, not before', async () => {
    await start({ pollIntervalMs: 60_000, maxStalenessMs: 120_000 });
    expect(await priceOf('VASO-TRA-7OZ-PAQ')).toBe(6000);
    const before = await version();
    // Written straight into the database, as another instance or an operator would: the
    // catalogue triggers move the version in the same transaction…
    await testDb().db.update(variants).set({ price: 6200 }).where(eq(variants.sku, 'VASO-TRA-7OZ-PAQ'));
    expect(await version()).toBe(before + 1);
    // …this instance keeps its cached copy until its next poll sees the new version.
    expect(await priceOf('VASO-TRA-7OZ-PAQ')).toBe(6000);
    await pollCatalogVersion();
    expect(await priceOf('VASO-TRA-7OZ-PAQ')).toBe(6200);
  });

  it('polls in the background: a write elsewhere shows without any call from this instance', async () => {
    await start({ pollIntervalMs: 100 });
    expect(await priceOf('VASO-TRA-7OZ-PAQ')).toBe(6200);
    await testDb().db.update(variants).set({ price: 6300 }).where(eq(variants.sku, 'VASO-TRA-7OZ-PAQ'));
    await vi.waitFor(async () => expect(await priceOf('VASO-TRA-7OZ-PAQ')).toBe(6300), { timeout: 2_000, interval: 20 });
  });

  it('moves the version once per statement that changed rows, for every catalogue table, and not for a no-op', async () => {
    const db = testDb().db;
    const bumps = async (statement: ReturnType<typeof sql>) => {
      const before = await version();
      await db.execute(statement);
      return (await version()) - before;
    };
    expect(await bumps(sql`update variants set on_hand = on_hand where false`)).toBe(0);
    // The store shows stock only as in stock / sold out: a change of on hand bumps only when a row
    // crosses zero (or another column changes with it).
    await db.execute(sql`update variants set on_hand = 5 where sku = 'PLAT-UNI'`);
    expect(await bumps(sql`update variants set on_hand = on_hand where sku like 'VASO%'`)).toBe(0);
    expect(await bumps(sql`update variants set on_hand = on_hand - 1 where sku = 'PLAT-UNI'`)).toBe(0);
    expect(await bumps(sql`update variants set on_hand = on_hand + 10 where on_hand > 0`)).toBe(0);
    expect(await bumps(sql`update variants set on_hand = 0 where sku = 'PLAT-UNI'`)).toBe(1);
    expect(await bumps(sql`update variants set on_hand = 4 where sku = 'PLAT-UNI'`)).toBe(1);
    expect(await bumps(sql`update variants set on_hand = on_hand + 1, price = price + 1 where sku = 'PLAT-UNI'`)).toBe(1);
    // A reservation is the same: only the last available unit promised, or its release, shows.
    expect(await bumps(sql`update variants set reserved = reserved + 1 where sku = 'PLAT-UNI'`)).toBe(0);
    expect(await bumps(sql`update variants set reserved = on_hand where sku = 'PLAT-UNI'`)).toBe(1);
    expect(await bumps(sql`update variants set reserved = 0 where sku = 'PLAT-UNI'`)).toBe(1);
    expect(await bumps(sql`update variants set on_hand = case when sku = 'PLAT-UNI' then 0 else on_hand + 1 end where on_hand > 0`)).toBe(
      1,
    );
    await db.execute(sql`update variants set on_hand = 5, price = price - 1 where sku = 'PLAT-UNI'`);
    const columnOf = {
      categories: 'name',
      attributes: 'name',
      attribute_values: 'value',
      products: 'name',
      variants: 'price',
      variant_attribute_values: 'variant_id',
      volume_discounts: 'price',
      payment_methods: 'name',
      // Issue 22 §2: the store's settings (the low-stock threshold), migration 0018's triggers.
      store_settings: 'low_stock_threshold',
    };
    for (const [table, column] of Object.entries(columnOf)) {
      const [table_, column_] = [sql.identifier(table), sql.identifier(column)];
      // Variants compare each row before and after (for the stock rule above): a no-op is no change.
      expect(await bumps(sql`update ${table_} set ${column_} = ${column_}`), table).toBe(table === 'variants' ? 0 : 1);
    }
    // Orders, customers and the like are not the catalogue.
    expect(await bumps(sql`update customers set email = email`)).toBe(0);
  });

  it('counts a failed read for the page cache and invalidates nothing: only a catalogue change moves the generation', async () => {
    await start();
    await listFeaturedProducts();
    const generation = catalogGeneration();
    const failures = catalogReadFailures();
    // A read that fails (the database is unreachable for a moment): the page that asked shows a
    // fallback, which the page cache must not keep; the pages it kept before still hold.
    await expect(cachedCatalogRead('featured:broken', () => Promise.reject(new Error('connection refused')))).rejects.toThrow(
      'connection refused',
    );
    expect(catalogReadFailures()).toBe(failures + 1);
    expect(catalogGeneration()).toBe(generation);
    expect((await queries(() => listFeaturedProducts())).queries).toBe(0);
    // A read that answers counts nothing; a catalogue change moves the generation.
    await listProductPage(parseStoreFilters({}, []), { limit: 24 });
    expect(catalogReadFailures()).toBe(failures + 1);
    invalidateCatalog();
    expect(catalogGeneration()).not.toBe(generation);
  });

  it('bypasses the cache when the version has not been polled for longer than the staleness bound', async () => {
    await start({ maxStalenessMs: 200 });
    await productPage();
    expect((await queries(productPage)).queries).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await queries(productPage)).queries).toBe(2);
    await pollCatalogVersion();
    expect((await queries(productPage)).queries).toBe(0);
  });

  it('forgets entries after the TTL and keeps at most maxEntries', async () => {
    await start({ ttlMs: 150, staleMs: 0, maxEntries: 2, maxStalenessMs: 60_000 });
    const { vaso, termico, plato } = fx.catalog.products;
    await getProductById(vaso.id);
    expect((await queries(() => getProductById(vaso.id))).queries).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await queries(() => getProductById(vaso.id))).queries).toBe(1);

    await getProductById(termico.id);
    await getProductById(plato.id); // evicts vaso, the least recently used
    expect(catalogCacheStats().entries).toBe(2);
    expect((await queries(() => getProductById(plato.id))).queries).toBe(0);
    expect((await queries(() => getProductById(vaso.id))).queries).toBe(1);
  });
});
