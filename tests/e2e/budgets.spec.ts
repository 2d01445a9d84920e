import http from 'node:http';
import { gzipSync } from 'node:zlib';
// @ts-expect-error: a plain .mjs build script, no type declarations
import { COMPILE_HINT } from '../../scripts/compile-hints.mjs';
import { storageKeys } from '../../lib/browser-storage-keys';
import {
  addAddressByApi,
  type APIRequestContext,
  signInNewCustomerByApi,
  expect,
  type Page,
  type Response,
  test,
  untilPageCached,
  staffToken,
} from './fixtures';

/**
 * Issue #7's deterministic budgets, measured on the production build (byte counts, not timings,
 * so they hold on any machine and a regression fails CI):
 * - JavaScript per storefront route ≤ 160 KiB gzipped, framework included (every script the
 *   page loads until the network is idle, each body gzipped at level 9);
 * - no back-office code on storefront pages, and every script marked for V8's eager compilation;
 * - /tienda HTML (24 products) ≤ 20 KiB gzipped, and the page data a stored page fetches ≤ 14 KiB;
 * - every stored store page (/, /tienda, a product, /contacto) in the first round trip of a new
 *   connection: ≤ 14,600 bytes with its headers, as sent (brotli);
 * - the payment page: /checkout/{id} < 200 KiB signed out (the login dialog opens by itself) and
 *   signed in (an order to pay), and a payment link /pagar/<token> (the same payment steps, nobody
 *   signed in) < 200 KiB; /perfil ≤ 246 KiB signed in (signed out it goes home);
 * - every <img> sized (width and height, or `fill` in a sized box) and served as WebP/AVIF (or
 *   SVG) at a phone's size; the hero image ≤ 60 KB at phone width.
 * The measured figures are printed; `npm run bench` reports them in docs/performance.md.
 */
const KIB = 1024;
/**
 * Issue #7's targets, enforced as they are (met since 2026-11-25: 153-160 KiB of JavaScript per
 * route, of which ~133 KiB is Next + React; /tienda 19.6 KiB). A change that crosses one must
 * make room elsewhere; they are never to be raised to let a change through.
 */
const JS_BUDGET = 160 * KIB;
/**
 * The payment page, however it is reached, under 200 KiB: a phone on a weak connection pays
 * there. It was 210-212 KiB (2026-12-03) until the signed-in header menu loaded on its first
 * press, the login dialog's two fields dropped react-hook-form and the payment steps loaded only
 * once she is signed in (docs/delivery.md). The profile loads no more than it did on 2026-11-26.
 */
const CHECKOUT_JS_BUDGET = 200 * KIB;
const PROFILE_JS_BUDGET = 246 * KIB;
const STORE_HTML_BUDGET = 20 * KIB;
/** What a stored page fetches for hydration after its largest paint (its flight data). */
const PAGE_DATA_BUDGET = 14 * KIB;
/** A new TCP connection's first window: 10 segments of 1,460 bytes (RFC 6928; Lighthouse's model). */
const FIRST_ROUND_TRIP = 14_600;
const HERO_BUDGET = 60_000;
const PHONE = { width: 390, height: 844 };
const PHONE_DPR = 2;
// Any chunk with an admin API path carries back-office code (lib/api-client/admin-*.ts).
const BACK_OFFICE_MARKERS = ['/api/admin/'];

const gzipped = (body: Buffer | string) => gzipSync(body, { level: 9 }).length;
const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;

let productPath = '';
let sharedCartPath = '';
test.beforeAll(async ({ request }) => {
  const html = await (await request.get('/tienda')).text();
  productPath = /href="(\/producto\/[^"?#]+)"/.exec(html)?.[1] ?? '';
  expect(productPath, 'a product link on /tienda').not.toBe('');
  // Issue #23 §1: a shared cart's page (/c/{id}) is a store page too.
  const { products } = (await (await request.get('/api/products?limit=3')).json()) as { products: { variants: { id: number }[] }[] };
  const shared = await request.post('/api/shared-carts', {
    data: { lines: products.map((p) => ({ variantId: p.variants[0].id, quantity: 1 })) },
  });
  expect(shared.status(), 'a shared cart').toBe(201);
  sharedCartPath = new URL(((await shared.json()) as { url: string }).url).pathname;
});

const storefrontPages = () => ['/', '/tienda', productPath, '/contacto', '/carrito', '/nosotros', sharedCartPath];

/**
 * Every JavaScript file one page load fetches, until the network is idle. Each URL counts once:
 * a chunk named by a <script> tag is requested again when the hydrating page imports it, and
 * that second response comes from the browser's cache (chunks are immutable), not the network.
 */
