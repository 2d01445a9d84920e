import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
// @ts-expect-error no types: the copy of the `compression` middleware Next's server uses (router-server.js)
import compression from 'next/dist/compiled/compression';
import { NodeNextRequest, NodeNextResponse } from 'next/dist/server/base-http/node';
import { sendResponse } from 'next/dist/server/send-response';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as getAttributes } from '@/app/api/attributes/route';
import { GET as getCategories } from '@/app/api/categories/route';
import { GET as getPaymentMethods } from '@/app/api/payment-methods/route';
import { GET as getProduct } from '@/app/api/products/[id]/route';
import { GET as getProducts } from '@/app/api/products/route';
import { variants } from '@/db/schema';
import { cachedJson, PUBLIC_CATALOG_CACHE } from '@/lib/http/cache';
import { CODING_HEADER, installEncodedResponses, uninstallEncodedResponses } from '@/lib/http/encoded-responses';
import { createCatalogFixture } from '../helpers/catalog-fixture';
import { useTestDb } from '../helpers/db';

const testDb = useTestDb();
let fixture: Awaited<ReturnType<typeof createCatalogFixture>>;

beforeAll(async () => {
  fixture = await createCatalogFixture(testDb().db);
});

const PUBLIC = 'public, max-age=60, stale-while-revalidate=300';
/** The product list is compressed ahead of time: no one may encode it again. */
const PRECOMPRESSED = `${PUBLIC}, no-transform`;
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

