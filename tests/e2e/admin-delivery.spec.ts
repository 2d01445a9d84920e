import { E2E_ADMIN, expect, expectNoSeriousA11yViolations, logInStaff, pathnameOf, test, staffToken } from './fixtures';

/**
 * 'Zonas y tarifas de entrega' (issue 21 "Staff set the rules"): an ADMIN creates a delivery zone for
 * El Zulia and sees it listed; a VENDEDOR sees the same rules with no way to change them.
 * The VENDEDOR is made for this test; the zone is removed at the end.
 */

// The e2e server seeds this administrator (tests/e2e/server.mjs).
const PASSWORD = 'Entregas-E2E-1';

test.use({ locale: 'es-CO', viewport: { width: 1280, height: 800 } });

test('an ADMIN creates a delivery zone for Chinácota (no demo zone has it); a VENDEDOR sees it without edit actions', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const stamp = Date.now();
  const zoneName = `Chinácota ${stamp}`.slice(0, 80);
  const seller = {
    nombre: `Vendedor Entregas ${stamp}`,
    email: `vendedor-entregas-${stamp}@e2e.test`,
    rol: 'VENDEDOR',
    password: PASSWORD,
  };
  const seeded = await staffToken(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const auth = { authorization: `Bearer ${seeded}` };
  const created = await request.post('/api/admin/users', { data: seller, headers: auth });
  expect(created.status()).toBe(201);
  const sellerId = ((await created.json()) as { user: { id: number } }).user.id;

  try {
    await logInStaff(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page
      .getByRole('navigation', { name: 'Secciones de administración' })
      .getByRole('link', { name: 'Zonas y tarifas de entrega' })
      .click();
    await expect.poll(() => pathnameOf(page)).toBe('/admin/delivery');
    await expect(page.getByRole('heading', { level: 1, name: 'Zonas y tarifas de entrega' })).toBeVisible();
    // Pickup shows the shop's address from the business module.
    await expect(page.getByRole('region', { name: 'Recoger en tienda' })).toContainText('Av. 7 # 12-45');

    await page.getByRole('button', { name: 'Nueva zona' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva zona de domicilio' });
    // An empty form is stopped in the browser, with Spanish messages beside the fields.
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByText('El nombre es requerido.')).toBeVisible();
    await expect(dialog.getByText('Elige al menos un municipio.')).toBeVisible();

    await dialog.getByRole('textbox', { name: /^Nombre/ }).fill(zoneName);
    const municipality = dialog.getByRole('combobox', { name: 'Agregar municipio' });
    await municipality.fill('chinac');
    await municipality.press('Enter');
    await expect(dialog.getByRole('button', { name: 'Quitar Chinácota' })).toBeVisible();
    await dialog.getByRole('textbox', { name: /^Valor del domicilio/ }).fill('7.000');
    await dialog.getByRole('textbox', { name: /^Gratis desde/ }).fill('200.000');
    await dialog.getByRole('checkbox', { name: 'Ofrecer pago contra entrega' }).check();
    await dialog.getByRole('textbox', { name: /^Total máximo contra entrega/ }).fill('500000');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Regla de entrega creada con éxito.')).toBeVisible();
    await expect(dialog).toBeHidden();

    const row = page.getByRole('row', { name: new RegExp(zoneName) });
    await expect(row).toContainText('Chinácota');
    await expect(row).toContainText('$\u00a07.000');
    await expect(row).toContainText('Gratis desde $\u00a0200.000');
    await expect(row).toContainText('Sí, hasta $\u00a0500.000');
    await expect(row.getByRole('button', { name: `Editar ${zoneName}` })).toBeVisible();

    // The VENDEDOR, on another computer: the section is there, read-only.
    const sellerContext = await browser.newContext({ baseURL, locale: 'es-CO', viewport: { width: 1280, height: 800 } });
    const sellerPage = await sellerContext.newPage();
    await logInStaff(sellerPage, seller.email, PASSWORD);
    await sellerPage
      .getByRole('navigation', { name: 'Secciones de administración' })
      .getByRole('link', { name: 'Zonas y tarifas de entrega' })
      .click();
    await expect(sellerPage.getByRole('heading', { level: 1, name: 'Zonas y tarifas de entrega' })).toBeVisible();
    await expect(sellerPage.getByText('Solo un administrador puede cambiarlas.')).toBeVisible();
    await expect(sellerPage.getByRole('row', { name: new RegExp(zoneName) })).toContainText('$\u00a07.000');
    await expect(sellerPage.getByRole('region', { name: 'Recoger en tienda' })).toContainText('listo en 2 horas hábiles');
    for (const name of ['Nueva zona', 'Nuevo grupo', `Editar ${zoneName}`, `Eliminar ${zoneName}`, 'Guardar']) {
      await expect(sellerPage.getByRole('button', { name })).toHaveCount(0);
    }
    await sellerContext.close();
  } finally {
    const rules = (await (await request.get('/api/admin/delivery-rules', { headers: auth })).json()) as {
      zones: { id: number; name: string }[];
    };
    for (const zone of rules.zones.filter((z) => z.name === zoneName))
      await request.delete(`/api/admin/delivery-zones/${zone.id}`, { headers: auth });
    await request.delete(`/api/admin/users/${sellerId}`, { headers: auth });
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the section and its group dialog fit 360 px and pass the accessibility scan', async ({ page }) => {
    const missing: string[] = [];
    page.on('console', (message) => void (message.text().includes('MISSING_MESSAGE') && missing.push(message.text())));
    await logInStaff(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto('/admin/delivery');
    await expect(page.getByRole('heading', { level: 1, name: 'Zonas y tarifas de entrega' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Domicilio por zonas' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expect(page.getByRole('navigation', { name: 'Secciones de administración' }).locator('[aria-current="page"]')).toBeInViewport();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Nuevo grupo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo grupo de envío nacional' });
    await dialog.getByRole('button', { name: 'Agregar tarifa por peso' }).click();
    await expect(dialog.getByRole('textbox', { name: /^Hasta \(gramos\), fila 1/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(missing).toEqual([]);
  });
});
