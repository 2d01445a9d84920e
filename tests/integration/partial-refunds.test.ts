import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as adminOrderRoute } from '@/app/api/admin/orders/[id]/route';
import { POST as partialRefundRoute } from '@/app/api/admin/orders/[id]/partial-refunds/route';
import { POST as refundRoute } from '@/app/api/admin/orders/[id]/refund/route';
import { POST as retryRoute } from '@/app/api/admin/orders/[id]/credit-note/retry/route';
import { GET as ivaReportRoute } from '@/app/api/admin/reports/iva/route';
import { GET as customerOrderRoute } from '@/app/api/orders/[id]/route';
import { emailOutbox, orderCreditNotes, orderInvoices, orderRefunds, orders } from '@/db/schema';
import { formatCOP } from '@/lib/domain/money';
import { checkBooks } from '@/db/books-check';
import { resetEnvCache } from '@/lib/env';
import { setInvoicingDriverForTests } from '@/lib/invoicing';
import { waitForInvoicesIdle } from '@/lib/invoicing/outbox';
import { useTestDb } from '../helpers/db';
import { useFactusMock } from '../helpers/factus-mock';
import { createOrderFixture, type OrderFixture, paidBusinessOrder, paidOrder, pendingConfirmationOrder } from '../helpers/orders';
import { callRoute } from '../helpers/staff';

/**
 * Partial refunds (docs/invoicing.md "Partial refunds"): staff give back part of a paid order,
 * the provider's credit note for that part is issued and shown like the invoice, refunds never
 * pass what was paid, and the IVA report subtracts each in the period it was made.
 */
const testDb = useTestDb();
const db = () => testDb().db;
let fx: OrderFixture;
const factus = useFactusMock(async () => {
  fx = await createOrderFixture(db());
});

type Body = { lines?: { itemId: number; quantity: number }[]; delivery?: boolean; amount?: number; reason?: string };
const partial = (orderId: number, body: Body, token = fx.admin.token) =>
  callRoute(partialRefundRoute, `/api/admin/orders/${orderId}/partial-refunds`, {
    method: 'POST',
    token,
    params: { id: String(orderId) },
    body: { reason: 'Llegaron dos platos rotos', ...body },
  });
const adminOrder = async (orderId: number) =>
  (await callRoute(adminOrderRoute, `/api/admin/orders/${orderId}`, { token: fx.admin.token, params: { id: String(orderId) } })).body.order;
const report = async (from: string, to: string) => {
  const res = await callRoute(ivaReportRoute, `/api/admin/reports/iva?from=${from}&to=${to}`, { token: fx.admin.token });
  expect(res.status).toBe(200);
  return res.body.report;
};

async function invoicedOrder() {
  const order = await paidBusinessOrder(fx, fx.ana, [
    ['PLAT-UNI', 4],
    ['VASO-BLA-7OZ-UNI', 10],
  ]);
  await waitForInvoicesIdle();
  expect((await db().select().from(orderInvoices).where(eq(orderInvoices.orderId, order.id)))[0]).toMatchObject({ status: 'issued' });
  return adminOrder(order.id);
}

type Item = { id: number; price: number; quantity: number; lineTotal: number; variant: { sku: string | null } };
/** The order's line of this SKU: 4 plates at PLAT-UNI's price, 10 cups of VASO-BLA-7OZ-UNI. */
const lineOf = (order: { items: Item[] }, sku: string) => order.items.find((i) => i.variant.sku === sku)!;