describe('answers are serialised once per catalogue value', () => {
  // Next drops a Content-Encoding set by an App Router handler and gzips the body itself: a
  // handler that gzipped its own answer went out gzipped twice, which browsers could not read.
  it('app routes never set Content-Encoding themselves, whatever the client accepts', async () => {
    const id = String(fixture.products.vaso.id);
    const plain = await getProduct(request('/api/products/x'), ctx({ id }));
    const asked = await getProduct(request('/api/products/x', { 'accept-encoding': 'br, gzip;q=0.8' }), ctx({ id }));
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
});

/**
 * GET /api/products served the way `next start` and the standalone server serve it: Next's own
 * compression middleware on the Node response, then Next's sendResponse writing the handler's
 * Response (it drops a Content-Encoding header), with lib/http/encoded-responses.ts installed as
 * instrumentation.ts installs it. Bytes are read as sent on the wire.
 */
let server: http.Server;
let origin: string;

async function startServer() {
  installEncodedResponses();
  const compress = compression();
  server = http.createServer((req, res) => {
    compress(req, res, () => {});
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
    void getProducts(new NextRequest(new URL(req.url!, origin), { method: req.method, headers }), ctx()).then((response) =>
      sendResponse(new NodeNextRequest(req), new NodeNextResponse(res), response),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function stopServer() {
  uninstallEncodedResponses();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

type Raw = { status: number; headers: http.IncomingHttpHeaders; wire: Buffer };
const raw = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Promise<Raw>((resolve, reject) => {
    const req = http.request(`${origin}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, wire: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
/** Decodes once, as a browser does: what remains must be the JSON itself. */
const decoded = ({ headers, wire }: Raw) => {
  const coding = headers['content-encoding'];
  const bytes = coding === 'gzip' ? gunzipSync(wire) : coding === 'br' ? brotliDecompressSync(wire) : wire;
  return JSON.parse(bytes.toString('utf8')) as { products: { name: string; variants: { sku: string; price: number }[] }[] };
};

describe('GET /api/products is compressed once per catalogue version, in the coding the client asks for', () => {
  beforeAll(startServer);
  afterAll(stopServer);

  it('gzip, br and identity clients all read the same JSON, encoded exactly once, with one ETag', async () => {
    const identity = await raw('/api/products');
    expect(identity.status).toBe(200);
    expect(identity.headers['content-encoding']).toBeUndefined();
    const expected = decoded(identity);
    expect(expected.products).toHaveLength(4);

    const cases: [Record<string, string>, string | undefined][] = [
      [{ 'accept-encoding': 'gzip' }, 'gzip'],
      [{ 'accept-encoding': 'br' }, 'br'],
      [{ 'accept-encoding': 'gzip, deflate, br, zstd' }, undefined], // br when ready, else gzip
      [{ 'accept-encoding': 'identity' }, undefined],
      [{ 'accept-encoding': 'br;q=0, gzip;q=0' }, undefined],
      [{ 'accept-encoding': 'deflate' }, undefined],
    ];
    for (const [headers, coding] of cases) {
      const res = await raw('/api/products', headers);
      const label = headers['accept-encoding'];
      expect(res.status, label).toBe(200);
      if (coding) expect(res.headers['content-encoding'], label).toBe(coding);
      if (label.startsWith('gzip, deflate')) expect(['gzip', 'br']).toContain(res.headers['content-encoding']);
      if (!coding && !label.startsWith('gzip, deflate')) expect(res.headers['content-encoding'], label).toBeUndefined();
      expect(decoded(res), label).toEqual(expected);
      expect(res.headers[CODING_HEADER], label).toBeUndefined();
      expect(res.headers['etag'], label).toBe(identity.headers['etag']);
      expect(res.headers['vary'], label).toBe('Accept-Encoding');
      expect(res.headers['cache-control'], label).toBe(PRECOMPRESSED);
      expect(res.headers['content-type'], label).toBe('application/json');
    }
  });

  it('a client accepting both gets br once it is ready (compression runs in the background, once)', async () => {
    await raw('/api/products?search=vaso', { 'accept-encoding': 'br' });
    const res = await raw('/api/products?search=vaso', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('answers 304 with no body to a matching If-None-Match, and HEAD with headers only', async () => {
    const first = await raw('/api/products', { 'accept-encoding': 'gzip' });
    const etag = String(first.headers['etag']);
    const cached = await raw('/api/products', { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(cached.status).toBe(304);
    expect(cached.wire.length).toBe(0);
    expect(cached.headers['content-encoding']).toBeUndefined();
    expect(cached.headers['etag']).toBe(etag);

    const head = await raw('/api/products', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.wire.length).toBe(0);
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(head.headers['etag']).toBe(etag);
  });

  it('errors and small answers are left to the server, which encodes them once', async () => {
    const bad = await raw('/api/products?limit=abc', { 'accept-encoding': 'gzip' });
    expect(bad.status).toBe(400);
    expect(bad.headers['cache-control']).toBe('no-store');
    expect((decoded(bad) as unknown as { code: string }).code).toBe('validation_error');

    const none = await raw('/api/products?search=inexistente', { 'accept-encoding': 'gzip' });
    expect(none.status).toBe(200);
    expect(decoded(none)).toEqual({ products: [] });
  });

  it('a catalogue write changes the compressed body too, not only the ETag', async () => {
    const before = await raw('/api/products', { 'accept-encoding': 'gzip' });
    await testDb().db.update(variants).set({ price: 190 }).where(eq(variants.sku, 'VASO-BLA-7OZ-UNI'));
    for (const coding of ['gzip', 'br']) {
      const after = await raw('/api/products', { 'accept-encoding': coding, 'if-none-match': String(before.headers['etag']) });
      expect(after.status, coding).toBe(200);
      expect(after.headers['etag'], coding).not.toBe(before.headers['etag']);
      const vaso = decoded(after).products.find((p) => p.name === 'Vaso Plástico 7 oz')!;
      expect(vaso.variants.find((v) => v.sku === 'VASO-BLA-7OZ-UNI')!.price, coding).toBe(190);
    }
  });
});

describe('without the response hook (a handler called directly)', () => {
  it('the product list is plain JSON with the usual Cache-Control, for the server to compress', async () => {
    const res = await getProducts(request('/api/products', { 'accept-encoding': 'gzip, br' }), ctx());
    expect(res.headers.get(CODING_HEADER)).toBeNull();
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('cache-control')).toBe(PUBLIC);
    expect((await res.json()).products.length).toBeGreaterThan(0);
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
