import { expect, type Page, pathnameOf, test } from './fixtures';

/*
 * Issue 20 items 7 and 8 on a phone, over the demo catalogue: sorting by price, a filter
 * option's count (choosing it shows that many products) and the closest suggestions under a
 * search that finds nothing.
 */
test.use({ locale: 'es-CO', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

type ApiProduct = { name: string; variants: { price: number; salePrice: number | null }[] };

const paramOf = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);
const grid = (page: Page) => page.getByRole('region', { name: 'Productos' });
const cardNames = (page: Page) => grid(page).getByRole('heading', { level: 3 }).allTextContents();
const lowest = (product: ApiProduct) => Math.min(...product.variants.map((v) => v.salePrice ?? v.price));

test('sorting by lowest price shows the cheapest product first and keeps the filters', async ({ page, request }) => {
  const { products } = (await (await request.get('/api/products')).json()) as { products: ApiProduct[] };
  const cheapest = Math.min(...products.map(lowest));
  const cheapestNames = products.filter((p) => lowest(p) === cheapest).map((p) => p.name);

  await page.goto('/tienda');
  const sort = page.getByRole('navigation', { name: 'Ordenar por' });
  await expect(sort.getByRole('link', { name: 'Nombre (A–Z)' })).toHaveAttribute('aria-current', 'true');
  // Relevance is offered only with a search.
  await expect(sort.getByRole('link', { name: 'Relevancia' })).toHaveCount(0);
  await sort.getByRole('link', { name: 'Menor precio' }).click();
  await expect.poll(() => paramOf(page, 'sort')).toBe('precio-asc');
  await expect(sort.getByRole('link', { name: 'Menor precio' })).toHaveAttribute('aria-current', 'true');
  await expect.poll(async () => (await cardNames(page))[0]).toBe(cheapestNames.sort()[0]);

  // With a search: relevance is the default, and an order keeps the search.
  await page.goto('/tienda?search=vasos');
  await expect(sort.getByRole('link', { name: 'Relevancia' })).toHaveAttribute('aria-current', 'true');
  await sort.getByRole('link', { name: 'Mayor precio' }).click();
  await expect.poll(() => paramOf(page, 'sort')).toBe('precio-desc');
  expect(paramOf(page, 'search')).toBe('vasos');
  const shown = await cardNames(page);
  const prices = shown.map((name) => lowest(products.find((p) => p.name === name)!));
  expect(prices).toEqual([...prices].sort((a, b) => b - a));
});

test('a size filter prices the cards by that size, and the card opens the product on it', async ({ page }) => {
  await page.goto('/tienda?Capacidad=12%20oz&sort=precio-asc');
  const card = grid(page)
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Vaso plástico transparente' }) });
  // Its 12 oz from $ 5.600 (paquete or millar), not the 7 oz's $ 3.900.
  await expect(card.locator('.price')).toHaveText(/^Desde \$\s5\.600$/);
  await card.getByRole('link', { name: 'Vaso plástico transparente' }).click();

  await expect.poll(() => pathnameOf(page)).toBe('/producto/vaso-plastico-transparente');
  expect(paramOf(page, 'variant')).toMatch(/^\d+$/);
  await expect(page.getByLabel('Capacidad')).toHaveValue('12 oz');
  await expect(page.getByLabel('Unidad de Medida')).toHaveValue('Paquete');
  await expect(
    page
      .getByRole('main')
      .getByText(/^\$\s5\.600$/)
      .first(),
  ).toBeVisible();
});

test('a filter option shows its count, and choosing it shows that many products', async ({ page }) => {
  await page.goto('/tienda?search=vaso');
  await page.getByRole('button', { name: 'Filtros, 1 activo' }).click();
  const panel = page.getByRole('dialog', { name: 'Filtros' });
  await panel.locator('summary', { hasText: 'Mostrar subcategorías de Desechables' }).click();
  const option = panel.getByRole('checkbox', { name: /^Vasos \(\d+\)$/ });
  const count = Number(/\((\d+)\)$/.exec((await option.locator('xpath=..').textContent()) ?? '')?.[1]);
  expect(count).toBeGreaterThan(1);
  // Categories without a cup are not offered for this search.
  await expect(panel.getByRole('checkbox', { name: /^Aseo \(/ })).toHaveCount(0);

  await option.check();
  await expect.poll(() => paramOf(page, 'category')).toBe('Vasos');
  const show = panel.getByRole('button', { name: `Ver ${count} productos` });
  await expect(show).toBeVisible();
  await show.click();
  await expect(page.getByText(`${count} productos`, { exact: true })).toBeVisible();
  await expect(grid(page).getByRole('heading', { level: 3 })).toHaveCount(count);
});

test('a search that finds nothing offers the closest categories and products', async ({ page }) => {
  await page.goto('/tienda?search=vsos%20tenedores%20metalicos');
  await expect(page.getByText('No se encontraron productos.')).toBeVisible();
  const closest = page.getByRole('region', { name: 'Quizás te interese' });
  const products = closest.getByRole('list', { name: 'Productos parecidos' }).getByRole('link');
  await expect(products.first()).toBeVisible();
  expect(await products.count()).toBeLessThanOrEqual(4);
  // Each matches one word ('tenedores'); those named so first.
  await expect(products.first()).toHaveText(/^Tenedor/);
  await expect(page.getByRole('link', { name: 'Pregúntanos por WhatsApp' })).toBeVisible();

  const categories = closest.getByRole('list', { name: 'Categorías parecidas' });
  await categories.getByRole('link', { name: 'Vasos', exact: true }).click();
  await expect.poll(() => paramOf(page, 'category')).toBe('Vasos');
  expect(pathnameOf(page)).toBe('/tienda');
  await expect(grid(page).getByRole('heading', { level: 3 }).first()).toBeVisible();
});
