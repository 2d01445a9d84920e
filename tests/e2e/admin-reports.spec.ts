import { readFileSync } from 'node:fs';
import { E2E_ADMIN, expect, expectNoSeriousA11yViolations, logInStaff, type Page, pathnameOf, test, staffToken } from './fixtures';
import { colombiaToday } from '../../lib/domain/order-search';
import { addDays, presetRange } from '../../lib/domain/reports';

/**
 * Issue 25 §4 'Reportes': an ADMIN opens the reports from the side navigation, changes the range
 * (a preset, then the dates) and the interval, reads the series table and exports it to CSV; a
 * VENDEDOR sees the same reports without cost or margin; on a phone the page fits 360 px with its
 * chart. Other journeys may add sales meanwhile, so figures are checked for shape, not amounts
 * (tests/integration/admin-reports.test.ts checks the amounts). The VENDEDOR is made for this test
 * and removed at the end.
 */

// The e2e server seeds this administrator (tests/e2e/server.mjs).
const PASSWORD = 'Reportes-E2E-1';

test.use({ locale: 'es-CO', viewport: { width: 1366, height: 900 } });

const searchOf = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

function collectMissingMessages(page: Page): string[] {
  const missing: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('MISSING_MESSAGE')) missing.push(message.text());
  });
  return missing;
}

test('an ADMIN reads the reports, changes the range and the interval and exports the series', async ({ page }) => {
  const missing = collectMissingMessages(page);
  await logInStaff(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.getByRole('navigation', { name: 'Secciones de administración' }).getByRole('link', { name: 'Reportes', exact: true }).click();
  await expect.poll(() => pathnameOf(page)).toBe('/admin/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Reportes' })).toBeVisible();

  // The last 30 days by default, day by day, against the 30 before.
  const today = colombiaToday();
  await expect(page.getByLabel('Desde')).toHaveValue(addDays(today, -29));
  await expect(page.getByLabel('Hasta')).toHaveValue(today);
  await expect(page.getByLabel('Agrupar por')).toHaveValue('day');
  for (const figure of ['Ventas', 'Órdenes', 'Ticket promedio', 'Unidades'])
    await expect(
      page
        .getByTestId(/^figure-/)
        .filter({ hasText: figure })
        .first(),
    ).toBeVisible();
  await expect(page.getByTestId('excluded')).toContainText(/Aparte: \d+ (orden|órdenes) cancelad/);
  // ADMIN sees the margin line (cost prices).
  await expect(page.getByTestId('margin')).toContainText('Margen');
  await expect(page.getByTestId('sales-chart').locator('svg.recharts-surface[role="application"]')).toBeVisible();
  for (const title of [
    'Productos más vendidos',
    'Categorías más vendidas',
    'Mejores clientes',
    'Ventas por método de pago',
    'Ventas por opción de entrega',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  }

  // A preset: the range goes into the address; the series has one row per day.
  await page.getByRole('button', { name: 'Últimos 7 días' }).click();
  const week = presetRange('last7');
  await expect.poll(() => searchOf(page)).toEqual({ from: week.from, to: week.to, interval: 'day' });
  await expect(page.getByRole('button', { name: 'Últimos 7 días' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByText('Ver la tabla').click();
  const seriesTable = page.getByRole('table', { name: 'Ventas en el tiempo' });
  await expect(seriesTable.locator('tbody tr')).toHaveCount(7);

  // The interval: by month, one row per month the range touches.
  await page.getByLabel('Agrupar por').selectOption('month');
  await expect.poll(() => searchOf(page).interval).toBe('month');
  const months = week.from.slice(0, 7) === week.to.slice(0, 7) ? 1 : 2;
  await expect(seriesTable.locator('tbody tr')).toHaveCount(months);

  // Typed dates: a new range takes its natural interval again (a week of days).
  await page.getByLabel('Desde').fill(addDays(today, -13));
  await expect.poll(() => searchOf(page)).toEqual({ from: addDays(today, -13), to: today, interval: 'day' });
  await expect(seriesTable.locator('tbody tr')).toHaveCount(14);

  // Back walks to the previous report.
  await page.goBack();
  await expect.poll(() => searchOf(page).interval).toBe('month');

  // The series as a CSV file for Excel.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar CSV: Ventas en el tiempo' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`reporte-ventas-${week.from}-a-${week.to}.csv`);
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv.startsWith('\uFEFFPeriodo;Ventas;Órdenes;Unidades;Ticket promedio;')).toBe(true);

  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
  expect(missing).toEqual([]);
});

test('a VENDEDOR reads the same reports without cost or margin', async ({ page, request }) => {
  const stamp = Date.now();
  const seller = {
    nombre: `Vendedor Reportes ${stamp}`,
    email: `vendedor-reportes-${stamp}@e2e.test`,
    rol: 'VENDEDOR',
    password: PASSWORD,
  };
  const auth = { authorization: `Bearer ${await staffToken(request)}` };
  const created = await request.post('/api/admin/users', { data: seller, headers: auth });
  expect(created.status()).toBe(201);
  const sellerId = ((await created.json()) as { user: { id: number } }).user.id;
  try {
    await logInStaff(page, seller.email, seller.password);
    await page.goto('/admin/reports?interval=week');
    await expect(page.getByRole('heading', { level: 1, name: 'Reportes' })).toBeVisible();
    await expect(page.getByTestId('figure-sales')).toBeVisible();
    await expect(page.getByLabel('Agrupar por')).toHaveValue('week');
    await expect(page.getByTestId('margin')).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: 'Margen' })).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: 'Costo' })).toHaveCount(0);
  } finally {
    await request.delete(`/api/admin/users/${sellerId}`, { headers: auth });
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the reports are under "Más", fit 360 px and draw their chart', async ({ page }) => {
    await logInStaff(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.getByRole('navigation', { name: 'Secciones de administración' }).getByRole('button', { name: 'Más' }).click();
    await page.getByRole('dialog', { name: 'Todas las secciones' }).getByRole('link', { name: 'Reportes', exact: true }).click();
    await expect.poll(() => pathnameOf(page)).toBe('/admin/reports');
    await expect(page.getByTestId('sales-chart').locator('svg.recharts-surface[role="application"]')).toBeVisible();
    await page.getByRole('button', { name: 'Este mes' }).click();
    await expect.poll(() => searchOf(page).from).toBe(presetRange('thisMonth').from);
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
});
