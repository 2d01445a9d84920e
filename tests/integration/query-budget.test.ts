import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as getAttributes } from '@/app/api/attributes/route';
import { GET as getCategories } from '@/app/api/categories/route';
import { GET as getPaymentMethods } from '@/app/api/payment-methods/route';
import { GET as getProduct } from '@/app/api/products/[id]/route';
import { GET as getProducts } from '@/app/api/products/route';
import type { DbHandle } from '@/db/client';
import { setDbHandle } from '@/db/index';
import { countQueries } from '@/db/query-count';
import * as schema from '@/db/schema';
import {
  countProducts,
  getProductBySlug,
  listAttributes,
  listCategoryTree,
  listClosestProducts,
  listProductPage,
} from '@/lib/data/catalog';
import { listFacetCounts } from '@/lib/data/facets';
import { listFeaturedProducts } from '@/lib/data/featured-products';
import { searchProductIds } from '@/lib/data/search';
import { refreshSearchDocuments } from '@/db/search-index';
import { searchIndexText } from '@/lib/domain/search';
import { parseStoreFilters } from '@/lib/domain/store-filters';
import { STORE_PAGE_SIZE } from '@/lib/domain/store-pages';
import { createCatalogFixture } from '../helpers/catalog-fixture';
import { useTestDb } from '../helpers/db';
import { observed } from '../helpers/observed-db';

/**
 * Every storefront read is a fixed number of SQL statements, however big the catalogue: an
 * N+1 (one query per product, variant or tier) would show up here as dozens of statements.
 */
const BUDGET = 3;
const PRODUCTS = 60;
const VARIANTS_PER_PRODUCT = 4;
const TIERS_PER_VARIANT = 3;

const testDb = useTestDb();
let fixture: Awaited<ReturnType<typeof createCatalogFixture>>;
let bulkProduct: { id: number; slug: string };

/** 60 more products × 4 variants, two attribute values and three tiers each: bulk inserts. */
async function createLargeCatalogue(db: DbHandle['db'], small: typeof fixture) {
  const values = await db.select().from(schema.attributeValues);
  const productRows = await db
    .insert(schema.products)
    .values(
      Array.from({ length: PRODUCTS }, (_, i) => {
        const name = `Bolsa Reforzada ${String(i).padStart(3, '0')}`;
        const categoryId = [small.categories.vasos.id, small.categories.bio.id, small.categories.termicos.id][i % 3];
        return { name, slug: `bolsa-reforzada-${i}`, categoryId, searchText: searchIndexText(name), isFeatured: i % 4 === 0 };
      }),
    )
    .returning({ id: schema.products.id, slug: schema.products.slug });
  const variantRows = await db
    .insert(schema.variants)
    .values(
      productRows.flatMap((p, i) =>
        Array.from({ length: VARIANTS_PER_PRODUCT }, (_, position) => ({
          productId: p.id,
          sku: `BOLS-${i}-${position}`,
          price: 1000 + position * 250,
          stock: position === 3 ? 0 : 50,
          unitOfMeasure: ['Unidad', 'Paquete', 'Caja'][position % 3],
          position,
        })),
      ),
    )
    .returning({ id: schema.variants.id });
  await db.insert(schema.variantAttributeValues).values(
    variantRows.flatMap((v, i) => [
      { variantId: v.id, attributeValueId: values[i % values.length].id },
      { variantId: v.id, attributeValueId: values[(i + 3) % values.length].id },
    ]),
  );
  await db
    .insert(schema.volumeDiscounts)
    .values(
      variantRows.flatMap((v) =>
        Array.from({ length: TIERS_PER_VARIANT }, (_, t) => ({ variantId: v.id, minQuantity: (t + 1) * 50, price: 900 - t * 100 })),
      ),
    );
  await refreshSearchDocuments(
    db,
    productRows.map((p) => p.id),
  );
  return productRows[7];
}

beforeAll(async () => {
  const handle = await observed(testDb());
  setDbHandle(handle);
  fixture = await createCatalogFixture(handle.db);
  bulkProduct = await createLargeCatalogue(handle.db, fixture);
  // The search index is built once per catalogue version (below), not by each read.
  await searchProductIds('bolsa');
}, 60_000);

const ctx = (params: Record<string, string> = {}) => ({ params: Promise.resolve(params) });
const request = (path: string) => new NextRequest(`http://localhost${path}`);

const measured = new Map<string, number>();
// QUERY_BUDGET_REPORT=1 prints the count of every path measured.
afterAll(() => {
  if (process.env.QUERY_BUDGET_REPORT) console.table(Object.fromEntries(measured));
});

async function expectWithinBudget<T>(label: string, fn: () => Promise<T>, budget = BUDGET): Promise<T> {
  const { result, queries, statements } = await countQueries(fn);
  measured.set(label, queries);
  expect(queries, `${label}: ${queries} statements\n${statements.join('\n---\n')}`).toBeGreaterThan(0);
  expect(queries, `${label}: ${queries} statements\n${statements.join('\n---\n')}`).toBeLessThanOrEqual(budget);
  return result;
}

describe('the search index', () => {
  it('reads only its version per search, and rebuilds (two statements more) once after a write to the documents', async () => {
    const again = await countQueries(() => searchProductIds('bolsa reforzada'));
    expect(again.queries).toBe(1);
    expect(again.result).toHaveLength(PRODUCTS);
    await refreshSearchDocuments(testDb().db, [bulkProduct.id]);
    const rebuilt = await countQueries(() => searchProductIds('bolsa reforzada'));
    expect(rebuilt.queries).toBe(3);
    expect((await countQueries(() => searchProductIds('bolsa'))).queries).toBe(1);
    // No words: no search, and no statement at all.
    expect((await countQueries(() => searchProductIds('¿?'))).queries).toBe(0);
  });
});

