import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as getAttributes } from '@/app/api/attributes/route';
import { GET as getCategories } from '@/app/api/categories/route';
import { GET as getPaymentMethods } from '@/app/api/payment-methods/route';
import { GET as getProduct } from '@/app/api/products/[id]/route';
import { GET as getProducts } from '@/app/api/products/route';
import { countProducts, listProductPage, listProducts } from '@/lib/data/catalog';
import { parseStoreFilters } from '@/lib/domain/store-filters';
import { createCatalogFixture } from '../helpers/catalog-fixture';
import { useTestDb } from '../helpers/db';

const testDb = useTestDb();
let fixture: Awaited<ReturnType<typeof createCatalogFixture>>;

beforeAll(async () => {
  fixture = await createCatalogFixture(testDb().db);
});

const ctx = (params: Record<string, string> = {}) => ({ params: Promise.resolve(params) });

async function productNames(query: string): Promise<string[]> {
  const res = await getProducts(new NextRequest(`http://localhost/api/products${query}`), ctx());
  expect(res.status).toBe(200);
  const body = (await res.json()) as { products: { name: string }[] };
  return body.products.map((p) => p.name).sort();
}

describe('GET /api/products', () => {
  it('answers {products} in the public shape, without cost, stock or provider internals', async () => {
    const res = await getProducts(new NextRequest('http://localhost/api/products'), ctx());
    const { products } = await res.json();
    expect(products).toHaveLength(4);
    const vaso = products.find((p: { name: string }) => p.name === 'Vaso Plástico 7 oz');
    expect(Object.keys(vaso).sort()).toEqual(['category', 'description', 'id', 'imageUrl', 'isFeatured', 'name', 'slug', 'variants']);
    expect(vaso.category).toEqual({ id: fixture.categories.vasos.id, name: 'Vasos', slug: 'vasos' });
    const [white, pack] = vaso.variants;
    expect(white).toMatchObject({ sku: 'VASO-BLA-7OZ-UNI', price: 150, salePrice: null, unitOfMeasure: 'Unidad', inStock: true });
    expect(white.volumeDiscounts.map((t: { minQuantity: number }) => t.minQuantity)).toEqual([50, 100]);
    expect(
      white.variantValues
        .map(
          (v: { attributeValue: { value: string; attribute: { name: string } } }) =>
            `${v.attributeValue.attribute.name}=${v.attributeValue.value}`,
        )
        .sort(),
    ).toEqual(['Capacidad=7 oz', 'Color=Blanco']);
    expect(pack.salePrice).toBe(5500);
    const serialized = JSON.stringify(products);
    for (const secret of ['costPrice', '"stock"', 'providerId', 'searchText']) expect(serialized).not.toContain(secret);
  });

  it('searches accent-, case- and punctuation-insensitively, every word must match', async () => {
    expect(await productNames('?search=plastico')).toEqual(['Vaso Plástico 7 oz']);
    expect(await productNames('?search=VASO')).toEqual(['Vaso Plástico 7 oz', 'Vaso Térmico Kraft 12 oz']);
    expect(await productNames('?search=pequena%2C%20desechable!')).toEqual(['Cuchara Pequeña, Desechable (x100)!']);
    expect(await productNames('?search=x100')).toEqual(['Cuchara Pequeña, Desechable (x100)!']);
    expect(await productNames('?search=vaso%207')).toEqual(['Vaso Plástico 7 oz']);
    expect(await productNames('?search=vaso%20plato')).toEqual([]);
    expect(await productNames('?search=%20%20')).toHaveLength(4);
  });

  it('filters by category names including descendants', async () => {
    expect(await productNames('?category=Desechables')).toEqual([
      'Cuchara Pequeña, Desechable (x100)!',
      'Vaso Plástico 7 oz',
      'Vaso Térmico Kraft 12 oz',
    ]);
    expect(await productNames('?category=vasos')).toEqual(['Vaso Plástico 7 oz', 'Vaso Térmico Kraft 12 oz']);
    expect(await productNames('?category=Vasos%20T%C3%A9rmicos,Biodegradables')).toEqual([
      'Plato Biodegradable de Bagazo',
      'Vaso Térmico Kraft 12 oz',
    ]);
    expect(await productNames('?category=Inexistente')).toEqual([]);
  });

  it('filters by attributes: any variant matches; "unidad de medida" matches the unit of measure', async () => {
    expect(await productNames('?Color=Transparente')).toEqual(['Vaso Plástico 7 oz']);
    expect(await productNames('?color=blanco')).toEqual(['Cuchara Pequeña, Desechable (x100)!', 'Vaso Plástico 7 oz']);
    expect(await productNames('?Color=Kraft,Transparente&Capacidad=12%20oz')).toEqual(['Vaso Térmico Kraft 12 oz']);
    expect(await productNames('?Unidad%20de%20Medida=Paquete')).toEqual(['Cuchara Pequeña, Desechable (x100)!', 'Vaso Plástico 7 oz']);
    expect(await productNames('?unidad%20de%20medida=caja&category=Desechables')).toEqual(['Vaso Térmico Kraft 12 oz']);
    expect(await productNames('?Color=Blanco&utm_source=facebook')).toHaveLength(2);
  });

  it('rejects a bad limit with 400 and honours a good one', async () => {
    const bad = await getProducts(new NextRequest('http://localhost/api/products?limit=abc'), ctx());
    expect(bad.status).toBe(400);
    expect(await productNames('?limit=1')).toHaveLength(1);
  });
});

