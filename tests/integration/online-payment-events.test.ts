import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as onlinePaymentsRoute } from '@/app/api/admin/online-payments/route';
import { POST as customerLinkRoute } from '@/app/api/orders/[id]/online-payment/route';
import { GET as orderRoute } from '@/app/api/orders/[id]/route';
import { POST as eventsRoute } from '@/app/api/payments/wompi/events/route';
import {
  emailOutbox,
  onlinePaymentEvents,
  onlinePaymentLinks,
  onlinePaymentTransactions,
  orderHistory,
  orderNotes,
  orders,
} from '@/db/schema';
import { ONLINE_PAYMENT_DECLINED_EMAIL_KIND } from '@/lib/email/templates/online-payment-declined';
import { PAYMENT_APPROVED_EMAIL_KIND } from '@/lib/email/templates/payment-approved';
import { setPaymentsSettingsForTests } from '@/lib/payments';
import { waitForTransactionSyncs } from '@/lib/services/online-payment-events';
import { liveCustomerToken } from '../helpers/customers';
import { useWompiMock } from '../helpers/online-payments';
import { type OrderFixture, placeTestOrder, useOrderFixture } from '../helpers/orders';
import { invokeRoute } from '../helpers/routes';

/**
 * Wompi's events (docs/payments.md "Events"): only a correctly signed event of the keys'
 * environment is recorded, once per transaction and status; the transaction is then read from
 * Wompi, and only that answer moves the order: paid once for the exact amount, flagged for
 * another, left payable (and the customer told) when declined. Repeats change nothing.
 */

const { db, fx } = useOrderFixture();
const wompi = useWompiMock();

type Customer = OrderFixture['ana'];

/** An unpaid order with its Wompi link, as the customer starts paying it. */
async function orderWithLink(customer: Customer = fx.ana, lines: [string, number][] = [['PLAT-UNI', 2]]) {
  const order = await placeTestOrder(fx, customer, lines);
  const token = await liveCustomerToken(db(), customer.id);
  const res = await invokeRoute(customerLinkRoute, `/api/orders/${order.id}/online-payment`, {
    method: 'POST',
    token,
    params: { id: String(order.id) },
  });
  expect(res.status).toBe(200);
  const [link] = await db().select().from(onlinePaymentLinks).where(eq(onlinePaymentLinks.orderId, order.id));
  return { order, linkId: link.wompiLinkId, token };
}

async function send(event: Record<string, unknown>) {
  const res = await invokeRoute(eventsRoute, '/api/payments/wompi/events', { body: event });
  await waitForTransactionSyncs();
  return res;
}

const orderRow = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0];
const transactionRow = async (id: string) =>
  (await db().select().from(onlinePaymentTransactions).where(eq(onlinePaymentTransactions.wompiTransactionId, id)))[0];
const paidHistory = (orderId: number) =>
  db()
    .select()
    .from(orderHistory)
    .where(eq(orderHistory.orderId, orderId))
    .then((rows) => rows.filter((r) => r.toStatus === 'paid'));
const emailsTo = (address: string, kind: string) =>
  db()
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, address))
    .then((rows) => rows.filter((r) => r.kind === kind));
const notesOf = (orderId: number) => db().select().from(orderNotes).where(eq(orderNotes.orderId, orderId));
const eventsOf = (transactionId: string) =>
  db().select().from(onlinePaymentEvents).where(eq(onlinePaymentEvents.wompiTransactionId, transactionId));

