import { E2E_ADMIN, expect, logInStaff, pathnameOf, test, staffToken } from './fixtures';

/**
 * Issue 25 §5-6: a VENDEDOR works the catalogue without ever seeing a cost price (inventory and
 * product form), cannot delete products nor reach the activity log; an ADMIN then reads, in the
 * activity log, the VENDEDOR's sign-in and the cost change made for this test. The VENDEDOR is made
 * for the test; the cost is put back and the user deleted at the end (the DB is shared).
 */

// The e2e server seeds this administrator (tests/e2e/server.mjs).
const PASSWORD = 'Actividad-E2E-1';
const COST = 4321;

test.use({ locale: 'es-CO', viewport: { width: 1366, height: 850 } });

type AdminProduct = { id: number; name: string; variants: { id: number; sku: string; costPrice?: number | null }[] };

test('a VENDEDOR sees no cost prices nor delete buttons; the ADMIN reads their sign-in and the cost change in the activity log', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const seller = {
    nombre: `Vendedora Actividad ${stamp}`,
    email: `vendedora-actividad-${stamp}@e2e.test`,
    rol: 'VENDEDOR',
    password: PASSWORD,
  };
  const auth = { authorization: `Bearer ${await staffToken(request, E2E_ADMIN.email, E2E_ADMIN.password)}` };
  const created = await request.post('/api/admin/users', { data: seller, headers: auth });
  expect(created.status()).toBe(201);
  const sellerId = ((await created.json()) as { user: { id: number } }).user.id;

  // A variant with a cost only this test uses, through the API as the ADMIN (put back at the end).
  const { products } = (await (await request.get('/api/admin/products', { headers: auth })).json()) as { products: AdminProduct[] };
  const product = products.find((p) => p.variants.length > 0)!;
  const variant = product.variants[0];
  const setCost = (costPrice: number | null) => request.patch(`/api/admin/inventory/${variant.id}`, { data: { costPrice }, headers: auth });
  expect((await setCost(COST)).status()).toBe(200);

  try {
    // ---- the VENDEDOR
    await logInStaff(page, seller.email, seller.password);
    const nav = page.getByRole('navigation', { name: 'Secciones de administración' });
    await expect(nav.getByRole('link', { name: 'Inventario', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Actividad', exact: true })).toHaveCount(0);

    await nav.getByRole('link', { name: 'Inventario', exact: true }).click();
    await page.getByLabel('Buscar por producto o SKU').fill(variant.sku);
    const row = page.getByRole('row').filter({ hasText: variant.sku });
    await expect(row).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Precio', exact: true })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Precio de costo' })).toHaveCount(0);
    await expect(page.locator('main')).not.toContainText('4.321');

    await nav.getByRole('link', { name: 'Productos', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      page
        .getByRole('button', { name: `Editar ${product.name}` })
        .or(page.getByRole('link', { name: `Editar ${product.name}` }))
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: `Eliminar ${product.name}` })).toHaveCount(0);

    await page.goto(`/admin/products/${product.id}`);
    await expect(page.getByLabel(/^Nombre/).first()).toHaveValue(product.name);
    await expect(page.getByText('Precio de costo')).toHaveCount(0);
    await expect(page.locator('main')).not.toContainText(String(COST));

    // The API says the same whatever the screen shows.
    const sellerAuth = { authorization: `Bearer ${await staffToken(request, seller.email, seller.password)}` };
    const inventory = await request.get(`/api/admin/inventory?search=${encodeURIComponent(variant.sku)}`, { headers: sellerAuth });
    expect(await inventory.text()).not.toContain('costPrice');
    expect((await request.get('/api/admin/activity-log', { headers: sellerAuth })).status()).toBe(403);
    await page.goto('/admin/activity');
    await expect(page.getByText('No tienes permiso para ver esta sección.')).toBeVisible();

    // ---- the ADMIN, in another browser
    const adminContext = await browser.newContext({ baseURL, locale: 'es-CO', viewport: { width: 1366, height: 850 } });
    const adminPage = await adminContext.newPage();
    try {
      await logInStaff(adminPage, E2E_ADMIN.email, E2E_ADMIN.password);
      await adminPage
        .getByRole('navigation', { name: 'Secciones de administración' })
        .getByRole('link', { name: 'Actividad', exact: true })
        .click();
      await expect.poll(() => pathnameOf(adminPage)).toBe('/admin/activity');
      await expect(adminPage.getByRole('heading', { level: 1, name: 'Actividad del personal' })).toBeVisible();

      // Who: the VENDEDOR's own entries, their sign-ins among them.
      await adminPage.getByLabel('Usuario', { exact: true }).selectOption({ label: seller.nombre });
      const table = adminPage.getByRole('table', { name: 'Registro de actividad del personal' });
      await expect(table.getByRole('row').filter({ hasText: 'Ingreso' }).first()).toBeVisible();
      await expect(table).toContainText(seller.email);

      // What: the cost change of the variant, found by its SKU, with before and after.
      await adminPage.getByLabel('Usuario', { exact: true }).selectOption({ label: 'Todos' });
      await adminPage.getByLabel('Acción', { exact: true }).selectOption({ label: 'Modificación' });
      await adminPage.getByLabel('Tipo de registro', { exact: true }).selectOption({ label: 'Variante' });
      await adminPage.getByRole('searchbox', { name: 'Buscar' }).fill(variant.sku);
      await adminPage.getByRole('button', { name: 'Buscar', exact: true }).click();
      const change = table.getByRole('row').filter({ hasText: variant.sku }).first();
      await expect(change).toBeVisible();
      await change.getByText('1 campo').click();
      await expect(change).toContainText('costPrice');
      await expect(change).toContainText(String(COST));
    } finally {
      await adminContext.close();
    }
  } finally {
    await setCost(variant.costPrice ?? null);
    await request.delete(`/api/admin/users/${sellerId}`, { headers: auth });
  }
});