async function loadScripts(page: Page, path: string, ready?: () => Promise<void>): Promise<{ url: string; body: Buffer }[]> {
  const responses = new Map<string, Response>();
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if ((response.request().resourceType() === 'script' || type.includes('javascript')) && !responses.has(response.url()))
      responses.set(response.url(), response);
  });
  const res = await page.goto(path, { waitUntil: 'networkidle' });
  expect(res?.status(), path).toBe(200);
  // A page whose content waits for the session (the customer area) can go idle before it loads
  // the chunks of what it then shows: those count too, up to what the visitor is meant to see.
  if (ready) {
    await ready();
    await page.waitForLoadState('networkidle');
  }
  return Promise.all([...responses.values()].map(async (r) => ({ url: r.url(), body: await r.body() })));
}

test.describe('JavaScript per storefront route', () => {
  test('within the JS budget and no back-office code', async ({ page }) => {
    const rows: Record<string, { scripts: number; gzipped: string; budget: string }> = {};
    const failures: string[] = [];
    for (const path of storefrontPages()) {
      const scripts = await loadScripts(page, path);
      const total = scripts.reduce((sum, s) => sum + gzipped(s.body), 0);
      rows[path] = { scripts: scripts.length, gzipped: kib(total), budget: kib(JS_BUDGET) };
      if (total > JS_BUDGET) failures.push(`${path}: ${kib(total)} > ${kib(JS_BUDGET)}`);
      for (const { url, body } of scripts) {
        const text = body.toString('utf8');
        for (const marker of BACK_OFFICE_MARKERS) if (text.includes(marker)) failures.push(`${path}: ${url} contains "${marker}"`);
        // `npm run build` marks every chunk for V8's eager compilation (scripts/compile-hints.mjs).
        if (!text.startsWith(COMPILE_HINT)) failures.push(`${path}: ${url} lacks the compile hint`);
      }
      page.removeAllListeners('response');
    }
    console.log('JavaScript per route (gzip -9):');
    console.table(rows);
    // Six-digit module ids mean the module graph passed 5,000 modules (docs/design-notes.md): every
    // storefront chunk grows ~0.4 KiB with no store change. Named, so nobody hunts for it again.
    if (failures.length > 0 && (await loadScripts(page, '/')).some(({ body }) => /\be\.[ir]\(\d{6,}\)/.test(body.toString('utf8')))) {
      failures.push('module ids have six digits: keep server-only libraries out of the bundle (next.config.ts)');
    }
    expect(failures).toEqual([]);
  });
});

/** A new customer with an address and one unpaid order of 1 unit (cancelled by the caller: the stock comes back). */
async function customerWithOrder(request: APIRequestContext): Promise<{ token: string; orderId: number }> {
  const { token, headers } = await signInNewCustomerByApi(request, 'presupuesto');
  const address = await addAddressByApi(request, headers, {
    recipientName: 'Ana Pérez',
    street: 'Av. 0 # 12-34',
    city: 'Cúcuta',
    state: 'Norte de Santander',
    phone: '300 123 4567',
  });
  const { products } = (await (await request.get('/api/products?limit=60')).json()) as {
    products: { variants: { id: number; price: number; salePrice: number | null; inStock: boolean }[] }[];
  };
  const variant = products.find((p) => p.variants.length === 1 && p.variants[0].inStock)!.variants[0];
  const placed = await request.post('/api/orders', {
    headers,
    data: { items: [{ variantId: variant.id, quantity: 1, unitPrice: variant.salePrice ?? variant.price }], shippingAddressId: address.id },
  });
  expect(placed.status()).toBe(201);
  const { order } = (await placed.json()) as { order: { id: number } };
  return { token, orderId: order.id };
}

