import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as adminOrderRoute } from '@/app/api/admin/orders/[id]/route';
import { POST as retryRoute } from '@/app/api/admin/orders/[id]/credit-note/retry/route';
import { POST as refundRoute } from '@/app/api/admin/orders/[id]/refund/route';
import { orderCreditNotes, orderInvoices } from '@/db/schema';
import { resetEnvCache } from '@/lib/env';
import { setInvoicingDriverForTests } from '@/lib/invoicing';
import { deliverPendingCreditNotes } from '@/lib/invoicing/credit-notes';
import { waitForInvoicesIdle } from '@/lib/invoicing/outbox';
import { approveOrder } from '@/lib/services/admin/orders';
import { useTestDb } from '../helpers/db';
import { useFactusMock } from '../helpers/factus-mock';
import { createOrderFixture, type OrderFixture, pendingConfirmationOrder } from '../helpers/orders';
import { callRoute } from '../helpers/staff';
import { PUT as invoiceToRoute } from '@/app/api/orders/[id]/invoice-to/route';
import { GET as customerOrderRoute } from '@/app/api/orders/[id]/route';

/**
 * A refund cancels the order's electronic invoice with a credit note (docs/invoicing.md "Credit
 * notes"), queued in the refund's transaction and issued through the local Factus mock.
 */
const testDb = useTestDb();
const db = () => testDb().db;
let fx: OrderFixture;
const factus = useFactusMock(async () => {
  fx = await createOrderFixture(db());
});

const noteRow = async (orderId: number) => (await db().select().from(orderCreditNotes).where(eq(orderCreditNotes.orderId, orderId)))[0];
const refund = (orderId: number, token = fx.admin.token) =>
  callRoute(refundRoute, `/api/admin/orders/${orderId}/refund`, {
    method: 'POST',
    token,
    params: { id: String(orderId) },
    body: { reason: 'Producto defectuoso' },
  });
const retry = (orderId: number, token = fx.admin.token) =>
  callRoute(retryRoute, `/api/admin/orders/${orderId}/credit-note/retry`, { method: 'POST', token, params: { id: String(orderId) } });
const adminOrder = (orderId: number) =>
  callRoute(adminOrderRoute, `/api/admin/orders/${orderId}`, { token: fx.admin.token, params: { id: String(orderId) } });

/** Ana's order, invoiced to her business, paid (approved) and its invoice issued. */
async function invoicedOrder(lines: [string, number][] = [['PLAT-UNI', 2]]) {
  const order = await pendingConfirmationOrder(fx, fx.ana, lines);
  const to = await callRoute(invoiceToRoute, `/api/orders/${order.id}/invoice-to`, {
    method: 'PUT',
    token: fx.ana.token,
    params: { id: String(order.id) },
    body: { invoiceTo: 'business' },
  });
  expect(to.status).toBe(200);
  await approveOrder(order.id, fx.admin.user);
  await waitForInvoicesIdle();
  expect((await db().select().from(orderInvoices).where(eq(orderInvoices.orderId, order.id)))[0]).toMatchObject({ status: 'issued' });
  return order;
}