describe('an approved payment of exactly the total', () => {
  it('makes the order paid once, through the state machine, and tells the customer', async () => {
    const { order, linkId, token } = await orderWithLink();
    const paidEmailsBefore = (await emailsTo(fx.ana.email, PAYMENT_APPROVED_EMAIL_KIND)).length;
    const transaction = wompi().createTransaction({ linkId, status: 'APPROVED', payment_method_type: 'PSE' });
    const res = await send(wompi().eventFor(transaction.id));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true });

    const row = await orderRow(order.id);
    expect(row).toMatchObject({ paymentStatus: 'paid', paidOnlineTransactionId: transaction.id });
    expect(row.paidAt?.toISOString()).toBe(new Date(transaction.finalized_at!).toISOString());
    expect(await paidHistory(order.id)).toHaveLength(1);
    expect((await paidHistory(order.id))[0]).toMatchObject({ fromStatus: 'pending_payment', actorType: 'system' });
    expect((await paidHistory(order.id))[0].note).toContain(transaction.id);
    expect((await emailsTo(fx.ana.email, PAYMENT_APPROVED_EMAIL_KIND)).length).toBe(paidEmailsBefore + 1);
    expect(await transactionRow(transaction.id)).toMatchObject({
      orderId: order.id,
      status: 'APPROVED',
      outcome: 'matched',
      paymentMethodType: 'PSE',
    });
    // The Wompi transaction was read back with the private key.
    expect(wompi().calls).toContain(`GET /v1/transactions/${transaction.id}`);

    // The customer's page sees it (it polls GET /api/orders/{id}).
    const view = await invokeRoute(orderRoute, `/api/orders/${order.id}`, { token, params: { id: String(order.id) } });
    expect(view.body.order.paymentStatus).toBe('paid');
    expect(view.body.order.onlinePayment).toEqual({
      status: 'APPROVED',
      transactionId: transaction.id,
      method: 'PSE',
      at: new Date(transaction.finalized_at!).toISOString(),
    });
  });

  it('changes nothing when the event comes again, late or out of order, or five times at once', async () => {
    const { order, linkId } = await orderWithLink();
    const transaction = wompi().createTransaction({ linkId, status: 'APPROVED' });
    const event = wompi().eventFor(transaction.id);
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => invokeRoute(eventsRoute, '/api/payments/wompi/events', { body: event })));
    await waitForTransactionSyncs();
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await eventsOf(transaction.id)).toHaveLength(1);
    // Late: the same event a minute later; out of order: a PENDING one after the approval.
    expect((await send(wompi().eventFor(transaction.id, { timestamp: Math.floor(Date.now() / 1000) + 60 }))).status).toBe(200);
    const pendingLate = wompi().eventFor(transaction.id, { data: { transaction: { ...transaction, status: 'PENDING' } } });
    expect((await send(pendingLate)).status).toBe(200);
    expect(await eventsOf(transaction.id)).toHaveLength(2);
    expect(await paidHistory(order.id)).toHaveLength(1);
    expect(
      await emailsTo(fx.ana.email, PAYMENT_APPROVED_EMAIL_KIND).then((r) => r.filter((e) => e.subject.includes(`#${order.id}`))),
    ).toHaveLength(1);
    expect(await transactionRow(transaction.id)).toMatchObject({ status: 'APPROVED', outcome: 'matched' });
    expect((await orderRow(order.id)).paymentStatus).toBe('paid');
  });
});

