import { E2E_ADMIN, expect, expectNoSeriousA11yViolations, test, logInStaff } from './fixtures';

/*
 * Issue 20 item 6: staff teach the store search a word a supplier uses ('charola', a tray in
 * Mexico; the Colombian words are seeded) in the back office, and a shopper who types it finds
 * the trays at once, even on the /tienda?search= page the page cache had already stored with no
 * results.
 */

test.use({ locale: 'es-CO', viewport: { width: 1280, height: 800 } });

test('staff add a synonym in the back office and the store search finds the products by it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const missing: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('MISSING_MESSAGE')) missing.push(message.text());
  });

  // Before: nothing, and the page cache keeps that answer for this URL.
  await page.goto('/tienda?search=charolas');
  await expect(page.getByText('No se encontraron productos.')).toBeVisible();

  await logInStaff(page, E2E_ADMIN.email, E2E_ADMIN.password);

  await page.getByRole('navigation', { name: 'Secciones de administración' }).getByRole('link', { name: 'Sinónimos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sinónimos de búsqueda' })).toBeVisible();
  // The demo seed's starting list is there.
  await expect(page.getByRole('row', { name: /pitillo.*pajilla.*sorbete/ })).toBeVisible();

  await page.getByRole('button', { name: 'Nuevo grupo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo grupo de sinónimos' });
  const terms = dialog.getByLabel('Palabras o frases equivalentes');
  // One word only: stopped in the browser.
  await terms.fill('charola');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Escribe al menos dos palabras o frases distintas.')).toBeVisible();
  // A phrase that is in a seeded group: the server says which.
  await terms.fill('charola, bolsas tipo camiseta');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('«bolsas tipo camiseta» ya está en otro grupo (bolsa camiseta, bolsa tipo camiseta).')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await terms.fill('charola, bandeja');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Sinónimos guardados. La tienda ya los usa al buscar.')).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: /charola.*bandeja/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A shopper on a phone, in a session of their own: the same URL now lists the trays.
  const shopper = await browser.newPage({ locale: 'es-CO', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await shopper.goto('/tienda?search=charolas');
  const grid = shopper.getByRole('region', { name: 'Productos' });
  await expect(grid.getByRole('heading', { level: 3, name: 'Bandeja de icopor' })).toBeVisible();
  await expect(grid.getByRole('heading', { level: 3, name: 'Bandeja de bagazo 3 divisiones' })).toBeVisible();
  await expect(shopper.getByText('No se encontraron productos.')).toHaveCount(0);
  // The header suggestions answer the same way.
  await shopper.getByRole('banner').getByRole('button', { name: 'Buscar productos' }).click();
  await shopper.getByRole('dialog', { name: 'Buscar' }).getByRole('combobox', { name: 'Buscar productos' }).fill('charola');
  await expect(shopper.getByRole('listbox', { name: 'Productos sugeridos' }).getByRole('option').first()).toContainText('Bandeja');
  await shopper.close();

  // The section fits a phone too.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sinónimos de búsqueda' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(missing).toEqual([]);
});
