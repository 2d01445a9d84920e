import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { type CatalogImportProgress } from '../../lib/contracts/admin/catalog';
import { E2E_ADMIN, expect, type Page, test, logInStaff, staffToken } from './fixtures';

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
  // Imports are applied one at a time: this one may wait for the large one below in another run.
  await expect(page.getByText('Importación aplicada: 0 variantes creadas, 1 actualizada.')).toBeVisible({ timeout: 60_000 });

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

/*
 * In the same file as the import above, so the two never wait for each other's slot: a
 * catalogue import large enough to be written in many batches (docs/decisions/
 * catalog-import-batches.md): while 'Aplicar' runs, the screen shows a bar fed by the progress
 * route, the figures it shows only go up, and the import ends applied, every row created. The
 * file adds a product of the journey's own with many variants; the product goes at the end (it
 * never sold, so it is deleted, variants and all). After a successful import there is nothing to
 * undo from the screen: the undo records only serve a failed one.
 */

const ROWS = 600;

test('a large import shows its progress bar advancing to done', async ({ page, request }) => {
  // Two such imports (other staff, a repeat) are applied one after the other.
  test.setTimeout(240_000);
  const stamp = Date.now();
  const headers = { Authorization: `Bearer ${await staffToken(request)}` };
  const { categories } = (await (await request.get('/api/admin/categories', { headers })).json()) as { categories: { name: string }[] };
  const name = `Lote importado ${stamp}`;
  const lines = ['Producto;Categoría;SKU;Precio;Stock'];
  for (let i = 1; i <= ROWS; i++) lines.push(`${name};${categories[0].name};LOTE-${stamp}-${i};${1000 + i};${1 + (i % 7)}`);
  const csv = `\uFEFF${lines.join('\r\n')}\r\n`;

  // Every answer of the progress route the screen polls, in order.
  const seen: CatalogImportProgress[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('/api/admin/catalog/import/progress') || response.status() !== 200) return;
    const { progress } = (await response.json()) as { progress: CatalogImportProgress | null };
    if (progress) seen.push(progress);
  });

  try {
    await logInStaff(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto('/admin/products/import-export');
    await expect(page.getByRole('heading', { level: 1, name: 'Importar / Exportar' })).toBeVisible();
    await page.getByLabel('Archivo CSV').setInputFiles({ name: 'lote.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
    await page.getByRole('button', { name: 'Revisar' }).click();
    await expect(page.getByText('Sin problemas: ya puedes aplicar la importación.')).toBeVisible({ timeout: 30_000 });

    const answered = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/admin/catalog/import/apply' && r.request().method() === 'POST',
      {
        timeout: 150_000,
      },
    );
    await page.getByRole('button', { name: 'Aplicar' }).click();
    // The bar, while the batches go in: 'Aplicando N de M cambios'.
    const bar = page.getByRole('progressbar', { name: 'Avance de la importación' });
    await expect(bar).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/^Aplicando \d+ de \d+ cambios\./)).toBeVisible();
    await expect(page.getByText(`Importación aplicada: ${ROWS} variantes creadas, 0 actualizadas.`)).toBeVisible({ timeout: 150_000 });
    await expect(bar).toHaveCount(0);
    const applied = await answered;
    expect(applied.status()).toBe(200);
    const { importId } = ((await applied.json()) as { import: { importId: number } }).import;
    expect(importId).toEqual(expect.any(Number));

    // What the bar showed of this import (the route shows the newest one, and other staff may
    // import meanwhile): applying, its figure never going back, within its total.
    const mine = seen.filter((p) => p.id === importId && p.status === 'applying');
    expect(mine.length).toBeGreaterThan(0);
    const total = mine[0].total;
    expect(total).toBeGreaterThanOrEqual(ROWS);
    for (let i = 1; i < mine.length; i++) expect(mine[i].applied).toBeGreaterThanOrEqual(mine[i - 1].applied);
    expect(mine.every((p) => p.total === total && p.applied <= total)).toBe(true);
    // …and staff saw it on its way, short of the end, before 'Importación aplicada'.
    expect(mine.some((p) => p.applied < total)).toBe(true);
  } finally {
    const { products } = (await (await request.get('/api/admin/products', { headers })).json()) as {
      products: { id: number; name: string }[];
    };
    for (const product of products.filter((p) => p.name === name)) await request.delete(`/api/admin/products/${product.id}`, { headers });
  }
});
