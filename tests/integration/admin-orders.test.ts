import { asc, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as approveRoute } from '@/app/api/admin/orders/[id]/approve/route';
import { POST as processingRoute } from '@/app/api/admin/orders/[id]/processing/route';
import { POST as refundRoute } from '@/app/api/admin/orders/[id]/refund/route';
import { POST as rejectRoute } from '@/app/api/admin/orders/[id]/reject/route';
import { GET as detailRoute } from '@/app/api/admin/orders/[id]/route';
import { POST as shipRoute } from '@/app/api/admin/orders/[id]/shipments/route';
import { GET as listRoute } from '@/app/api/admin/orders/route';
import { orderHistory, orders, products, variants } from '@/db/schema';
import { formatCOP } from '@/lib/domain/money';
import { ORDER_REFUNDED_EMAIL_KIND } from '@/lib/email/templates/order-refunded';
import { PAYMENT_APPROVED_EMAIL_KIND } from '@/lib/email/templates/payment-approved';
import { PAYMENT_REJECTED_EMAIL_KIND } from '@/lib/email/templates/payment-rejected';
import { decodeCursor } from '@/lib/validation/admin/orders';
import { lastEmail } from '../helpers/customers';
import {
  emailsOfKind,
  insertOrder,
  orderSnapshot,
  paidOrder,
  pendingConfirmationOrder,
  placeTestOrder,
  signedProofUrl,
  stockOf,
  useOrderFixture,
} from '../helpers/orders';
import { callRoute } from '../helpers/staff';

const { db, fx } = useOrderFixture();

type Action = 'approve' | 'reject' | 'refund' | 'processing';
const actionRoutes = { approve: approveRoute, reject: rejectRoute, refund: refundRoute, processing: processingRoute };

/** POST /api/admin/orders/{id}/{action}, as the admin unless another token is given. */
const act = (action: Action, id: number, options: { body?: unknown; token?: string } = {}) =>
  callRoute(actionRoutes[action], `/api/admin/orders/${id}/${action}`, {
    method: 'POST',
    token: options.token ?? fx.admin.token,
    body: options.body,
    params: { id: String(id) },
  });
const list = (query = '') => callRoute(listRoute, `/api/admin/orders${query}`, { token: fx.seller.token });
const detail = (id: number) => callRoute(detailRoute, `/api/admin/orders/${id}`, { token: fx.seller.token, params: { id: String(id) } });
const ship = (id: number) =>
  callRoute(shipRoute, `/api/admin/orders/${id}/shipments`, {
    method: 'POST',
    token: fx.admin.token,
    body: { shippingMethod: 'local_delivery', driverName: 'Luis' },
    params: { id: String(id) },
  });

const historyOf = (orderId: number) =>
  db().select().from(orderHistory).where(eq(orderHistory.orderId, orderId)).orderBy(asc(orderHistory.id));

