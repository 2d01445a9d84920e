import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, expectNoSeriousA11yViolations, type Locator, logInStaff, type Page, pathnameOf, test } from './fixtures';
import sharp from 'sharp';

/*
 * The catalogue journey of a staff member (spec 2 §2 Products and Inventory): log in, create a
 * product with two variants, attribute values, a volume tier and a picture, find it in the
 * store, change its stock in the inventory, then edit it and check the variants kept their ids.
 */

test.use({ locale: 'es-CO' });

// A prefix no demo product has, so the SKUs below are exactly the generated ones.
const PRODUCT = 'Xilo caja de prueba';

const cop = (amount: number) =>
  new Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP', maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(amount);

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function selectOptionByText(select: Locator, text: string) {
  // Category options are indented with no-break spaces: match the name, not the padding.
  const value = await select
    .locator('option')
    .filter({ hasText: new RegExp(`^\\s*${text}$`) })
    .getAttribute('value');
  await select.selectOption(value!);
}

type ApiProduct = {
  id: number;
  variants: { id: number; sku: string; price: number; stock: number; volumeDiscounts: { minQuantity: number; price: number }[] }[];
};

async function fetchProduct(page: Page, id: number): Promise<ApiProduct> {
  const token = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('-admin-token'));
    return key ? localStorage.getItem(key) : null;
  });
  expect(token).toBeTruthy();
  const response = await page.request.get(`/api/admin/products/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { product: ApiProduct }).product;
}

let imageDir: string;
let imagePath: string;

test.beforeAll(async () => {
  imageDir = mkdtempSync(path.join(tmpdir(), 'admin-products-'));
  imagePath = path.join(imageDir, 'caja.png');
  await sharp({ create: { width: 320, height: 320, channels: 3, background: '#15803d' } })
    .png()
    .toFile(imagePath);
});

test.afterAll(() => rmSync(imageDir, { recursive: true, force: true }));

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('create a product with variants, see it in the store, change its stock, edit it in place', async ({ page }) => {
    // The suite's longest journey (about 95 s alone here, past 120 s on a loaded CI machine).
    test.setTimeout(180_000);
    await logInStaff(page);

    // ---- the product list
    const nav = page.getByRole('navigation', { name: 'Secciones de administración' });
    await nav.getByRole('link', { name: 'Productos' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Productos' })).toBeVisible();
    await expect(page.getByRole('row').nth(2)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // ---- the full-screen form
    await page.getByRole('link', { name: 'Crear Producto' }).click();
    const form = page.getByRole('dialog', { name: 'Crear Producto' });
    await expect(form.getByRole('textbox', { name: 'Nombre', exact: true })).toBeFocused();
    await form.getByRole('textbox', { name: 'Nombre', exact: true }).fill(PRODUCT);
    await form.getByRole('textbox', { name: 'Descripción', exact: true }).fill('Caja kraft para pruebas del catálogo.');
    const category = form.getByRole('combobox', { name: 'Categoría' });
    await expect(category.locator('option[value=""]')).toHaveText('Seleccione...');
    await expect(category.locator('option[value=""]')).toBeDisabled();
    await selectOptionByText(category, 'Cajas');
    await form.getByRole('checkbox', { name: 'Producto destacado' }).check();
    await form.getByRole('region', { name: 'Datos del producto' }).getByTestId('image-upload-input').setInputFiles(imagePath);
    await expect(form.getByRole('img', { name: 'Vista previa de la imagen' })).toBeVisible();

    // Variant 1: white, per pack, with a volume tier. Only one variant: no remove button yet.
    await expect(form.getByRole('button', { name: 'Quitar variante 1' })).toHaveCount(0);
    // Issue 24 §5: a new product offers no attribute until it is ticked as the product's.
    await expect(form.getByRole('combobox', { name: 'Color (variante 1)' })).toHaveCount(0);
    await form.getByRole('group', { name: 'Atributos del producto' }).getByRole('checkbox', { name: 'Color' }).check();
    await form.getByRole('combobox', { name: 'Color (variante 1)' }).selectOption({ label: 'Blanco' });
    await form.getByRole('combobox', { name: 'Unidad de medida (variante 1)' }).selectOption({ label: 'Paquete' });
    await form.getByRole('textbox', { name: 'Unidades por ítem (variante 1)', exact: true }).fill('25');
    await form.getByRole('textbox', { name: 'Precio (variante 1)', exact: true }).fill('12.500');
    await form.getByRole('textbox', { name: 'Stock (variante 1)', exact: true }).fill('40');
    await form.getByRole('textbox', { name: 'Precio de costo (variante 1)', exact: true }).fill('8000');
    await form.getByRole('button', { name: 'Añadir descuento a la variante 1' }).click();
    await form.getByRole('textbox', { name: 'Cantidad mínima (variante 1, descuento 1)', exact: true }).fill('10');
    await form.getByRole('textbox', { name: 'Precio por unidad (variante 1, descuento 1)', exact: true }).fill('11.000');

    // Variant 2: black, per pack. Centavos are refused with the money message first.
    await form.getByRole('button', { name: 'Añadir variante' }).click();
    await form.getByRole('combobox', { name: 'Color (variante 2)' }).selectOption({ label: 'Negro' });
    await form.getByRole('combobox', { name: 'Unidad de medida (variante 2)' }).selectOption({ label: 'Paquete' });
    await form.getByRole('textbox', { name: 'Precio (variante 2)', exact: true }).fill('13000,50');
    await form.getByRole('textbox', { name: 'Stock (variante 2)', exact: true }).fill('5');

    // The SKUs are generated on the page, read-only.
    const sku1 = form.getByRole('textbox', { name: 'SKU (variante 1)', exact: true });
    await expect(sku1).toHaveValue('XILO-BLA-PAQ');
    await expect(sku1).toHaveAttribute('readonly', '');
    await expect(form.getByRole('textbox', { name: 'SKU (variante 2)', exact: true })).toHaveValue('XILO-NEG-PAQ');
    await expectNoSeriousA11yViolations(page);

    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(form.getByText('Los precios van en pesos enteros, sin centavos.')).toBeVisible();
    await form.getByRole('textbox', { name: 'Precio (variante 2)', exact: true }).fill('13000');

    // A refusal only the server can give: its field errors go next to the fields and into the notification.
    const refusal = { 'variants.1.sku': ['El SKU XILO-NEG-PAQ ya lo usa otra variante.'], categoryId: ['La categoría no existe.'] };
    await page.route(
      '**/api/admin/products',
      (route) => route.fulfill({ status: 400, json: { error: 'Datos inválidos.', fields: refusal } }),
      { times: 1 },
    );
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Error al guardar: El SKU XILO-NEG-PAQ ya lo usa otra variante., La categoría no existe.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'SKU (variante 2)', exact: true })).toHaveAccessibleDescription(
      /ya lo usa otra variante/,
    );
    await expect(form.getByRole('combobox', { name: 'Categoría' })).toHaveAccessibleDescription('La categoría no existe.');
    await expect(form.getByRole('combobox', { name: 'Categoría' })).toBeFocused();

    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Producto creado con éxito.')).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => pathnameOf(page)).toBe('/admin/products');

    // ---- it is in the list: badge, category, price range, variants, picture
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(PRODUCT) }) });
    await expect(row).toContainText('Destacado');
    await expect(row).toContainText('Cajas');
    await expect(row).toContainText(`${cop(12500)} – ${cop(13000)}`);
    await expect(row).toContainText('2 variantes');
    await expect(row.getByRole('img', { name: `Imagen de ${PRODUCT}` })).toBeVisible();
    await page.getByLabel('Buscar productos').fill('xilo');
    await expect(page.getByRole('rowheader')).toHaveCount(1);

    // ---- the store shows it with its price
    await page.goto(`/tienda?search=${encodeURIComponent('Xilo caja')}`);
    const card = page.getByRole('region', { name: 'Productos' }).getByRole('article').filter({ hasText: PRODUCT });
    await expect(card.getByRole('heading', { level: 3, name: PRODUCT })).toBeVisible();
    await expect(card).toContainText(cop(12500));

    // ---- inventory: find the black pack, change its stock after confirming
    await page.goto('/admin/inventory');
    await expect(page.getByRole('heading', { level: 1, name: 'Inventario' })).toBeVisible();
    await page.getByLabel('Buscar por producto o SKU').fill('XILO-NEG');
    const stockCell = page.getByRole('button', { name: 'Editar Stock de XILO-NEG-PAQ: 5' });
    await expect(stockCell).toBeVisible();
    await expect(page.getByRole('rowheader')).toHaveCount(1);
    await expect(page.getByRole('row').filter({ hasText: 'XILO-NEG-PAQ' })).toContainText('Stock bajo');
    await stockCell.click();
    await page.getByRole('textbox', { name: 'Stock de XILO-NEG-PAQ', exact: true }).fill('75');
    await page.getByRole('textbox', { name: 'Stock de XILO-NEG-PAQ', exact: true }).press('Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Confirmar cambio' });
    await expect(confirm).toContainText(PRODUCT);
    await confirm.getByRole('button', { name: 'Guardar cambio' }).click();
    await expect(page.getByText('Inventario actualizado con éxito.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Editar Stock de XILO-NEG-PAQ: 75' })).toBeVisible();
    await page.reload();
    await page.getByLabel('Buscar por producto o SKU').fill(PRODUCT);
    await expect(page.getByRole('button', { name: 'Editar Stock de XILO-NEG-PAQ: 75' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'XILO-NEG-PAQ' })).not.toContainText('Stock bajo');

    // ---- edit the product: the variants are updated in place
    await page.getByRole('navigation', { name: 'Secciones de administración' }).getByRole('link', { name: 'Productos' }).click();
    await page.getByRole('link', { name: `Editar ${PRODUCT}` }).click();
    const edit = page.getByRole('dialog', { name: 'Editar Producto' });
    await expect(edit.getByRole('textbox', { name: 'Stock (variante 2)', exact: true })).toHaveValue('75');
    const productId = Number(pathnameOf(page).split('/').pop());
    const before = await fetchProduct(page, productId);
    expect(before.variants.map((v) => v.sku)).toEqual(['XILO-BLA-PAQ', 'XILO-NEG-PAQ']);
    expect(before.variants[0].volumeDiscounts).toEqual([expect.objectContaining({ minQuantity: 10, price: 11000 })]);

    await expect(edit.getByRole('button', { name: 'Quitar variante 2' })).toBeVisible();
    await edit.getByRole('textbox', { name: 'Precio (variante 1)', exact: true }).fill('12000');
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Producto actualizado con éxito.')).toBeVisible({ timeout: 20_000 });

    const after = await fetchProduct(page, productId);
    expect(after.variants.map((v) => v.id)).toEqual(before.variants.map((v) => v.id));
    expect(after.variants.map((v) => [v.sku, v.price, v.stock])).toEqual([
      ['XILO-BLA-PAQ', 12000, 40],
      ['XILO-NEG-PAQ', 13000, 75],
    ]);

    // ---- delete it, after the confirmation
    await expect.poll(() => pathnameOf(page)).toBe('/admin/products');
    await page.getByRole('button', { name: `Eliminar ${PRODUCT}` }).click();
    const confirmDelete = page.getByRole('alertdialog', { name: 'Confirmar Eliminación' });
    await expect(confirmDelete).toContainText('Esta acción no se puede deshacer.');
    await confirmDelete.getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText(`Producto "${PRODUCT}" eliminado con éxito.`)).toBeVisible();
    await expect(page.getByRole('rowheader', { name: new RegExp(PRODUCT) })).toHaveCount(0);
    const gone = await page.request.get(`/api/products/${productId}`);
    expect(gone.status()).toBe(404);
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

  test('product cards, the full-screen form and inventory cards with inline editing fit 360 px', async ({ page }) => {
    await logInStaff(page);
    await page.goto('/admin/products');
    const cards = page.getByRole('list', { name: 'Lista de productos' });
    await expect(cards.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expectNoHorizontalScroll(page);

    // The form covers the whole screen; a tier row and a second variant still fit.
    await page.getByRole('link', { name: 'Crear Producto' }).click();
    const form = page.getByRole('dialog', { name: 'Crear Producto' });
    await expect(form.getByRole('textbox', { name: 'Nombre', exact: true })).toBeFocused();
    expect(await form.boundingBox()).toEqual({ x: 0, y: 0, width: 360, height: 780 });
    await form.getByRole('button', { name: 'Añadir descuento a la variante 1' }).click();
    await form.getByRole('button', { name: 'Añadir variante' }).click();
    await expect(form.getByRole('button', { name: 'Quitar variante 2' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await form.getByRole('button', { name: 'Cerrar y volver a productos' }).click();
    await expect.poll(() => pathnameOf(page)).toBe('/admin/products');

    // Inventory cards edit in place too (a cost price: the store never shows it).
    await page.goto('/admin/inventory');
    await page.getByRole('searchbox', { name: 'Buscar por producto o SKU' }).fill('Tenedor desechable');
    const card = page.getByRole('list', { name: 'Inventario de variantes' }).getByRole('listitem').first();
    await expect(card).toContainText('Tenedor desechable');
    await card.getByRole('button', { name: /^Editar Precio de costo de / }).click();
    await card.getByRole('textbox', { name: /^Precio de costo de / }).fill('1.234');
    await expectNoHorizontalScroll(page);
    await card.getByRole('button', { name: /^Aplicar Precio de costo de / }).click();
    await page.getByRole('alertdialog', { name: 'Confirmar cambio' }).getByRole('button', { name: 'Guardar cambio' }).click();
    await expect(page.getByText('Inventario actualizado con éxito.')).toBeVisible();
    await expect(card.getByRole('button', { name: /^Editar Precio de costo de .*: \$\s1\.234$/ })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
  });
});
