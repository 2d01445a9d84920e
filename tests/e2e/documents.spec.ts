import { readFile } from 'node:fs/promises';
import { extractText } from 'unpdf';
import { customerWithAddress, fillCart, openCheckout } from './customer-helpers';
import { expect, type Download, type Page, test, logInStaff, staffToken } from './fixtures';

/**
 * Issue 26 §3 on a phone: a signed-in shopper downloads a quote from the cart (a numbered PDF
 * with her default address's delivery fee and nothing personal), places the order and downloads
 * its receipt from the profile.
 */

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const pathnameOf = (page: Page) => new URL(page.url()).pathname;
const used = new Set<number>();

async function pdfText(download: Download): Promise<string> {
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

test.describe('quote and receipt PDFs, on a phone', () => {
  test.use({ locale: 'es-CO', ...phone });

  test('quote from the cart → order → receipt from the profile', async ({ page, request }) => {
    test.setTimeout(150_000);
    const { email } = await customerWithAddress(page, request, 'cotizacion', 'Cúcuta');
    await fillCart(page, request, 20_000, 80_000, used);

    await page.goto('/carrito');
    const quoteButton = page.getByRole('button', { name: 'Descargar cotización' });
    await expect(quoteButton).toBeVisible();
    const [quote] = await Promise.all([page.waitForEvent('download'), quoteButton.click()]);
    expect(quote.suggestedFilename()).toMatch(/^cotizacion-COT-\d{6}\.pdf$/);
    const quoteText = await pdfText(quote);
    expect(quoteText).toContain('Cotización');
    expect(quoteText).toContain('Válida hasta');
    expect(quoteText).toContain('IVA incluido en los precios');
    // Nothing personal: not her name, e-mail or street.
    for (const personal of ['Marta', email, 'Calle 10']) expect(quoteText).not.toContain(personal);

    const picker = await openCheckout(page);
    await picker.getByRole('button', { name: 'Crear pedido e ir a pagar' }).click();
    await expect.poll(() => pathnameOf(page)).toMatch(/^\/checkout\/\d+$/);
    const orderId = pathnameOf(page).split('/').pop()!;

    await page.goto('/perfil');
    const card = page.getByRole('article', { name: `Pedido #${orderId}` });
    const [receipt] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: `Descargar el comprobante del pedido #${orderId}` }).click(),
    ]);
    expect(receipt.suggestedFilename()).toBe(`pedido-${orderId}-comprobante.pdf`);
    const receiptText = await pdfText(receipt);
    expect(receiptText).toContain(`Pedido #${orderId}`);
    expect(receiptText).toContain('Pendiente de pago');
    expect(receiptText).toContain('Este documento no es una factura electrónica.');
  });
});

test.describe('documents in the back office', () => {
  test.use({ locale: 'es-CO', viewport: { width: 1280, height: 900 } });

  test('the quote validity in Inventario, and an order’s receipt from its detail', async ({ page, request }) => {
    test.setTimeout(120_000);
    const token = await staffToken(request);
    const { orders } = (await (await request.get('/api/admin/orders', { headers: { Authorization: `Bearer ${token}` } })).json()) as {
      orders: { id: number }[];
    };
    expect(orders.length).toBeGreaterThan(0);

    await logInStaff(page);

    await page.goto('/admin/inventory');
    // The inventory's first screen (its table and the settings line) on a loaded machine: 30 s.
    await expect(page.getByText('Las cotizaciones valen 15 días.')).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Cambiar vigencia' }).click();
    const dialog = page.getByRole('dialog', { name: 'Vigencia de las cotizaciones' });
    await dialog.getByLabel('Vigencia de las cotizaciones').fill('20');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Las cotizaciones valen 20 días.')).toBeVisible();
    // Shared demo data: back to the default.
    const restored = await request.patch('/api/admin/settings', {
      headers: { Authorization: `Bearer ${token}` },
      data: { quoteValidityDays: 15 },
    });
    expect(restored.status()).toBe(200);

    const id = orders[0].id;
    await page.goto(`/admin/orders/${id}`);
    const [receipt] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Comprobante (PDF)' }).click()]);
    expect(receipt.suggestedFilename()).toMatch(new RegExp(`^(pedido-${id}-comprobante|order-${id}-receipt)\\.pdf$`));
    const text = await pdfText(receipt);
    expect(text).toMatch(new RegExp(`(Pedido|Order) #${id}`));
  });
});