describe('events the store does not act on', () => {
  it('refuses a forged signature with 403 and records nothing', async () => {
    const { order, linkId } = await orderWithLink();
    const transaction = wompi().createTransaction({ linkId, status: 'APPROVED' });
    const forged = wompi().eventFor(transaction.id, { secret: 'test_events_guessed' });
    const res = await send(forged);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('invalid_signature');
    // The values changed after signing: the checksum no longer matches either.
    const tampered = wompi().eventFor(transaction.id);
    (tampered.data as { transaction: { amount_in_cents: number } }).transaction.amount_in_cents = 100;
    expect((await send(tampered)).status).toBe(403);
    expect(await eventsOf(transaction.id)).toHaveLength(0);
    expect(await transactionRow(transaction.id)).toBeUndefined();
    expect((await orderRow(order.id)).paymentStatus).toBe('pending_payment');
  });

  it('refuses an event of the other environment with 400', async () => {
    const { order, linkId } = await orderWithLink();
    const transaction = wompi().createTransaction({ linkId, status: 'APPROVED' });
    const res = await send(wompi().eventFor(transaction.id, { environment: 'prod' }));
    expect(res.status).toBe(400);
    expect(await eventsOf(transaction.id)).toHaveLength(0);
    expect((await orderRow(order.id)).paymentStatus).toBe('pending_payment');
  });

  it('answers 400 for a body that is not an event, never a 5xx', async () => {
    for (const body of [
      {},
      { event: 'x', data: [], environment: 'test', signature: {}, timestamp: 'now' },
      { ...wompi().eventFor(wompi().createTransaction({}).id), timestamp: -1 },
    ]) {
      const res = await send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('records an approved transaction of no link of the store as unknown, and pays nothing', async () => {
    const transaction = wompi().createTransaction({ linkId: 'test_notOurs', status: 'APPROVED' });
    expect((await send(wompi().eventFor(transaction.id))).status).toBe(200);
    expect(await transactionRow(transaction.id)).toMatchObject({ orderId: null, outcome: 'unknown', status: 'APPROVED' });
  });

  it('answers 409 online_payments_disabled while the store takes manual payments only', async () => {
    const transaction = wompi().createTransaction({ status: 'APPROVED' });
    setPaymentsSettingsForTests({ driver: 'manual' });
    try {
      const res = await send(wompi().eventFor(transaction.id));
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('online_payments_disabled');
    } finally {
      setPaymentsSettingsForTests(undefined);
    }
  });
});

describe('an approved payment of another amount', () => {
  it('leaves the order unpaid and flags it to staff with both figures', async () => {
    const { order, linkId, token } = await orderWithLink();
    const transaction = wompi().createTransaction({ linkId, status: 'APPROVED', amount_in_cents: order.total * 100 - 100 });
    expect((await send(wompi().eventFor(transaction.id))).status).toBe(200);
    expect((await orderRow(order.id)).paymentStatus).toBe('pending_payment');
    expect(await transactionRow(transaction.id)).toMatchObject({ outcome: 'amount_mismatch', amountInCents: order.total * 100 - 100 });
    const [note] = await notesOf(order.id);
    expect(note.authorName).toBe('Wompi');
    expect(note.body).toContain(String(order.total * 100));
    expect(note.body).toContain(String(order.total * 100 - 100));
    const view = await invokeRoute(orderRoute, `/api/orders/${order.id}`, { token, params: { id: String(order.id) } });
    expect(view.body.order.onlinePayment).toMatchObject({ status: 'APPROVED', amountMismatch: true });
  });

  it('flags another currency the same way', async () => {
    const { order, linkId } = await orderWithLink();
    const transaction = wompi().createTransaction({ linkId, status: 'APPROVED', currency: 'USD' });
    await send(wompi().eventFor(transaction.id));
    expect((await orderRow(order.id)).paymentStatus).toBe('pending_payment');
    expect((await notesOf(order.id))[0].body).toContain('USD');
  });
});

describe('a declined payment', () => {
  it('keeps the order payable, tells the customer, and a new try that is approved pays it', async () => {
    const { order, linkId, token } = await orderWithLink(fx.beto);
    const declined = wompi().createTransaction({ linkId, status: 'DECLINED', payment_method_type: 'CARD' });
    await send(wompi().eventFor(declined.id));
    expect((await orderRow(order.id)).paymentStatus).toBe('pending_payment');
    expect(await transactionRow(declined.id)).toMatchObject({ outcome: 'declined' });
    const [email] = (await emailsTo(fx.beto.email, ONLINE_PAYMENT_DECLINED_EMAIL_KIND)).filter((e) => e.subject.includes(`#${order.id}`));
    // Beto reads English.
    expect(email.subject).toBe(`Your online payment for order #${order.id} did not go through`);
    const view = await invokeRoute(orderRoute, `/api/orders/${order.id}`, { token, params: { id: String(order.id) } });
    expect(view.body.order.onlinePayment).toMatchObject({ status: 'DECLINED', method: 'CARD' });

    // Trying again: the declined link is not offered again.
    const again = await invokeRoute(customerLinkRoute, `/api/orders/${order.id}/online-payment`, {
      method: 'POST',
      token,
      params: { id: String(order.id) },
    });
    expect(again.status).toBe(200);
    const newLinkId = new URL(again.body.url).pathname.split('/l/')[1];
    expect(newLinkId).not.toBe(linkId);
    const approved = wompi().createTransaction({ linkId: newLinkId, status: 'APPROVED' });
    await send(wompi().eventFor(approved.id));
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'paid', paidOnlineTransactionId: approved.id });
    const after = await invokeRoute(orderRoute, `/api/orders/${order.id}`, { token, params: { id: String(order.id) } });
    expect(after.body.order.onlinePayment).toMatchObject({ status: 'APPROVED', transactionId: approved.id });
  });
});

describe("staff's reconciliation list", () => {
  it('lists the period’s transactions with their outcome, order and amounts, as JSON and CSV, for ADMIN only', async () => {
    const { order, linkId } = await orderWithLink();
    const transaction = wompi().createTransaction({ linkId, status: 'APPROVED', payment_method_type: 'NEQUI' });
    await send(wompi().eventFor(transaction.id));
    const today = new Date(Date.now() - 5 * 3600_000).toISOString().slice(0, 10);
    const url = `/api/admin/online-payments?from=${today}&to=${today}`;
    const res = await invokeRoute(onlinePaymentsRoute, url, { token: fx.admin.token });
    expect(res.status).toBe(200);
    const row = res.body.report.transactions.find((t: { transactionId: string }) => t.transactionId === transaction.id);
    expect(row).toMatchObject({
      orderId: order.id,
      status: 'APPROVED',
      outcome: 'matched',
      amountInCents: order.total * 100,
      expectedInCents: order.total * 100,
      currency: 'COP',
      method: 'NEQUI',
    });
    expect(res.body.report.counts.matched).toBeGreaterThanOrEqual(1);
    expect(res.body.report.counts.amount_mismatch).toBeGreaterThanOrEqual(1);
    expect(res.body.report.counts.unknown).toBeGreaterThanOrEqual(1);
    const csv = await invokeRoute(onlinePaymentsRoute, `${url}&format=csv`, { token: fx.admin.token });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.text).toContain(`${transaction.id};${order.id};`);
    expect(csv.text).toContain('Conciliada');
    expect((await invokeRoute(onlinePaymentsRoute, url, { token: fx.seller.token })).status).toBe(403);
    expect((await invokeRoute(onlinePaymentsRoute, `/api/admin/online-payments?from=${today}`, { token: fx.admin.token })).status).toBe(
      400,
    );
  });
});
