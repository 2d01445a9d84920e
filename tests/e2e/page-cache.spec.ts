import { expect, gotoStoredPage, openWithScriptsHeld, type Page, test, untilPageCached, staffToken } from './fixtures';
import { formatCOP } from '../../lib/domain/money';
import { checkNextHeaderAssumptions, checkNextOutputAssumptions, type PageAnswer } from '../../lib/page-cache/next-output';
import { cspNonce, cspScriptHashes, disallowedScripts } from '../helpers/csp';

/**
 * The page cache (lib/page-cache/page-cache.ts): a public store page is rendered once per URL and
 * catalogue version and then answered from memory, the same compressed bytes every time under a
 * hash-based CSP, and a staff edit is on the next answer.
 */

type Variant = { id: number; price: number; salePrice: number | null };

/** React has taken the page over (its keys on the DOM nodes it hydrated). */
const isHydrated = (page: Page) =>
  page.evaluate(() => Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__react')));

test.describe('page cache', () => {
  test('a cached page is the same bytes for every answer, compressed once, its scripts allowed by hash, and runs', async ({
    request,
    page,
  }) => {
    const hits = [await untilPageCached(request, '/tienda'), await untilPageCached(request, '/tienda')];
    const policies = hits.map((hit) => hit.headers()['content-security-policy'] ?? '');
    expect(policies[1]).toBe(policies[0]);
    expect(cspNonce(policies[0])).toBeUndefined();
    expect(cspScriptHashes(policies[0]).length).toBeGreaterThan(0);
    const html = await hits[0].text();
    expect(await hits[1].text()).toBe(html);
    expect(html).not.toContain('nonce=');
    expect(disallowedScripts(html, policies[0])).toEqual([]);
    // Brotli for a browser that takes it (Playwright's client sends gzip, deflate, br), with Vary.
    expect(hits[0].headers()['content-encoding']).toBe('br');
    expect(hits[0].headers()['vary']).toMatch(/accept-encoding/i);
    const plain = await request.get('/tienda', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers()['x-page-cache']).toBe('hit');
    expect(plain.headers()['content-encoding']).toBeUndefined();
    expect(await plain.text()).toBe(html);

    // In the browser: served from the cache, the scripts run (no CSP violation, checked by the
    // fixture) and React hydrates the page.
    await gotoStoredPage(request, page, '/en/tienda');
    await expect.poll(() => isHydrated(page)).toBe(true);
  });

  test("the build's pages and answers are shaped as the page cache assumes (lib/page-cache/next-output.ts)", async ({ request }) => {
    const html = await (await request.get('/tienda')).text();
    const product = /href="(\/producto\/[^"?#]+)"/.exec(html)![1];
    // Fresh renders, as Next streamed them: a Next or React upgrade that changes one of these
    // shapes fails here, naming the assumption, before a shopper gets a page the cache mangled.
    const broken: Record<string, string[]> = {};
    for (const path of ['/', '/tienda', product, '/contacto', '/nosotros', '/en/tienda']) {
      const fresh = await request.get(path, { headers: { 'cache-control': 'no-cache' } });
      expect(fresh.status(), path).toBe(200);
      const nonce = cspNonce(fresh.headers()['content-security-policy'] ?? '');
      expect(nonce, path).toBeTruthy();
      const names = checkNextOutputAssumptions({ html: await fresh.text(), nonce: nonce! });
      if (names.length) broken[path] = names;
    }
    expect(broken, "assumptions about Next's HTML that the build breaks (docs/caching.md)").toEqual({});

    // How Next writes the proxy's headers, on a miss (a URL not asked before) and on its hit. A
    // search, as unknown parameters are hits on the page without them (lib/page-cache/page-key.ts).
    const path = `/tienda?search=sonda${Date.now()}`;
    const answer = async (response: Awaited<ReturnType<typeof request.get>>): Promise<PageAnswer> => ({
      headers: response.headers(),
      body: await response.text(),
    });
    const miss = await request.get(path);
    expect(miss.headers()['x-page-cache']).toBe('miss');
    const hit = await untilPageCached(request, path);
    expect(
      checkNextHeaderAssumptions({ miss: await answer(miss), hit: await answer(hit) }),
      "assumptions about Next's headers that the build breaks",
    ).toEqual([]);
  });

  test('a cached page carries the rules of its stylesheet inline and links the whole sheet only once it starts its scripts', async ({
    request,
    page,
  }) => {
    const html = await (await untilPageCached(request, '/')).text();
    expect(html).not.toMatch(/<link[^>]*rel="stylesheet"/);
    const inlined = /<style data-inlined="([^"]+\.css)">/.exec(html)?.[1];
    expect(inlined).toBeTruthy();
    // The LCP picture is decoded with the frame that paints it (lib/server-image.ts); the others off the main thread.
    const pictures = html.match(/<img\b[^>]*>/g) ?? [];
    const lcp = pictures.filter((tag) => /fetchPriority="high"/i.test(tag));
    expect(lcp).toHaveLength(1);
    expect(lcp[0]).toContain('decoding="sync"');
    for (const tag of pictures.filter((tag) => !lcp.includes(tag))) expect(tag).not.toContain('decoding="sync"');
    // Painted with the inline rules: the header is laid out before the sheet is asked for.
    await gotoStoredPage(request, page, '/');
    await expect.poll(() => isHydrated(page)).toBe(true);
    const sheets = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href')),
    );
    expect(sheets).toEqual([inlined]);
    // The sheet, once loaded, replaces the inline copy and changes nothing that was painted (no layout shift from it).
    await expect
      .poll(() => page.evaluate(() => Boolean(document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')?.sheet)))
      .toBe(true);
    expect(await page.locator('style[data-inlined]').count()).toBe(0);
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let sum = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) sum += (entry as PerformanceEntry & { value: number }).value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(sum), 500);
        }),
    );
    expect(shift).toBeLessThanOrEqual(0.01);
  });

  test('a cached page fetches its framework scripts only after its largest paint, then hydrates', async ({ request, page }) => {
    const response = await gotoStoredPage(request, page, '/tienda');
    expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
    await expect.poll(() => isHydrated(page)).toBe(true);
    // lib/page-cache/deferred-boot.ts: the document carries no flight data, and neither a chunk nor the
    // page's data is requested before the first LCP entry was painted.
    expect(await response!.text()).not.toMatch(/<script[^>]*>\(?self\.__next_f/);
    const timing = await page.evaluate(
      () =>
        new Promise<{ firstPaint: number; chunks: number[]; data: number[] }>((resolve) => {
          new PerformanceObserver((list) => {
            const starts = (match: (url: string) => boolean) =>
              performance
                .getEntriesByType('resource')
                .filter((entry) => match(entry.name))
                .map((entry) => entry.startTime);
            resolve({
              firstPaint: list.getEntries()[0].startTime,
              chunks: starts((url) => url.includes('/_next/static/chunks/') && url.endsWith('.js')),
              data: starts((url) => url.includes('/api/page-data/')),
            });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    expect(timing.chunks.length).toBeGreaterThan(0);
    expect(timing.data).toHaveLength(1);
    for (const start of [...timing.chunks, ...timing.data]) expect(start).toBeGreaterThanOrEqual(timing.firstPaint);
    // Each chunk downloads once: the loader's preload is the request the script then uses.
    const chunkUrls = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => url.includes('/_next/static/chunks/') && url.endsWith('.js')),
    );
    expect(chunkUrls.length).toBeGreaterThan(0);
    expect(new Set(chunkUrls).size).toBe(chunkUrls.length);
  });

  test('a page whose data this instance no longer holds renders afresh for it, hydrates and works', async ({ request, page }) => {
    // As when another instance answered the document, or its data was evicted: /api/page-data says 404.
    let asked = 0;
    await page.route('**/api/page-data/*', async (route) => {
      asked += 1;
      await route.fulfill({ status: 404, contentType: 'application/json', body: '{"error":"not_found"}' });
    });
    const release = await openWithScriptsHeld(request, page, '/tienda');
    release();
    await expect.poll(() => isHydrated(page)).toBe(true);
    expect(asked).toBe(1);
    const options = page.getByRole('button', { name: /^Ver Opciones de / }).first();
    const product = (await options.getAttribute('aria-label'))!.replace('Ver Opciones de ', '');
    await options.click();
    await expect(page.getByRole('dialog', { name: product })).toBeVisible();
  });

  test('a button pressed before the scripts arrived is carried out once the page hydrates', async ({ request, page }) => {
    const release = await openWithScriptsHeld(request, page, '/tienda');
    const options = page.getByRole('button', { name: /^Ver Opciones de / }).first();
    const product = (await options.getAttribute('aria-label'))!.replace('Ver Opciones de ', '');
    await options.click();
    expect(await isHydrated(page)).toBe(false);
    release();
    await expect(page.getByRole('dialog', { name: product })).toBeVisible();
  });

  test('a filter ticked before the scripts arrived is applied once the page hydrates, not undone', async ({ request, page }) => {
    const release = await openWithScriptsHeld(request, page, '/tienda');
    const filter = page.getByRole('complementary', { name: 'Filtros' }).getByRole('checkbox').first();
    const value = await filter.getAttribute('value');
    // Held: the box does not tick until React can act on it (`check()` would insist it had).
    await filter.click();
    expect(await isHydrated(page)).toBe(false);
    await expect(filter).not.toBeChecked();
    release();
    await expect.poll(() => new URL(page.url()).searchParams.get('category')).toBe(value);
    await expect(filter).toBeChecked();
  });

  test('a staff edit is on the next answer of a cached page', async ({ request }) => {
    const { products } = (await (await request.get('/api/products?limit=1')).json()) as { products: { id: number; slug: string }[] };
    const { product } = (await (await request.get(`/api/products/${products[0].id}`)).json()) as { product: { variants: Variant[] } };
    const variant = product.variants.find((v) => v.salePrice === null) ?? product.variants[0];
    const path = `/producto/${products[0].slug}`;
    await untilPageCached(request, path);

    const token = await staffToken(request);
    const newPrice = variant.price + 100;
    const edit = await request.patch(`/api/admin/inventory/${variant.id}`, {
      headers: { authorization: `Bearer ${token}` },
      data: { price: newPrice },
    });
    expect(edit.status()).toBe(200);
    try {
      const after = await request.get(path);
      expect(after.headers()['x-page-cache']).toBe('miss');
      expect(await after.text()).toContain(formatCOP(newPrice));
    } finally {
      await request.patch(`/api/admin/inventory/${variant.id}`, {
        headers: { authorization: `Bearer ${token}` },
        data: { price: variant.price },
      });
    }
  });

  test('a link with tracking parameters or unknown filters is a hit on the page without them, and hydrates', async ({ request, page }) => {
    for (const link of [
      '/tienda?fbclid=IwAR3xYzAbC',
      '/tienda?utm_source=whatsapp&utm_medium=social&gclid=Cj0KCQ',
      '/tienda?no-such-attribute=1',
    ]) {
      // The entry's bytes, read just before: another worker's catalogue write may retire the
      // entry between the two requests, and the link is then a fresh render (asked again).
      await expect
        .poll(async () => {
          const stored = await (await untilPageCached(request, '/tienda')).text();
          const answer = await request.get(link);
          return { cache: answer.headers()['x-page-cache'], sameBytes: (await answer.text()) === stored };
        }, link)
        .toEqual({ cache: 'hit', sameBytes: true });
    }
    // The shopper's address keeps its parameters; the page was rendered without them and hydrates.
    await gotoStoredPage(request, page, '/tienda?fbclid=IwAR3xYzAbC&utm_source=facebook', { storedAs: '/tienda' });
    await expect.poll(() => isHydrated(page)).toBe(true);
    expect(new URL(page.url()).searchParams.get('fbclid')).toBe('IwAR3xYzAbC');
    // A query naming an unknown filter is never kept under its own URL.
    for (let i = 0; i < 3; i++) {
      const unknown = await request.get('/tienda?search=vaso&no-such-attribute=1');
      expect(unknown.status()).toBe(200);
      expect(unknown.headers()['x-page-cache']).not.toBe('hit');
    }
  });

  test("a bot is answered a shopper's stored render, and its own render is never kept", async ({ request }) => {
    const bots = [
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'Twitterbot/1.0',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    ];
    // A store search no other journey asks for: nothing is kept for it yet (another worker's
    // journeys open every page of the store, /en/nosotros included).
    const path = `/en/tienda?search=bot${Date.now()}`;
    // Next renders for these bots differently; with nothing kept yet, they get their own render, not kept.
    for (const userAgent of bots) {
      const bot = await request.get(path, { headers: { 'user-agent': userAgent } });
      expect(bot.status()).toBe(200);
      expect(bot.headers()['x-page-cache'], userAgent).toBeUndefined();
      const html = await bot.text();
      expect(html.slice(0, html.indexOf('</head>'))).toMatch(/<title>[^<]+<\/title>/);
    }
    expect((await request.get(path)).headers()['x-page-cache']).toBe('miss');
    // Once a shopper's render is kept, bots are answered it (its metadata is in the head too). The
    // entry's bytes are read just before each bot asks: another worker's catalogue write may retire
    // the entry between the two requests, and the bot then gets a fresh render (asked again).
    for (const userAgent of bots) {
      await expect
        .poll(async () => {
          const shopper = await (await untilPageCached(request, path)).text();
          expect(shopper.slice(0, shopper.indexOf('</head>'))).toMatch(/<title>[^<]+<\/title>/);
          const bot = await request.get(path, { headers: { 'user-agent': userAgent } });
          return { cache: bot.headers()['x-page-cache'], sameBytes: (await bot.text()) === shopper };
        }, userAgent)
        .toEqual({ cache: 'hit', sameBytes: true });
    }
  });

  test('client navigations and no-cache requests always render', async ({ request }) => {
    await untilPageCached(request, '/contacto');
    const fresh = await request.get('/contacto', { headers: { 'cache-control': 'no-cache' } });
    expect(fresh.headers()['x-page-cache']).toBeUndefined();
    const rsc = await request.get('/contacto', { headers: { rsc: '1' } });
    expect(rsc.headers()['x-page-cache']).toBeUndefined();
    expect(rsc.headers()['content-type']).toContain('text/x-component');
    // Pages that are not public catalogue pages are never kept.
    const cart = await request.get('/carrito');
    expect(cart.headers()['x-page-cache']).toBeUndefined();
  });
});