/** A refused action answers 409 invalid_state in Spanish and leaves order, history, stock and outbox as they were. */
async function expectRefused(action: Action, orderId: number, variantIds: number[] = [], body?: unknown) {
  const before = await orderSnapshot(db(), orderId, variantIds);
  const res = await act(action, orderId, { body });
  expect(res.status, `${action} #${orderId}`).toBe(409);
  expect(res.body).toMatchObject({
    code: 'invalid_state',
    error: expect.stringMatching(/^No se puede .* #\d+: su pago está «[^»]+»( y su envío «[^»]+»)?\. Actualiza la lista\.$/),
  });
  expect(await orderSnapshot(db(), orderId, variantIds)).toEqual(before);
  return res;
}

describe('GET /api/admin/orders', () => {
  it('lists orders with the customer, proof, payment method and lines (snapshot values)', async () => {
    const order = await pendingConfirmationOrder(fx, fx.ana, [
      ['VASO-BLA-7OZ-UNI', 60],
      ['PLAT-UNI', 2],
    ]);
    const unpaid = await placeTestOrder(fx, fx.beto, [['CUCH-BLA-PAQ', 1]]);

    const res = await list('?payment_status=pending_confirmation');
    expect(res.status).toBe(200);
    const listed = res.body.orders.find((o: { id: number }) => o.id === order.id);
    expect(listed).toEqual({
      id: order.id,
      createdAt: order.createdAt,
      // No delivery rules in this database: 'por confirmar', total = subtotal (issue 21).
      subtotal: 60 * 135 + 2 * 800,
      deliveryOption: 'to_confirm',
      shippingFee: 0,
      cashOnDelivery: false,
      total: 60 * 135 + 2 * 800,
      paymentStatus: 'pending_confirmation',
      shippingStatus: 'unfulfilled',
      paymentConfirmationUrl: signedProofUrl(order.id),
      paymentSubmittedAt: expect.any(String),
      paidAt: null,
      paymentMethod: { id: fx.nequi, name: 'Nequi' },
      user: { nombre: 'Ana María Gómez', email: 'ana@example.com' },
      // Her address was saved before addresses had a phone; she wrote no instructions.
      recipientPhone: null,
      deliveryNotes: null,
      // Issue 23 §5: a web order, taken by no staff member.
      source: 'web',
      createdBy: null,
      items: [
        {
          id: expect.any(Number),
          quantity: 60,
          price: 135,
          lineTotal: 8100,
          ivaClass: 'iva_19',
          ivaRate: 19,
          product: { id: fx.catalog.products.vaso.id, name: 'Vaso Plástico 7 oz', imageUrl: null },
          variant: {
            id: fx.sku['VASO-BLA-7OZ-UNI'],
            sku: 'VASO-BLA-7OZ-UNI',
            description: expect.stringContaining('Blanco'),
            unitOfMeasure: 'Unidad',
            // The pack size the line was sold with (issue 22; the packing slip counts pieces with it).
            unitsPerItem: 1,
            variantValues: expect.arrayContaining([{ attributeValue: { value: 'Blanco' } }, { attributeValue: { value: '7 oz' } }]),
          },
        },
        expect.objectContaining({
          quantity: 2,
          price: 800,
          lineTotal: 1600,
          variant: expect.objectContaining({ sku: 'PLAT-UNI', variantValues: [] }),
        }),
      ],
    });
    expect(res.body.orders.every((o: { paymentStatus: string }) => o.paymentStatus === 'pending_confirmation')).toBe(true);
    expect(res.body.orders.some((o: { id: number }) => o.id === unpaid.id)).toBe(false);

    // A customer without profile or name is shown by e-mail.
    const pending = await list('?payment_status=pending_payment');
    expect(pending.body.orders.find((o: { id: number }) => o.id === unpaid.id).user).toEqual({
      nombre: 'beto@example.com',
      email: 'beto@example.com',
    });
  });

  it("accepts a comma list of shipping statuses for 'Pendientes de Envío', and blank filters as 'all'", async () => {
    const waiting = await paidOrder(fx, fx.ana, [['PLAT-UNI', 1]]);
    const preparing = await paidOrder(fx, fx.ana, [['PLAT-UNI', 1]]);
    expect((await act('processing', preparing.id)).status).toBe(200);
    const shipped = await paidOrder(fx, fx.ana, [['PLAT-UNI', 1]]);
    expect((await ship(shipped.id)).status).toBe(201);

    const ids = async (query: string) => (await list(query)).body.orders.map((o: { id: number }) => o.id);
    const unfulfilledOnly = await ids('?payment_status=paid&shipping_status=unfulfilled');
    expect(unfulfilledOnly).toContain(waiting.id);
    expect(unfulfilledOnly).not.toContain(preparing.id);
    const toShip = await ids('?payment_status=paid&shipping_status=unfulfilled,processing');
    expect(toShip).toEqual(expect.arrayContaining([waiting.id, preparing.id]));
    expect(toShip).not.toContain(shipped.id);
    expect(await ids('?payment_status=&shipping_status=')).toEqual(expect.arrayContaining([waiting.id, preparing.id, shipped.id]));
  });

  it('answers 400 for an unknown status, a bad cursor or an out-of-range limit', async () => {
    for (const query of [
      '?payment_status=pagado',
      '?shipping_status=unfulfilled,lost',
      '?cursor=nope',
      '?limit=0',
      '?limit=101',
      '?limit=2.5',
    ]) {
      const res = await list(query);
      expect(res.status, query).toBe(400);
      expect(res.body.code, query).toBe('validation_error');
      expect(Object.keys(res.body.fields).length, query).toBe(1);
    }
    expect((await list('?payment_status=pagado')).body.fields.payment_status[0]).toMatch(/Estado de pago no válido/);
  });
});

describe('keyset pagination', () => {
  /** Walks every page, checking that no page is larger than asked. */
  async function walk(query: string, limit: number): Promise<number[]> {
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const sep: string = query ? '&' : '?';
      const res: { status: number; body: { orders: { id: number }[]; nextCursor: string | null } } = await list(
        `${query}${sep}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(res.status).toBe(200);
      expect(res.body.orders.length).toBeLessThanOrEqual(limit);
      seen.push(...res.body.orders.map((o) => o.id));
      cursor = res.body.nextCursor;
    } while (cursor);
    return seen;
  }

  const expectedIds = async (where?: ReturnType<typeof eq>) =>
    (await db().select({ id: orders.id }).from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id))).map((r) => r.id);

  it('returns every order exactly once, newest first, across pages (ties and microseconds included)', async () => {
    const customerId = fx.ana.id;
    // Same created_at for several orders (the id breaks the tie) and times that differ only in microseconds.
    const tied = new Date('2026-01-10T15:00:00.000Z');
    for (let i = 0; i < 4; i++) await insertOrder(db(), { customerId, createdAt: tied, paymentStatus: 'paid', paidAt: tied });
    for (let i = 0; i < 3; i++) {
      const row = await insertOrder(db(), { customerId, paymentStatus: i % 2 ? 'paid' : 'cancelled' });
      await db().execute(sql`update orders set created_at = ${`2026-01-09T10:00:00.123${400 + i}Z`}::timestamptz where id = ${row.id}`);
    }

    for (const limit of [1, 2, 3, 100]) {
      const all = await walk('', limit);
      expect(all).toEqual(await expectedIds());
      expect(new Set(all).size).toBe(all.length);
    }
    const paid = await walk('?payment_status=paid', 2);
    expect(paid).toEqual(await expectedIds(eq(orders.paymentStatus, 'paid')));
    expect(paid.length).toBeGreaterThanOrEqual(6);
  });

  it('keeps its place when new orders arrive between pages', async () => {
    const first = await list('?limit=2');
    const cursor = first.body.nextCursor as string;
    expect(decodeCursor(cursor)).toEqual({ createdAt: expect.stringMatching(/\.\d{6}Z$/), id: first.body.orders[1].id });
    const fresh = await insertOrder(db(), { customerId: fx.beto.id });
    const rest: number[] = [];
    let next: string | null = cursor;
    while (next) {
      const page: { body: { orders: { id: number }[]; nextCursor: string | null } } = await list(`?limit=3&cursor=${next}`);
      rest.push(...page.body.orders.map((o) => o.id));
      next = page.body.nextCursor;
    }
    expect(rest).not.toContain(fresh.id);
    expect([...first.body.orders.map((o: { id: number }) => o.id), ...rest]).toEqual((await expectedIds()).filter((id) => id !== fresh.id));
  });
});

describe('GET /api/admin/orders/{id}', () => {
  it('returns the order with address, customer data, method, history (who and when) and the allowed actions', async () => {
    const order = await pendingConfirmationOrder(fx, fx.ana, [['PLAT-UNI', 3]]);
    const res = await detail(order.id);
    expect(res.status).toBe(200);
    expect(res.body.order).toMatchObject({
      id: order.id,
      subtotal: 2400,
      total: 2400,
      locale: 'es',
      paymentStatus: 'pending_confirmation',
      shippingStatus: 'unfulfilled',
      paymentMethod: { id: fx.nequi, name: 'Nequi' },
      paymentConfirmationUrl: signedProofUrl(order.id),
      rejectionReason: null,
      shippingAddress: {
        recipientName: 'Ana Gómez',
        street: 'Calle 10 # 5-20',
        city: 'Cúcuta',
        state: 'Norte de Santander',
        country: 'CO',
      },
      user: { nombre: 'Ana María Gómez', email: 'ana@example.com' },
      customer: {
        id: fx.ana.id,
        email: 'ana@example.com',
        fullName: 'Ana María Gómez',
        phone: '+57 300 111 2233',
        documentType: 'NIT',
        documentNumber: '900123456',
        isBusiness: true,
        businessName: 'Restaurante La Frontera',
        businessTaxId: '900123456-8',
      },
      shipment: null,
      allowedActions: ['approve', 'reject', 'staff_cancel'],
      items: [
        expect.objectContaining({ quantity: 3, price: 800, product: expect.objectContaining({ name: 'Plato Biodegradable de Bagazo' }) }),
      ],
    });
    expect(res.body.order.history).toEqual([
      expect.objectContaining({
        field: 'payment',
        from: null,
        to: 'pending_payment',
        actorType: 'customer',
        actorId: fx.ana.id,
        actorName: 'Ana',
        note: null,
      }),
      expect.objectContaining({ field: 'payment', from: 'pending_payment', to: 'pending_confirmation', actorType: 'customer' }),
    ]);
  });

  it('answers 404 for an unknown order and for an id that cannot exist', async () => {
    expect((await detail(99_999_999)).status).toBe(404);
    const bad = await callRoute(detailRoute, '/api/admin/orders/abc', { token: fx.admin.token, params: { id: 'abc' } });
    expect(bad.status).toBe(404);
  });
});

describe('POST /api/admin/orders/{id}/approve', () => {
  it('moves pending_confirmation → paid, records who did it and e-mails the customer in Spanish', async () => {
    const order = await pendingConfirmationOrder(fx, fx.ana, [
      ['VASO-TRA-7OZ-PAQ', 2],
      ['PLAT-UNI', 1],
    ]);
    const res = await act('approve', order.id, { token: fx.seller.token });
    expect(res.status).toBe(200);
    expect(res.body.order).toMatchObject({
      id: order.id,
      paymentStatus: 'paid',
      shippingStatus: 'unfulfilled',
      paidAt: expect.any(String),
    });
    expect(res.body.order.allowedActions).toEqual(['start_processing', 'ship', 'refund']);
    expect(res.body.order.history.at(-1)).toMatchObject({
      field: 'payment',
      from: 'pending_confirmation',
      to: 'paid',
      actorType: 'staff',
      actorId: fx.seller.user.id,
      actorName: 'Vendedora Dos',
    });

    const mail = await lastEmail(db(), 'ana@example.com', PAYMENT_APPROVED_EMAIL_KIND);
    expect(mail?.subject).toBe(`Pago aprobado: pedido #${order.id}`);
    const total = 2 * 5500 + 800;
    for (const text of [
      `#${order.id}`,
      'Hola, Ana María Gómez:',
      // Counted in the selling unit ('Paquete'); the plate is sold by the piece.
      '2 paquetes × Vaso Plástico 7 oz',
      '1 × Plato Biodegradable de Bagazo',
      formatCOP(total),
      '/perfil',
    ]) {
      expect(mail?.textBody).toContain(text);
    }
  });

  it('writes to an English-speaking customer in English', async () => {
    const order = await pendingConfirmationOrder(fx, fx.beto, [['CUCH-BLA-PAQ', 2]]);
    expect((await act('approve', order.id)).status).toBe(200);
    const mail = await lastEmail(db(), 'beto@example.com', PAYMENT_APPROVED_EMAIL_KIND);
    expect(mail?.subject).toBe(`Payment approved: order #${order.id}`);
    expect(mail?.textBody).toContain('We confirmed your payment of');
    expect(mail?.textBody).toContain(formatCOP(7000));
    expect(mail?.textBody).toContain('/en/perfil');
  });

  it('refuses a second approve and any order not pending confirmation, changing nothing', async () => {
    const order = await pendingConfirmationOrder(fx, fx.ana, [['PLAT-UNI', 1]]);
    expect((await act('approve', order.id)).status).toBe(200);
    const again = await expectRefused('approve', order.id, [fx.sku['PLAT-UNI']]);
    expect(again.body.error).toBe(
      `No se puede aprobar el pago del pedido #${order.id}: su pago está «Pagado» y su envío «Por preparar». Actualiza la lista.`,
    );
    expect(again.body).toMatchObject({ paymentStatus: 'paid', shippingStatus: 'unfulfilled' });

    const unpaid = await placeTestOrder(fx, fx.ana, [['PLAT-UNI', 1]]);
    await expectRefused('approve', unpaid.id);
    const rejected = await pendingConfirmationOrder(fx, fx.ana, [['PLAT-UNI', 1]]);
    expect((await act('reject', rejected.id)).status).toBe(200);
    await expectRefused('approve', rejected.id);
    expect((await act('approve', 99_999_999)).status).toBe(404);
  });
});

describe('POST /api/admin/orders/{id}/reject', () => {
  it('cancels, restores the reserved stock, keeps the reason and e-mails it', async () => {
    const before = { vaso: await stockOf(db(), fx.sku['VASO-BLA-7OZ-UNI']), plato: await stockOf(db(), fx.sku['PLAT-UNI']) };
    const order = await pendingConfirmationOrder(fx, fx.ana, [
      ['VASO-BLA-7OZ-UNI', 10],
      ['PLAT-UNI', 4],
    ]);
    expect(await stockOf(db(), fx.sku['PLAT-UNI'])).toBe(before.plato - 4);

    const reason = 'El comprobante no corresponde al valor del pedido.';
    const res = await act('reject', order.id, { body: { reason: `  ${reason}  ` } });
    expect(res.status).toBe(200);
    expect(res.body.order).toMatchObject({
      paymentStatus: 'cancelled',
      rejectionReason: reason,
      cancelledAt: expect.any(String),
      allowedActions: [],
    });
    expect(res.body.order.history.at(-1)).toMatchObject({
      from: 'pending_confirmation',
      to: 'cancelled',
      note: reason,
      actorName: 'Admin Uno',
    });
    expect(await stockOf(db(), fx.sku['VASO-BLA-7OZ-UNI'])).toBe(before.vaso);
    expect(await stockOf(db(), fx.sku['PLAT-UNI'])).toBe(before.plato);

    const mail = await lastEmail(db(), 'ana@example.com', PAYMENT_REJECTED_EMAIL_KIND);
    expect(mail?.subject).toBe(`No pudimos confirmar el pago del pedido #${order.id}`);
    expect(mail?.textBody).toContain(`Motivo: ${reason}`);
    expect(mail?.textBody).toContain('10 × Vaso Plástico 7 oz');
  });

  it('works without a body (no reason), in the customer’s language', async () => {
    const order = await pendingConfirmationOrder(fx, fx.beto, [['PLAT-UNI', 1]]);
    const res = await act('reject', order.id);
    expect(res.status).toBe(200);
    expect(res.body.order).toMatchObject({ paymentStatus: 'cancelled', rejectionReason: null });
    const mail = await lastEmail(db(), 'beto@example.com', PAYMENT_REJECTED_EMAIL_KIND);
    expect(mail?.subject).toBe(`We could not confirm the payment of order #${order.id}`);
    expect(mail?.textBody).not.toContain('Reason:');
  });

  it('refuses a reason over 500 characters or a non-object body with 400, changing nothing', async () => {
    const order = await pendingConfirmationOrder(fx, fx.ana, [['PLAT-UNI', 1]]);
    const before = await orderSnapshot(db(), order.id, [fx.sku['PLAT-UNI']]);
    const long = await act('reject', order.id, { body: { reason: 'x'.repeat(501) } });
    expect(long.status).toBe(400);
    expect(long.body.fields.reason).toEqual(['El motivo no puede superar 500 caracteres.']);
    expect((await act('reject', order.id, { body: ['no'] })).status).toBe(400);
    expect(await orderSnapshot(db(), order.id, [fx.sku['PLAT-UNI']])).toEqual(before);
  });

  it('skips lines whose variant was deleted and restores the others', async () => {
    const [product] = await db()
      .insert(products)
      .values({ name: 'Bolsa temporal', slug: 'bolsa-temporal', categoryId: fx.catalog.categories.bio.id, searchText: 'bolsa temporal' })
      .returning();
    const [temp] = await db().insert(variants).values({ productId: product.id, sku: 'BOLS-TEMP', price: 300, onHand: 10 }).returning();
    fx.sku['BOLS-TEMP'] = temp.id;
    const plato = await stockOf(db(), fx.sku['PLAT-UNI']);
    const order = await pendingConfirmationOrder(fx, fx.ana, [
      ['BOLS-TEMP', 2],
      ['PLAT-UNI', 5],
    ]);
    await db().delete(variants).where(eq(variants.id, temp.id));

    expect((await act('reject', order.id)).status).toBe(200);
    expect(await stockOf(db(), fx.sku['PLAT-UNI'])).toBe(plato);
    const detailed = await detail(order.id);
    expect(detailed.body.order.items.map((i: { variant: { id: number | null; sku: string } }) => i.variant)).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: null, sku: 'BOLS-TEMP' })]),
    );
  });

  it('refuses orders that are not pending confirmation', async () => {
    const paid = await paidOrder(fx, fx.ana, [['PLAT-UNI', 1]]);
    await expectRefused('reject', paid.id, [fx.sku['PLAT-UNI']], { reason: 'tarde' });
    const unpaid = await placeTestOrder(fx, fx.ana, [['PLAT-UNI', 1]]);
    await expectRefused('reject', unpaid.id, [fx.sku['PLAT-UNI']]);
  });
});

