import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as adminOrderRoute } from '@/app/api/admin/orders/[id]/route';
import { POST as retryRoute } from '@/app/api/admin/orders/[id]/invoice/retry/route';
import { GET as customerOrderRoute } from '@/app/api/orders/[id]/route';
import { PUT as invoiceToRoute } from '@/app/api/orders/[id]/invoice-to/route';
import { activityLog, orderInvoices, orderItems, orders, paymentMethods } from '@/db/schema';
import { resetEnvCache } from '@/lib/env';
import { getInvoicingDriver, setInvoicingDriverForTests } from '@/lib/invoicing';
import { deliverPendingInvoices, waitForInvoicesIdle } from '@/lib/invoicing/outbox';
import { approveOrder } from '@/lib/services/admin/orders';
import { useTestDb } from '../helpers/db';
import { useFactusMock } from '../helpers/factus-mock';
import { createOrderFixture, type OrderFixture, pendingConfirmationOrder, placeTestOrder } from '../helpers/orders';
import { callRoute } from '../helpers/staff';

/**
 * Issue 26 §4 against a local mock of Factus (docs/invoicing.md, tests/helpers/factus-mock.ts): a
 * node http server on a random port, FACTUS_BASE_URL pointing at it. The mock keeps one bill per reference code, as Factus
 * does, and counts how many it created for each: 'never issued twice' is that count staying 1.
 */
const testDb = useTestDb();
const db = () => testDb().db;
let fx: OrderFixture;

const factus = useFactusMock(async () => {
  fx = await createOrderFixture(db());
});

const invoiceRow = async (orderId: number) => (await db().select().from(orderInvoices).where(eq(orderInvoices.orderId, orderId)))[0];
const adminOrder = (orderId: number, token = fx.seller.token) =>
  callRoute(adminOrderRoute, `/api/admin/orders/${orderId}`, { token, params: { id: String(orderId) } });
const retry = (orderId: number, token = fx.seller.token) =>
  callRoute(retryRoute, `/api/admin/orders/${orderId}/invoice/retry`, { method: 'POST', token, params: { id: String(orderId) } });
const setInvoiceTo = (orderId: number, token: string, invoiceTo: unknown) =>
  callRoute(invoiceToRoute, `/api/orders/${orderId}/invoice-to`, {
    method: 'PUT',
    token,
    params: { id: String(orderId) },
    body: { invoiceTo },
  });
/** Due now: skips the back-off wait, as the worker would after it. */
const dueNow = (orderId: number) =>
  db()
    .update(orderInvoices)
    .set({ nextAttemptAt: sql`now()` })
    .where(eq(orderInvoices.orderId, orderId));

/** Ana's order invoiced to her business (complete fiscal data), her proof waiting for staff. */
async function businessOrder(lines: [string, number][] = [['PLAT-UNI', 1]]) {
  const order = await pendingConfirmationOrder(fx, fx.ana, lines);
  expect((await setInvoiceTo(order.id, fx.ana.token, 'business')).status).toBe(200);
  return order;
}

