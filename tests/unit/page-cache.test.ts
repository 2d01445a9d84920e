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
  pageCacheStats,
  pageCacheTarget,
  storedPageData,
  uninstallPageCache,
} from '@/lib/page-cache/page-cache';
import { installEncodedResponses, uninstallEncodedResponses } from '@/lib/http/encoded-responses';
import { buildContentSecurityPolicy } from '@/lib/http/security-headers';
import { deferFrameworkScripts } from '@/lib/page-cache/deferred-boot';
import { sealPage } from '@/lib/page-cache/stored-page';
import { GET as getPageData } from '@/app/api/page-data/[id]/route';
import { disallowedScripts } from '../helpers/csp';
import { nextPage, nextPageSegments } from '../helpers/next-page';

/**
 * The page cache's pieces on a real Node HTTP server (the hook rides on its diagnostics channel):
 * which requests are eligible, what key a store page gets, what a render leaves behind and how a
 * hit answers it.
 */
const g = globalThis as { __catalogCache?: { timer?: unknown; freshUntil: number; generation?: number; failedReads?: number } };
const saved = g.__catalogCache;
const catalogue = { timer: 1, freshUntil: Number.POSITIVE_INFINITY, generation: 7 };

type Render = {
  status?: number;
  gzip?: boolean;
  html: (nonce: string) => string;
  key?: string;
  nonce?: string;
  target?: (url: string) => string;
};
let render: Render = { html: () => '' };
let seenEligible: string | undefined;
let server: http.Server;
let origin = '';

beforeAll(async () => {
  installPageCache({ readKnownFilters: async () => new Set(['color']) });
  server = http.createServer((req, res) => {
    seenEligible = req.headers[ELIGIBLE_HEADER] as string | undefined;
    // What proxy.ts and Next do on a miss: the tag arrives as a header, then the body is written.
    const tagged = new Headers();
    const target = render.target ? render.target(req.url!) : render.key;
    // As proxy.ts: only a request marked for storing is tagged.
    const marked = pageCacheTarget(
      { url: 'https://shop.test/', headers: new Headers(seenEligible ? { [ELIGIBLE_HEADER]: seenEligible } : {}) },
      { status: 200, headers: new Headers() },
    );
    if (target && render.nonce && marked?.store) markForCapture(tagged, target, render.nonce);
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
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
/** The stored page of `target`, once the hook has kept it (compressing takes a while on a busy machine). */
const storedPage = (target: string) =>
  vi.waitFor(
    () => {
      const hit = cachedPage(target, null);
      if (!hit) throw new Error(`${target} is not stored yet`);
      return hit;
    },
    { timeout: 5_000, interval: 20 },
  );

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
    for (const path of [
      '/carrito',
      '/en/checkout',
      '/perfil',
      '/admin',
      '/admin/login',
      '/producto/a/b',
      '/orden-confirmada/1',
      '/files/x.webp',
      '/es-co',
    ]) {
      expect(eligibleRequest('GET', path, {}), path).toBe(false);
    }
  });
});

