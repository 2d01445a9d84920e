import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PUT as putPickupRoute } from '@/app/api/admin/delivery-rules/pickup/route';
import { POST as approveRoute } from '@/app/api/admin/orders/[id]/approve/route';
import { POST as cashPaymentRoute } from '@/app/api/admin/orders/[id]/cash-payment/route';
import { POST as retryRoute } from '@/app/api/admin/orders/[id]/invoice/retry/route';
import { GET as adminOrderRoute } from '@/app/api/admin/orders/[id]/route';
import { POST as createOrderRoute } from '@/app/api/admin/orders/route';
import { POST as wompiEventsRoute } from '@/app/api/payments/wompi/events/route';
import { PUT as profileRoute } from '@/app/api/profile/route';
import { customerProfiles, orderInvoices, orders } from '@/db/schema';
import { seedDeliveryPickup } from '@/db/seed-data';
import type { InvoiceRequest } from '@/lib/domain/invoice-data';
import { type PaidEvent, paidEvents } from '@/lib/domain/order-state';
import { setEmailDriverForTests } from '@/lib/email';
import { InvoiceIssueError, type InvoicingDriver, setInvoicingDriverForTests } from '@/lib/invoicing';
import { waitForInvoicesIdle } from '@/lib/invoicing/outbox';
import { createAddress, createCustomer } from '../helpers/customers';
import { useTestDb } from '../helpers/db';
import { createOrderFixture, type OrderFixture, pendingConfirmationOrder, placeTestOrder } from '../helpers/orders';
import { useWompiMock } from '../helpers/online-payments';
import { callRoute } from '../helpers/staff';
import { onlinePaymentLinks } from '@/db/schema';
import { startOnlinePaymentForCustomer } from '@/lib/services/online-payments';
import { waitForTransactionSyncs } from '@/lib/services/online-payment-events';

/**
 * Every way an order becomes paid queues its electronic invoice, once (docs/invoicing.md "When it
 * is queued"), and the buyer is fixed on the order as one unit (docs/invoicing.md "What is
 * sent"). Through the route handlers on a real database, with a fake invoicing driver that
 * records what it was asked to issue.
 */
const testDb = useTestDb();
const db = () => testDb().db;
const wompi = useWompiMock();
let fx: OrderFixture;
/** A person with her cédula and a Cúcuta address: nothing missing for the invoice. */
let gil: Awaited<ReturnType<typeof createCustomer>> & { addressId: number };

const issued: InvoiceRequest[] = [];
/** How many of the next issues the fake provider refuses (a validation error). */
let refuse = 0;
const fake: InvoicingDriver = {
  name: 'fake',
  async issue(request) {
    if (refuse > 0) {
      refuse--;
      throw new InvoiceIssueError('Rechazada por el proveedor de prueba', 'rejected');
    }
    issued.push(request);
    return { number: `FE-${request.referenceCode}`, cufe: `cufe-${request.referenceCode}`, pdfUrl: null, xmlUrl: null };
  },
  async find(referenceCode) {
    const found = issued.find((r) => r.referenceCode === referenceCode);
    return found ? { number: `FE-${referenceCode}`, cufe: `cufe-${referenceCode}`, pdfUrl: null, xmlUrl: null } : null;
  },
  // No refund in these paths: a credit note would be a test bug.
  async issueCreditNote() {
    throw new Error('unexpected credit note');
  },
  async findCreditNote() {
    return null;
  },
};

beforeAll(async () => {
  setEmailDriverForTests({ name: 'test', send: async () => ({ id: null }) });
  setInvoicingDriverForTests(fake);
  fx = await createOrderFixture(db());
  const customer = await createCustomer(db(), { email: 'gil@example.com' });
  gil = { ...customer, addressId: (await createAddress(db(), customer.id)).id };
  await db()
    .insert(customerProfiles)
    .values({ customerId: gil.id, fullName: 'Gil Ramírez', documentType: 'CC', documentNumber: '1090123456' });
  const pickup = await callRoute(putPickupRoute, '/api/admin/delivery-rules/pickup', {
    method: 'PUT',
    token: fx.admin.token,
    body: seedDeliveryPickup,
  });
  expect(pickup.status).toBeLessThan(300);
});
afterEach(async () => {
  await waitForInvoicesIdle();
  refuse = 0;
});
afterAll(async () => {
  await waitForInvoicesIdle();
  setInvoicingDriverForTests(undefined);
  setEmailDriverForTests(undefined);
});

const params = (id: number) => ({ id: String(id) });
const invoiceRows = (orderId: number) => db().select().from(orderInvoices).where(eq(orderInvoices.orderId, orderId));
const issuedFor = (orderId: number) => issued.filter((r) => r.orderId === orderId);
const adminOrder = (orderId: number) =>
  callRoute(adminOrderRoute, `/api/admin/orders/${orderId}`, { token: fx.seller.token, params: params(orderId) });
