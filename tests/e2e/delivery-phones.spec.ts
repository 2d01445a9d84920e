import { storageKeys } from '../../lib/browser-storage-keys';
import { readSuiteLoginCode } from '../helpers/e2e-server';
import { acceptDataPolicy, addAddressByApi, E2E_ADMIN, expect, pathnameOf, signInNewCustomerByApi, test, logInStaff } from './fixtures';

/**
 * Issue 21 "A phone to call", on a phone: a shopper adds a new address with the recipient's
 * phone at checkout (a phone with letters is refused first), writes delivery instructions and
 * places the order; in the back office the order detail shows that phone as a tap-to-call link
 * (and WhatsApp), with the instructions.
 */

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

test.describe('the recipient phone, from checkout to the back office', () => {
  test.use({ locale: 'es-CO', ...phone });

  test('new address with phone at checkout → order → staff can call the recipient', async ({ page, browser }) => {
    test.setTimeout(150_000);
    const email = `telefono-${Date.now()}@e2e.test`;
    const notes = 'Llamar al llegar; portería de la torre 2.';

    await page.goto('/tienda');
    await page
      .getByRole('button', { name: /^Añadir .+ al carrito$/ })
      .first()
      .click();
    await expect(page.getByText('Producto añadido al carrito').first()).toBeVisible();
    await page.goto('/carrito');
    await page.getByRole('button', { name: 'Continuar con la compra' }).click();

    const login = page.getByRole('dialog', { name: 'Iniciar sesión' });
    await login.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
    await login.getByRole('button', { name: 'Enviar código' }).click();
    const codeField = login.getByRole('textbox', { name: 'Código de acceso' });
    await expect(codeField).toBeVisible();
    await codeField.fill(await readSuiteLoginCode(email));
    await login.getByRole('button', { name: 'Ingresar' }).click();
    await acceptDataPolicy(login);

    const addressDialog = page.getByRole('dialog', { name: 'Nueva dirección de envío' });
    await expect(addressDialog).toBeVisible();
    await addressDialog.getByRole('textbox', { name: 'Quién recibe' }).fill('Rosa Díaz');
    const phoneField = addressDialog.getByRole('textbox', { name: 'Teléfono de quien recibe' });
    await expect(phoneField).toHaveAttribute('type', 'tel');
    await expect(phoneField).toHaveAttribute('inputmode', 'tel');
    await expect(phoneField).toHaveAttribute('autocomplete', 'tel');
    await phoneField.fill('300 ABC 4567');
    await addressDialog.getByRole('textbox', { name: 'Dirección', exact: true }).fill('Calle 5 # 3-20, barrio La Playa');
    const department = addressDialog.getByRole('combobox', { name: 'Departamento' });
    await department.fill('Norte de S');
    await addressDialog.getByRole('option', { name: 'Norte de Santander' }).click();
    const city = addressDialog.getByRole('combobox', { name: 'Ciudad o municipio' });
    // Cúcuta: its demo zone has no minimum order, whatever this small cart adds up to.
    await city.fill('Cúcu');
    await addressDialog.getByRole('option', { name: 'Cúcuta' }).click();
    await addressDialog.getByRole('button', { name: 'Guardar dirección' }).click();
    await expect(addressDialog.getByText(/Escribe un celular de 10 dígitos que empiece por 3/)).toBeVisible();

    await phoneField.fill('+57 300-123-4567');
    await addressDialog.getByRole('button', { name: 'Guardar dirección' }).click();

    const picker = page.getByRole('dialog', { name: '¿A dónde enviamos tu pedido?' });
    const chosen = picker.getByRole('radio', { name: /Rosa Díaz/ });
    await expect(chosen).toBeChecked();
    // Stored as +573001234567, read as people write it.
    await expect(picker.getByText('300 123 4567')).toBeVisible();
    // The address has its phone: nothing more is asked.
    await expect(picker.getByText('Falta el teléfono de quien recibe')).toHaveCount(0);
    await picker.getByRole('textbox', { name: 'Indicaciones para la entrega (opcional)' }).fill(notes);
    await picker.getByRole('button', { name: 'Crear pedido e ir a pagar' }).click();

    await expect.poll(() => pathnameOf(page)).toMatch(/^\/checkout\/\d+$/);
    const orderId = pathnameOf(page).split('/').pop()!;
    await expect(page.getByRole('heading', { level: 1, name: `Confirmar Pago del Pedido #${orderId}` })).toBeVisible();
    // Issue 21: the total says what it is made of; this small cart pays Cúcuta's demo fee.
    await expect(page.getByText('Envío (Cúcuta): $\u00a05.000')).toBeVisible();

    // The back office, on a phone too: the order detail calls the recipient in one tap.
    const staff = await browser.newContext({ locale: 'es-CO', ...phone });
    const admin = await staff.newPage();
    await logInStaff(admin, E2E_ADMIN.email, E2E_ADMIN.password);
    await admin.goto(`/admin/orders/${orderId}`);

    const shipping = admin.getByRole('region', { name: 'Envío' });
    const call = shipping.getByRole('link', { name: 'Llamar a 300 123 4567' });
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute('href', 'tel:+573001234567');
    await expect(shipping.getByRole('link', { name: 'Escribir por WhatsApp a 300 123 4567' })).toHaveAttribute(
      'href',
      'https://wa.me/573001234567',
    );
    await expect(shipping.getByText(notes)).toBeVisible();
    await staff.close();
  });

  test('an address saved without a phone asks for it at checkout, saves it, then places the order', async ({ page, request }) => {
    test.setTimeout(120_000);
    // A client that follows the spec saves an address without the phone (docs/phones.md).
    const { token, headers } = await signInNewCustomerByApi(request, 'sin-telefono');
    const address = await addAddressByApi(request, headers, {
      recipientName: 'Jorge Ruiz',
      street: 'Av. 0 # 12-34',
      city: 'Cúcuta',
      state: 'Norte de Santander',
    });
    expect(address.phone).toBeNull();

    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [storageKeys.customerToken, token] as const);
    await page.goto('/tienda');
    await page
      .getByRole('button', { name: /^Añadir .+ al carrito$/ })
      .first()
      .click();
    await expect(page.getByText('Producto añadido al carrito').first()).toBeVisible();
    await page.goto('/carrito');
    await page.getByRole('button', { name: 'Continuar con la compra' }).click();

    const picker = page.getByRole('dialog', { name: '¿A dónde enviamos tu pedido?' });
    await expect(picker.getByRole('radio', { name: /Jorge Ruiz/ })).toBeChecked();
    await expect(picker.getByText('Falta el teléfono de quien recibe')).toBeVisible();
    const phoneField = picker.getByRole('textbox', { name: 'Teléfono de quien recibe' });
    await expect(phoneField).toHaveAttribute('type', 'tel');
    // Not given: the order waits for it.
    await picker.getByRole('button', { name: 'Crear pedido e ir a pagar' }).click();
    await expect(picker.getByText('Escribe el teléfono de quien recibe.')).toBeVisible();
    expect(pathnameOf(page)).toBe('/carrito');

    await phoneField.fill('(607) 571-2345');
    await picker.getByRole('button', { name: 'Crear pedido e ir a pagar' }).click();
    await expect.poll(() => pathnameOf(page)).toMatch(/^\/checkout\/\d+$/);
    const orderId = pathnameOf(page).split('/').pop()!;

    // Saved to the address, and carried by the order's copy of it.
    const { addresses } = (await (await request.get('/api/addresses', { headers })).json()) as {
      addresses: { id: number; phone: string }[];
    };
    expect(addresses.find((a) => a.id === address.id)?.phone).toBe('+576075712345');
    const { order } = (await (await request.get(`/api/orders/${orderId}`, { headers })).json()) as {
      order: { shippingAddress: { phone: string } };
    };
    expect(order.shippingAddress.phone).toBe('+576075712345');
  });
});
