import { expect, expectNoSeriousA11yViolations, type Page, test, logInStaff } from './fixtures';

/**
 * Issue 23 §2 'Nuevo pedido' on a phone (360 px): a seller takes a WhatsApp order for a new
 * customer (name and phone only), finds a product, types an address in Cúcuta, picks local
 * delivery (its fee shown), creates the order, and lands on its detail: source WhatsApp, pending
 * payment. The order reserves one unit of a demo product, as any web order would.
 */

const pathnameOf = (page: Page) => new URL(page.url()).pathname;

test.describe('staff take an order on a phone', () => {
  test.use({ locale: 'es-CO', viewport: { width: 360, height: 740 } });

  test('new customer, product, Cúcuta address, local delivery → the order, from WhatsApp, pending payment', async ({ page }) => {
    test.setTimeout(120_000);
    const missing: string[] = [];
    page.on('console', (m) => (m.text().includes('MISSING_MESSAGE') ? missing.push(m.text()) : undefined));

    await logInStaff(page);

    await page.goto('/admin/orders');
    await page.getByRole('link', { name: 'Nuevo pedido' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nuevo pedido' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'WhatsApp' })).toBeChecked();

    // A customer who only writes by WhatsApp: name and phone, no e-mail.
    await page.getByRole('button', { name: 'Cliente nuevo' }).click();
    const name = `Cliente WhatsApp ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Nombre' }).fill(name);
    await page.getByRole('textbox', { name: 'Teléfono', exact: true }).fill('310 555 0199');

    // Find a product and add it.
    await page.getByRole('searchbox', { name: 'Buscar producto por nombre o SKU' }).fill('vaso');
    const results = page.getByRole('list', { name: 'Productos encontrados' });
    await results.locator('button:not([disabled])', { hasText: 'Añadir' }).first().click();
    const line = page.getByTestId('order-line');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText('Stock:');

    // The address, typed there (Cúcuta, Norte de Santander come prefilled: the store's city).
    await page.getByRole('textbox', { name: 'Dirección', exact: true }).fill('Calle 11 # 3-45, Barrio La Playa');
    await expect(page.getByRole('textbox', { name: 'Municipio' })).toHaveValue('Cúcuta');

    // Local delivery, with the delivery rules' fee.
    // formatCOP separates the sign with a no-break space; accessible names may carry a plain one.
    const local = page.getByRole('radio', { name: /Domicilio local: \$\s5\.000/ });
    await expect(local).toBeVisible();
    await local.check();
    await expect(page.locator('dl').getByText(/^\$\s5\.000$/)).toBeVisible();

    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Crear pedido' }).click();
    await expect.poll(() => pathnameOf(page), { timeout: 20_000 }).toMatch(/^\/admin\/orders\/\d+$/);
    const id = pathnameOf(page).split('/').pop();
    await expect(page.getByRole('heading', { level: 1, name: `Orden #${id}` })).toBeVisible();
    await expect(page.getByTestId('order-source')).toHaveText('WhatsApp');
    await expect(page.getByText('Pendiente de pago').first()).toBeVisible();
    await expect(page.getByText(name).first()).toBeVisible();
    expect(missing).toEqual([]);
  });
});