test.describe('JavaScript of the customer area (issue 21)', () => {
  test('/checkout/{id} signed out and signed in, /pagar/<token>, /perfil signed in', async ({ page, browser, request }) => {
    test.setTimeout(90_000);
    const rows: Record<string, { scripts: number; gzipped: string; budget: string }> = {};
    const measure = async (on: Page, label: string, path: string, budget: number, ready: () => Promise<void>) => {
      const scripts = await loadScripts(on, path, ready);
      const total = scripts.reduce((sum, s) => sum + gzipped(s.body), 0);
      rows[label] = { scripts: scripts.length, gzipped: kib(total), budget: kib(budget) };
      on.removeAllListeners('response');
      return total;
    };

    // Signed out, the payment page asks to sign in: the login dialog (its chunk included) opens by itself.
    const signedOut = await measure(page, '/checkout/{id} signed out', '/checkout/1', CHECKOUT_JS_BUDGET, () =>
      expect(page.getByRole('dialog', { name: 'Iniciar sesión' }).getByLabel('Correo electrónico')).toBeVisible(),
    );

    const { token, orderId } = await customerWithOrder(request);
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'es-CO' });
    try {
      await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [storageKeys.customerToken, token] as const);
      const customer = await context.newPage();
      // Signed in, the header's account button is part of the page (its menu's code loads on a press).
      const menu = customer.getByRole('button', { name: /^Cuenta de / });
      const checkout = await measure(customer, '/checkout/{id} signed in', `/checkout/${orderId}`, CHECKOUT_JS_BUDGET, async () => {
        await expect(customer.getByRole('button', { name: 'Confirmar y Enviar Comprobante' })).toBeVisible();
        await expect(menu).toBeVisible();
      });
      // Issue 23 §3: the order's payment link, opened by nobody in particular (a fresh page, no session).
      const adminToken = await staffToken(request);
      const detail = await request.get(`/api/admin/orders/${orderId}`, { headers: { Authorization: `Bearer ${adminToken}` } });
      const { paymentLink } = ((await detail.json()) as { order: { paymentLink: string } }).order;
      const stranger = await browser.newPage({ baseURL: test.info().project.use.baseURL, locale: 'es-CO' });
      const payLink = await measure(stranger, '/pagar/<token>', new URL(paymentLink).pathname, CHECKOUT_JS_BUDGET, async () => {
        await expect(stranger.getByRole('button', { name: 'Confirmar y Enviar Comprobante' })).toBeVisible();
      });
      await stranger.close();
      const profile = await measure(customer, '/perfil signed in', '/perfil', PROFILE_JS_BUDGET, async () => {
        await expect(customer.getByRole('article', { name: `Pedido #${orderId}` })).toBeVisible();
        await expect(menu).toBeVisible();
      });
      console.log('JavaScript of the customer area (gzip -9):');
      console.table(rows);
      expect(signedOut).toBeLessThan(CHECKOUT_JS_BUDGET);
      expect(checkout).toBeLessThan(CHECKOUT_JS_BUDGET);
      expect(payLink).toBeLessThan(CHECKOUT_JS_BUDGET);
      expect(profile).toBeLessThanOrEqual(PROFILE_JS_BUDGET);
    } finally {
      await context.close();
      // The unit the order held goes back to the shelf. Once more if the kept-alive socket was
      // closed under the request (ECONNRESET, seen on a loaded CI machine): cancelling is idempotent.
      const cancel = () => request.post(`/api/orders/${orderId}/cancel`, { headers: { Authorization: `Bearer ${token}` } });
      await cancel().catch(cancel);
    }
  });
});

