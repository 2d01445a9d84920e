import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { E2E_ADMIN, expect, type Page, test, logInStaff } from './fixtures';

/*
 * Issue 24 §3, a staff member at a desk: export the catalogue, change one price and one stock in
 * the file, upload it, read the dry run, apply it, and see the new price in the store.
 */

test.use({ locale: 'es-CO', viewport: { width: 1280, height: 900 } });

const cop = (amount: number) =>
  new Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP', maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(amount);

test('export, edit a price and a stock, dry run, apply, see the new price in the store', async ({ page }) => {
  await logInStaff(page, E2E_ADMIN.email, E2E_ADMIN.password);

  await page.getByRole('navigation', { name: 'Secciones de administración' }).getByRole('link', { name: 'Productos' }).click();
  await page.getByRole('link', { name: 'Importar / Exportar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Importar / Exportar' })).toBeVisible();

  // ---- export (; by default)
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^catalogo-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const parsed = Papa.parse<string[]>(bytes.subarray(3).toString('utf8'), { delimiter: ';', skipEmptyLines: true });
  const [header, ...rows] = parsed.data;
  const col = (name: string) => header.indexOf(name);
  // A product of one variant with no sale price or volume prices: its card shows exactly the price.
  const count = new Map<string, number>();
  for (const r of rows) count.set(r[col('Producto')], (count.get(r[col('Producto')]) ?? 0) + 1);
  const row = rows.find(
    (r) => count.get(r[col('Producto')]) === 1 && r[col('Precio de oferta')] === '' && r[col('Precios por volumen')] === '',
  )!;
  expect(row).toBeTruthy();
  const name = row[col('Producto')];
  const oldPrice = Number(row[col('Precio')]);
  const newPrice = oldPrice + 1100;
  row[col('Precio')] = String(newPrice);
  row[col('Stock')] = '4321';
  const edited = `\uFEFF${Papa.unparse([header, ...rows], { delimiter: ';', newline: '\r\n' })}\r\n`;

  // ---- dry run
  await page.getByLabel('Archivo CSV').setInputFiles({ name: 'catalogo.csv', mimeType: 'text/csv', buffer: Buffer.from(edited, 'utf8') });
  await page.getByRole('button', { name: 'Revisar' }).click();
  await expect(page.getByTestId('import-detected')).toContainText(`${rows.length} filas · UTF-8 con BOM · separador: Punto y coma`);
  const variantsRow = page.getByTestId('import-counts-variants');
  await expect(variantsRow.getByRole('cell')).toHaveText(['0', '1', String(rows.length - 1)]);
  await expect(page.getByText('Sin problemas: ya puedes aplicar la importación.')).toBeVisible();
  // Every field the file changes, old → new.
  await expect(page.getByTestId('import-changes')).toContainText(`${row[col('SKU')]} · Precio: ${oldPrice} → ${newPrice}`);
  await page.screenshot({ path: '/tmp/csv-dry-run.png', fullPage: true });

  // ---- apply
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByText('Importación aplicada: 0 variantes creadas, 1 actualizada.')).toBeVisible();

  // ---- the store shows the new price
  await page.goto(`/tienda?search=${encodeURIComponent(name)}`);
  const card = page.getByRole('region', { name: 'Productos' }).getByRole('article').filter({ hasText: name }).first();
  await expect(card).toContainText(cop(newPrice));
});

/** One bulk change of every 'vaso' variant (and its sale and volume prices) by an amount, confirmed. */
async function bulkChange(page: Page, amount: string) {
  await page.goto('/admin/products/bulk-prices');
  await expect(page.getByRole('heading', { level: 1, name: 'Precios masivos' })).toBeVisible();
  await page.getByLabel('Búsqueda').fill('vaso');
  await page.getByLabel('Tipo de cambio').selectOption({ label: 'Valor en pesos' });
  await page.getByLabel('Cambio ($)').fill(amount);
  await page.getByLabel('Redondeo').selectOption({ label: 'Sin redondeo' });
  await page.getByLabel('Cambiar también el precio de oferta').check();
  await page.getByRole('button', { name: 'Ver cambios' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'variantes seleccionadas' })).toBeVisible();
  // The volume tiers change too, and the preview says so: each tier's old → new price.
  const table = page.getByRole('table', { name: 'Antes y después de cada variante' });
  await expect(table.getByRole('columnheader', { name: 'Precios por volumen' })).toBeVisible();
  await expect(table.getByTestId('bulk-price-tiers').first()).toContainText(/Desde \d+: \$\s[\d.]+ → \$\s[\d.]+/);
  const apply = page.getByRole('button', { name: /^Aplicar a \d+ variantes?$/ });
  await expect(apply).toBeEnabled();
  await apply.click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByText(/Se cambi(ó|aron) (el precio|los precios) de \d+ variantes?\./)).toBeVisible();
}

/** The price the store's card shows for the one-variant 'Vaso aguardientero 1.5 oz'. */
async function aguardienteroCard(page: Page) {
  await page.goto('/tienda?search=aguardientero');
  return page.getByRole('region', { name: 'Productos' }).getByRole('article').filter({ hasText: 'Vaso aguardientero 1.5 oz' }).first();
}

test('bulk prices: preview and apply an amount by search, seen in the store, then undone', async ({ page }) => {
  await logInStaff(page, E2E_ADMIN.email, E2E_ADMIN.password);

  const before = await (await aguardienteroCard(page)).innerText();
  expect(before).toContain(cop(2900));
  await bulkChange(page, '100');
  await page.screenshot({ path: '/tmp/bulk-prices.png', fullPage: true });
  await expect(await aguardienteroCard(page)).toContainText(cop(3000));
  // Put the demo prices back for the journeys that follow (they read the seeded prices).
  await bulkChange(page, '-100');
  await expect(await aguardienteroCard(page)).toContainText(cop(2900));
});
