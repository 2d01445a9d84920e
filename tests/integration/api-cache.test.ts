import { eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as getAttributes } from '@/app/api/attributes/route';
import { GET as getCategories } from '@/app/api/categories/route';
import { GET as getPaymentMethods } from '@/app/api/payment-methods/route';
import { GET as getProduct } from '@/app/api/products/[id]/route';
import { GET as getProducts } from '@/app/api/products/route';
import { variants } from '@/db/schema';
import { cachedJson, PUBLIC_CATALOG_CACHE } from '@/lib/http/cache';
import { createCatalogFixture } from '../helpers/catalog-fixture';
import { useTestDb } from '../helpers/db';

const testDb = useTestDb();
let fixture: Awaited<ReturnType<typeof createCatalogFixture>>;

beforeAll(async () => {
  fixture = await createCatalogFixture(testDb().db);
});

const PUBLIC = 'public, max-age=60, stale-while-revalidate=300';
const ctx = (params: Record<string, string> = {}) => ({ params: Promise.resolve(params) });
const request = (path: string, headers: Record<string, string> = {}) => new NextRequest(`http://localhost${path}`, { headers });

type Handler = (req: NextRequest, c: ReturnType<typeof ctx>) => Promise<Response>;
const endpoints = (): [string, Handler, Record<string, string>][] => [
  ['/api/products', getProducts, {}],
  ['/api/products?search=vaso&limit=1', getProducts, {}],
  ['/api/products/{id}', getProduct, { id: String(fixture.products.vaso.id) }],
  ['/api/categories', getCategories, {}],
  ['/api/attributes', getAttributes, {}],
  ['/api/payment-methods', getPaymentMethods, {}],
];

describe('public catalogue answers are cacheable', () => {
  it('send Cache-Control and a weak ETag, and 304 with no body on a matching If-None-Match', async () => {
    for (const [path, handler, params] of endpoints()) {
      const res = await handler(request(path), ctx(params));
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe(PUBLIC);
      expect(res.headers.get('content-type'), path).toMatch(/^application\/json/);
      const etag = res.headers.get('etag');
      expect(etag, path).toMatch(/^W\/"[^"]+"$/);
      expect(Object.keys(await res.json()).length, path).toBe(1);

      // The same answer again: same ETag (it hashes the body, nothing time-dependent).
      const again = await handler(request(path), ctx(params));
      expect(again.headers.get('etag'), path).toBe(etag);

      for (const ifNoneMatch of [etag!, `"other", ${etag}`, etag!.slice(2), '*']) {
        const cached = await handler(request(path, { 'if-none-match': ifNoneMatch }), ctx(params));
        expect(cached.status, `${path} If-None-Match: ${ifNoneMatch}`).toBe(304);
        expect(cached.headers.get('etag')).toBe(etag);
        expect(cached.headers.get('cache-control')).toBe(PUBLIC);
        expect(await cached.text()).toBe('');
      }
      const stale = await handler(request(path, { 'if-none-match': 'W/"stale"' }), ctx(params));
      expect(stale.status, path).toBe(200);
      expect(await stale.json()).toBeTruthy();
    }
  });

  it('a change in the catalogue changes the ETag, so a stale copy is answered in full', async () => {
    const id = String(fixture.products.vaso.id);
    const before = await getProduct(request('/api/products/x'), ctx({ id }));
    const list = await getProducts(request('/api/products'), ctx());
    const etag = before.headers.get('etag')!;
    const listEtag = list.headers.get('etag')!;

    await testDb().db.update(variants).set({ price: 175 }).where(eq(variants.sku, 'VASO-BLA-7OZ-UNI'));

    const after = await getProduct(request('/api/products/x', { 'if-none-match': etag }), ctx({ id }));
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect((await after.json()).product.variants[0].price).toBe(175);
    const listAfter = await getProducts(request('/api/products', { 'if-none-match': listEtag }), ctx());
    expect(listAfter.status).toBe(200);
    expect(listAfter.headers.get('etag')).not.toBe(listEtag);
  });

  it('different queries have different ETags', async () => {
    const all = await getProducts(request('/api/products'), ctx());
    const some = await getProducts(request('/api/products?search=vaso'), ctx());
    expect(all.headers.get('etag')).not.toBe(some.headers.get('etag'));
  });
});

describe('answers are encoded once per catalogue value; compression is left to the server', () => {
  // The standalone server gzips route-handler bodies whatever their Content-Encoding: a handler
  // that gzipped its own answer sent gzip inside gzip, which browsers could not read.
  it('never sets Content-Encoding itself, whatever the client accepts; same ETag and Vary', async () => {
    const plain = await getProducts(request('/api/products'), ctx());
    const asked = await getProducts(request('/api/products', { 'accept-encoding': 'br, gzip;q=0.8' }), ctx());
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(asked.headers.get('content-encoding')).toBeNull();
    expect(asked.headers.get('vary')).toBe('Accept-Encoding');
    expect(asked.headers.get('etag')).toBe(plain.headers.get('etag'));
    expect(await asked.text()).toBe(await plain.text());
  });

  it('the same value is serialised once: a later mutation of a memoised value is not re-read', () => {
    const value = [{ name: 'a' }];
    const first = cachedJson(request('/x'), { items: value }, PUBLIC_CATALOG_CACHE, value);
    value[0].name = 'b';
    const second = cachedJson(request('/x'), { items: value }, PUBLIC_CATALOG_CACHE, value);
    const fresh = cachedJson(request('/x'), { items: value }, PUBLIC_CATALOG_CACHE);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(fresh.headers.get('etag')).not.toBe(first.headers.get('etag'));
  });

  it('small answers stay plain', async () => {
    const res = cachedJson(request('/x', { 'accept-encoding': 'gzip' }), { ok: true }, PUBLIC_CATALOG_CACHE);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.json()).toEqual({ ok: true });
  });
});

describe('error answers are never cached', () => {
  it('404 and 400 are no-store, with no ETag, even with If-None-Match', async () => {
    const missing = await getProduct(request('/api/products/x', { 'if-none-match': '*' }), ctx({ id: '999999' }));
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
    expect(missing.headers.get('etag')).toBeNull();

    const malformed = await getProduct(request('/api/products/x'), ctx({ id: 'abc' }));
    expect(malformed.status).toBe(404);
    expect(malformed.headers.get('cache-control')).toBe('no-store');

    const bad = await getProducts(request('/api/products?limit=abc'), ctx());
    expect(bad.status).toBe(400);
    expect(bad.headers.get('cache-control')).toBe('no-store');
    expect(bad.headers.get('etag')).toBeNull();
    expect((await bad.json()).code).toBe('validation_error');
  });
});
