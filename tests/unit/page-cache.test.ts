import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { NextRequest } from 'next/server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CAPTURE_HEADER,
  cachedPage,
  clearPageCache,
  ELIGIBLE_HEADER,
  eligibleRequest,
  installPageCache,
  markForCapture,
  pageCacheTarget,
  storedPageData,
  uninstallPageCache,
} from '@/lib/http/page-cache';
import { installEncodedResponses, uninstallEncodedResponses } from '@/lib/http/encoded-responses';
import { buildContentSecurityPolicy } from '@/lib/http/security-headers';
import { scriptHash } from '@/lib/http/stored-page';
import { GET as getPageData } from '@/app/api/page-data/[id]/route';
import { disallowedScripts } from '../helpers/csp';

/**
 * The page cache's pieces on a real Node HTTP server (the hook rides on its diagnostics channel):
 * which requests are eligible, what key a store page gets, what a render leaves behind and how a
 * hit answers it.
 */
const g = globalThis as { __catalogCache?: { timer?: unknown; freshUntil: number; generation?: number } };
const saved = g.__catalogCache;
const catalogue = { timer: 1, freshUntil: Number.POSITIVE_INFINITY, generation: 7 };

type Render = { status?: number; gzip?: boolean; html: (nonce: string) => string; key?: string; nonce?: string };
let render: Render = { html: () => '' };
let seenEligible: string | undefined;
let server: http.Server;
let origin = '';

