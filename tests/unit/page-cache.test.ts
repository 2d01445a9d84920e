import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { NextRequest } from 'next/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CAPTURE_HEADER,
  cachedPage,
  clearPageCache,
  ELIGIBLE_HEADER,
  eligibleRequest,
  installPageCache,
  markForCapture,
  pageCacheKey,
  storedPageData,
  uninstallPageCache,
} from '@/lib/http/page-cache';
import { installEncodedResponses, uninstallEncodedResponses } from '@/lib/http/encoded-responses';
import { buildContentSecurityPolicy } from '@/lib/http/security-headers';
import { deferFrameworkScripts } from '@/lib/http/deferred-boot';
import { sealPage } from '@/lib/http/stored-page';
import { GET as getPageData } from '@/app/api/page-data/[id]/route';
import { disallowedScripts } from '../helpers/csp';
import { nextPage, nextPageSegments } from '../helpers/next-page';

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

/** Lets the hook finish decoding and storing after the response ended. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
/** Until `key` is stored (compressing at brotli's best quality takes a while on a loaded machine). */
const untilStored = (key: string) => expect.poll(() => cachedPage(key, null), { timeout: 5000 }).not.toBeNull();

/** A page as Next renders it (tests/helpers/next-page.ts). */
const page = nextPage;

/** What the cache keeps of `page(nonce)`: deferred, without its nonce, and the hashes of its inline scripts. */
const kept = (nonce: string) => sealPage(deferFrameworkScripts(page(nonce)).html, nonce);

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