describe('electronic invoice through Factus (issue 26 §4)', () => {
  it('is queued in the approval, issued after commit, and stored with number, CUFE and links', async () => {
    expect(getInvoicingDriver().name).toBe('factus');
    const order = await pendingConfirmationOrder(fx, fx.ana, [['PLAT-UNI', 3]]);
    expect((await setInvoiceTo(order.id, fx.ana.token, 'business')).status).toBe(200);
    // Before it is paid, nothing is queued and nothing is missing.
    const before = await adminOrder(order.id);
    expect(before.body.order.invoice).toMatchObject({
      provider: 'factus',
      status: 'not_queued',
      missing: [],
      missingMessage: null,
      canRetry: false,
    });

    await approveOrder(order.id, fx.admin.user);
    await waitForInvoicesIdle();
    const row = await invoiceRow(order.id);
    expect(row).toMatchObject({ status: 'issued', referenceCode: String(order.id), attempts: 1, lastError: null });
    expect(factus().created.get(String(order.id))).toBe(1);
    expect(factus().lastBill()).toMatchObject({
      reference_code: String(order.id),
      payment_form: '1',
      customer: {
        identification: '900123456',
        dv: '8',
        company: 'Restaurante La Frontera',
        legal_organization_id: '1',
        identification_document_id: 6,
        municipality_id: 980,
        email: 'facturas@lafrontera.co',
      },
    });
    expect(factus().lastBill()!.items[0]).toMatchObject({ quantity: 3, tax_rate: '19.00', is_excluded: 0 });

    const staff = await adminOrder(order.id);
    expect(staff.body.order.invoice).toMatchObject({
      status: 'issued',
      number: row.number,
      cufe: `cufe-${row.number}`,
      pdfUrl: `https://factus.example/p/${row.number}`,
      xmlUrl: expect.stringContaining('catalogo-vpfe.dian.gov.co'),
      error: null,
      canRetry: false,
    });
    const mine = await callRoute(customerOrderRoute, `/api/orders/${order.id}`, { token: fx.ana.token, params: { id: String(order.id) } });
    expect(mine.body.order.invoice).toEqual({
      status: 'issued',
      number: row.number,
      cufe: `cufe-${row.number}`,
      pdfUrl: row.pdfUrl,
      xmlUrl: row.xmlUrl,
    });
    // Paid: 'Facturar a' can no longer change.
    const late = await setInvoiceTo(order.id, fx.ana.token, 'person');
    expect(late.status).toBe(409);
  });

  it('codes the payment as it was paid: the method’s means (a card: 48), not a transfer for every order', async () => {
    await db().update(paymentMethods).set({ means: 'credit_card' }).where(eq(paymentMethods.id, fx.nequi));
    try {
      const order = await businessOrder();
      await approveOrder(order.id, fx.admin.user);
      await waitForInvoicesIdle();
      expect(await invoiceRow(order.id)).toMatchObject({ status: 'issued' });
      expect(factus().lastBill()).toMatchObject({ reference_code: String(order.id), payment_method_code: '48' });
    } finally {
      await db().update(paymentMethods).set({ means: 'transfer' }).where(eq(paymentMethods.id, fx.nequi));
    }
  });

  it('stores a validation error for staff, does not retry it by itself, and re-queues it on Reintentar', async () => {
    factus().billMode.value = 'validation';
    const order = await businessOrder();
    await approveOrder(order.id, fx.admin.user);
    await waitForInvoicesIdle();
    const calls = factus().validateCalls();
    expect(await invoiceRow(order.id)).toMatchObject({ status: 'failed', attempts: 1 });
    const staff = await adminOrder(order.id);
    expect(staff.body.order.invoice).toMatchObject({ status: 'failed', canRetry: true });
    expect(staff.body.order.invoice.error).toContain('Validación fallida');
    expect(staff.body.order.invoice.error).toContain('customer.email: El correo no es válido.');

    // No retry storm: the worker leaves a failed invoice alone.
    await dueNow(order.id);
    expect(await deliverPendingInvoices()).toEqual({ issued: 0, failed: 0 });
    expect(factus().validateCalls()).toBe(calls);

    // 'Reintentar' (VENDEDOR allowed); a customer is not staff.
    expect((await retry(order.id, fx.ana.token)).status).toBe(401);
    factus().billMode.value = 'ok';
    const retried = await retry(order.id);
    expect(retried.status).toBe(200);
    expect(['pending', 'issued']).toContain(retried.body.order.invoice.status);
    await waitForInvoicesIdle();
    expect(await invoiceRow(order.id)).toMatchObject({ status: 'issued', lastError: null });
    expect(factus().created.get(String(order.id))).toBe(1);
    const [entry] = await db().select().from(activityLog).where(eq(activityLog.entity, 'invoice'));
    expect(entry).toMatchObject({ action: 'update', entityId: String(order.id), staffId: fx.seller.user.id });
    // Nothing failed any more: a second press is a 409, not a second invoice.
    expect((await retry(order.id)).status).toBe(409);
  });

  it('after a timeout, asks Factus for the reference before retrying: one invoice', async () => {
    factus().billMode.value = 'hang';
    const order = await businessOrder([['PLAT-UNI', 2]]);
    await approveOrder(order.id, fx.admin.user);
    await waitForInvoicesIdle();
    const pending = await invoiceRow(order.id);
    expect(pending).toMatchObject({ status: 'pending', attempts: 1 });
    expect(pending.lastError).toMatch(/sin respuesta/);
    expect(pending.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
    await new Promise((resolve) => setTimeout(resolve, 1200)); // the mock's late answer arrives meanwhile

    factus().billMode.value = 'ok';
    const calls = factus().validateCalls();
    await dueNow(order.id);
    expect(await deliverPendingInvoices()).toEqual({ issued: 1, failed: 0 });
    expect(factus().validateCalls()).toBe(calls); // found by reference, not sent again
    expect(factus().created.get(String(order.id))).toBe(1);
    const row = await invoiceRow(order.id);
    expect(row).toMatchObject({ status: 'issued', number: factus().bills.get(String(order.id))!.number, attempts: 2 });
  });

  it('a bill DIAN refused is deleted by reference at once (it would block every later one) and shown to staff', async () => {
    factus().billMode.value = 'dian_reject';
    const order = await businessOrder();
    await approveOrder(order.id, fx.admin.user);
    await waitForInvoicesIdle();
    const row = await invoiceRow(order.id);
    expect(row).toMatchObject({ status: 'failed', number: null, cufe: null });
    expect(row.lastError).toContain('DIAN rechazó la factura: FAK24');
    expect(factus().deleted).toContain(String(order.id));
    expect(factus().bills.has(String(order.id))).toBe(false);

    // Nothing blocks the next order, and 'Reintentar' on this one issues it.
    factus().billMode.value = 'ok';
    const next = await businessOrder();
    await approveOrder(next.id, fx.admin.user);
    await waitForInvoicesIdle();
    expect(await invoiceRow(next.id)).toMatchObject({ status: 'issued' });
    expect((await retry(order.id)).status).toBe(200);
    await waitForInvoicesIdle();
    expect(await invoiceRow(order.id)).toMatchObject({ status: 'issued', cufe: expect.stringContaining('cufe-') });
  });

  it('a 409 for an earlier pending bill is not read as issued: the store’s own is deleted by reference, then it is sent', async () => {
    const order = await businessOrder();
    // An earlier order's bill that DIAN did not validate (before this driver deleted them itself).
    factus().bills.set('999', { number: 'SETP9', reference_code: '999', cufe: null, public_url: '', qr: '', status: 0 });
    await approveOrder(order.id, fx.admin.user);
    await waitForInvoicesIdle();
    expect(factus().deleted).toContain('999');
    const row = await invoiceRow(order.id);
    expect(row).toMatchObject({ status: 'issued', attempts: 1 });
    expect(row.number).not.toBe('SETP9');
    expect(row.cufe).toBe(`cufe-${row.number}`);
    expect(factus().created.get(String(order.id))).toBe(1);
  });

  it('another order’s pending bill whose attempt is running right now is not deleted: the invoice waits', async () => {
    const other = await businessOrder();
    const otherRef = String(other.id);
    // The other order's attempt holds its lease and its bill is at DIAN right now.
    await db()
      .insert(orderInvoices)
      .values({
        orderId: other.id,
        provider: 'factus',
        referenceCode: otherRef,
        attempts: 1,
        lockedUntil: sql`now() + interval '1 minute'`,
      });
    factus().bills.set(otherRef, { number: 'SETP8', reference_code: otherRef, cufe: null, public_url: '', qr: '', status: 0 });
    try {
      const order = await businessOrder();
      await approveOrder(order.id, fx.admin.user);
      await waitForInvoicesIdle();
      const row = await invoiceRow(order.id);
      expect(row).toMatchObject({ status: 'pending', number: null });
      expect(row.lastError).toContain(`La factura ${otherRef} se está enviando a la DIAN`);
      expect(factus().deleted).not.toContain(otherRef);
      expect(factus().bills.get(otherRef)).toMatchObject({ status: 0 });
    } finally {
      factus().bills.delete(otherRef);
      await db().delete(orderInvoices).where(eq(orderInvoices.orderId, other.id));
    }
  });

  it('a pending bill the store did not make is not deleted: the invoice waits, with the reason shown to staff', async () => {
    factus().bills.set('MANUAL-7', { number: 'SETP7', reference_code: 'MANUAL-7', cufe: null, public_url: '', qr: '', status: 0 });
    try {
      const order = await businessOrder();
      await approveOrder(order.id, fx.admin.user);
      await waitForInvoicesIdle();
      const row = await invoiceRow(order.id);
      expect(row).toMatchObject({ status: 'pending', number: null, cufe: null });
      expect(row.lastError).toMatch(/pendiente por enviar a la DIAN/);
      expect(row.lastError).toContain('MANUAL-7');
      expect(factus().deleted).not.toContain('MANUAL-7');
      expect(factus().created.get(String(order.id))).toBeUndefined();

      // Staff clear it in Factus; the next attempt issues the invoice.
      factus().bills.delete('MANUAL-7');
      await dueNow(order.id);
      expect(await deliverPendingInvoices()).toEqual({ issued: 1, failed: 0 });
      expect(await invoiceRow(order.id)).toMatchObject({ status: 'issued' });
    } finally {
      factus().bills.delete('MANUAL-7');
    }
  });

  it('the invoice totals what was collected, to the peso: 3 × $ 3.333 at 19 %, lines at 0, 5 and 19 %, a delivery fee', async () => {
    const order = await businessOrder([['PLAT-UNI', 3]]);
    // Awkward IVA splits: prices that do not divide by 1.19 or 1.05, and a delivery line.
    const items = await db().select().from(orderItems).where(eq(orderItems.orderId, order.id));
    await db()
      .update(orderItems)
      .set({ unitPrice: 3333, lineTotal: 9999, ivaRate: 19, ivaClass: 'iva_19' })
      .where(eq(orderItems.id, items[0].id));
    await db()
      .insert(orderItems)
      .values([
        {
          orderId: order.id,
          productName: 'Servilleta',
          sku: 'SERV',
          unitPrice: 1001,
          quantity: 7,
          lineTotal: 7007,
          ivaRate: 5,
          ivaClass: 'iva_5',
        },
        {
          orderId: order.id,
          productName: 'Bolsa',
          sku: 'BOLSA',
          unitPrice: 777,
          quantity: 3,
          lineTotal: 2331,
          ivaRate: 0,
          ivaClass: 'excluido',
        },
      ]);
    const total = 9999 + 7007 + 2331 + 8500;
    await db()
      .update(orders)
      .set({ deliveryOption: 'local_delivery', shippingFee: 8500, shippingIvaRate: 19, subtotal: total - 8500, total })
      .where(eq(orders.id, order.id));
    await approveOrder(order.id, fx.admin.user);
    await waitForInvoicesIdle();
    expect(await invoiceRow(order.id)).toMatchObject({ status: 'issued' });
    const sent = factus()
      .lastBill()!
      .items.map((i: { price: number; quantity: number; tax_rate: string }) => [i.quantity, i.price, i.tax_rate]);
    expect(sent.slice(0, 3)).toEqual([
      [3, 3333, '19.00'],
      [7, 1001, '5.00'],
      [3, 777, '0.00'],
    ]);
    // The fee follows the goods (store default): one line per rate, adding up to the fee.
    expect(sent.slice(3).map(([, , rate]: [number, number, string]) => rate)).toEqual(['19.00', '5.00', '0.00']);
    expect(sent.slice(3).reduce((sum: number, [quantity, price]: [number, number]) => sum + quantity * price, 0)).toBe(8500);
    expect(factus().bills.get(String(order.id))!.total).toBe(`${total}.00`);
  });

  it('two workers racing for the same invoice issue it once', async () => {
    factus().billMode.value = 'slow';
    const order = await businessOrder();
    // Queued as the approval would, without its kick: the workers below are the only ones.
    await db()
      .insert(orderInvoices)
      .values({ orderId: order.id, provider: 'factus', referenceCode: String(order.id) });
    const results = await Promise.all([deliverPendingInvoices(), deliverPendingInvoices(), deliverPendingInvoices()]);
    expect(results.reduce((sum, r) => sum + r.issued, 0)).toBe(1);
    expect(factus().created.get(String(order.id))).toBe(1);
    expect(await invoiceRow(order.id)).toMatchObject({ status: 'issued', attempts: 1 });
  });

  it('a claimed row whose lease ran out (the process died mid-request) is picked up again, without a second invoice', async () => {
    const order = await businessOrder();
    const ref = String(order.id);
    // The dead process had sent it and Factus issued it; its lease is still running.
    factus().bills.set(ref, {
      number: 'SETP1',
      reference_code: ref,
      cufe: 'cufe-SETP1',
      public_url: 'https://factus.example/p/SETP1',
      qr: 'https://dian.example/SETP1',
    });
    factus().created.set(ref, 1);
    await db()
      .insert(orderInvoices)
      .values({ orderId: order.id, provider: 'factus', referenceCode: ref, attempts: 1, lockedUntil: sql`now() + interval '1 minute'` });
    expect(await deliverPendingInvoices()).toEqual({ issued: 0, failed: 0 }); // held by the lease

    await db()
      .update(orderInvoices)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(orderInvoices.orderId, order.id));
    const calls = factus().validateCalls();
    expect(await deliverPendingInvoices()).toEqual({ issued: 1, failed: 0 });
    expect(factus().validateCalls()).toBe(calls);
    expect(factus().created.get(ref)).toBe(1);
    expect(await invoiceRow(order.id)).toMatchObject({ status: 'issued', number: 'SETP1', cufe: 'cufe-SETP1', attempts: 2 });
  });

  it('a buyer without a document goes out as the final consumer within the limit (DIAN’s 222222222222)', async () => {
    // Beto has no profile: no document. A small order is within the final-consumer limit.
    const order = await pendingConfirmationOrder(fx, fx.beto, [['PLAT-UNI', 1]]);
    expect((await adminOrder(order.id)).body.order.invoice).toMatchObject({
      status: 'not_queued',
      missing: [],
      missingMessage: null,
      finalConsumer: true,
    });
    await approveOrder(order.id, fx.admin.user);
    await waitForInvoicesIdle();
    expect(await invoiceRow(order.id)).toMatchObject({ status: 'issued' });
    expect(factus().lastBill()).toMatchObject({
      reference_code: String(order.id),
      customer: { identification: '222222222222', identification_document_id: 3, legal_organization_id: '2', email: 'beto@example.com' },
    });
    expect(factus().lastBill()!.customer).not.toHaveProperty('dv');
    expect((await adminOrder(order.id)).body.order.invoice).toMatchObject({ status: 'issued', finalConsumer: true });
  });

  it('above the final-consumer limit, flags the missing document before payment, and fails with it (no call to Factus) once paid', async () => {
    // 80 packs: more than 5 UVT before IVA, so Beto must give his document.
    const order = await pendingConfirmationOrder(fx, fx.beto, [['VASO-TRA-7OZ-PAQ', 80]]);
    const staff = await adminOrder(order.id);
    expect(staff.body.order.invoice).toMatchObject({ status: 'not_queued', missing: ['document_over_limit'], finalConsumer: false });
    expect(staff.body.order.invoice.missingMessage).toBe(
      'Falta para la factura: número de documento (el pedido supera el tope para facturar a consumidor final).',
    );

    const calls = factus().validateCalls();
    await approveOrder(order.id, fx.admin.user);
    await waitForInvoicesIdle();
    expect(factus().validateCalls()).toBe(calls);
    const row = await invoiceRow(order.id);
    expect(row).toMatchObject({ status: 'failed', lastError: staff.body.order.invoice.missingMessage });
  });

  it('a retry of an order that is not failed, unknown, or without invoice is refused', async () => {
    expect((await retry(999_999)).status).toBe(404);
    const order = await placeTestOrder(fx, fx.ana, [['PLAT-UNI', 1]]);
    const res = await retry(order.id);
    expect(res.status).toBe(409);
    expect(res.body.error).toMatch(/no tiene factura electrónica en cola/);
  });
});

