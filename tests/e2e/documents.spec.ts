import { readFile } from 'node:fs/promises';
import { extractText } from 'unpdf';
import { customerWithAddress, fillCart, openCheckout } from './customer-helpers';
import { expect, type Download, type Page, test } from './fixtures';

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
    const [receipt] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: `Descargar el comprobante del pedido #${orderId}` }).click()]);
    expect(receipt.suggestedFilename()).toBe(`pedido-${orderId}-comprobante.pdf`);
    const receiptText = await pdfText(receipt);
    expect(receiptText).toContain(`Pedido #${orderId}`);
    expect(receiptText).toContain('Pendiente de pago');
    expect(receiptText).toContain('Este documento no es una factura electrónica.');
  });
});