describe('pageCacheKey', () => {
  const routed = (rewrite?: string, status = 200) => ({ status, headers: new Headers(rewrite ? { 'x-middleware-rewrite': rewrite } : {}) });

  it('keys a marked request by origin, locale path and query; the hook marks store pages only', async () => {
    await get('/tienda');
    const marked = new Headers({ [ELIGIBLE_HEADER]: seenEligible! });
    const request = (url: string) => ({ url, headers: marked });
    expect(pageCacheKey(request('https://shop.test/tienda?page=2'), routed('https://shop.test/es/tienda?page=2'))).toBe('https://shop.test/es/tienda?page=2');
    expect(pageCacheKey(request('https://shop.test/en/producto/vaso'), routed())).toBe('https://shop.test/en/producto/vaso');
    expect(pageCacheKey(request('https://shop.test/'), routed('https://shop.test/es'))).toBe('https://shop.test/es');
    // A redirect of the i18n routing, or a request the hook did not mark (or a forged mark).
    expect(pageCacheKey(request('https://shop.test/tienda'), routed(undefined, 307))).toBeNull();
    expect(pageCacheKey({ url: 'https://shop.test/tienda', headers: new Headers() }, routed('https://shop.test/es/tienda'))).toBeNull();
    const forged = new Headers({ [ELIGIBLE_HEADER]: 'guess' });
    expect(pageCacheKey({ url: 'https://shop.test/tienda', headers: forged }, routed('https://shop.test/es/tienda'))).toBeNull();
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
    render = { key: 'k1', nonce: 'OLDnonce==', html: page, gzip: true };
    const miss = await get('/tienda', { 'accept-encoding': 'gzip' });
    expect(miss.headers.get(CAPTURE_HEADER)).toBeNull(); // never sent
    await untilStored('k1');
    const { html: stored, scriptHashes } = kept('OLDnonce==');
    expect(stored).not.toContain('nonce=');
    // Without the hook that names a body's coding (route handlers called directly): plain.
    const plain = cachedPage('k1', 'gzip, br')!;
    expect(plain.coding).toBe('identity');
    expect(plain.body.toString()).toBe(stored);
    expect(plain.scriptHashes).toEqual(scriptHashes);
    expect(scriptHashes.length).toBeGreaterThan(0);
    expect(plain.headers).toContainEqual(['link', '</a.css>; rel=preload; as="style"']);
    expect(plain.headers).toContainEqual(['content-type', 'text/html; charset=utf-8']);
    expect(plain.headers).toContainEqual(['vary', 'Accept-Encoding']);

    installEncodedResponses();
    try {
      const br = cachedPage('k1', 'gzip, deflate, br, zstd')!;
      expect(br.coding).toBe('br');
      expect(brotliDecompressSync(br.body).toString()).toBe(stored);
      const gzip = cachedPage('k1', 'gzip')!;
      expect(gzip.coding).toBe('gzip');
      expect(gunzipSync(gzip.body).toString()).toBe(stored);
      expect(cachedPage('k1', null)!.coding).toBe('identity');
      // The same bytes for every answer: compressed once, when kept.
      expect(cachedPage('k1', 'br')!.body).toBe(br.body);
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
      render = {
        key: 'k8',
        nonce: 'OLDnonce==',
        html: (nonce) => page(nonce).replace('/_next/static/chunks/app.css', '/_next/static/chunks/s.css').replace('<h1>', '<h1 class="vasos">'),
      };
      await get('/tienda');
      await untilStored('k8');
      const hit = cachedPage('k8', null)!;
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
    render = { key: 'k2', nonce: 'n1', html: page };
    await get('/tienda');
    await untilStored('k2');
    expect(cachedPage('k2', null)).not.toBeNull();
    g.__catalogCache!.generation! += 1; // a write on this instance, or a new version polled
    expect(cachedPage('k2', null)).toBeNull();
  });

  it('keeps nothing while the catalogue cache is inactive or stale', async () => {
    g.__catalogCache = { ...catalogue, freshUntil: 0 };
    render = { key: 'k3', nonce: 'n1', html: page };
    await get('/tienda');
    await settle();
    g.__catalogCache = { ...catalogue };
    expect(cachedPage('k3', null)).toBeNull();
  });

  it('serves a stored page without its flight data, which /api/page-data answers by id', async () => {
    render = { key: 'k7', nonce: 'OLDnonce==', html: page };
    await get('/tienda');
    await untilStored('k7');
    const body = cachedPage('k7', null)!.body.toString();
    expect(body).not.toMatch(/<script[^>]*>\(?self\.__next_f/);
    expect(body).toContain('<h1>Tienda</h1>');
    const id = /"\/api\/page-data\/([\w-]{22})"/.exec(body)![1];
    const segments = nextPageSegments('');
    expect(JSON.parse(storedPageData(id)!)).toEqual(segments);

    const answer = await callPageData(id);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await answer.json()).toEqual(segments);
    // Unknown here (another instance, evicted) or malformed: a JSON 404 the page falls back from.
    for (const other of ['A'.repeat(22), '..%2Fx', id.slice(1)]) {
      const missing = await callPageData(other);
      expect(missing.status).toBe(404);
      expect(missing.headers.get('cache-control')).toBe('no-store');
      expect((await missing.json()).error).toBeTruthy();
    }
  });

  it("keeps no page whose HTML breaks an assumption about Next's output, and says which, once", async () => {
    const lines: string[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((line: unknown) => void lines.push(String(line)));
    try {
      // Chunks written as deferred scripts (a Next upgrade, say): they would stay in the stored page and race its paint.
      const deferred = (nonce: string) => page(nonce).replaceAll('async=""', 'defer=""');
      render = { key: 'k9', nonce: 'n1', html: deferred };
      const miss = await get('/tienda');
      await settle();
      // The shopper got the page as Next rendered it; the cache kept nothing.
      expect(miss.text).toBe(deferred('n1'));
      expect(cachedPage('k9', null)).toBeNull();
      render = { key: 'k10', nonce: 'n2', html: deferred };
      await get('/tienda');
      await settle();
      expect(cachedPage('k10', null)).toBeNull();
      const warnings = lines.filter((line) => line.includes('chunk-script-tags'));
      expect(warnings).toHaveLength(1);
      expect(JSON.parse(warnings[0])).toMatchObject({ level: 'warn', assumptions: ['chunk-script-tags'], page: 'k9' });
    } finally {
      spy.mockRestore();
    }
  });

  it('keeps no error page, no page with a failed part and no page without the nonce', async () => {
    render = { key: 'k4', nonce: 'n1', html: page, status: 404 };
    await get('/tienda');
    render = { key: 'k5', nonce: 'n1', html: () => '<html>no scripts</html>' };
    await get('/tienda');
    // A Suspense boundary whose server render failed (sent as 200, left to the client).
    render = { key: 'k6', nonce: 'n1', html: (n) => page(n).replace('<h1>', '<!--$!--><template data-dgst="1"></template><h1>') };
    await get('/tienda');
    await settle();
    expect(cachedPage('k4', null)).toBeNull();
    expect(cachedPage('k5', null)).toBeNull();
    expect(cachedPage('k6', null)).toBeNull();
  });
});
