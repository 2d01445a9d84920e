import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as getProducts } from '@/app/api/products/route';
import { attributes } from '@/db/schema';
import { setDbHandle } from '@/db/index';
import { countQueries } from '@/db/query-count';
import { listAttributes, listProductPage } from '@/lib/data/catalog';
import { normalizeStoreFilters, STORE_FILTER_LIMITS } from '@/lib/domain/store-filters';
import { STORE_PAGE_SIZE } from '@/lib/domain/store-pages';
import { createCatalogFixture } from '../helpers/catalog-fixture';
import { useTestDb } from '../helpers/db';
import { observed } from '../helpers/observed-db';

/** Issue 19 §1: unknown parameters add no SQL, the limits answer 400, the cost stays flat. */
const testDb = useTestDb();

beforeAll(async () => {
  // With the query observer, so the SQL a request sends can be read (countQueries).
  setDbHandle(await observed(testDb()));
  await createCatalogFixture(testDb().db);
  // Nine attributes in all, so "one attribute too many" can be asked with real names.
  await testDb()
    .db.insert(attributes)
    .values(['Material', 'Tamaño', 'Forma', 'Marca', 'Acabado', 'Uso'].map((name) => ({ name })));
});

const ctx = { params: Promise.resolve({}) };
const get = (query: string) => getProducts(new NextRequest(`http://localhost/api/products?${query}`), ctx);
const names = async (query: string) => {
  const res = await get(query);
  expect(res.status, query).toBe(200);
  return ((await res.json()) as { products: { name: string }[] }).products.map((p) => p.name).sort();
};
const list = (n: number, prefix = 'v') => Array.from({ length: n }, (_, i) => `${prefix}${i}`).join(',');
const ATTRIBUTES = ['Color', 'Capacidad', 'Unidad de Medida', 'Material', 'Tamaño', 'Forma', 'Marca', 'Acabado', 'Uso'];

/** The SQL text of the product query a request sends (without the attribute-name read). */
async function productSql(query: string): Promise<string> {
  const { result, statements } = await countQueries(() => get(query));
  expect(result.status).toBe(200);
  const sql = statements.filter((s) => /from "products"/.test(s)).join('\n');
  expect(sql).not.toBe('');
  return sql;
}

describe('GET /api/products: unknown parameters are not filters', () => {
  it('ignores 300 made-up parameters: same answer, same SQL as without them', async () => {
    const junk = Array.from({ length: 300 }, (_, i) => `x${i}=v`).join('&');
    expect(await names(`Color=Blanco&${junk}`)).toEqual(await names('Color=Blanco'));
    expect(await productSql(`Color=Blanco&${junk}`)).toBe(await productSql('Color=Blanco'));
    expect(await names(`limit=1&${junk}`)).toHaveLength(1);
  });
});

describe('GET /api/products: the limits answer 400 with a Spanish message per field', () => {
  it.each([
    ['too many values of one attribute', `Color=${list(STORE_FILTER_LIMITS.valuesPerAttribute + 1)}`, 'Color'],
    ['too many attributes', ATTRIBUTES.map((name) => `${encodeURIComponent(name)}=x`).join('&'), 'attributes'],
    ['too many categories', `category=${list(STORE_FILTER_LIMITS.categories + 1, 'c')}`, 'category'],
    ['too long a query string (unknown parameters count)', `Color=Blanco&utm_content=${'a'.repeat(2048)}`, 'query'],
    ['1,500 parameters', Array.from({ length: 1500 }, (_, i) => `x${i}=v`).join('&'), 'query'],
  ])('%s', async (_label, query, field) => {
    const res = await get(query);
    expect(res.status).toBe(400);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as { error: string; code: string; fields: Record<string, string[]> };
    expect(body.error).toBe('La consulta es demasiado larga o pide demasiados filtros. Quita algunos e inténtalo de nuevo.');
    expect(Object.keys(body.fields)).toEqual([field]);
    expect(body.fields[field][0]).toMatch(/máximo/);
  });

  it('searches the first words of a long search instead of refusing it', async () => {
    const res = await get(`search=vaso+${list(STORE_FILTER_LIMITS.searchWords + 5, 'w').replaceAll(',', '+')}`);
    expect(res.status).toBe(200);
  });

  it('answers exactly at the limits', async () => {
    const query = [
      `search=${list(STORE_FILTER_LIMITS.searchWords, 'w').replaceAll(',', '+')}`,
      `category=${list(STORE_FILTER_LIMITS.categories, 'c')}`,
      ...ATTRIBUTES.slice(0, STORE_FILTER_LIMITS.attributes).map(
        (name) => `${encodeURIComponent(name)}=${list(STORE_FILTER_LIMITS.valuesPerAttribute)}`,
      ),
    ].join('&');
    expect(query.length).toBeLessThanOrEqual(STORE_FILTER_LIMITS.queryLength);
    expect(await names(query)).toEqual([]);
  });
});