describe('POST /api/admin/orders/{id}/refund', () => {
  it('refunds a paid order that has not left, restoring stock, with history and e-mail', async () => {
    const plato = await stockOf(db(), fx.sku['PLAT-UNI']);
    const order = await paidOrder(fx, fx.ana, [['PLAT-UNI', 6]]);
    const res = await act('refund', order.id, { body: { reason: 'Cliente canceló la compra.' } });
    expect(res.status).toBe(200);
    expect(res.body.order).toMatchObject({ paymentStatus: 'refunded', shippingStatus: 'unfulfilled', refundedAt: expect.any(String) });
    expect(res.body.order.history.at(-1)).toMatchObject({ from: 'paid', to: 'refunded', note: 'Cliente canceló la compra.' });
    expect(await stockOf(db(), fx.sku['PLAT-UNI'])).toBe(plato);
    const mail = await lastEmail(db(), 'ana@example.com', ORDER_REFUNDED_EMAIL_KIND);
    expect(mail?.subject).toBe(`Reembolso del pedido #${order.id}`);
    expect(mail?.textBody).toContain(formatCOP(4800));
    expect(mail?.textBody).toContain('Motivo: Cliente canceló la compra.');
  });

  it('restores stock for an order in preparation, but not once it was shipped or delivered', async () => {
    const plato = await stockOf(db(), fx.sku['PLAT-UNI']);
    const preparing = await paidOrder(fx, fx.ana, [['PLAT-UNI', 2]]);
    expect((await act('processing', preparing.id)).status).toBe(200);
    expect((await act('refund', preparing.id)).status).toBe(200);
    expect(await stockOf(db(), fx.sku['PLAT-UNI'])).toBe(plato);

    const shipped = await paidOrder(fx, fx.ana, [['PLAT-UNI', 3]]);
    expect((await ship(shipped.id)).status).toBe(201);
    const res = await act('refund', shipped.id);
    expect(res.status).toBe(200);
    expect(res.body.order).toMatchObject({ paymentStatus: 'refunded', shippingStatus: 'shipped' });
    expect(await stockOf(db(), fx.sku['PLAT-UNI'])).toBe(plato - 3);
  });

  it('refuses a second refund and unpaid orders', async () => {
    const order = await paidOrder(fx, fx.ana, [['PLAT-UNI', 1]]);
    expect((await act('refund', order.id)).status).toBe(200);
    await expectRefused('refund', order.id, [fx.sku['PLAT-UNI']]);
    const pending = await pendingConfirmationOrder(fx, fx.ana, [['PLAT-UNI', 1]]);
    await expectRefused('refund', pending.id, [fx.sku['PLAT-UNI']]);
  });
});