describe('pageCacheTarget', () => {
  const routed = (rewrite?: string, status = 200) => ({ status, headers: new Headers(rewrite ? { 'x-middleware-rewrite': rewrite } : {}) });

  it("gives a marked request's origin, locale path and query; the hook marks store pages only", async () => {
    await get('/tienda');
    const marked = new Headers({ [ELIGIBLE_HEADER]: seenEligible! });
    const request = (url: string) => ({ url, headers: marked });
    expect(pageCacheTarget(request('https://shop.test/tienda?page=2'), routed('https://shop.test/es/tienda?page=2'))).toEqual({
      target: 'https://shop.test/es/tienda?page=2',
      store: true,
    });
    expect(pageCacheTarget(request('https://shop.test/en/producto/vaso'), routed())).toEqual({
      target: 'https://shop.test/en/producto/vaso',
      store: true,
    });
    expect(pageCacheTarget(request('https://shop.test/'), routed('https://shop.test/es'))).toEqual({
      target: 'https://shop.test/es',
      store: true,
    });
    // A redirect of the i18n routing, or a request the hook did not mark (or a forged mark).
    expect(pageCacheTarget(request('https://shop.test/tienda'), routed(undefined, 307))).toBeNull();
    expect(pageCacheTarget({ url: 'https://shop.test/tienda', headers: new Headers() }, routed('https://shop.test/es/tienda'))).toBeNull();
    const forged = new Headers({ [ELIGIBLE_HEADER]: 'guess' });
    expect(pageCacheTarget({ url: 'https://shop.test/tienda', headers: forged }, routed('https://shop.test/es/tienda'))).toBeNull();
    await get('/carrito');
    expect(seenEligible).toBeUndefined();
  });

  it("marks a bot's request for lookups only: it may be answered a stored page, its own render is never kept", async () => {
    const bots = [
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'Twitterbot/1.0',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'WhatsApp/2.23.20.0',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    ];
    for (const userAgent of bots) {
      await get('/tienda', { 'user-agent': userAgent });
      const target = pageCacheTarget(
        { url: 'https://shop.test/tienda', headers: new Headers({ [ELIGIBLE_HEADER]: seenEligible! }) },
        routed('https://shop.test/es/tienda'),
      );
      expect(target, userAgent).toEqual({ target: 'https://shop.test/es/tienda', store: false });
    }
    await get('/tienda', {
      'user-agent': 'Mozilla/5.0 (Linux; Android 14; moto g) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36',
    });
    const shopper = pageCacheTarget(
      { url: 'https://shop.test/tienda', headers: new Headers({ [ELIGIBLE_HEADER]: seenEligible! }) },
      routed('https://shop.test/es/tienda'),
    );
    expect(shopper?.store).toBe(true);
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
    await storedPage(T('k1'));
    const { html: stored, scriptHashes } = kept('OLDnonce==');
    expect(stored).not.toContain('nonce=');
    // Without the hook that names a body's coding (route handlers called directly): plain.
    const plain = cachedPage(T('k1'), 'gzip, br')!;
    expect(plain.coding).toBe('identity');
    expect(plain.body.toString()).toBe(stored);
    expect(plain.scriptHashes).toEqual(scriptHashes);
    expect(scriptHashes.length).toBeGreaterThan(0);
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
      render = {
        key: T('k8'),
        nonce: 'OLDnonce==',
        html: (nonce) =>
          page(nonce).replace('/_next/static/chunks/app.css', '/_next/static/chunks/s.css').replace('<h1>', '<h1 class="vasos">'),
      };
      await get('/tienda');
      const hit = await storedPage(T('k8'));
      const html = hit.body.toString();
      expect(html).not.toContain('rel="stylesheet"');
      expect(html).toContain('<style data-inlined="/_next/static/chunks/s.css">.vasos{color:red}</style>');
      // The loader links the whole sheet when it starts.
      expect(html).toContain('[["/_next/static/chunks/s.css","next"]]');
      expect(html).not.toContain('nonce=');
      const policy = buildContentSecurityPolicy(
        { hashes: hit.scriptHashes },
        { NODE_ENV: 'production', S3_REGION: 'auto', S3_FORCE_PATH_STYLE: false },
      );
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
    await storedPage(T('k2'));
    g.__catalogCache!.generation! += 1; // a write on this instance, or a new version polled
    expect(cachedPage(T('k2'), null)).toBeNull();
  });

  it('keeps no render during which a catalogue read failed, and still serves the pages kept before it', async () => {
    render = { key: T('k10'), nonce: 'n1', html: page };
    await get('/tienda');
    const before = await storedPage(T('k10'));
    // The home's featured products could not be read: that render shows a fallback.
    render = {
      key: T('k11'),
      nonce: 'n2',
      html: (nonce) => {
        g.__catalogCache!.failedReads = (g.__catalogCache!.failedReads ?? 0) + 1;
        return page(nonce);
      },
    };
    expect((await get('/tienda')).status).toBe(200);
    await settle();
    expect(cachedPage(T('k11'), null)).toBeNull();
    expect(cachedPage(T('k10'), null)!.body).toBe(before.body);
    // The next render, with every read answered, is kept.
    render = { key: T('k11'), nonce: 'n3', html: page };
    await get('/tienda');
    await storedPage(T('k11'));
  });

  it('keeps the first render of a page for its generation: later misses of the same page replace nothing', async () => {
    render = { key: T('k9'), nonce: 'n1', html: page };
    await get('/tienda');
    const first = await storedPage(T('k9'));
    render = { key: T('k9'), nonce: 'n2', html: (nonce) => page(nonce).replace('<h1>Tienda</h1>', '<h1>Platos</h1>') };
    await get('/tienda');
    await settle();
    expect(cachedPage(T('k9'), null)!.body).toBe(first.body);
    g.__catalogCache!.generation! += 1;
    await get('/tienda');
    expect((await storedPage(T('k9'))).body.toString()).toContain('Platos');
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
    render = { key: T('k7'), nonce: 'OLDnonce==', html: page };
    await get('/tienda');
    const body = (await storedPage(T('k7'))).body.toString();
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
      render = { key: T('k11'), nonce: 'n1', html: deferred };
      const miss = await get('/tienda');
      await settle();
      // The shopper got the page as Next rendered it; the cache kept nothing.
      expect(miss.text).toBe(deferred('n1'));
      expect(cachedPage(T('k11'), null)).toBeNull();
      render = { key: T('k10'), nonce: 'n2', html: deferred };
      await get('/tienda');
      await settle();
      expect(cachedPage(T('k10'), null)).toBeNull();
      const warnings = lines.filter((line) => line.includes('chunk-script-tags'));
      expect(warnings).toHaveLength(1);
      expect(JSON.parse(warnings[0])).toMatchObject({ level: 'warn', assumptions: ['chunk-script-tags'], page: T('k11') });
    } finally {
      spy.mockRestore();
    }
  });

  it('keeps no error page, no page with a failed part and no page without the nonce', async () => {
    render = { key: T('k4'), nonce: 'n1', html: page, status: 404 };
    await get('/tienda');
    render = { key: T('k5'), nonce: 'n1', html: () => '<html>no scripts</html>' };
    await get('/tienda');
    // A Suspense boundary whose server render failed (sent as 200, left to the client).
    render = { key: T('k6'), nonce: 'n1', html: (n) => page(n).replace('<h1>', '<!--$!--><template data-dgst="1"></template><h1>') };
    await get('/tienda');
    await settle();
    expect(cachedPage(T('k4'), null)).toBeNull();
    expect(cachedPage(T('k5'), null)).toBeNull();
    expect(cachedPage(T('k6'), null)).toBeNull();
  });
});