describe('credit notes for refunds', () => {
  it('a refund queues the credit note in its transaction; it is issued against the invoice and shown to staff', async () => {
    const order = await invoicedOrder();
    const res = await refund(order.id);
    expect(res.status).toBe(200);
    await waitForInvoicesIdle();

    const ref = `NC-${order.id}`;
    const row = await noteRow(order.id);
    expect(row).toMatchObject({ status: 'issued', referenceCode: ref, attempts: 1, amount: res.body.order.total, lastError: null });
    expect(row.number).toMatch(/^NC/);
    expect(row.cude).toBe(`cude-${row.number}`);
    expect(factus().created.get(ref)).toBe(1);

    // Against the invoice's Factus id, cancelling it (concept 2, operation 20), with its lines and payment code.
    const bill = factus().bills.get(String(order.id))!;
    const invoiceBody = factus().lastBill()!;
    expect(factus().lastCreditNote()).toMatchObject({
      bill_id: bill.id,
      reference_code: ref,
      correction_concept_code: 2,
      customization_id: 20,
      payment_method_code: invoiceBody.payment_method_code,
      items: invoiceBody.items,
    });
    expect(factus().creditNotes.get(ref)!.total).toBe(bill.total);

    const staff = await adminOrder(order.id);
    expect(staff.body.order.creditNote).toEqual({
      provider: 'factus',
      status: 'issued',
      number: row.number,
      cude: row.cude,
      pdfUrl: `https://factus.example/nc/${row.number}`,
      xmlUrl: expect.stringContaining('catalogo-vpfe.dian.gov.co'),
      amount: res.body.order.total,
      issuedAt: expect.any(String),
      error: null,
      attempts: 1,
      nextAttemptAt: null,
      canRetry: false,
    });

    // The customer sees it under the invoice it cancels, in 'Mis Pedidos' and the order's page.
    const mine = await callRoute(customerOrderRoute, `/api/orders/${order.id}`, { token: fx.ana.token, params: { id: String(order.id) } });
    expect(mine.status).toBe(200);
    expect(mine.body.order.invoice).toMatchObject({ status: 'issued', number: expect.any(String) });
    expect(mine.body.order.creditNote).toEqual({
      status: 'issued',
      number: row.number,
      cude: row.cude,
      pdfUrl: `https://factus.example/nc/${row.number}`,
      xmlUrl: expect.stringContaining('catalogo-vpfe.dian.gov.co'),
    });

    // A repeated refund request changes nothing: no second note.
    expect((await refund(order.id)).status).toBe(409);
    await waitForInvoicesIdle();
    expect(await db().select().from(orderCreditNotes).where(eq(orderCreditNotes.orderId, order.id))).toHaveLength(1);
    expect(factus().created.get(ref)).toBe(1);
  });

  it('waits while the invoice is not issued yet, then is issued after it', async () => {
    const order = await invoicedOrder();
    // As if the invoice were still on its way when the refund came.
    await db()
      .update(orderInvoices)
      .set({ status: 'pending', nextAttemptAt: sql`now() + interval '1 hour'` })
      .where(eq(orderInvoices.orderId, order.id));
    expect((await refund(order.id)).status).toBe(200);
    await waitForInvoicesIdle();
    const waiting = await noteRow(order.id);
    expect(waiting).toMatchObject({ status: 'pending', number: null });
    expect(waiting.lastError).toMatch(/aún no está emitida/);
    // The customer reads 'en proceso' meanwhile, never the provider's error.
    const mine = await callRoute(customerOrderRoute, `/api/orders/${order.id}`, { token: fx.ana.token, params: { id: String(order.id) } });
    expect(mine.body.order.creditNote).toEqual({ status: 'pending', number: null, cude: null, pdfUrl: null, xmlUrl: null });

    await db().update(orderInvoices).set({ status: 'issued' }).where(eq(orderInvoices.orderId, order.id));
    await db()
      .update(orderCreditNotes)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(orderCreditNotes.orderId, order.id));
    expect(await deliverPendingCreditNotes()).toEqual({ issued: 1, failed: 0 });
    expect(await noteRow(order.id)).toMatchObject({ status: 'issued', attempts: 2 });
  });

  it('a refused note is shown with Reintentar (ADMIN only), which issues it', async () => {
    factus().creditNoteMode.value = 'validation';
    const order = await invoicedOrder();
    expect((await refund(order.id)).status).toBe(200);
    await waitForInvoicesIdle();
    expect(await noteRow(order.id)).toMatchObject({ status: 'failed' });
    const staff = await adminOrder(order.id);
    expect(staff.body.order.creditNote).toMatchObject({ status: 'failed', canRetry: true });
    expect(staff.body.order.creditNote.error).toContain('bill_id: La factura no existe.');

    factus().creditNoteMode.value = 'ok';
    expect((await retry(order.id, fx.seller.token)).status).toBe(403);
    const retried = await retry(order.id);
    expect(retried.status).toBe(200);
    await waitForInvoicesIdle();
    expect(await noteRow(order.id)).toMatchObject({ status: 'issued' });
    expect((await retry(order.id)).status).toBe(409);
  });

  it('the none driver queues no credit note', async () => {
    const order = await invoicedOrder();
    process.env.INVOICING_DRIVER = 'none';
    resetEnvCache();
    setInvoicingDriverForTests(undefined);
    try {
      expect((await refund(order.id)).status).toBe(200);
      expect(await noteRow(order.id)).toBeUndefined();
      expect((await adminOrder(order.id)).body.order.creditNote).toBeNull();
    } finally {
      process.env.INVOICING_DRIVER = 'factus';
      resetEnvCache();
      setInvoicingDriverForTests(undefined);
    }
  });
});