test('/tienda HTML with 24 products within the HTML budget', async ({ request }) => {
  const res = await untilPageCached(request, '/tienda');
  const html = await res.text();
  const products = new Set([...html.matchAll(/href="(\/producto\/[^"?#]+)"/g)].map((m) => m[1]));
  expect(products.size, 'products on the first page of the demo store').toBe(24);
  const size = gzipped(html);
  // A stored page fetches its flight data after the largest paint (lib/page-cache/deferred-boot.ts),
  // with a budget of its own.
  const dataPath = /"(\/api\/page-data\/[\w-]+)"/.exec(html)?.[1];
  expect(dataPath, 'page data of a stored page').toBeTruthy();
  const data = gzipped(await (await request.get(dataPath!)).text());
  console.log(
    `/tienda HTML: ${kib(Buffer.byteLength(html))} raw, ${kib(size)} gzipped (budget ${kib(STORE_HTML_BUDGET)}); its page data ${kib(data)} gzipped (budget ${kib(PAGE_DATA_BUDGET)})`,
  );
  expect(size).toBeLessThanOrEqual(STORE_HTML_BUDGET);
  expect(data).toBeLessThanOrEqual(PAGE_DATA_BUDGET);
});

test('each stored store page arrives in the first round trip of a new connection', async ({ request }) => {
  // lib/page-cache/stored-page.ts: status line, headers and brotli body ≤ 10 TCP segments, so the page
  // paints with its own styles after one round trip; one byte more costs a second one.
  const rows: Record<string, { headers: number; body: number; total: number; budget: number }> = {};
  for (const path of ['/', '/tienda', productPath, '/contacto']) {
    // The measured answer must itself be the stored page: another worker's catalogue edit may
    // retire the entry between storing it and measuring, and a fresh render is larger.
    let wire = await onTheWire(new URL(path, test.info().project.use.baseURL));
    await expect
      .poll(async () => {
        if (wire.pageCache === 'hit') return wire.pageCache;
        await untilPageCached(request, path);
        wire = await onTheWire(new URL(path, test.info().project.use.baseURL));
        return wire.pageCache;
      }, path)
      .toBe('hit');
    expect(wire.coding, path).toBe('br');
    rows[path] = { headers: wire.headers, body: wire.body, total: wire.headers + wire.body, budget: FIRST_ROUND_TRIP };
  }
  console.log('Stored documents as sent (bytes):');
  console.table(rows);
  for (const [path, row] of Object.entries(rows)) expect(row.total, path).toBeLessThanOrEqual(FIRST_ROUND_TRIP);
});

/** Bytes of a document as a browser receives it: status line and headers, and the body as encoded; whether the page cache answered. */
function onTheWire(url: URL): Promise<{ headers: number; body: number; coding: string | undefined; pageCache: string | undefined }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd', 'accept-language': 'es' } }, (response) => {
      let body = 0;
      response.on('data', (chunk: Buffer) => (body += chunk.length));
      response.on('end', () => {
        let headers = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n\r\n`.length;
        for (let i = 0; i < response.rawHeaders.length; i += 2)
          headers += `${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}\r\n`.length;
        const pageCache = response.headers['x-page-cache'];
        resolve({
          headers,
          body,
          coding: response.headers['content-encoding'],
          pageCache: typeof pageCache === 'string' ? pageCache : undefined,
        });
      });
    });
    request.on('error', reject);
  });
}

test.describe('images at phone width', () => {
  test.use({ viewport: PHONE, deviceScaleFactor: PHONE_DPR, isMobile: true, hasTouch: true });

  type ImageInfo = {
    src: string;
    width: string | null;
    height: string | null;
    fill: boolean;
    box: { w: number; h: number };
    parentBox: { w: number; h: number };
    natural: number;
  };

  /** Loads the page, scrolls to the bottom so lazy images load, and describes every <img>. */
  async function images(page: Page, path: string, bytes: Map<string, { size: number; type: string }>): Promise<ImageInfo[]> {
    // Bodies are read asynchronously: every read is awaited before the images are judged (a
    // picture loaded during the last scroll was once judged before its body had been read).
    const reads: Promise<void>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'image') return;
      reads.push(
        response.body().then(
          (body) => void bytes.set(response.url(), { size: body.length, type: response.headers()['content-type'] ?? '' }),
          () => undefined,
        ),
      );
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(() => [...document.images].every((img) => img.complete || img.loading === 'lazy'));
    await Promise.all(reads);
    return page.$$eval('img', (imgs) =>
      imgs.map((img) => {
        const rect = img.getBoundingClientRect();
        const parent = img.parentElement?.getBoundingClientRect();
        return {
          src: img.currentSrc || img.src,
          width: img.getAttribute('width'),
          height: img.getAttribute('height'),
          fill: img.dataset.nimg === 'fill',
          box: { w: rect.width, h: rect.height },
          parentBox: { w: parent?.width ?? 0, h: parent?.height ?? 0 },
          natural: img.naturalWidth,
        };
      }),
    );
  }

  test('every <img> is sized and phone-sized WebP/AVIF; the hero ≤ 60 KB', async ({ page }) => {
    const failures: string[] = [];
    const bytes = new Map<string, { size: number; type: string }>();
    for (const path of storefrontPages()) {
      for (const img of await images(page, path, bytes)) {
        const label = `${path}: ${img.src.slice(0, 120)}`;
        const sized = (img.width && img.height) || (img.fill && img.parentBox.w > 0 && img.parentBox.h > 0);
        if (!sized) failures.push(`${label} has no width/height and is not fill in a sized box`);
        if (!img.src || img.natural === 0) continue; // not loaded (lazy, off screen in a carousel)
        const served = bytes.get(img.src);
        const type = served?.type ?? (img.src.startsWith('data:image/svg') ? 'image/svg+xml' : '');
        if (!/image\/(webp|avif|svg\+xml)/.test(type)) failures.push(`${label} is ${type || 'unknown'}, not WebP/AVIF`);
        // Phone-sized: no wider than its box at this screen's density (next/image's nearest size
        // may round up to the next of 640/750/828 px), never a desktop-width source.
        const needed = Math.max(img.box.w, 1) * PHONE_DPR;
        if (!type.includes('svg') && img.natural > Math.max(828, needed * 1.5)) {
          failures.push(`${label} is ${img.natural} px wide for a ${Math.round(img.box.w)} px box`);
        }
      }
      page.removeAllListeners('response');
    }

    await page.goto('/', { waitUntil: 'networkidle' });
    const heroSrc = await page
      .locator('#inicio img')
      .first()
      .evaluate((img: HTMLImageElement) => img.currentSrc);
    const hero = bytes.get(heroSrc);
    console.log(
      `hero image at ${PHONE.width} px × ${PHONE_DPR}: ${hero ? `${(hero.size / 1000).toFixed(1)} kB ${hero.type}` : 'not captured'} (budget 60 kB)`,
    );
    expect(hero, `hero image response ${heroSrc}`).toBeDefined();
    expect(hero!.size).toBeLessThanOrEqual(HERO_BUDGET);
    expect(failures).toEqual([]);
  });
});
