import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { type APIRequestContext, expect, logInStaff, pathnameOf, test, staffToken } from './fixtures';

/**
 * Issue 23, the loop closed, on phones: a shopper's cart shared from 'Pedir por WhatsApp' (the
 * button's own journey is shared-cart.spec.ts; here the cart is saved through the same API); staff
 * open its /c/ link, take the order from it for a new customer with local delivery and copy the
 * payment link; the customer opens that link in a fresh browser and pays with a proof; staff
 * approve and ship. The stock the order took is put back at the end (shared demo data).
 */

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'es-CO' };

type Variant = { id: number; price: number; salePrice: number | null; inStock: boolean; volumeDiscounts: unknown[] };
type Product = { id: number; name: string; variants: Variant[] };

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  expect(response.ok(), `${response.url()} → ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

async function receiptPhoto(): Promise<string> {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'proof-')), 'comprobante.jpg');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1200"><rect width="100%" height="100%" fill="#fff"/>
    <text x="450" y="500" font-size="80" text-anchor="middle" fill="#14532d">Transferencia</text></svg>`;
  await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toFile(file);
  return file;
}

test.use(phone);

test('a shared WhatsApp cart → an order staff take → paid from its link → approved and shipped', async ({ page, browser, request }) => {
  test.setTimeout(240_000);
  const staff = { Authorization: `Bearer ${await staffToken(request)}` };
  // A product with one variant on the shelf and no tiers, 2 units in the shared cart.
  const { products } = await ok<{ products: Product[] }>(await request.get('/api/products?limit=200'));
  const product = products.find((p) => p.variants.length === 1 && p.variants[0].inStock && p.variants[0].volumeDiscounts.length === 0)!;
  const variant = product.variants[0];
  // On hand (what the spec's stock means) and what is left to sell (docs/stock.md).
  const figuresOf = async () =>
    (
      await ok<{ product: { variants: { id: number; stock: number; available: number }[] } }>(
        await request.get(`/api/admin/products/${product.id}`, { headers: staff }),
      )
    ).product.variants.find((v) => v.id === variant.id)!;
  const stockOf = async () => (await figuresOf()).stock;
  const availableBefore = (await figuresOf()).available;
  const stockBefore = await stockOf();
  const shared = await ok<{ id: string; url: string }>(
    await request.post('/api/shared-carts', { data: { lines: [{ variantId: variant.id, quantity: 2 }] } }),
  );

  try {
    // Staff, on a phone, open the link of the WhatsApp message and take the order from it.
    await logInStaff(page);
    await page.goto(new URL(shared.url).pathname);
    await expect(page.getByTestId('shared-cart-lines')).toContainText(product.name);
    await page.getByRole('link', { name: '¿Trabajas en la tienda? Crear el pedido con este carrito' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nuevo pedido' })).toBeVisible();
    await expect(page.getByText('Se cargó 1 producto del carrito compartido.')).toBeVisible();
    const line = page.getByTestId('order-line');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(product.name);

    await page.getByRole('button', { name: 'Cliente nuevo' }).click();
    const name = `Cliente del carrito ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Nombre' }).fill(name);
    await page.getByRole('textbox', { name: 'Teléfono', exact: true }).fill('312 555 0142');
    await page.getByRole('textbox', { name: 'Dirección', exact: true }).fill('Avenida 5 # 10-20, Barrio Latino');
    const local = page.getByRole('radio', { name: /Domicilio local/ });
    await local.check();
    await page.getByRole('button', { name: 'Crear pedido' }).click();
    await expect.poll(() => pathnameOf(page), { timeout: 20_000 }).toMatch(/^\/admin\/orders\/\d+$/);
    const orderId = Number(pathnameOf(page).split('/').pop());
    await expect(page.getByTestId('order-source')).toHaveText('WhatsApp');
    await expect(page.getByText('Pendiente de pago').first()).toBeVisible();
    // The order reserves the 2 units: they stay on the shelf until it ships.
    expect(await figuresOf()).toMatchObject({ stock: stockBefore, available: availableBefore - 2 });

    // The payment link, with a WhatsApp message to the new customer's phone.
    const section = page.getByRole('region', { name: 'Enlace de pago' });
    const link = (await section.getByTestId('payment-link').textContent())!.trim();
    const whatsapp = (await section.getByRole('link', { name: 'Enviar por WhatsApp' }).getAttribute('href'))!;
    expect(whatsapp.startsWith('https://wa.me/573125550142?text=')).toBe(true);
    expect(new URL(whatsapp).searchParams.get('text')).toContain(link);

    // The customer, in a browser of her own, pays from the link.
    const customer = await browser.newContext({ ...phone, baseURL: test.info().project.use.baseURL });
    try {
      const payer = await customer.newPage();
      await payer.goto(new URL(link).pathname);
      await expect(payer.getByRole('heading', { level: 1, name: `Confirmar Pago del Pedido #${orderId}` })).toBeVisible();
      await payer.getByRole('radio').first().check();
      await payer.getByLabel('Comprobante de pago').setInputFiles(await receiptPhoto());
      await payer.getByRole('button', { name: 'Confirmar y Enviar Comprobante' }).click();
      await expect(payer.getByText(`Hemos recibido la notificación de tu pago para el pedido #${orderId}`)).toBeVisible({
        timeout: 30_000,
      });
    } finally {
      await customer.close();
    }

    // Staff approve the proof and send it with a driver.
    await page.reload();
    await expect(page.getByText(/Pendiente de confirmación/i).first()).toBeVisible();
    const actions = page.getByRole('group', { name: 'Acciones de la orden' });
    await actions.getByRole('button', { name: `Aprobar la orden #${orderId}` }).click();
    await page
      .getByRole('alertdialog', { name: `¿Aprobar el pago de la orden #${orderId}?` })
      .getByRole('button', { name: 'Sí, aprobar' })
      .click();
    await expect(page.getByText(`Orden #${orderId} aprobada con éxito.`)).toBeVisible();
    await actions.getByRole('button', { name: 'Gestionar Envío' }).click();
    const form = page.getByRole('dialog', { name: `Envío del pedido #${orderId}` });
    await expect(form.getByRole('radio', { name: 'Domicilio' })).toBeChecked();
    await form.getByRole('textbox', { name: 'Nombre del conductor' }).fill('Carlos Ruiz');
    await form.getByRole('button', { name: 'Crear envío' }).click();
    await expect(page.getByText(`Envío para el pedido #${orderId} creado con éxito.`)).toBeVisible();
    await expect(page.getByText('Enviado').first()).toBeVisible();
  } finally {
    // Shared demo data: the shelf as it was.
    await request.patch(`/api/admin/inventory/${variant.id}`, { headers: staff, data: { stock: stockBefore } });
  }
});
