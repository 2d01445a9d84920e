import { formatCOP as cop } from '../../lib/domain/money';
import { createJourneyProduct, E2E_ADMIN, expect, logInStaff, staffToken, test } from './fixtures';

/*
 * The partial-refund dialog on an order's detail (docs/invoicing.md "Partial refunds"), as an
 * ADMIN at the desk: one unit of a paid line given back, the refund listed with its parts, its
 * base and IVA and its credit-note line, and what is left to refund going down by it. The
 * journeys' server runs without electronic invoicing, so the credit-note line says none was
 * issued (an issued note is tested against the Factus mock in tests/integration/partial-refunds).
 * The order is a counter sale of a product of the journey's own, paid on the spot.
 */

test.use({ locale: 'es-CO', viewport: { width: 1366, height: 850 } });

type Refund = { amount: number; base: number; iva: number; reason: string; creditNote: unknown };

test('an ADMIN refunds one unit of a line: the refund, its figures and what is left', async ({ page, request }) => {
  const stamp = Date.now();
  const headers = { Authorization: `Bearer ${await staffToken(request)}` };
  const name = `Contenedor reembolso ${stamp}`;
  const product = await createJourneyProduct(request, name, [{ price: 10_000, stock: 20, unitOfMeasure: 'Unidad' }]);
  const created = await request.post('/api/admin/orders', {
    headers,
    data: {
      source: 'counter',
      newCustomer: { name: `Cliente reembolso ${stamp}`, phone: '3105550199' },
      items: [{ variantId: product.variants[0].id, quantity: 3 }],
      payment: { paymentMethodId: null, amountReceived: 30_000 },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const order = ((await created.json()) as { order: { id: number; total: number; paymentStatus: string } }).order;
  expect(order).toMatchObject({ total: 30_000, paymentStatus: 'paid' });

  try {
    await logInStaff(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto(`/admin/orders/${order.id}`);
    const section = page.getByTestId('order-partial-refunds');
    await expect(section).toContainText(`Queda por reembolsar: ${cop(30_000)}`);
    await section.getByRole('button', { name: 'Reembolso parcial' }).click();

    const dialog = page.getByRole('dialog', { name: `Reembolso parcial del pedido #${order.id}` });
    await expect(dialog).toContainText(`queda por reembolsar ${cop(30_000)}`);
    await dialog.getByRole('textbox', { name: `${name} (3 × ${cop(10_000)})` }).fill('1');
    // Without a reason nothing is refunded, and the dialog says why.
    await dialog.getByRole('button', { name: 'Reembolsar' }).click();
    await expect(dialog.getByRole('alert').first()).toBeVisible();
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Motivo').fill('Una unidad llegó rota');
    await dialog.getByRole('button', { name: 'Reembolsar' }).click();
    await expect(page.getByText('Reembolso registrado.')).toBeVisible();
    await expect(dialog).toHaveCount(0);

    // The refund as the server stored it: one unit's price, split into base and IVA.
    const detail = await request.get(`/api/admin/orders/${order.id}`, { headers });
    const stored = (await detail.json()) as { order: { partialRefunds: Refund[]; refundable: number; paymentStatus: string } };
    expect(stored.order.paymentStatus).toBe('paid');
    expect(stored.order.refundable).toBe(20_000);
    expect(stored.order.partialRefunds).toHaveLength(1);
    const [refund] = stored.order.partialRefunds;
    expect(refund).toMatchObject({ amount: 10_000, reason: 'Una unidad llegó rota', creditNote: null });
    expect(refund.base + refund.iva).toBe(10_000);
    expect(refund.iva).toBeGreaterThan(0);

    // …and as the screen shows it.
    const shown = section.getByTestId('partial-refund');
    await expect(shown).toHaveCount(1);
    await expect(shown).toContainText(`Reembolso de ${cop(10_000)} el `);
    await expect(shown).toContainText('«Una unidad llegó rota»');
    await expect(shown).toContainText(`Base ${cop(refund.base)} · IVA ${cop(refund.iva)}`);
    await expect(shown.getByRole('listitem')).toHaveText([`${name}: 1 unidad · ${cop(10_000)}`]);
    await expect(shown).toContainText('Sin nota crédito: la facturación electrónica no estaba activa o el pedido no tenía factura.');
    await expect(section).toContainText(`Queda por reembolsar: ${cop(20_000)}`);
  } finally {
    // It sold: deleting archives it, out of the store.
    await request.delete(`/api/admin/products/${product.id}`, { headers });
  }
});
