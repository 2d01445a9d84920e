import { createJourneyProduct, expect, expectNoSeriousA11yViolations, logInStaff, pathnameOf, test } from './fixtures';

/**
 * Issue 23 §2 'Nuevo pedido' on a phone (360 px): a seller takes a WhatsApp order for a new
 * customer (name and phone only), finds a product, types an address in Cúcuta, picks local
 * delivery (its fee shown), creates the order, and lands on its detail: source WhatsApp, pending
 * payment. The order reserves one unit of a demo product, as any web order would.
 */

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
    // Taken by staff: the line under the title names who took it and for whom.
    await expect(page.getByText(new RegExp(`^Tomada el .+ por \u2068Administrador\u2069 para \u2068${name}\u2069$`))).toBeVisible();
    expect(missing).toEqual([]);
  });
});

/**
 * Issue 35 on a phone: a seller pastes the WhatsApp cart link in every form it reaches her (the
 * whole link on this host in Spanish or English, the path, the bare code with spaces and a
 * slash, with a query) and the lines load in place, with what she already typed kept; then, as a
 * counter sale taken at the counter and paid there, the order needs no address and is delivered.
 */
test.describe('a counter sale from a pasted cart link', () => {
  test.use({ locale: 'es-CO', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('every form of the link loads the cart without wiping the form; paid at the counter → delivered', async ({ page, request }) => {
    test.setTimeout(120_000);
    const product = await createJourneyProduct(request, `Vaso mostrador ${Date.now()}`, [
      { price: 1_000, stock: 40, unitOfMeasure: 'Paquete' },
    ]);
    const variantId = product.variants[0].id;
    const share = async (quantity: number) => {
      const res = await request.post('/api/shared-carts', { data: { lines: [{ variantId, quantity }] } });
      expect(res.status(), await res.text()).toBe(201);
      return ((await res.json()) as { id: string }).id;
    };
    // Two carts, alternated, so each load is seen to change the line.
    const carts = { 2: await share(2), 3: await share(3) };

    await logInStaff(page);
    await page.goto('/admin/orders/new');
    await page.getByRole('radio', { name: 'Mostrador' }).check();
    await page.getByRole('button', { name: 'Cliente nuevo' }).click();
    const name = `Cliente mostrador ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Nombre' }).fill(name);
    await page.getByRole('textbox', { name: 'Teléfono', exact: true }).fill('310 555 0177');

    const origin = new URL(page.url()).origin;
    const forms: [keyof typeof carts, (id: string) => string][] = [
      [2, (id) => `${origin}/c/${id}`],
      [3, (id) => `${origin}/es/c/${id}/`],
      [2, (id) => `https://tienda.example.co/en/c/${id}?utm_source=whatsapp`],
      [3, (id) => `/c/${id}`],
      [2, (id) => `  ${id}/ `],
    ];
    const field = page.getByRole('textbox', { name: 'Desde un carrito compartido' });
    const quantity = page.getByTestId('order-line').getByRole('spinbutton', { name: 'Cantidad' });
    for (const [units, link] of forms) {
      await field.fill(link(carts[units]));
      await page.getByRole('button', { name: 'Cargar carrito' }).click();
      await expect(quantity).toHaveValue(String(units));
      await expect(page.getByRole('status').filter({ hasText: 'Se cargó 1 producto del carrito compartido.' })).toBeVisible();
    }
    // Enter in the field loads the cart too, and never submits the order.
    await field.fill(`${origin}/en/c/${carts[3]}`);
    await field.press('Enter');
    await expect(quantity).toHaveValue('3');
    expect(pathnameOf(page)).toBe('/admin/orders/new');
    await expect(page.getByRole('textbox', { name: 'Nombre' })).toHaveValue(name);

    // Taken from the counter: no address asked, no delivery fee.
    await expect(page.getByRole('checkbox', { name: 'Se lo lleva ahora del mostrador (sin dirección)' })).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Dirección', exact: true })).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'Pagado en el mostrador' }).check();
    await page.getByRole('spinbutton', { name: 'Monto recibido' }).fill('3000');
    await page.getByRole('button', { name: 'Crear pedido' }).click();
    await expect.poll(() => pathnameOf(page), { timeout: 20_000 }).toMatch(/^\/admin\/orders\/\d+$/);
    await expect(page.getByTestId('order-source')).toHaveText('Mostrador');
    await expect(page.getByText('Entregado').first()).toBeVisible();
    await expect(page.getByText('Pagado').first()).toBeVisible();
  });
});