describe('query counting', () => {
  it('counts the statements of a scope and nothing outside it', async () => {
    const { queries, statements } = await countQueries(async () => {
      await listCategoryTree();
      await listAttributes();
    });
    expect(queries).toBe(2);
    expect(statements[0]).toMatch(/from "categories"/i);
    // Outside a scope nothing is recorded (and the next scope starts from zero).
    await listCategoryTree();
    expect((await countQueries(() => listCategoryTree())).queries).toBe(1);
  });
});

describe(`storefront reads stay within ${BUDGET} SQL statements on a large catalogue`, () => {
  it.each([
    ['all products', '/api/products', PRODUCTS + 4],
    ['a page', '/api/products?limit=24&offset=24', 24],
    ['search', '/api/products?search=bolsa%20reforzada', PRODUCTS],
    ['category with descendants', '/api/products?category=Desechables', (PRODUCTS * 2) / 3 + 3],
    ['attribute', '/api/products?Color=Blanco', undefined],
    ['unit of measure + category', '/api/products?unidad%20de%20medida=caja&category=Biodegradables', PRODUCTS / 3],
  ])('GET /api/products: %s', async (_label, path, expected) => {
    const res = await expectWithinBudget(path, () => getProducts(request(path), ctx()));
    expect(res.status).toBe(200);
    const { products } = (await res.json()) as { products: { variants: { volumeDiscounts: unknown[] }[] }[] };
    if (expected !== undefined) expect(products).toHaveLength(expected);
    else expect(products.length).toBeGreaterThan(1);
  });

  it('GET /api/products/{id}', async () => {
    const res = await expectWithinBudget('product by id', () =>
      getProduct(request('/api/products/x'), ctx({ id: String(bulkProduct.id) })),
    );
    const { product } = await res.json();
    expect(product.variants).toHaveLength(VARIANTS_PER_PRODUCT);
    expect(product.variants[0].volumeDiscounts).toHaveLength(TIERS_PER_VARIANT);
    expect(product.variants[0].variantValues).toHaveLength(2);
  });

  it('GET /api/categories, /api/attributes, /api/payment-methods', async () => {
    for (const [path, handler] of [
      ['/api/categories', getCategories],
      ['/api/attributes', getAttributes],
      ['/api/payment-methods', getPaymentMethods],
    ] as const) {
      const res = await expectWithinBudget(path, () => handler(request(path), ctx()));
      expect(res.status).toBe(200);
    }
  });

  it('/tienda: the page with its total, the category tree, the attributes and the facet counts, together', async () => {
    const cases = [
      ['', 1],
      ['search=bolsa&Color=Blanco', 1],
      ['', 3],
      ['', 99],
      ['category=Vasos', 99],
      ['search=inexistente', 2],
      ['search=bolsa&sort=precio-asc&Color=Blanco', 1],
    ] as const;
    for (const [query, page] of cases) {
      const filters = parseStoreFilters(new URLSearchParams(query), ['Color']);
      // Exactly what app/[locale]/(store)/tienda/page.tsx runs, in parallel as it does.
      // The page is two statements (its ids and total, then those products: lib/data/catalog.ts
      // loadPage), the others one each (issue 20 added the facet counts: five in all). With a
      // search, the page and the facets each read the search index's version first (one read
      // when they overlap) and the page's order comes from the index: at most seven.
      const [{ products, total }, categories, attributes, facets] = await expectWithinBudget(
        `/tienda?${query}&page=${page}`,
        () =>
          Promise.all([
            listProductPage(filters, { limit: STORE_PAGE_SIZE, offset: (page - 1) * STORE_PAGE_SIZE }),
            listCategoryTree(),
            listAttributes(),
            listFacetCounts(filters),
          ]),
        filters.search ? 7 : 5,
      );
      expect(Object.keys(facets.categories).length > 0).toBe(total > 0);
      // A search that found nothing: the closest products, one statement more.
      if (total === 0 && filters.search)
        expect(await expectWithinBudget(`closest to ${filters.search}`, () => listClosestProducts(filters.search), 1)).toEqual([]);
      expect(categories.length).toBeGreaterThan(0);
      expect(attributes.length).toBe(3);
      // The total is right even on a page past the end (no rows there to carry it).
      expect(total).toBe(await countProducts(filters));
      if (page === 99 || query === 'search=inexistente') expect(products).toEqual([]);
      else expect(products.length).toBeGreaterThan(0);
      if (!query) expect(total).toBe(PRODUCTS + 4);
    }
  });

  it('/producto/{slug}: getProductBySlug', async () => {
    const product = await expectWithinBudget('product by slug', () => getProductBySlug(bulkProduct.slug));
    expect(product?.variants).toHaveLength(VARIANTS_PER_PRODUCT);
    expect(await expectWithinBudget('unknown slug', () => getProductBySlug('no-existe'))).toBeNull();
  });

  it('home: the featured list', async () => {
    const featured = await expectWithinBudget('featured', () => listFeaturedProducts());
    expect(featured).toHaveLength(12);
    expect(featured.find((p) => p.name.startsWith('Bolsa'))?.variantCount).toBe(VARIANTS_PER_PRODUCT);
  });
});
