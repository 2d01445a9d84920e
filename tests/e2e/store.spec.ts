import { expect, expectNoSeriousA11yViolations, type Locator, type Page, pathnameOf, test } from './fixtures';

/*
 * The shopping journey over the demo catalogue (db/seed-data.ts): store filters in the URL,
 * the option dialog, a product page with its tier table, the cart with tiers, nudge and the
 * WhatsApp message, the header search and the English store.
 */

// Spanish is the default at unprefixed URLs; the browser asks for es-CO (RECIPE: locale trap).
test.use({ locale: 'es-CO' });

// RECIPE "Playwright URL waits": compare pathnames, never a regexp on the whole URL.
const paramOf = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);
const cop = (amount: number) =>
  new Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP', maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(amount);
const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const productGrid = (page: Page) => page.getByRole('region', { name: 'Productos' });
const cardNames = async (page: Page) => (await productGrid(page).getByRole('heading', { level: 3 }).allTextContents()).sort();

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The page's own content (everything in <main>) fits the viewport: nothing sticks out right. */
async function expectMainFits(page: Page) {
  const overflow = await page.evaluate(() => {
    const widest = Math.max(...[...document.querySelectorAll('main *')].map((el) => el.getBoundingClientRect().right));
    return Math.ceil(widest) - document.documentElement.clientWidth;
  });
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The line of the cart page whose heading is `name`. */
const cartLine = (page: Page, name: string): Locator =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('filter, choose options, product page, cart, WhatsApp, search and English store', async ({ page }) => {
    await page.goto('/');
    await page.locator('#inicio').getByRole('link', { name: 'Ver Productos' }).click();
    await expect.poll(() => pathnameOf(page)).toBe('/tienda');
    await expect(page.getByRole('heading', { level: 1, name: 'Tienda' })).toBeVisible();
    await expect(productGrid(page).getByRole('heading', { level: 3 })).toHaveCount(24);
    await expect(page.getByRole('navigation', { name: 'Paginación' }).getByRole('link', { name: 'Página 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectNoSeriousA11yViolations(page);

    // A category checkbox and an attribute value: each writes the URL.
    const filters = page.getByRole('complementary', { name: 'Filtros' });
    // Sections and subcategory toggles are native <details>/<summary> (no ARIA role in Playwright).
    await filters.locator('summary', { hasText: 'Mostrar subcategorías de Desechables' }).click();
    await filters.getByRole('checkbox', { name: /^Vasos \(\d+\)$/ }).check();
    await expect.poll(() => paramOf(page, 'category')).toBe('Vasos');
    await filters.locator('summary', { hasText: 'Capacidad' }).click();
    await filters.getByRole('checkbox', { name: /^12 oz \(\d+\)$/ }).check();
    await expect.poll(() => paramOf(page, 'Capacidad')).toBe('12 oz');
    expect(pathnameOf(page)).toBe('/tienda');
    expect(paramOf(page, 'category')).toBe('Vasos');
    await expect.poll(() => cardNames(page)).toEqual(['Vaso de cartón para bebidas calientes', 'Vaso plástico transparente']);
    await expect(page.getByText('2 productos', { exact: true })).toBeVisible();
    await expect(filters.getByRole('checkbox', { name: /^Vasos \(\d+\)$/ })).toBeChecked();

    // A multi-variant product: 'Ver Opciones' → choose every attribute → add.
    await productGrid(page).getByRole('button', { name: 'Ver Opciones de Vaso plástico transparente' }).click();
    const dialog = page.getByRole('dialog', { name: 'Vaso plástico transparente' });
    const add = dialog.getByRole('button', { name: 'Añadir al carrito' });
    await expect(add).toBeDisabled();
    await dialog.getByLabel('Capacidad').selectOption('9 oz');
    await dialog.getByLabel('Unidad de Medida').selectOption('Paquete');
    await add.click();
    await expect(dialog).toBeHidden();

    const header = page.getByRole('banner');
    const cartButton = header.getByRole('button', { name: 'Carrito, 1 producto' });
    await expect(cartButton).toBeVisible();
    await cartButton.click();
    const cartMenu = page.getByRole('dialog', { name: 'Tu carrito' });
    await expect(cartMenu.getByText('Vaso plástico transparente', { exact: true })).toBeVisible();
    await expect(cartMenu.getByText(/^9 oz\b/)).toBeVisible();
    await page.keyboard.press('Escape');

    // Removing the capacity chip keeps the category; then another product's page.
    await page.getByRole('link', { name: 'Quitar filtro: 12 oz' }).click();
    await expect.poll(() => paramOf(page, 'Capacidad')).toBeNull();
    expect(paramOf(page, 'category')).toBe('Vasos');
    await productGrid(page).getByRole('link', { name: 'Vaso aguardientero 1.5 oz' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Vaso aguardientero 1.5 oz' })).toBeVisible();
    expect(pathnameOf(page)).toMatch(/^\/producto\/[a-z0-9-]+$/);

    const crumbs = page.getByRole('navigation', { name: 'Ruta de navegación' });
    await expect(crumbs.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByRole('link', { name: 'Tienda' })).toHaveAttribute('href', '/tienda');
    await expect(crumbs.getByRole('link', { name: 'Vasos' })).toHaveAttribute('href', '/tienda?category=Vasos');
    const tiers = page.getByRole('table', { name: 'Precios por volumen' });
    await expect(tiers).toBeVisible();
    await expect(tiers.getByRole('row')).toHaveCount(3);
    await expect(page.getByText('Paquete x50')).toBeVisible();
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
    const product = jsonLd.find((data) => data['@type'] === 'Product');
    expect(product).toMatchObject({
      name: 'Vaso aguardientero 1.5 oz',
      offers: { '@type': 'Offer', price: 2900, priceCurrency: 'COP', availability: 'https://schema.org/InStock' },
    });
    expect(product.image).toMatch(/^https?:\/\//);
    expect(jsonLd.some((data) => data['@type'] === 'BreadcrumbList')).toBe(true);
    await expectNoSeriousA11yViolations(page);

    const quantity = page.getByRole('spinbutton', { name: 'Cantidad' });
    await quantity.fill('10');
    await quantity.press('Enter');
    await page.getByRole('button', { name: 'Añadir al carrito' }).click();
    await expect(header.getByRole('button', { name: 'Carrito, 2 productos' })).toBeVisible();

    // The cart page: both lines, the tier price in green, the nudge, the WhatsApp message.
    await page.goto('/carrito');
    const vaso = cartLine(page, 'Vaso plástico transparente');
    const shot = cartLine(page, 'Vaso aguardientero 1.5 oz');
    await expect(vaso).toBeVisible();
    await expect(shot).toBeVisible();
    const tierPrice = shot.getByText(cop(2700), { exact: true });
    await expect(tierPrice).toBeVisible();
    await expect(tierPrice).toHaveCSS('color', 'rgb(21, 128, 61)');
    // The nudge counts in the selling unit (issue 22): these are packs of 50.
    await expect(vaso.getByText(`Añade 9 paquetes más y paga ${cop(4300)} por paquete`)).toBeVisible();
    await expect(shot.getByText(`Añade 40 paquetes más y paga ${cop(2500)} por paquete`)).toBeVisible();

    const whatsapp = page.getByRole('link', { name: /Pedir por WhatsApp/ });
    const text = new URL((await whatsapp.getAttribute('href'))!).searchParams.get('text') ?? '';
    // Counted in packs, with the cups they hold (issue 22).
    expect(text).toContain('1 paquete × Vaso plástico transparente - 9 oz');
    expect(text).toContain('= 50 unidades');
    expect(text).toContain('10 paquetes × Vaso aguardientero 1.5 oz');
    expect(text).toContain('= 500 unidades');
    expect(text).toContain(`*Total: ${cop(4500 + 27000)}*`);
    await expectNoSeriousA11yViolations(page);

    await page.reload();
    await expect(cartLine(page, 'Vaso plástico transparente')).toBeVisible();
    await expect(cartLine(page, 'Vaso aguardientero 1.5 oz').getByRole('spinbutton')).toHaveValue('10');

    // Header search: at most 5 suggestions, keyboard combobox, Enter lands on the store.
    const search = header.getByRole('combobox', { name: 'Buscar productos' });
    await search.fill('vaso');
    const listbox = page.getByRole('listbox', { name: 'Productos sugeridos' });
    await expect(listbox).toBeVisible();
    await expect(search).toHaveAttribute('aria-expanded', 'true');
    const suggestions = listbox.getByRole('option').filter({ hasNotText: 'Ver todos los resultados' });
    const count = await suggestions.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(5);
    for (const name of await suggestions.allTextContents()) expect(fold(name)).toContain('vaso');
    await expect(listbox.getByRole('option', { name: 'Ver todos los resultados' })).toBeVisible();
    await search.press('ArrowDown');
    const firstId = await suggestions.first().getAttribute('id');
    await expect(search).toHaveAttribute('aria-activedescendant', firstId!);
    await expect(suggestions.first()).toHaveAttribute('aria-selected', 'true');
    await search.press('Escape');
    await expect(listbox).toBeHidden();
    await expect(search).toHaveAttribute('aria-expanded', 'false');
    await search.press('Enter');
    await expect.poll(() => pathnameOf(page)).toBe('/tienda');
    expect(paramOf(page, 'search')).toBe('vaso');
    await expect(page.getByText('Resultados para “vaso”', { exact: true })).toBeVisible();
    // Products named 'Vaso …' first; after them the rest of the category Vasos (issue 20).
    const shown = await productGrid(page).getByRole('heading', { level: 3 }).allTextContents();
    const named = shown.filter((name) => fold(name).includes('vaso'));
    expect(named.length).toBeGreaterThanOrEqual(6);
    expect(shown.slice(0, named.length)).toEqual(named);
    expect(shown).toContain('Copa para champaña desechable');

    // The language switch keeps the store and its query in English.
    await header.getByRole('button', { name: /^EN\b/ }).click();
    await expect.poll(() => pathnameOf(page)).toBe('/en/tienda');
    await expect(page.getByRole('heading', { level: 1, name: 'Store' })).toBeVisible();
    expect(paramOf(page, 'search')).toBe('vaso');
    await expect(page.getByRole('complementary', { name: 'Filters' })).toBeVisible();
  });

  test('an unknown product is a 404 and pagination keeps the filters', async ({ page }) => {
    const response = await page.goto('/producto/no-existe-este-producto');
    expect(response?.status()).toBe(404);
    // A branded page in the shopper's language, inside the store layout, with the way back.
    await expect(page.getByRole('heading', { level: 1, name: 'No encontramos esta página' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ir a la tienda' })).toBeVisible();
    const unknownPath = await page.goto('/esta-ruta-no-existe');
    expect(unknownPath?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'No encontramos esta página' })).toBeVisible();

    await page.goto('/tienda?utm_source=facebook');
    const pages = page.getByRole('navigation', { name: 'Paginación' });
    await pages.getByRole('link', { name: 'Página siguiente' }).click();
    await expect.poll(() => paramOf(page, 'page')).toBe('2');
    await expect(pages.getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    // Crawlers load each page afresh: check the canonical link of a full load of page 2.
    await page.reload();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/tienda\?page=2$/);

    await page.goto('/tienda?category=Desechables&page=2');
    await expect(productGrid(page).getByRole('heading', { level: 3 })).not.toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Paginación' }).getByRole('link', { name: 'Página 1' })).toHaveAttribute(
      'href',
      '/tienda?category=Desechables',
    );
    await page.goto('/tienda?search=zzzz-nada');
    await expect(page.getByText('No se encontraron productos.')).toBeVisible();
    // Last: visiting an English page makes English the remembered language.
    const englishPath = await page.goto('/en/no-such-page');
    expect(englishPath?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'We couldn’t find this page' })).toBeVisible();
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('filters in a panel, search panel, product page and cart on a phone', async ({ page }) => {
    await page.goto('/tienda');
    await expect(page.getByRole('heading', { level: 1, name: 'Tienda' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    // Two columns on a phone.
    const cards = productGrid(page).getByRole('listitem');
    const [first, second] = await Promise.all([cards.nth(0).boundingBox(), cards.nth(1).boundingBox()]);
    expect(Math.round(first!.y)).toBe(Math.round(second!.y));
    expect(first!.width).toBeGreaterThan(140);

    await page.getByRole('button', { name: 'Filtros', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Filtros' });
    await panel.locator('summary', { hasText: 'Mostrar subcategorías de Biodegradables' }).click();
    await panel.getByRole('checkbox', { name: /^Bagazo de caña \(\d+\)$/ }).check();
    await expect.poll(() => paramOf(page, 'category')).toBe('Bagazo de caña');
    await panel.getByRole('button', { name: /^Ver \d+ productos?$/ }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filtros, 1 activo' })).toBeVisible();
    await expect
      .poll(() => cardNames(page))
      .toEqual(['Bandeja de bagazo 3 divisiones', 'Bowl de bagazo de caña', 'Contenedor almeja de bagazo', 'Plato de bagazo de caña']);

    // 360 px: the store's content fits (the header bar is checked by its own journey).
    await page.setViewportSize({ width: 360, height: 780 });
    await expectMainFits(page);

    // The search panel: suggestions, a tap opens the product page.
    await page.getByRole('banner').getByRole('button', { name: 'Buscar productos' }).click();
    const searchPanel = page.getByRole('dialog', { name: 'Buscar' });
    const search = searchPanel.getByRole('combobox', { name: 'Buscar productos' });
    await expect(search).toBeFocused();
    await search.fill('plato');
    const options = searchPanel.getByRole('listbox', { name: 'Productos sugeridos' }).getByRole('option');
    await expect(options.first()).toBeVisible();
    expect(await options.count()).toBeLessThanOrEqual(6);
    await options.filter({ hasText: 'Plato plástico blanco' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Plato plástico blanco' })).toBeVisible();
    await expect(searchPanel).toBeHidden();
    await expectMainFits(page);

    await page.getByLabel('Tamaño').selectOption('23 cm');
    await expect(page.getByRole('table', { name: 'Precios por volumen' })).toBeVisible();
    await page.getByRole('button', { name: 'Añadir al carrito' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Carrito, 1 producto' })).toBeVisible();
  });
});