describe('partial refunds', () => {
  it('units of a line: a credit note for that part (concept 1), shown to staff and in Mis Pedidos; the order stays paid', async () => {
    const order = await invoicedOrder();
    const line = lineOf(order, 'PLAT-UNI');
    const res = await partial(order.id, { lines: [{ itemId: line.id, quantity: 2 }] });
    expect(res.status).toBe(201);
    await waitForInvoicesIdle();
    expect(res.body.order.paymentStatus).toBe('paid');

    const ref = `NC-${order.id}-1`;
    const staff = await adminOrder(order.id);
    expect(staff.refundable).toBe(order.total - 2 * line.price);
    expect(staff.partialRefunds).toHaveLength(1);
    // She hears of it: how much, why, and what stays paid.
    const [mail] = await db().select().from(emailOutbox).where(eq(emailOutbox.kind, 'order_partly_refunded'));
    expect(mail).toMatchObject({ toAddress: staff.user.email, subject: `Reembolso parcial del pedido #${order.id}` });
    expect(mail.textBody).toContain(`Registramos un reembolso de ${formatCOP(2 * line.price)} de tu pedido #${order.id}.`);
    expect(mail.textBody).toContain('Motivo: Llegaron dos platos rotos');
    expect(mail.textBody).toContain(`Tu pedido sigue pagado por ${formatCOP(order.total - 2 * line.price)}.`);
    const [refund] = staff.partialRefunds;
    expect(refund).toMatchObject({
      amount: 2 * line.price,
      reason: 'Llegaron dos platos rotos',
      actorName: expect.any(String),
      parts: [{ kind: 'line', itemId: line.id, quantity: 2, amount: 2 * line.price }],
      creditNote: { provider: 'factus', status: 'issued', amount: 2 * line.price, error: null, canRetry: false },
    });
    expect(refund.base + refund.iva).toBe(refund.amount);
    expect(refund.creditNote.number).toMatch(/^NC/);

    // Against the invoice, a partial return (1), the line's two units at their price, totalling the refund.
    const bill = factus().bills.get(String(order.id))!;
    expect(factus().lastCreditNote()).toMatchObject({
      bill_id: bill.id,
      reference_code: ref,
      correction_concept_code: 1,
      items: [expect.objectContaining({ quantity: 2, price: line.price })],
    });
    expect(Number(factus().creditNotes.get(ref)!.total)).toBe(2 * line.price);

    const mine = await callRoute(customerOrderRoute, `/api/orders/${order.id}`, { token: fx.ana.token, params: { id: String(order.id) } });
    expect(mine.body.order.partialRefunds).toEqual([
      {
        amount: 2 * line.price,
        createdAt: expect.any(String),
        creditNote: {
          status: 'issued',
          number: refund.creditNote.number,
          cude: refund.creditNote.cude,
          pdfUrl: refund.creditNote.pdfUrl,
          xmlUrl: expect.stringContaining('catalogo-vpfe.dian.gov.co'),
        },
      },
    ]);
  });

  it('an amount off damaged goods kept (concept 3), then the full refund credits only what is left', async () => {
    const order = await invoicedOrder();
    const cups = lineOf(order, 'VASO-BLA-7OZ-UNI');
    const res = await partial(order.id, { lines: [{ itemId: cups.id, quantity: cups.quantity }], amount: cups.lineTotal - 1 });
    expect(res.status).toBe(201);
    await waitForInvoicesIdle();
    expect(factus().lastCreditNote()).toMatchObject({ correction_concept_code: 3 });
    expect(Number(factus().creditNotes.get(`NC-${order.id}-1`)!.total)).toBe(cups.lineTotal - 1);
    expect(factus().lastCreditNote()!.items).toEqual([expect.objectContaining({ quantity: 1, price: cups.lineTotal - 1 })]);

    const full = await callRoute(refundRoute, `/api/admin/orders/${order.id}/refund`, {
      method: 'POST',
      token: fx.admin.token,
      params: { id: String(order.id) },
      body: { reason: 'Devolvió el resto' },
    });
    expect(full.status).toBe(200);
    await waitForInvoicesIdle();
    const [note] = await db().select().from(orderCreditNotes).where(eq(orderCreditNotes.orderId, order.id));
    expect(note).toMatchObject({ status: 'issued', amount: order.total - (cups.lineTotal - 1) });
    // The invoice is credited exactly once in all: the partial note and the rest.
    expect(Number(factus().creditNotes.get(`NC-${order.id}`)!.total)).toBe(order.total - (cups.lineTotal - 1));
    expect((await adminOrder(order.id)).refundable).toBe(0);
    // And the order can no longer be refunded in part.
    expect((await partial(order.id, { amount: 1 })).status).toBe(409);
  });

  it('never more than was paid: units left, amounts above the chosen lines, the whole remainder, unknown lines', async () => {
    const order = await invoicedOrder();
    const [a, b] = [lineOf(order, 'PLAT-UNI'), lineOf(order, 'VASO-BLA-7OZ-UNI')];
    expect((await partial(order.id, { lines: [{ itemId: a.id, quantity: 3 }] })).status).toBe(201);

    const tooMany = await partial(order.id, { lines: [{ itemId: a.id, quantity: 2 }] });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({ code: 'validation_error', fields: { lines: [expect.stringContaining('quedan 1')] } });

    const above = await partial(order.id, { lines: [{ itemId: b.id, quantity: 1 }], amount: b.price + 1 });
    expect(above.status).toBe(400);
    expect(above.body.fields.amount).toBeDefined();

    const everything = await partial(order.id, { amount: order.total - 3 * a.price });
    expect(everything.status).toBe(400);
    expect(everything.body.fields.amount[0]).toContain('Reembolsar');

    expect((await partial(order.id, { lines: [{ itemId: 999999, quantity: 1 }] })).status).toBe(400);
    expect((await partial(order.id, { lines: [{ itemId: a.id, quantity: 0 }] })).status).toBe(400);
    expect((await partial(order.id, { amount: -5 })).status).toBe(400);
    expect((await partial(order.id, { amount: 10, reason: '' })).status).toBe(400);
    // A seller does not refund.
    expect((await partial(order.id, { amount: 10 }, fx.seller.token)).status).toBe(403);

    // Two refunds at once take turns: together they stay within what is left.
    const left = (await adminOrder(order.id)).refundable;
    const half = Math.floor(left / 2) + 1;
    const results = await Promise.all([partial(order.id, { amount: half }), partial(order.id, { amount: half })]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 400]);
    const rows = await db().select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id));
    expect(rows.reduce((sum, r) => sum + r.amount, 0)).toBeLessThan(order.total);

    await waitForInvoicesIdle();
    const books = await checkBooks(db(), { invoicing: true });
    expect(books.violations.filter((v) => 'orderId' in v && v.orderId === order.id)).toEqual([]);
  });

  it('an unpaid order is not refunded in part (409), nor an unknown one (404)', async () => {
    const unpaid = await pendingConfirmationOrder(fx, fx.ana, [['PLAT-UNI', 1]]);
    expect((await partial(unpaid.id, { amount: 10 })).status).toBe(409);
    expect((await partial(987654, { amount: 10 })).status).toBe(404);
  });

  it('a failed partial note is retried with the order’s Reintentar', async () => {
    const order = await invoicedOrder();
    factus().creditNoteMode.value = 'validation';
    expect((await partial(order.id, { amount: 500 })).status).toBe(201);
    await waitForInvoicesIdle();
    expect((await adminOrder(order.id)).partialRefunds[0].creditNote).toMatchObject({ status: 'failed', canRetry: true });
    factus().creditNoteMode.value = 'ok';
    const retried = await callRoute(retryRoute, `/api/admin/orders/${order.id}/credit-note/retry`, {
      method: 'POST',
      token: fx.admin.token,
      params: { id: String(order.id) },
    });
    expect(retried.status).toBe(200);
    await waitForInvoicesIdle();
    expect((await adminOrder(order.id)).partialRefunds[0].creditNote).toMatchObject({ status: 'issued' });
  });

  it('the IVA report keeps the sale in its month and subtracts each partial refund in its own', async () => {
    const sale = await paidOrder(fx, fx.ana, [
      ['PLAT-UNI', 3],
      ['VASO-BLA-7OZ-UNI', 20],
    ]);
    await db()
      .update(orders)
      .set({ paidAt: new Date('2026-07-20T17:00:00Z') })
      .where(eq(orders.id, sale.id));
    const july = await report('2026-07-01', '2026-07-31');
    expect(july.refunds.total).toBe(0);

    const detail = await adminOrder(sale.id);
    const first = await partial(sale.id, { lines: [{ itemId: detail.items[0].id, quantity: 1 }] });
    expect(first.status).toBe(201);
    const firstRefund = first.body.order.partialRefunds[0];
    await db()
      .update(orderRefunds)
      .set({ createdAt: new Date('2026-08-10T15:00:00Z') })
      .where(eq(orderRefunds.id, firstRefund.id));
    const second = await partial(sale.id, { amount: 777 });
    expect(second.status).toBe(201);
    const secondRefund = second.body.order.partialRefunds[1];
    await db()
      .update(orderRefunds)
      .set({ createdAt: new Date('2026-09-03T15:00:00Z') })
      .where(eq(orderRefunds.id, secondRefund.id));

    // July, already reported, is as it was; August and September carry each refund.
    expect(await report('2026-07-01', '2026-07-31')).toEqual(july);
    const august = await report('2026-08-01', '2026-08-31');
    expect(august).toMatchObject({
      orders: 0,
      refunds: { orders: 1, base: firstRefund.base, iva: firstRefund.iva, total: firstRefund.amount },
    });
    expect(august.net).toEqual({ base: -firstRefund.base, iva: -firstRefund.iva, total: -firstRefund.amount });
    const september = await report('2026-09-01', '2026-09-30');
    expect(september.refunds).toMatchObject({ orders: 1, base: secondRefund.base, iva: secondRefund.iva, total: 777 });

    // Then the rest, refunded in October: the three months after July cancel the sale to the peso.
    await callRoute(refundRoute, `/api/admin/orders/${sale.id}/refund`, {
      method: 'POST',
      token: fx.admin.token,
      params: { id: String(sale.id) },
      body: { reason: 'Todo devuelto' },
    });
    await db()
      .update(orders)
      .set({ refundedAt: new Date('2026-10-05T15:00:00Z') })
      .where(eq(orders.id, sale.id));
    const october = await report('2026-10-01', '2026-10-31');
    expect(october.refunds.total).toBe(sale.total - firstRefund.amount - 777);
    const all = await report('2026-07-01', '2026-10-31');
    expect(all.net).toEqual({ base: 0, iva: 0, total: 0 });
    expect(all.refunds.orders).toBe(1);
  });

  it('the none driver records the refund without a credit note', async () => {
    const order = await invoicedOrder();
    process.env.INVOICING_DRIVER = 'none';
    resetEnvCache();
    setInvoicingDriverForTests(undefined);
    try {
      expect((await partial(order.id, { amount: 300 })).status).toBe(201);
      const [row] = await db().select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id));
      expect(row).toMatchObject({ amount: 300, status: null, referenceCode: null });
      expect((await adminOrder(order.id)).partialRefunds[0]).toMatchObject({ amount: 300, creditNote: null });
    } finally {
      process.env.INVOICING_DRIVER = 'factus';
      resetEnvCache();
      setInvoicingDriverForTests(undefined);
    }
  });
});