describe('GET /api/products/{id}', () => {
  it('answers {product} for a known id and a JSON 404 otherwise', async () => {
    const res = await getProduct(new NextRequest('http://localhost/api/products/x'), ctx({ id: String(fixture.products.termico.id) }));
    const { product } = await res.json();
    expect(product.name).toBe('Vaso Térmico Kraft 12 oz');
    expect(product.variants[0].inStock).toBe(false);
    for (const id of ['999999', 'abc', '-1']) {
      const missing = await getProduct(new NextRequest('http://localhost/api/products/x'), ctx({ id }));
      expect(missing.status).toBe(404);
      expect((await missing.json()).error).toBeTypeOf('string');
    }
  });
});

describe('GET /api/categories, /api/attributes, /api/payment-methods', () => {
  it('answers the category tree with children', async () => {
    const { categories } = await (await getCategories(new NextRequest('http://localhost/api/categories'), ctx())).json();
    expect(categories.map((c: { name: string }) => c.name).sort()).toEqual(['Biodegradables', 'Desechables']);
    const desechables = categories.find((c: { name: string }) => c.name === 'Desechables');
    expect(desechables.children[0].name).toBe('Vasos');
    expect(desechables.children[0].children[0]).toMatchObject({ name: 'Vasos Térmicos', children: [] });
  });

  it('answers attributes with their values', async () => {
    const { attributes } = await (await getAttributes(new NextRequest('http://localhost/api/attributes'), ctx())).json();
    const unit = attributes.find((a: { name: string }) => a.name === 'Unidad de Medida');
    expect(unit.values.map((v: { value: string }) => v.value).sort()).toEqual(['Caja', 'Paquete', 'Unidad']);
  });

  it('answers only active payment methods with public fields', async () => {
    const { paymentMethods } = await (await getPaymentMethods(new NextRequest('http://localhost/api/payment-methods'), ctx())).json();
    expect(paymentMethods).toEqual([
      {
        id: fixture.paymentMethods.nequi.id,
        name: 'Nequi',
        qrCodeUrl: '/files/payment-methods/nequi-1.webp',
        instructions: 'Escanea el código',
        // Beside the spec's fields: none set on the fixture's method.
        brebKey: null,
      },
    ]);
  });
});

describe('listProducts offset and listProductPage (store pagination)', () => {
  const parse = (query: string) => parseStoreFilters(new URLSearchParams(query), ['Color', 'Capacidad', 'Unidad de Medida']);

  it('skips `offset` products in the store order and keeps listProducts without options unchanged', async () => {
    const all = (await listProducts()).map((p) => p.name);
    expect(all).toEqual([...all].sort((a, b) => a.localeCompare(b, 'es')));
    expect((await listProducts(undefined, { limit: 2, offset: 1 })).map((p) => p.name)).toEqual(all.slice(1, 3));
    expect((await listProducts(undefined, { offset: 3 })).map((p) => p.name)).toEqual(all.slice(3));
    expect(await listProducts(undefined, { offset: 10 })).toEqual([]);
  });

  it('gives one page and the total number of matches of the same filters', async () => {
    const first = await listProductPage(parse('category=Desechables'), { limit: 2 });
    expect(first.total).toBe(3);
    expect(first.products.map((p) => p.name)).toEqual(['Cuchara Pequeña, Desechable (x100)!', 'Vaso Plástico 7 oz']);
    const second = await listProductPage(parse('category=Desechables'), { limit: 2, offset: 2 });
    expect(second).toMatchObject({ total: 3, products: [{ name: 'Vaso Térmico Kraft 12 oz' }] });
    // The window count must not leak into the public shape.
    expect(Object.keys(second.products[0]).sort()).toEqual([
      'category',
      'description',
      'id',
      'imageUrl',
      'isFeatured',
      'name',
      'slug',
      'variants',
    ]);
    expect((await listProductPage(parse('Color=Blanco&search=vaso'), { limit: 24 })).total).toBe(1);
  });

  it('knows the total past the last page and when nothing matches', async () => {
    expect(await listProductPage(parse('category=Vasos'), { limit: 24, offset: 48 })).toEqual({ products: [], total: 2 });
    expect(await listProductPage(parse('search=inexistente'), { limit: 24 })).toEqual({ products: [], total: 0 });
    expect(await countProducts(parse('unidad de medida=Paquete'))).toBe(2);
    expect(await countProducts()).toBe(4);
  });
});

describe('GET /api/products paging parameters', () => {
  it('pages with limit and offset without treating them as attributes', async () => {
    const all = await productNames('');
    const sorted = (await (await getProducts(new NextRequest('http://localhost/api/products?limit=2&offset=1'), ctx())).json()).products;
    expect(sorted).toHaveLength(2);
    expect(all).toContain(sorted[0].name);
    const bad = await getProducts(new NextRequest('http://localhost/api/products?offset=-3'), ctx());
    expect(bad.status).toBe(400);
  });
});
