import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as dashboardRoute } from '@/app/api/admin/dashboard/route';
import { contactMessages, products, variants } from '@/db/schema';
import { getDashboard } from '@/lib/data/admin/dashboard';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '@/lib/domain/store-settings';
import { insertOrder, useOrderFixture } from '../helpers/orders';
import { callRoute } from '../helpers/staff';
import { availableUnits } from '../helpers/stock';

const { db, fx } = useOrderFixture({ quietEmail: false });

/** Mid-March 2026; in Bogotá (UTC-5) March starts at 2026-03-01T05:00Z and February at 2026-02-01T05:00Z. */
const NOW = new Date('2026-03-15T12:00:00Z');
const at = (iso: string) => new Date(iso);
const ids: Record<string, number> = {};

beforeAll(async () => {
  const ana = fx.ana.id;
  const beto = fx.beto.id;
  const order = async (name: string, values: Parameters<typeof insertOrder>[1]) => {
    ids[name] = (await insertOrder(db(), values)).id;
  };

  // Sales (delivered, so they wait for nothing).
  const sale = { customerId: ana, paymentStatus: 'paid', shippingStatus: 'delivered', createdAt: at('2026-01-01T00:00:00Z') } as const;
  await order('marchFirst', { ...sale, total: 10_000, paidAt: at('2026-03-01T05:00:00Z') });
  await order('lastMinuteOfFebruary', { ...sale, total: 20_000, paidAt: at('2026-03-01T04:59:59.999Z') });
  await order('februaryFirst', { ...sale, total: 30_000, paidAt: at('2026-02-01T05:00:00Z') });
  await order('january', { ...sale, total: 40_000, paidAt: at('2026-02-01T04:59:59Z') });
  await order('refunded', { ...sale, paymentStatus: 'refunded', total: 50_000, paidAt: at('2026-03-10T12:00:00Z') });
  await order('marchShipped', { ...sale, shippingStatus: 'shipped', total: 60_000, paidAt: at('2026-03-15T11:00:00Z') });
  await order('april', { ...sale, total: 70_000, paidAt: at('2026-04-01T05:00:00Z') });

  // Seven proofs to check, submitted out of insertion order.
  for (const [i, day] of [9, 3, 12, 1, 7, 5, 11].entries()) {
    await order(`proof${i}`, {
      customerId: i % 2 ? beto : ana,
      paymentStatus: 'pending_confirmation',
      total: 1000 + i,
      createdAt: at('2026-03-01T00:00:00Z'),
      paymentSubmittedAt: at(`2026-03-${String(day).padStart(2, '0')}T10:00:00Z`),
    });
  }

  // Three paid orders waiting to ship (one already in preparation); one unpaid order that does not count.
  await order('waitNewest', { customerId: ana, paymentStatus: 'paid', total: 5000, paidAt: at('2026-03-14T10:00:00Z') });
  await order('waitOldest', { customerId: beto, paymentStatus: 'paid', total: 6000, paidAt: at('2026-03-02T10:00:00Z') });
  await order('preparing', {
    customerId: ana,
    paymentStatus: 'paid',
    shippingStatus: 'processing',
    total: 7000,
    paidAt: at('2026-03-08T10:00:00Z'),
  });
  await order('unpaid', { customerId: ana, total: 8000 });

  // Cash on delivery: no proof to check, to prepare and ship from its creation; once shipped or cancelled, neither.
  const cod = { customerId: beto, paymentStatus: 'pending_confirmation', cashOnDelivery: true, total: 368_500 } as const;
  await order('codWaiting', { ...cod, createdAt: at('2026-03-05T10:00:00Z') });
  await order('codShipped', { ...cod, shippingStatus: 'shipped', createdAt: at('2026-03-04T10:00:00Z') });
  await order('codCancelled', { ...cod, paymentStatus: 'cancelled', createdAt: at('2026-03-03T10:00:00Z') });

  // Stock: the fixture's Kraft box has 0; set three more around the threshold (10), plus nine at 5.
  const setStock = (sku: string, stock: number) => db().update(variants).set(availableUnits(stock)).where(eq(variants.id, fx.sku[sku]));
  await setStock('VASO-TRA-7OZ-PAQ', 3);
  await setStock('PLAT-UNI', DEFAULT_LOW_STOCK_THRESHOLD);
  await setStock('CUCH-BLA-PAQ', DEFAULT_LOW_STOCK_THRESHOLD + 1);
  const [bolsa] = await db()
    .insert(products)
    .values({
      name: 'Zeta Bolsa Kraft',
      slug: 'zeta-bolsa-kraft',
      categoryId: fx.catalog.categories.bio.id,
      searchText: 'zeta bolsa kraft',
    })
    .returning();
  await db()
    .insert(variants)
    .values(Array.from({ length: 9 }, (_, i) => ({ productId: bolsa.id, sku: `ZETA-${i}`, price: 500, onHand: 5, position: i })));

  for (let i = 1; i <= 6; i++) {
    await db()
      .insert(contactMessages)
      .values({
        nombre: `Persona ${i}`,
        email: `p${i}@example.com`,
        asunto: `Asunto ${i}`,
        mensaje: 'Hola',
        createdAt: at(`2026-03-0${i}T12:00:00Z`),
      });
  }
});