beforeAll(async () => {
  installPageCache();
  server = http.createServer((req, res) => {
    seenEligible = req.headers[ELIGIBLE_HEADER] as string | undefined;
    // What proxy.ts and Next do on a miss: the tag arrives as a header, then the body is written.
    const tagged = new Headers();
    if (render.key && render.nonce) markForCapture(tagged, render.key, render.nonce);
    for (const [name, value] of tagged) res.setHeader(name, value);
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('link', `</a.css>; rel=preload; as="style"; nonce="${render.nonce}"`);
    const body = Buffer.from(render.html(render.nonce ?? ''));
    res.statusCode = render.status ?? 200;
    if (render.gzip) {
      res.setHeader('content-encoding', 'gzip');
      const zipped = gzipSync(body);
      res.write(zipped.subarray(0, 10));
      res.end(zipped.subarray(10));
    } else {
      res.end(body);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(() => {
  clearPageCache();
  g.__catalogCache = { ...catalogue };
});

afterAll(async () => {
  uninstallPageCache();
  g.__catalogCache = saved;
  await new Promise((resolve) => server.close(resolve));
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(origin + path, { headers: { 'accept-encoding': 'identity', ...headers } }).then(async (res) => ({
    status: res.status,
    headers: res.headers,
    text: await res.text(),
  }));

/** A product page's URL as proxy.ts gives it (a page whose key is its path). */
const T = (slug: string) => `https://shop.test/es/producto/${slug}`;

/** Lets the hook finish decoding and storing after the response ended. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

const page = (nonce: string) => `<html><script nonce="${nonce}">self.__next_f.push([1,"${nonce}"])</script><p>Vasos</p></html>`;

/** A page as Next renders it: a framework chunk, the flight data, a body end. */
const fullPage = (nonce: string) =>
  `<html><head><script src="/_next/static/chunks/a.js" async="" nonce="${nonce}"></script></head><body><p>Vasos</p>` +
  `<script nonce="${nonce}">(self.__next_f=self.__next_f||[]).push([0])</script><script nonce="${nonce}">self.__next_f.push([1,"{\\"nonce\\":\\"${nonce}\\"}"])</script></body></html>`;

const callPageData = (id: string) =>
  getPageData(new NextRequest(`http://localhost/api/page-data/${id}`), { params: Promise.resolve({ id }) });

describe('eligibleRequest', () => {
  it('takes plain page loads only', () => {
    expect(eligibleRequest('GET', '/tienda?category=vasos', {})).toBe(true);
    expect(eligibleRequest('HEAD', '/tienda', {})).toBe(false);
    expect(eligibleRequest('POST', '/tienda', {})).toBe(false);
    expect(eligibleRequest('GET', '/tienda?_rsc=1x2', {})).toBe(false);
    expect(eligibleRequest('GET', '/tienda', { rsc: '1' })).toBe(false);
    expect(eligibleRequest('GET', '/tienda', { 'next-router-prefetch': '1' })).toBe(false);
    expect(eligibleRequest('GET', '/tienda', { 'cache-control': 'no-cache' })).toBe(false);
    expect(eligibleRequest('GET', '/tienda', { 'cache-control': 'max-age=0' })).toBe(false);
    expect(eligibleRequest('GET', '/tienda', { pragma: 'no-cache' })).toBe(false);
    expect(eligibleRequest('GET', '/api/products', {})).toBe(false);
    expect(eligibleRequest('GET', '/_next/static/chunks/a.js', {})).toBe(false);
  });

  it('takes the public store pages in both languages, and no other', () => {
    for (const path of ['/', '/en', '/tienda', '/en/tienda?page=2', '/producto/vaso', '/en/producto/vaso', '/contacto', '/nosotros']) {
      expect(eligibleRequest('GET', path, {}), path).toBe(true);
    }
    for (const path of ['/carrito', '/en/checkout', '/perfil', '/admin', '/admin/login', '/producto/a/b', '/orden-confirmada/1', '/files/x.webp', '/es-co']) {
      expect(eligibleRequest('GET', path, {}), path).toBe(false);
    }
  });
});

describe('pageCacheTarget', () => {
  const routed = (rewrite?: string, status = 200) => ({ status, headers: new Headers(rewrite ? { 'x-middleware-rewrite': rewrite } : {}) });

  it('gives a marked request\'s origin, locale path and query; the hook marks store pages only', async () => {
    await get('/tienda');
    const marked = new Headers({ [ELIGIBLE_HEADER]: seenEligible! });
    const request = (url: string) => ({ url, headers: marked });
    expect(pageCacheTarget(request('https://shop.test/tienda?page=2'), routed('https://shop.test/es/tienda?page=2'))).toBe('https://shop.test/es/tienda?page=2');
    expect(pageCacheTarget(request('https://shop.test/en/producto/vaso'), routed())).toBe('https://shop.test/en/producto/vaso');
    expect(pageCacheTarget(request('https://shop.test/'), routed('https://shop.test/es'))).toBe('https://shop.test/es');
    // A redirect of the i18n routing, or a request the hook did not mark (or a forged mark).
    expect(pageCacheTarget(request('https://shop.test/tienda'), routed(undefined, 307))).toBeNull();
    expect(pageCacheTarget({ url: 'https://shop.test/tienda', headers: new Headers() }, routed('https://shop.test/es/tienda'))).toBeNull();
    const forged = new Headers({ [ELIGIBLE_HEADER]: 'guess' });
    expect(pageCacheTarget({ url: 'https://shop.test/tienda', headers: forged }, routed('https://shop.test/es/tienda'))).toBeNull();
    await get('/carrito');
    expect(seenEligible).toBeUndefined();
  });

  it('marks eligible requests with its secret and replaces one a client sent', async () => {
    await get('/tienda', { [ELIGIBLE_HEADER]: 'guess' });
    expect(seenEligible).toBeTruthy();
    expect(seenEligible).not.toBe('guess');
    await get('/tienda', { rsc: '1', [ELIGIBLE_HEADER]: 'guess' });
    expect(seenEligible).toBeUndefined();
  });
});

describe('capture and hit', () => {
  it('keeps a gzipped render without its nonce, with the hashes of its inline scripts, and answers it in the coding the client takes', async () => {
    render = { key: T('k1'), nonce: 'OLDnonce==', html: page, gzip: true };
    const miss = await get('/tienda', { 'accept-encoding': 'gzip' });
    expect(miss.headers.get(CAPTURE_HEADER)).toBeNull(); // never sent
    await settle();
    const stored = page('OLDnonce==').replace(' nonce="OLDnonce=="', '');
    // Without the hook that names a body's coding (route handlers called directly): plain.
    const plain = cachedPage(T('k1'), 'gzip, br')!;
    expect(plain.coding).toBe('identity');
    expect(plain.body.toString()).toBe(stored);
    expect(plain.scriptHashes).toEqual([scriptHash('self.__next_f.push([1,"OLDnonce=="])')]);
    expect(plain.headers).toContainEqual(['link', '</a.css>; rel=preload; as="style"']);
    expect(plain.headers).toContainEqual(['content-type', 'text/html; charset=utf-8']);
    expect(plain.headers).toContainEqual(['vary', 'Accept-Encoding']);

    installEncodedResponses();
    try {
      const br = cachedPage(T('k1'), 'gzip, deflate, br, zstd')!;
      expect(br.coding).toBe('br');
      expect(brotliDecompressSync(br.body).toString()).toBe(stored);
      const gzip = cachedPage(T('k1'), 'gzip')!;
      expect(gzip.coding).toBe('gzip');
      expect(gunzipSync(gzip.body).toString()).toBe(stored);
      expect(cachedPage(T('k1'), null)!.coding).toBe('identity');
      // The same bytes for every answer: compressed once, when kept.
      expect(cachedPage(T('k1'), 'br')!.body).toBe(br.body);
    } finally {
      uninstallEncodedResponses();
    }
  });

  it('carries the rules of its stylesheet that apply to it instead of the link, and allows every script it has by hash', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'page-cache-dist-'));
    mkdirSync(path.join(dist, 'static/chunks'), { recursive: true });
    writeFileSync(path.join(dist, 'static/chunks/s.css'), '.vasos{color:red}.platos{color:blue}');
    const previous = process.env.NEXT_DIST_DIR;
    process.env.NEXT_DIST_DIR = dist;
    try {
      const stylesheet = (nonce: string) => `<link rel="stylesheet" href="/_next/static/chunks/s.css" nonce="${nonce}" data-precedence="next"/>`;
      render = {
        key: T('k8'),
        nonce: 'OLDnonce==',
        html: (nonce) => fullPage(nonce).replace('<head>', `<head>${stylesheet(nonce)}`).replace('<p>', '<p class="vasos">'),
      };
      await get('/tienda');
      await settle();
      const hit = cachedPage(T('k8'), null)!;
      const html = hit.body.toString();
      expect(html).not.toContain('rel="stylesheet"');
      expect(html).toContain('<style data-inlined="/_next/static/chunks/s.css">.vasos{color:red}</style>');
      // The loader links the whole sheet when it starts.
      expect(html).toContain('[["/_next/static/chunks/s.css","next"]]');
      expect(html).not.toContain('nonce=');
      const policy = buildContentSecurityPolicy({ hashes: hit.scriptHashes }, { NODE_ENV: 'production', S3_REGION: 'auto', S3_FORCE_PATH_STYLE: false });
      expect(disallowedScripts(html, policy)).toEqual([]);
      expect(hit.scriptHashes.length).toBeGreaterThan(0);
    } finally {
      process.env.NEXT_DIST_DIR = previous;
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('serves an entry only at the catalogue generation its render started in', async () => {
    render = { key: T('k2'), nonce: 'n1', html: page };
    await get('/tienda');
    await settle();
    expect(cachedPage(T('k2'), null)).not.toBeNull();
    g.__catalogCache!.generation! += 1; // a write on this instance, or a new version polled
    expect(cachedPage(T('k2'), null)).toBeNull();
  });

  it('keeps nothing while the catalogue cache is inactive or stale', async () => {
    g.__catalogCache = { ...catalogue, freshUntil: 0 };
    render = { key: T('k3'), nonce: 'n1', html: page };
    await get('/tienda');
    await settle();
    g.__catalogCache = { ...catalogue };
    expect(cachedPage(T('k3'), null)).toBeNull();
  });

  it('serves a stored page without its flight data, which /api/page-data answers by id', async () => {
    render = { key: T('k7'), nonce: 'OLDnonce==', html: fullPage };
    await get('/tienda');
    await settle();
    const body = cachedPage(T('k7'), null)!.body.toString();
    expect(body).not.toMatch(/<script[^>]*>\(?self\.__next_f/);
    expect(body).toContain('<p>Vasos</p>');
    const id = /"\/api\/page-data\/([\w-]{22})"/.exec(body)![1];
    expect(JSON.parse(storedPageData(id)!)).toEqual([[0], [1, '{"nonce":""}']]);

    const answer = await callPageData(id);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await answer.json()).toEqual([[0], [1, '{"nonce":""}']]);
    // Unknown here (another instance, evicted) or malformed: a JSON 404 the page falls back from.
    for (const other of ['A'.repeat(22), '..%2Fx', id.slice(1)]) {
      const missing = await callPageData(other);
      expect(missing.status).toBe(404);
      expect(missing.headers.get('cache-control')).toBe('no-store');
      expect((await missing.json()).error).toBeTruthy();
    }
  });

  it('keeps no error page, no page with a failed part and no page without the nonce', async () => {
    render = { key: T('k4'), nonce: 'n1', html: page, status: 404 };
    await get('/tienda');
    render = { key: T('k5'), nonce: 'n1', html: () => '<html>no scripts</html>' };
    await get('/tienda');
    // A Suspense boundary whose server render failed (sent as 200, left to the client).
    render = { key: T('k6'), nonce: 'n1', html: (n) => page(n).replace('<p>', '<!--$!--><template data-dgst="1"></template><p>') };
    await get('/tienda');
    await settle();
    expect(cachedPage(T('k4'), null)).toBeNull();
    expect(cachedPage(T('k5'), null)).toBeNull();
    expect(cachedPage(T('k6'), null)).toBeNull();
  });
});
