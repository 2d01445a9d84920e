import {
  addAddressByApi,
  type APIRequestContext,
  createJourneyProduct as createProduct,
  expect,
  logInStaff,
  signInNewCustomerByApi,
  test,
  staffToken,
} from './fixtures';

/*
 * Issue 24 §5 on the desk. The price and stock grid: a staff member changes one variant's price
 * and another's stock in one screen, is asked for the stock reason, saves once, and the store
 * shows the new price. Archive: a product that has sold is archived when deleted (hidden from
 * the store, with a message saying so) and 'Restaurar' puts it back. Each journey works on a
 * product of its own (created through the API), so the shared demo catalogue is left as it was.
 */

test.use({ locale: 'es-CO', viewport: { width: 1280, height: 900 } });

async function staffHeaders(request: APIRequestContext) {
  return { Authorization: `Bearer ${await staffToken(request)}` };
}

async function storePrice(request: APIRequestContext, productId: number, variantId: number) {
  const res = await request.get(`/api/products/${productId}`);
  const { product } = (await res.json()) as { product: { variants: { id: number; price: number }[] } };
  return product.variants.find((v) => v.id === variantId)!.price;
}

test('the price and stock grid: two variants changed in one save, the stock reason asked for', async ({ page, request }) => {
  const name = `Tapa grilla ${Date.now()}`;
  const product = await createProduct(request, name, [
    { price: 1000, stock: 5, unitOfMeasure: 'Unidad' },
    { price: 20000, stock: 6, unitOfMeasure: 'Caja' },
  ]);
  const [first, second] = product.variants;

  await logInStaff(page);
  await page.goto('/admin/products');
  await page
    .getByLabel(/Buscar/)
    .first()
    .fill(name);
  await page.getByRole('link', { name: `Precios y stock de ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Precios y stock: ${name}` })).toBeVisible();

  await page.getByRole('textbox', { name: `Precio de ${first.sku}` }).fill('1.200');
  await page.getByRole('textbox', { name: `Stock de ${second.sku}` }).fill('9');
  await expect(page.getByText('Cambiaste el stock de 1 variante: elige el motivo.')).toBeVisible();
  // Without the reason nothing is saved, and the form says why.
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Elige el motivo de los cambios de stock: conteo, daño, pérdida u otro.').first()).toBeVisible();
  expect(await storePrice(request, product.id, first.id)).toBe(1000);

  // A row error stays on its row: a sale price above the price.
  await page.getByRole('textbox', { name: `Precio de oferta de ${second.sku}` }).fill('25000');
  await page.getByLabel('Motivo de los cambios de stock').selectOption({ label: 'Conteo' });
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  const secondRow = page.getByRole('row').filter({ hasText: second.sku });
  await expect(secondRow.getByText('El precio de oferta no puede ser mayor que el precio.')).toBeVisible();
  expect(await storePrice(request, product.id, first.id)).toBe(1000);

  await page.getByRole('textbox', { name: `Precio de oferta de ${second.sku}` }).fill('');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Cambios guardados: 1 precio y 1 stock.')).toBeVisible();
  await page.screenshot({ path: '/tmp/variant-grid.png', fullPage: true });

  // The store shows the new price; the count is in the variant's history as a 'Conteo'.
  await expect.poll(() => storePrice(request, product.id, first.id)).toBe(1200);
  const headers = await staffHeaders(request);
  const history = await request.get(`/api/admin/inventory/${second.id}/movements`, { headers });
  expect(JSON.stringify(await history.json())).toContain('"adjustmentReason":"count"');

  // Leave the store as it was: the journey's product goes (it never sold).
  expect((await request.delete(`/api/admin/products/${product.id}`, { headers })).status()).toBe(200);
});

test('a product that has sold is archived when deleted, hidden from the store, and restored', async ({ page, request }) => {
  test.setTimeout(150_000);
  const name = `Vaso archivo ${Date.now()}`;
  const product = await createProduct(request, name, [{ price: 1500, stock: 20, unitOfMeasure: 'Unidad' }]);

  // A shopper orders it (through the API, for speed).
  const { headers: customer } = await signInNewCustomerByApi(request, 'archivo');
  const saved = await addAddressByApi(request, customer);
  const order = await request.post('/api/orders', {
    headers: customer,
    data: { items: [{ variantId: product.variants[0].id, quantity: 2, unitPrice: 1500 }], shippingAddressId: saved.id },
  });
  expect(order.status(), await order.text()).toBe(201);
  expect((await request.get(`/api/products/${product.id}`)).status()).toBe(200);

  await logInStaff(page);
  await page.goto('/admin/products');
  await page
    .getByLabel(/Buscar/)
    .first()
    .fill(name);
  await page.getByRole('button', { name: `Eliminar ${name}` }).click();
  await page.getByRole('alertdialog', { name: 'Confirmar Eliminación' }).getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText(`El producto "${name}" tiene pedidos, así que se archivó en lugar de eliminarse`)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('Archivado', { exact: true })).toBeVisible();
  await page.screenshot({ path: '/tmp/product-archived.png' });
  // Gone from the store, its page too.
  expect((await request.get(`/api/products/${product.id}`)).status()).toBe(404);
  expect((await page.request.get(`/producto/${product.slug}`)).status()).toBe(404);

  await row.getByRole('button', { name: `Restaurar ${name}` }).click();
  await expect(page.getByText(`Producto "${name}" restaurado: vuelve a estar en la tienda.`)).toBeVisible();
  await expect(row.getByText('Archivado', { exact: true })).toHaveCount(0);
  await expect.poll(async () => (await request.get(`/api/products/${product.id}`)).status()).toBe(200);

  // Leave the store as it was: archived again (it has an order, so it cannot be deleted).
  const headers = await staffHeaders(request);
  const again = await request.delete(`/api/admin/products/${product.id}`, { headers });
  expect(await again.json()).toEqual({ success: true, archived: true });
});