describe('the attribute filter is one grouped subquery', () => {
  it('sends the same number of subqueries for 2 attributes as for 8', async () => {
    const subqueries = (sql: string) => sql.match(/\bselect\b/gi)?.length ?? 0;
    // Both with the unit of measure, which has its own branch (the variants' column).
    const one = await productSql('Color=Blanco&Unidad%20de%20Medida=Caja');
    const eight = await productSql(
      ATTRIBUTES.slice(0, 8)
        .map((name) => `${encodeURIComponent(name)}=Blanco,x,y`)
        .join('&'),
    );
    expect(eight).toMatch(/unit_of_measure/);
    expect(subqueries(eight)).toBe(subqueries(one));
    expect(eight).not.toMatch(/\bexists\b/i);
  });

  it('keeps the meaning: every attribute matched by some variant, not necessarily the same one', async () => {
    expect(await names('Color=Blanco&Unidad%20de%20Medida=Paquete')).toEqual(['Cuchara Pequeña, Desechable (x100)!', 'Vaso Plástico 7 oz']);
    expect(await names('Color=Transparente&unidad%20de%20medida=unidad')).toEqual(['Vaso Plástico 7 oz']);
    expect(await names('Color=Blanco,Kraft&Capacidad=12%20oz,7%20oz')).toEqual(['Vaso Plástico 7 oz', 'Vaso Térmico Kraft 12 oz']);
    expect(await names('Color=Blanco&Capacidad=12%20oz')).toEqual([]);
    expect(await names('Color=Morado')).toEqual([]);
    expect(await names('Color=Blanco&Unidad%20de%20Medida=Millar')).toEqual([]);
    // An attribute no variant uses cannot be matched.
    expect(await names('Color=Blanco&Material=Madera')).toEqual([]);
  });
});

describe('/tienda over the limits: the capped page, not an error', () => {
  it('cuts the filters down to the limits and reads the page', async () => {
    const query = new URLSearchParams([
      ['search', 'vaso plástico blanco 7 oz con tapa para bebidas frías y calientes'],
      ['category', `Vasos,${list(30, 'c')}`],
      ['Color', `Blanco,${list(40)}`],
      ...ATTRIBUTES.slice(1).map((name) => [name, list(3)] as [string, string]),
      ...Array.from({ length: 300 }, (_, i) => [`x${i}`, 'v'] as [string, string]),
    ]);
    // What app/[locale]/(store)/tienda/page.tsx does with its URL.
    const filters = normalizeStoreFilters(
      query,
      (await listAttributes()).map((a) => a.name),
    );
    expect(filters.search).toBe('vaso plástico blanco 7 oz con tapa para bebidas frías');
    expect(filters.categories).toHaveLength(STORE_FILTER_LIMITS.categories);
    expect(Object.keys(filters.attributes)).toHaveLength(STORE_FILTER_LIMITS.attributes);
    expect(filters.attributes.Color).toHaveLength(STORE_FILTER_LIMITS.valuesPerAttribute);
    expect(Object.keys(filters.attributes).some((name) => name.startsWith('x'))).toBe(false);
    const page = await listProductPage(filters, { limit: STORE_PAGE_SIZE });
    expect(page).toEqual({ products: [], total: 0 });
  });
});