describe('POST /api/admin/orders/{id}/processing', () => {
  it('marks a paid order as being prepared, once', async () => {
    const order = await paidOrder(fx, fx.ana, [['PLAT-UNI', 1]]);
    const emailsBefore = (await orderSnapshot(db(), order.id)).emails;
    const res = await act('processing', order.id, { token: fx.seller.token });
    expect(res.status).toBe(200);
    expect(res.body.order).toMatchObject({ paymentStatus: 'paid', shippingStatus: 'processing', allowedActions: ['ship', 'refund'] });
    expect(res.body.order.history.at(-1)).toMatchObject({
      field: 'shipping',
      from: 'unfulfilled',
      to: 'processing',
      actorName: 'Vendedora Dos',
    });
    expect((await orderSnapshot(db(), order.id)).emails).toBe(emailsBefore);
    await expectRefused('processing', order.id);

    const unpaid = await pendingConfirmationOrder(fx, fx.ana, [['PLAT-UNI', 1]]);
    await expectRefused('processing', unpaid.id);
  });
});

describe('concurrent requests', () => {
  it('10 concurrent approvals: exactly one transition, one history row, one e-mail', async () => {
    const order = await pendingConfirmationOrder(fx, fx.ana, [['PLAT-UNI', 1]]);
    const mailsBefore = (await emailsOfKind(db(), PAYMENT_APPROVED_EMAIL_KIND)).length;
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => act('approve', order.id, i % 2 ? { token: fx.seller.token } : {})),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    const approvals = (await historyOf(order.id)).filter((h) => h.toStatus === 'paid');
    expect(approvals).toHaveLength(1);
    expect((await emailsOfKind(db(), PAYMENT_APPROVED_EMAIL_KIND)).length).toBe(mailsBefore + 1);
  });

  it('approve racing reject: exactly one wins and stock matches the winner', async () => {
    for (let round = 0; round < 3; round++) {
      const plato = await stockOf(db(), fx.sku['PLAT-UNI']);
      const order = await pendingConfirmationOrder(fx, fx.ana, [['PLAT-UNI', 7]]);
      const [approved, rejected] = await Promise.all([act('approve', order.id), act('reject', order.id, { body: { reason: 'carrera' } })]);
      expect([approved.status, rejected.status].sort()).toEqual([200, 409]);
      const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
      const moves = (await historyOf(order.id)).filter((h) => h.fromStatus === 'pending_confirmation');
      expect(moves).toHaveLength(1);
      if (approved.status === 200) {
        expect(row.paymentStatus).toBe('paid');
        expect(await stockOf(db(), fx.sku['PLAT-UNI'])).toBe(plato - 7);
      } else {
        expect(row.paymentStatus).toBe('cancelled');
        expect(await stockOf(db(), fx.sku['PLAT-UNI'])).toBe(plato);
      }
    }
  });

  it('a double reject or refund gives the stock back only once', async () => {
    const plato = await stockOf(db(), fx.sku['PLAT-UNI']);
    const pending = await pendingConfirmationOrder(fx, fx.ana, [['PLAT-UNI', 4]]);
    const rejects = await Promise.all([act('reject', pending.id), act('reject', pending.id)]);
    expect(rejects.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await stockOf(db(), fx.sku['PLAT-UNI'])).toBe(plato);

    const paid = await paidOrder(fx, fx.ana, [['PLAT-UNI', 4]]);
    const refunds = await Promise.all([act('refund', paid.id), act('refund', paid.id)]);
    expect(refunds.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await stockOf(db(), fx.sku['PLAT-UNI'])).toBe(plato);
    expect((await historyOf(paid.id)).filter((h) => h.toStatus === 'refunded')).toHaveLength(1);
  });
});
