import { createJourneyProduct, E2E_ADMIN, expect, logInStaff, staffToken, test } from './fixtures';

/*
 * While the store keeps price changes to ADMIN (the default of `sellersChangePrices`), a
 * VENDEDOR's screens show prices read-only with the reason instead of inputs that would answer
 * 403 on save: the product form, the price and stock grid and the inventory. The seller still
 * saves the other fields; an ADMIN still edits the price. The seller and the product are the
 * journey's own and go at the end (the database is shared).
 */

test.use({ locale: 'es-CO', viewport: { width: 1366, height: 850 } });

const LOCKED = 'Solo un administrador cambia precios. Pídele el cambio, o que marque «Los vendedores cambian precios» en Inventario.';

type AdminVariant = { id: number; price: number; weightGrams: number | null };

test('a VENDEDOR sees prices read-only and saves the rest; an ADMIN still edits the price', async ({ page, browser, request }) => {
  const stamp = Date.now();
  const headers = { Authorization: `Bearer ${await staffToken(request)}` };
  expect((await request.patch('/api/admin/settings', { headers, data: { sellersChangePrices: false } })).status()).toBe(200);
  const name = `Vaso precio fijo ${stamp}`;
  const product = await createJourneyProduct(request, name, [{ price: 4500, stock: 8, unitOfMeasure: 'Unidad' }]);
  const [variant] = product.variants;
  const seller = {
    nombre: `Vendedor Precios ${stamp}`,
    email: `vendedor-precios-${stamp}@e2e.test`,
    rol: 'VENDEDOR',
    password: 'Precios-E2E-1',
  };
  const created = await request.post('/api/admin/users', { headers, data: seller });
  expect(created.status()).toBe(201);
  const sellerId = ((await created.json()) as { user: { id: number } }).user.id;
  const stored = async () => {
    const res = await request.get(`/api/admin/products/${product.id}`, { headers });
    return ((await res.json()) as { product: { variants: AdminVariant[] } }).product.variants[0];
  };

  try {
    // ---- the VENDEDOR: the product form shows the price, read-only, and saves the weight
    await logInStaff(page, seller.email, seller.password);
    await page.goto(`/admin/products/${product.id}`);
    const edit = page.getByRole('dialog', { name: 'Editar Producto' });
    const price = edit.getByRole('textbox', { name: 'Precio (variante 1)', exact: true });
    await expect(price).toHaveValue(/4\.?500/);
    await expect(price).toHaveAttribute('readonly', '');
    await expect(edit.getByRole('textbox', { name: 'Precio de oferta (variante 1)', exact: true })).toHaveAttribute('readonly', '');
    await expect(edit.getByText(LOCKED).first()).toBeVisible();
    await edit.getByRole('textbox', { name: 'Peso (g) (variante 1)', exact: true }).fill('250');
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Producto actualizado con éxito.')).toBeVisible({ timeout: 20_000 });
    await expect.poll(async () => (await stored()).weightGrams).toBe(250);
    expect((await stored()).price).toBe(4500);

    // The grid: price and sale price read-only, stock still an input.
    await page.goto(`/admin/products/${product.id}/variants`);
    await expect(page.getByRole('heading', { level: 1, name: `Precios y stock: ${name}` })).toBeVisible();
    await expect(page.getByRole('note').filter({ hasText: LOCKED })).toBeVisible();
    await expect(page.getByRole('textbox', { name: `Precio de ${variant.sku}` })).toHaveAttribute('readonly', '');
    await expect(page.getByRole('textbox', { name: `Stock de ${variant.sku}` })).not.toHaveAttribute('readonly', '');

    // Inventory: the price is text, not an edit button; the stock is still editable.
    await page.goto('/admin/inventory');
    await page.getByLabel('Buscar por producto o SKU').fill(variant.sku);
    const row = page.getByRole('row').filter({ hasText: variant.sku });
    await expect(row).toBeVisible();
    await expect(page.getByRole('note').filter({ hasText: LOCKED })).toBeVisible();
    await expect(row.getByRole('button', { name: /^Editar Precio de / })).toHaveCount(0);
    await expect(row.getByRole('button', { name: /^Editar Stock de / })).toBeVisible();

    // ---- the ADMIN: the same form offers the price and saves it
    const adminContext = await browser.newContext({ locale: 'es-CO', viewport: { width: 1366, height: 850 } });
    try {
      const admin = await adminContext.newPage();
      await logInStaff(admin, E2E_ADMIN.email, E2E_ADMIN.password);
      await admin.goto(`/admin/products/${product.id}`);
      const adminEdit = admin.getByRole('dialog', { name: 'Editar Producto' });
      const adminPrice = adminEdit.getByRole('textbox', { name: 'Precio (variante 1)', exact: true });
      await expect(adminPrice).not.toHaveAttribute('readonly', '');
      await expect(adminEdit.getByText(LOCKED)).toHaveCount(0);
      await adminPrice.fill('4800');
      await adminEdit.getByRole('button', { name: 'Guardar' }).click();
      await expect(admin.getByText('Producto actualizado con éxito.')).toBeVisible({ timeout: 20_000 });
      await expect.poll(async () => (await stored()).price).toBe(4800);
    } finally {
      await adminContext.close();
    }
  } finally {
    await request.delete(`/api/admin/users/${sellerId}`, { headers });
    await request.delete(`/api/admin/products/${product.id}`, { headers });
  }
});