const retry = (orderId: number) =>
  callRoute(retryRoute, `/api/admin/orders/${orderId}/invoice/retry`, { method: 'POST', token: fx.seller.token, params: params(orderId) });
const counterSale = (customerId: number, addressId: number) =>
  callRoute(createOrderRoute, '/api/admin/orders', {
    method: 'POST',
    token: fx.seller.token,
    body: {
      source: 'counter',
      customerId,
      shippingAddressId: addressId,
      items: [{ variantId: fx.sku['PLAT-UNI'], quantity: 2 }],
      deliveryOption: 'pickup',
      payment: { paymentMethodId: null, amountReceived: 1_600 },
    },
  });

/** Each path to paid, walked through its route; answers the order it made paid. */
const walkers: Record<PaidEvent, () => Promise<number>> = {
  approve: async () => {
    const order = await pendingConfirmationOrder(fx, gil, [['PLAT-UNI', 1]]);
    const res = await callRoute(approveRoute, `/api/admin/orders/${order.id}/approve`, {
      method: 'POST',
      token: fx.seller.token,
      params: params(order.id),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return order.id;
  },
  record_cash_payment: async () => {
    // A cash-on-delivery order already on its way: what the driver brings back settles it.
    const order = await placeTestOrder(fx, gil, [['PLAT-UNI', 1]]);
    await db()
      .update(orders)
      .set({ cashOnDelivery: true, paymentStatus: 'pending_confirmation', shippingStatus: 'shipped' })
      .where(eq(orders.id, order.id));
    const res = await callRoute(cashPaymentRoute, `/api/admin/orders/${order.id}/cash-payment`, {
      method: 'POST',
      token: fx.seller.token,
      params: params(order.id),
      body: { amountReceived: order.total },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return order.id;
  },
  record_counter_payment: async () => {
    const res = await counterSale(gil.id, gil.addressId);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.order.paymentStatus).toBe('paid');
    return res.body.order.id as number;
  },
  online_payment_approved: async () => {
    // Paid through Wompi (docs/payments.md): the link, the approved transaction, its signed event.
    const order = await placeTestOrder(fx, gil, [['PLAT-UNI', 1]]);
    await startOnlinePaymentForCustomer(gil.id, order.id);
    const [link] = await db().select().from(onlinePaymentLinks).where(eq(onlinePaymentLinks.orderId, order.id));
    const transaction = wompi().createTransaction({ linkId: link.wompiLinkId, status: 'APPROVED' });
    const res = await callRoute(wompiEventsRoute, '/api/payments/wompi/events', { method: 'POST', body: wompi().eventFor(transaction.id) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await waitForTransactionSyncs();
    return order.id;
  },
};

describe('every way an order becomes paid queues its invoice, once', () => {
  it('walks each event that makes an order paid', () => {
    expect(Object.keys(walkers).sort()).toEqual([...paidEvents].sort());
  });

  for (const event of paidEvents) {
    it(`${event}: queued in the payment, issued once after commit`, async () => {
      const orderId = await walkers[event]();
      await waitForInvoicesIdle();
      const rows = await invoiceRows(orderId);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ provider: 'fake', status: 'issued', number: `FE-${orderId}`, attempts: 1 });
      expect(issuedFor(orderId)).toHaveLength(1);
      // The buyer went out as the unit fixed on the order.
      const [order] = await db().select({ billing: orders.billing }).from(orders).where(eq(orders.id, orderId));
      expect(order.billing).toMatchObject({ fixedAt: expect.any(String), municipalityCode: '54001' });
      expect(order.billing).toMatchObject({ name: 'Gil Ramírez', documentType: 'CC', documentNumber: '1090123456' });
      expect(issuedFor(orderId)[0].customer).toMatchObject({
        documentType: order.billing!.documentType,
        documentNumber: order.billing!.documentNumber,
        checkDigit: order.billing!.checkDigit,
        name: order.billing!.name,
        email: order.billing!.email,
      });
    });
  }

  it("a counter sale whose invoice failed is re-queued by 'Reintentar' and issued once", async () => {
    refuse = 1;
    const res = await counterSale(gil.id, gil.addressId);
    expect(res.status).toBe(201);
    const orderId = res.body.order.id as number;
    await waitForInvoicesIdle();
    expect(await invoiceRows(orderId)).toEqual([
      expect.objectContaining({ status: 'failed', lastError: 'Rechazada por el proveedor de prueba' }),
    ]);
    expect((await adminOrder(orderId)).body.order.invoice).toMatchObject({ status: 'failed', canRetry: true });

    const retried = await retry(orderId);
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    await waitForInvoicesIdle();
    expect(await invoiceRows(orderId)).toEqual([expect.objectContaining({ status: 'issued', number: `FE-${orderId}` })]);
    expect(issuedFor(orderId)).toHaveLength(1);
    expect((await retry(orderId)).status).toBe(409);
  });
});

describe('the buyer is one unit, fixed when the invoice is requested', () => {
  async function customerWithoutDocument(name: string) {
    const customer = await createCustomer(db(), { email: `${name.toLowerCase()}@example.com` });
    const address = await createAddress(db(), customer.id);
    await db()
      .insert(customerProfiles)
      .values({ customerId: customer.id, fullName: `${name} Pérez`, documentType: 'CC' });
    return { ...customer, addressId: address.id };
  }
  const saveProfile = (token: string, body: Record<string, unknown>) =>
    callRoute(profileRoute, '/api/profile', { method: 'PUT', token, body });

  it('a profile completed with NIT 900123456-8 after ordering is invoiced as NIT 900123456, check digit 8', async () => {
    const carla = await customerWithoutDocument('Carla');
    const order = await pendingConfirmationOrder(fx, carla, [['PLAT-UNI', 1]]);
    expect(order.billing).toMatchObject({ documentType: 'CC', documentNumber: null });
    const saved = await saveProfile(carla.token, { fullName: 'Carla Pérez', documentType: 'NIT', documentNumber: '900123456-8' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    expect((await adminOrder(order.id)).body.order.invoice).toMatchObject({ missing: [] });
    const approved = await callRoute(approveRoute, `/api/admin/orders/${order.id}/approve`, {
      method: 'POST',
      token: fx.seller.token,
      params: params(order.id),
    });
    expect(approved.status).toBe(200);
    await waitForInvoicesIdle();
    expect(issuedFor(order.id).map((r) => r.customer)).toEqual([
      expect.objectContaining({ kind: 'person', documentType: 'NIT', documentNumber: '900123456', checkDigit: 8, name: 'Carla Pérez' }),
    ]);
    // The order says whom it was invoiced to, as sent.
    const [row] = await db().select({ billing: orders.billing }).from(orders).where(eq(orders.id, order.id));
    expect(row.billing).toMatchObject({ documentType: 'NIT', documentNumber: '900123456', checkDigit: 8 });
  });

  it("'Reintentar' after a profile fix takes the whole unit again: document type, number, digit and name together", async () => {
    const dora = await customerWithoutDocument('Dora');
    await saveProfile(dora.token, { fullName: 'Dora Pérez', documentType: 'CE', documentNumber: '123456' });
    const order = await pendingConfirmationOrder(fx, dora, [['PLAT-UNI', 1]]);
    refuse = 1;
    await callRoute(approveRoute, `/api/admin/orders/${order.id}/approve`, {
      method: 'POST',
      token: fx.seller.token,
      params: params(order.id),
    });
    await waitForInvoicesIdle();
    expect((await invoiceRows(order.id))[0].status).toBe('failed');
    const [fixed] = await db().select({ billing: orders.billing }).from(orders).where(eq(orders.id, order.id));
    expect(fixed.billing).toMatchObject({ documentType: 'CE', documentNumber: '123456', checkDigit: null, name: 'Dora Pérez' });

    // She was invoiced wrongly: she fixes her data, staff press 'Reintentar'.
    await saveProfile(dora.token, { fullName: 'Dora Pérez de Ruiz', documentType: 'NIT', documentNumber: '900.123.456-8' });
    expect((await retry(order.id)).status).toBe(200);
    await waitForInvoicesIdle();
    expect(issuedFor(order.id).map((r) => r.customer)).toEqual([
      expect.objectContaining({ documentType: 'NIT', documentNumber: '900123456', checkDigit: 8, name: 'Dora Pérez de Ruiz' }),
    ]);
  });

  it('a later profile change does not touch an invoice already requested', async () => {
    const eva = await customerWithoutDocument('Eva');
    await saveProfile(eva.token, { fullName: 'Eva Pérez', documentType: 'CC', documentNumber: '1090123456' });
    const order = await pendingConfirmationOrder(fx, eva, [['PLAT-UNI', 1]]);
    refuse = 1;
    await callRoute(approveRoute, `/api/admin/orders/${order.id}/approve`, {
      method: 'POST',
      token: fx.seller.token,
      params: params(order.id),
    });
    await waitForInvoicesIdle();
    await saveProfile(eva.token, { fullName: 'Otra Persona', documentType: 'CE', documentNumber: '999' });
    const [row] = await db().select({ billing: orders.billing }).from(orders).where(eq(orders.id, order.id));
    expect(row.billing).toMatchObject({ name: 'Eva Pérez', documentType: 'CC', documentNumber: '1090123456' });
  });
});
