import { type CatalogImportProgress } from '../../lib/contracts/admin/catalog';
import { E2E_ADMIN, expect, logInStaff, staffToken, test } from './fixtures';

/*
 * A catalogue import large enough to be written in many batches (docs/decisions/
 * catalog-import-batches.md): while 'Aplicar' runs, the screen shows a bar fed by the progress
 * route, the figures it shows only go up, and the import ends applied, every row created. The
 * file adds a product of the journey's own with many variants; the product goes at the end (it
 * never sold, so it is deleted, variants and all). After a successful import there is nothing to
 * undo from the screen: the undo records only serve a failed one.
 */

test.use({ locale: 'es-CO', viewport: { width: 1366, height: 850 } });

const ROWS = 1500;

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
    // …and it moved while staff watched: at least two figures, in order.
    expect(new Set(mine.map((p) => p.applied)).size).toBeGreaterThanOrEqual(2);
  } finally {
    const { products } = (await (await request.get('/api/admin/products', { headers })).json()) as {
      products: { id: number; name: string }[];
    };
    for (const product of products.filter((p) => p.name === name)) await request.delete(`/api/admin/products/${product.id}`, { headers });
  }
});