describe('keys and bounds', () => {
  /** What proxy.ts gives for a request to the test server: the Spanish page at that path. */
  const spanish = (url: string) => `https://shop.test/es${url === '/' ? '' : url}`;

  it('answers a link with tracking parameters from the page without them, and keeps no render of one', async () => {
    render = { target: spanish, nonce: 'n1', html: page };
    await get('/tienda?category=Vasos&fbclid=IwAR3xYz');
    await settle();
    // The tracked link's render (its data would carry someone's click id to everyone) is not kept…
    expect(pageCacheStats().pages).toBe(0);
    await get('/tienda?category=Vasos');
    const stored = await storedPage(spanish('/tienda?category=Vasos'));
    // …and every tracked link is a hit on the page without its parameters.
    for (const link of [
      '/tienda?category=Vasos&fbclid=IwAR3xYz',
      '/tienda?utm_source=whatsapp&utm_medium=social&category=Vasos&gclid=Cj0K',
    ]) {
      expect(cachedPage(spanish(link), null)?.body, link).toBe(stored.body);
    }
    expect(pageCacheStats().pages).toBe(1);
  });

  it('keeps no page for a query that names unknown filters, and answers one from the page of its known part', async () => {
    render = { target: spanish, nonce: 'n1', html: page };
    await get('/tienda?color=rojo&nonexistent=1');
    await settle();
    expect(pageCacheStats().pages).toBe(0);
    expect(cachedPage(spanish('/tienda?color=rojo'), null)).toBeNull();
    await get('/tienda?color=rojo');
    await storedPage(spanish('/tienda?color=rojo'));
    expect(cachedPage(spanish('/tienda?color=rojo&nonexistent=1'), null)).not.toBeNull();
    expect(cachedPage(spanish('/tienda?Color=rojo'), null)).not.toBeNull();
  });

  it("keeps no render a bot was answered with, and answers a bot from a shopper's", async () => {
    render = { target: spanish, nonce: 'n1', html: page };
    await get('/nosotros', { 'user-agent': 'facebookexternalhit/1.1' });
    await settle();
    expect(pageCacheStats().pages).toBe(0);
    await get('/nosotros', { 'user-agent': 'Mozilla/5.0 Chrome/130.0' });
    await storedPage(spanish('/nosotros'));
    expect(pageCacheStats().pages).toBe(1);
  });

  it('under a flood of 500 distinct URLs stays within its byte budget, and unstorable ones evict nothing', async () => {
    const budget = 40_000;
    clearPageCache({ pageBytes: budget });
    // ~1.5 KB of noise that compresses poorly: an entry weighs ~4 KB in its three codings.
    const noise = () => Array.from({ length: 1_100 }, () => Math.random().toString(36).slice(2, 3)).join('');
    render = { target: spanish, nonce: 'n1', html: (nonce) => page(nonce).replace('<p>Vasos</p>', `<p>${noise()}</p>`) };
    await get('/contacto');
    const contacto = await storedPage(spanish('/contacto'));

    const flood = async (urls: string[]) => {
      for (let i = 0; i < urls.length; i += 50) {
        await Promise.all(urls.slice(i, i + 50).map((url) => get(url)));
        await settle();
        expect(pageCacheStats().pageBytes).toBeLessThanOrEqual(budget);
      }
    };
    // Unknown filters and tracking parameters: none is kept, the real page stays.
    await flood(Array.from({ length: 500 }, (_, i) => (i % 2 ? `/tienda?x${i}=v` : `/contacto?utm_source=${i}`)));
    expect(pageCacheStats().pages).toBe(1);
    expect(cachedPage(spanish('/contacto'), null)?.body).toBe(contacto!.body);
    // 500 distinct searches (each a page that may be kept): the budget holds, not the entry count.
    await flood(Array.from({ length: 500 }, (_, i) => `/tienda?search=q${i}`));
    const { pages, pageBytes } = pageCacheStats();
    expect(pageBytes).toBeLessThanOrEqual(budget);
    expect(pageBytes).toBeGreaterThan(budget / 2);
    expect(pages).toBeLessThan(20);
  }, 60_000);
});
