import { expect, pathnameOf, test } from './fixtures';

/*
 * Issue 20: a phone shopper types the plural with the header search and finds the product
 * named in the singular, both in the suggestions and on the store page, and buys it.
 */
test.use({ locale: 'es-CO', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('typing "servilletas" in the header search finds Servilleta and adds it to the cart', async ({ page }) => {
  await page.goto('/');
  const openSearch = () => page.getByRole('banner').getByRole('button', { name: 'Buscar productos' }).click();

  // Enter: the store page with the search, Servilleta first.
  await openSearch();
  const panel = page.getByRole('dialog', { name: 'Buscar' });
  const search = panel.getByRole('combobox', { name: 'Buscar productos' });
  await search.fill('servilletas');
  await search.press('Enter');
  await expect.poll(() => pathnameOf(page)).toBe('/tienda');
  expect(new URL(page.url()).searchParams.get('search')).toBe('servilletas');
  const grid = page.getByRole('region', { name: 'Productos' });
  await expect(grid.getByRole('heading', { level: 3 }).first()).toHaveText('Servilleta');
  await expect(page.getByText('No se encontraron productos.')).toHaveCount(0);

  // The suggestions answer the same way, typo included; a tap opens the product.
  await openSearch();
  const again = page.getByRole('dialog', { name: 'Buscar' }).getByRole('combobox', { name: 'Buscar productos' });
  await again.fill('servileta');
  const options = page.getByRole('listbox', { name: 'Productos sugeridos' }).getByRole('option');
  await expect(options.first()).toContainText('Servilleta');
  await options.filter({ hasText: 'Servilleta' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Servilleta' })).toBeVisible();

  await page.getByLabel('Tamaño').selectOption({ label: '30 × 30 cm' });
  await page.getByRole('button', { name: 'Añadir al carrito' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Carrito, 1 producto' })).toBeVisible();
});

test('a search that finds nothing offers to ask the business on WhatsApp with the query prefilled', async ({ page }) => {
  await page.goto('/tienda?search=trompeta%20de%20juguete');
  await expect(page.getByText('No se encontraron productos.')).toBeVisible();
  const ask = page.getByRole('link', { name: 'Pregúntanos por WhatsApp' });
  await expect(ask).toBeVisible();
  const href = new URL((await ask.getAttribute('href'))!);
  expect(href.hostname).toBe('wa.me');
  expect(href.searchParams.get('text')).toBe('Hola! Busco: trompeta de juguete');
  // A search that finds products shows no such link.
  await page.goto('/tienda?search=vasos');
  await expect(page.getByRole('link', { name: 'Pregúntanos por WhatsApp' })).toHaveCount(0);
});