describe('getDashboard', () => {
  it('counts the proofs to check and shows the five that wait longest', async () => {
    const { pendingConfirmation } = await getDashboard(NOW);
    expect(pendingConfirmation.count).toBe(7);
    // Submitted on the 1st, 3rd, 5th, 7th and 9th.
    expect(pendingConfirmation.oldest.map((o) => o.id)).toEqual([ids.proof3, ids.proof1, ids.proof5, ids.proof4, ids.proof0]);
    expect(pendingConfirmation.oldest[0]).toEqual({
      id: ids.proof3,
      createdAt: '2026-03-01T00:00:00.000Z',
      total: 1003,
      paymentStatus: 'pending_confirmation',
      shippingStatus: 'unfulfilled',
      cashOnDelivery: false,
      user: { nombre: 'beto@example.com', email: 'beto@example.com' },
      waitingSince: '2026-03-01T10:00:00.000Z',
    });
    expect(pendingConfirmation.oldest[3].user.nombre).toBe('Ana María Gómez');
  });

  it('counts paid orders not shipped yet (unfulfilled or in preparation), oldest payment first', async () => {
    const { awaitingShipment } = await getDashboard(NOW);
    expect(awaitingShipment.count).toBe(4);
    expect(awaitingShipment.oldest.map((o) => o.id)).toEqual([ids.waitOldest, ids.codWaiting, ids.preparing, ids.waitNewest]);
    expect(awaitingShipment.oldest[2]).toMatchObject({ shippingStatus: 'processing', waitingSince: '2026-03-08T10:00:00.000Z' });
  });

  it('lists a cash-on-delivery order to prepare and ship (since it was placed), never among the proofs to check', async () => {
    const { pendingConfirmation, awaitingShipment } = await getDashboard(NOW);
    expect(pendingConfirmation.oldest.every((o) => !o.cashOnDelivery)).toBe(true);
    expect(pendingConfirmation.count).toBe(7);
    expect(awaitingShipment.oldest.find((o) => o.id === ids.codWaiting)).toMatchObject({
      cashOnDelivery: true,
      paymentStatus: 'pending_confirmation',
      total: 368_500,
      waitingSince: '2026-03-05T10:00:00.000Z',
    });
    const listed = awaitingShipment.oldest.map((o) => o.id);
    expect(listed).not.toContain(ids.codShipped);
    expect(listed).not.toContain(ids.codCancelled);
  });

  it('sums the sales of this and last month in Bogotá time, leaving refunds out', async () => {
    // March: the 1st at 00:00 Bogotá, the shipped order and the three waiting to ship; February: its first
    // minute and its last (already March in UTC). January, April and the refund are out.
    const march = 10_000 + 60_000 + 5000 + 6000 + 7000;
    expect((await getDashboard(NOW)).sales).toEqual({ thisMonth: march, thisMonthOrders: 5, lastMonth: 50_000, lastMonthOrders: 2 });
    // At 23:30 on 31 March in Bogotá it is already April in UTC: still March for the business.
    expect((await getDashboard(at('2026-04-01T04:30:00Z'))).sales).toMatchObject({ thisMonth: march, lastMonth: 50_000 });
    expect((await getDashboard(at('2026-04-01T05:00:00Z'))).sales).toEqual({
      thisMonth: 70_000,
      thisMonthOrders: 1,
      lastMonth: march,
      lastMonthOrders: 5,
    });
  });

  it('lists variants at or below the threshold, lowest first, at most ten, with the full count', async () => {
    const { lowStock } = await getDashboard(NOW);
    expect(lowStock.threshold).toBe(DEFAULT_LOW_STOCK_THRESHOLD);
    expect(lowStock.count).toBe(12);
    expect(lowStock.variants).toHaveLength(10);
    expect(lowStock.variants.slice(0, 2)).toEqual([
      {
        id: fx.sku['VASO-KRA-12O-CAJ'],
        sku: 'VASO-KRA-12O-CAJ',
        productId: fx.catalog.products.termico.id,
        productName: 'Vaso Térmico Kraft 12 oz',
        stock: 0,
        available: 0,
        threshold: DEFAULT_LOW_STOCK_THRESHOLD,
      },
      {
        id: fx.sku['VASO-TRA-7OZ-PAQ'],
        sku: 'VASO-TRA-7OZ-PAQ',
        productId: fx.catalog.products.vaso.id,
        productName: 'Vaso Plástico 7 oz',
        stock: 3,
        available: 3,
        threshold: DEFAULT_LOW_STOCK_THRESHOLD,
      },
    ]);
    expect(lowStock.variants.slice(2).every((v) => v.stock === 5)).toBe(true);
    expect(lowStock.variants.some((v) => v.sku === 'CUCH-BLA-PAQ')).toBe(false);
  });

  it("uses a variant's own low-stock threshold over the store default (issue 24)", async () => {
    const id = fx.sku['CUCH-BLA-PAQ'];
    const [before] = await db().select({ stock: variants.available }).from(variants).where(eq(variants.id, id));
    await db().update(variants).set({ lowStockThreshold: before.stock }).where(eq(variants.id, id));
    const { lowStock } = await getDashboard(NOW);
    expect(lowStock.count).toBe(13);
    await db().update(variants).set({ lowStockThreshold: null }).where(eq(variants.id, id));
  });

  it('shows the five newest contact messages', async () => {
    const { contactMessages: messages } = await getDashboard(NOW);
    expect(messages.map((m) => m.asunto)).toEqual(['Asunto 6', 'Asunto 5', 'Asunto 4', 'Asunto 3', 'Asunto 2']);
    expect(messages[0]).toEqual({
      id: expect.any(Number),
      nombre: 'Persona 6',
      email: 'p6@example.com',
      asunto: 'Asunto 6',
      createdAt: '2026-03-06T12:00:00.000Z',
    });
  });
});

describe('GET /api/admin/dashboard', () => {
  it('answers every card to a VENDEDOR', async () => {
    const res = await callRoute(dashboardRoute, '/api/admin/dashboard', { token: fx.seller.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      pendingConfirmation: { count: 7 },
      awaitingShipment: { count: 4 },
      sales: { thisMonth: expect.any(Number), lastMonth: expect.any(Number) },
      lowStock: { count: 12, threshold: DEFAULT_LOW_STOCK_THRESHOLD },
    });
    expect(res.body.contactMessages).toHaveLength(5);
  });
});
