import { formatCOP } from '../../lib/domain/money';
import { customerWithAddress, fillCart, openCheckout } from './customer-helpers';
import { expect, pathnameOf, test } from './fixtures';

/**
 * Issue 26 on a phone: the store says prices include IVA; a business customer gives its NIT
 * (a wrong check digit is refused with the expected format), checks out invoiced to the business
 * and sees the order's IVA broken out per rate, base + IVA = total.
 */

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const used = new Set<number>();

type Split = { base: number; iva: number; total: number };
type Order = {
  total: number;
  invoiceTo: string;
  billing: { name: string; documentNumber: string; checkDigit: number; email: string };
  iva: Split & {
    byRate: (Split & { rate: number; ivaClass: string })[];
    delivery: (Split & { parts: (Split & { rate: number })[] }) | null;
  };
};

test.describe('IVA and invoicing to a business, on a phone', () => {
  test.use({ locale: 'es-CO', ...phone });

  test('NIT with its check digit → checkout invoiced to the business → IVA per rate on the order', async ({ page, request }) => {
    test.setTimeout(150_000);
    await page.goto('/tienda');
    await expect(page.getByText('Precios con IVA incluido')).toBeVisible();

    const { headers } = await customerWithAddress(page, request, 'empresa-iva', 'Cúcuta');
    await page.goto('/perfil');
    await page.getByRole('tab', { name: 'Mis Datos' }).click();
    await page.getByRole('textbox', { name: 'Nombre completo' }).fill('Marta Gómez');
    await page.getByRole('checkbox', { name: 'Compro para una empresa' }).check();
    await page.getByRole('textbox', { name: 'Razón social' }).fill('Cafetería La 10 S.A.S.');
    const nit = page.getByRole('textbox', { name: 'NIT de la empresa' });
    await nit.fill('900123456-7');
    await page.getByRole('textbox', { name: 'Correo para facturas' }).fill('facturas@lados.co');
    await page.getByRole('button', { name: 'Guardar datos' }).click();
    await expect(page.getByText('El dígito de verificación no corresponde: para 900123456 es 8.')).toBeVisible();
    await nit.fill('900.123.456-8');
    await page.getByRole('button', { name: 'Guardar datos' }).click();
    await expect(page.getByText('Datos guardados con éxito').first()).toBeVisible();

    // A 5 % product (db/seed-data.ts), one pack: the delivery fee follows it at 5 % (E.T. art. 447,
    // the store's default rule; docs/iva-and-fiscal-data.md "IVA on delivery").
    const subtotal = await fillCart(page, request, 20_000, 80_000, used, (product) => product.name === 'Bolsa compostable tipo camiseta');
    expect(subtotal).toBe(28_900);
    const picker = await openCheckout(page);
    await expect(page.getByText('Precios con IVA incluido.')).toBeAttached();
    const invoiceTo = picker.getByRole('group', { name: 'Facturar a' });
    await expect(invoiceTo.getByRole('radio', { name: /A la empresa/ })).toBeChecked();
    await expect(invoiceTo).toContainText('Cafetería La 10 S.A.S. · NIT 900123456-8');
    await expect(invoiceTo.getByRole('radio', { name: /A mi nombre/ })).not.toBeChecked();
    await picker.getByRole('button', { name: 'Crear pedido e ir a pagar' }).click();
    await expect.poll(() => pathnameOf(page)).toMatch(/^\/checkout\/\d+$/);
    const orderId = pathnameOf(page).split('/').pop()!;

    const { order } = (await (await request.get(`/api/orders/${orderId}`, { headers })).json()) as { order: Order };
    expect(order.invoiceTo).toBe('business');
    expect(order.billing).toMatchObject({
      name: 'Cafetería La 10 S.A.S.',
      documentNumber: '900123456',
      checkDigit: 8,
      email: 'facturas@lados.co',
    });
    expect(order.iva.total).toBe(order.total);
    expect(order.iva.base + order.iva.iva).toBe(order.total);
    expect(order.iva.byRate).toEqual([{ ivaClass: 'iva_5', rate: 5, base: 27_524, iva: 1_376, total: 28_900 }]);
    expect(order.iva.delivery).toEqual({
      base: 4_762,
      iva: 238,
      total: 5_000,
      parts: [{ ivaClass: 'iva_5', rate: 5, base: 4_762, iva: 238, total: 5_000 }],
    });

    await page.goto('/perfil');
    const card = page.getByRole('article', { name: `Pedido #${orderId}` });
    await expect(card.getByTestId('invoiced-to')).toHaveText('Facturado a Cafetería La 10 S.A.S. · NIT 900123456-8');
    const table = card.getByTestId('iva-breakdown');
    await expect(table.getByRole('columnheader', { name: 'Base' })).toBeVisible();
    for (const row of order.iva.byRate) {
      await expect(table).toContainText(`${formatCOP(row.base)}${formatCOP(row.iva)}${formatCOP(row.total)}`);
    }
    await expect(table.getByRole('row', { name: /^IVA 5 %/ })).toHaveText(
      `IVA 5 %${formatCOP(27_524)}${formatCOP(1_376)}${formatCOP(28_900)}`,
    );
    await expect(table.getByRole('row', { name: /^Envío \(IVA 5 %\)/ })).toHaveText(
      `Envío (IVA 5 %)${formatCOP(4_762)}${formatCOP(238)}${formatCOP(5_000)}`,
    );
    await expect(card.getByText('IVA 5 %', { exact: true })).toHaveCount(2);
    await expect(table.getByRole('row').last()).toHaveText(
      `Total${formatCOP(order.iva.base)}${formatCOP(order.iva.iva)}${formatCOP(order.total)}`,
    );
    // It fits the phone: no sideways scroll.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: '/tmp/checkout-iva-order.png', fullPage: true });
  });
});