describe("'Facturar a' on an unpaid order (issue 26 §2)", () => {
  it('re-snapshots the billing while unpaid; refuses a business for a customer who is not one, and another customer’s order', async () => {
    const order = await placeTestOrder(fx, fx.ana, [['PLAT-UNI', 1]]);
    expect(order.invoiceTo).toBe('person');
    const toBusiness = await setInvoiceTo(order.id, fx.ana.token, 'business');
    expect(toBusiness.status).toBe(200);
    expect(toBusiness.body.order).toMatchObject({
      invoiceTo: 'business',
      billing: { to: 'business', documentType: 'NIT', documentNumber: '900123456', checkDigit: 8 },
    });
    const back = await setInvoiceTo(order.id, fx.ana.token, 'person');
    expect(back.body.order).toMatchObject({ invoiceTo: 'person', billing: { to: 'person', name: 'Ana María Gómez' } });

    const bad = await setInvoiceTo(order.id, fx.ana.token, 'empresa');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(['invoiceTo']);

    const betos = await placeTestOrder(fx, fx.beto, [['PLAT-UNI', 1]]);
    const refused = await setInvoiceTo(betos.id, fx.beto.token, 'business');
    expect(refused.status).toBe(400);
    expect(refused.body.fields.invoiceTo[0]).toMatch(/razón social y el NIT/);
    expect((await setInvoiceTo(betos.id, fx.ana.token, 'person')).status).toBe(404);
  });
});

describe('the none driver', () => {
  it('queues nothing and shows nothing', async () => {
    process.env.INVOICING_DRIVER = 'none';
    resetEnvCache();
    setInvoicingDriverForTests(undefined);
    try {
      const order = await pendingConfirmationOrder(fx, fx.beto, [['PLAT-UNI', 1]]);
      expect((await adminOrder(order.id)).body.order.invoice).toBeNull();
      await approveOrder(order.id, fx.admin.user);
      expect(await invoiceRow(order.id)).toBeUndefined();
      expect((await adminOrder(order.id)).body.order.invoice).toBeNull();
      expect((await retry(order.id)).status).toBe(409);
    } finally {
      process.env.INVOICING_DRIVER = 'factus';
      resetEnvCache();
      setInvoicingDriverForTests(undefined);
    }
  });
});
