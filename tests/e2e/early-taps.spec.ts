import { expect, holdScripts, type Locator, openWithScriptsHeld, type Page, test } from './fixtures';

/**
 * A tap made before the page's scripts have started (lib/held-presses.ts), on a phone: the control
 * looks pressed and busy at the first frame after the tap, a second tap on it is not queued
 * again, and once the scripts arrive and React has hydrated the page the tap is carried out, on a
 * stored page (the page cache's copy) and on a fresh render alike.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

type Look = { pending: boolean; busy: string | null; opacity: string; transform: string };
type Recorded = Window & { __pressLooks: Look[] };

// Records how a tapped button looks at the first animation frame after its click (registered
// before the page's own scripts, so it sees the click even when the page holds it).
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const looks: Look[] = ((window as unknown as Recorded).__pressLooks = []);
    addEventListener(
      'click',
      (event) => {
        const control = event.target instanceof Element ? event.target.closest('button') : null;
        if (!control) return;
        requestAnimationFrame(() => {
          const style = getComputedStyle(control);
          looks.push({
            pending: control.hasAttribute('data-pending'),
            busy: control.getAttribute('aria-busy'),
            opacity: style.opacity,
            transform: style.transform,
          });
        });
      },
      true,
    );
  });
});

const isHydrated = (page: Page) =>
  page.evaluate(() => Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__react')));
const looks = (page: Page) => page.evaluate(() => (window as unknown as Recorded).__pressLooks);
const cartQuantities = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('ecoplast-cart') ?? '[]') as { quantity: number }[]).map((item) => item.quantity));
const HELD_LOOK = { pending: true, busy: 'true', opacity: '0.6', transform: 'matrix(0.96, 0, 0, 0.96, 0, 0)' };

/** The first single-variant card's 'Añadir'. */
const cardAdd = (page: Page) =>
  page
    .getByRole('region', { name: 'Productos' })
    .getByRole('button', { name: /^Añadir .+ al carrito$/ })
    .first();

/** Taps `add` twice while the scripts are held, then lets them in. */
async function doubleTapAddBeforeScripts(page: Page, add: Locator, release: () => void) {
  await add.tap();
  // At the first frame after the tap: pressed and busy.
  await expect.poll(() => looks(page)).toHaveLength(1);
  expect((await looks(page))[0]).toEqual(HELD_LOOK);
  await add.tap();
  await expect.poll(() => looks(page)).toHaveLength(2);
  expect((await looks(page))[1]).toEqual(HELD_LOOK);
  expect(await isHydrated(page)).toBe(false);
  expect(await cartQuantities(page)).toEqual([]);

  release();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Carrito, 1 producto' })).toBeVisible();
  await expect(add).not.toHaveAttribute('data-pending');
  await expect(add).not.toHaveAttribute('aria-busy');
  // One unit: the second tap was not queued again.
  await expect.poll(() => cartQuantities(page)).toEqual([1]);
  await page.waitForTimeout(300);
  expect(await cartQuantities(page)).toEqual([1]);
}

/** Opens `path` rendered afresh (a page-cache miss) with the framework chunks held back. */
async function openFreshWithScriptsHeld(page: Page, path: string): Promise<() => void> {
  const release = await holdScripts(page);
  // With routes on, Chromium asks with `Cache-Control: no-cache`: the page renders for this request.
  const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
  expect(response?.headers()['x-page-cache']).toBeUndefined();
  expect(response?.headers()['content-security-policy']).toContain("'nonce-");
  return release;
}

test('a stored page: a double tap on Añadir before the scripts start looks busy at once and adds one unit once they run', async ({
  request,
  page,
}) => {
  const release = await openWithScriptsHeld(request, page, '/tienda');
  await doubleTapAddBeforeScripts(page, cardAdd(page), release);
});

test('a fresh render: a double tap on Añadir before the scripts start looks busy at once and adds one unit once they run', async ({
  page,
}) => {
  const release = await openFreshWithScriptsHeld(page, '/tienda');
  await doubleTapAddBeforeScripts(page, cardAdd(page), release);
});

test("a product page rendered fresh: a double tap on 'Añadir al carrito' before the scripts start adds one unit once they run", async ({
  request,
  page,
}) => {
  type Listed = { slug: string; variants: { inStock: boolean }[] };
  const { products } = (await (await request.get('/api/products?limit=100')).json()) as { products: Listed[] };
  const single = products.find((product) => product.variants.length === 1 && product.variants[0].inStock);
  expect(single, 'a product with one variant in stock').toBeTruthy();
  const release = await openFreshWithScriptsHeld(page, `/producto/${single!.slug}`);
  await doubleTapAddBeforeScripts(page, page.getByRole('main').getByRole('button', { name: 'Añadir al carrito' }), release);
});

test("a fresh render: 'Ver Opciones' tapped before the scripts start opens the product's options once they run", async ({ page }) => {
  const release = await openFreshWithScriptsHeld(page, '/tienda');
  const options = page.getByRole('button', { name: /^Ver Opciones de / }).first();
  const product = (await options.getAttribute('aria-label'))!.replace('Ver Opciones de ', '');
  await options.tap();
  await expect.poll(() => looks(page)).toHaveLength(1);
  expect((await looks(page))[0]).toEqual(HELD_LOOK);
  expect(await isHydrated(page)).toBe(false);
  release();
  await expect(page.getByRole('dialog', { name: product })).toBeVisible();
});
