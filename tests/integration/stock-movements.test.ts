import { asc, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { POST as adjustRoute } from '@/app/api/admin/inventory/[variantId]/adjust/route';
import { GET as movementsRoute } from '@/app/api/admin/inventory/[variantId]/movements/route';
import { POST as receiveRoute } from '@/app/api/admin/inventory/[variantId]/receive/route';
import { PATCH as settingsRoute } from '@/app/api/admin/inventory/[variantId]/restock-settings/route';
import { PATCH as patchInventory } from '@/app/api/admin/inventory/[variantId]/route';
import { GET as inventoryRoute } from '@/app/api/admin/inventory/route';
import { POST as rejectRoute } from '@/app/api/admin/orders/[id]/reject/route';
import { POST as refundRoute } from '@/app/api/admin/orders/[id]/refund/route';
import { GET as reorderExportRoute } from '@/app/api/admin/reorder/export/route';
import { GET as reorderRoute } from '@/app/api/admin/reorder/route';
import { emailOutbox, orders, providers, stockMovements, variants } from '@/db/schema';
import { signCustomerToken } from '@/lib/auth/tokens';
import { LOW_STOCK_DIGEST_EMAIL_KIND } from '@/lib/email/templates/low-stock-digest';
import { getEnv } from '@/lib/env';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '@/lib/domain/store-settings';
import { cancelExpiredOrders } from '@/lib/services/order-expiry';
import { sendLowStockDigest } from '@/lib/services/low-stock-digest';
import { paidOrder, pendingConfirmationOrder, placeTestOrder, stockOf, useOrderFixture } from '../helpers/orders';
import { callRoute } from '../helpers/staff';
import { expectStockLedgerBalanced } from '../helpers/stock';

const { db, fx } = useOrderFixture({ quietEmail: false });
let provider: { id: number; name: string };

beforeAll(async () => {
  [provider] = await db().insert(providers).values({ name: 'Plásticos del Norte' }).returning();
});

// The ledger invariant after every scenario (docs/stock.md).
afterEach(async () => {
  await expectStockLedgerBalanced(db());
});

const movementsOf = (variantId: number) =>
  db().select().from(stockMovements).where(eq(stockMovements.variantId, variantId)).orderBy(asc(stockMovements.id));
const lastMovement = async (variantId: number) => (await movementsOf(variantId)).at(-1)!;
const params = (sku: string) => ({ variantId: String(fx.sku[sku]) });

describe('receive (Recibir)', () => {
  // Issue 25 §5: the unit cost becomes the cost price, so only an ADMIN gives one (a VENDEDOR's is a 403, admin-roles-activity).
  it('adds the units, records who, provider and unit cost, and updates the cost price (ADMIN)', async () => {
    const id = fx.sku['PLAT-UNI'];
    const before = await stockOf(db(), id);
    const res = await callRoute(receiveRoute, 'x', {
      token: fx.admin.token,
      params: params('PLAT-UNI'),
      body: { quantity: 40, providerId: provider.id, unitCost: '1.250', note: 'Factura 88' },
    });
    expect(res.status).toBe(200);
    expect(res.body.variant).toMatchObject({ id, sku: 'PLAT-UNI', stock: before + 40, costPrice: 1250, variantName: expect.any(String) });
    expect(res.body.movement).toMatchObject({ change: 40, stock: before + 40 });
    expect(await lastMovement(id)).toMatchObject({
      change: 40,
      stockAfter: before + 40,
      reason: 'received',
      actorId: fx.admin.user.id,
      providerId: provider.id,
      unitCost: 1250,
      note: 'Factura 88',
      orderId: null,
    });
  });

  it('keeps the cost price when no unit cost is given', async () => {
    const id = fx.sku['PLAT-UNI'];
    const [{ costPrice }] = await db().select({ costPrice: variants.costPrice }).from(variants).where(eq(variants.id, id));
    const res = await callRoute(receiveRoute, 'x', { token: fx.admin.token, params: params('PLAT-UNI'), body: { quantity: 5 } });
    expect(res.status).toBe(200);
    expect(res.body.variant.costPrice).toBe(costPrice);
  });

  it('refuses bad input with Spanish field errors and writes nothing', async () => {
    const id = fx.sku['PLAT-UNI'];
    const count = (await movementsOf(id)).length;
    const stock = await stockOf(db(), id);
    for (const [body, field] of [
      [{ quantity: 0 }, 'quantity'],
      [{ quantity: -3 }, 'quantity'],
      [{ quantity: 1.5 }, 'quantity'],
      [{}, 'quantity'],
      [{ quantity: 2, unitCost: '12,5' }, 'unitCost'],
      [{ quantity: 2, providerId: 999999 }, 'providerId'],
    ] as const) {
      const res = await callRoute(receiveRoute, 'x', { token: fx.admin.token, params: params('PLAT-UNI'), body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.fields[field]?.[0], JSON.stringify(res.body)).toMatch(/\w/);
    }
    const missing = await callRoute(receiveRoute, 'x', { token: fx.admin.token, params: { variantId: '999999' }, body: { quantity: 2 } });
    expect(missing.status).toBe(404);
    expect((await movementsOf(id)).length).toBe(count);
    expect(await stockOf(db(), id)).toBe(stock);
  });

  it('answers 401 to anonymous callers and customers', async () => {
    const customer = await signCustomerToken({ id: fx.ana.id, name: 'Ana', email: fx.ana.email, sessionVersion: 1 });
    for (const token of [undefined, customer]) {
      const res = await callRoute(receiveRoute, 'x', { token, params: params('PLAT-UNI'), body: { quantity: 1 } });
      expect(res.status).toBe(401);
    }
  });
});

describe('adjust (Ajustar)', () => {
  const adjust = (body: unknown, token = fx.seller.token) => callRoute(adjustRoute, 'x', { token, params: params('CUCH-BLA-PAQ'), body });

  it('sets a counted stock (conteo) and records the difference', async () => {
    const id = fx.sku['CUCH-BLA-PAQ'];
    const before = await stockOf(db(), id);
    const res = await adjust({ newStock: before - 7, reason: 'count' });
    expect(res.status).toBe(200);
    expect(res.body.variant.stock).toBe(before - 7);
    expect(await lastMovement(id)).toMatchObject({
      change: -7,
      stockAfter: before - 7,
      reason: 'adjustment',
      adjustmentReason: 'count',
      actorId: fx.seller.user.id,
    });
  });

  it('applies a change for damage (daño) and loss (pérdida), and other (otro) with its note', async () => {
    const id = fx.sku['CUCH-BLA-PAQ'];
    for (const [reason, change, note] of [
      ['damage', -2, null],
      ['loss', -1, 'Robo en bodega'],
      ['other', 3, 'Devuelto por un vendedor'],
    ] as const) {
      const before = await stockOf(db(), id);
      const res = await adjust({ change, reason, note });
      expect(res.status, reason).toBe(200);
      expect(await lastMovement(id)).toMatchObject({ change, stockAfter: before + change, adjustmentReason: reason, note });
    }
  });

  it('requires a reason, one of newStock/change, a note for otro; never goes below zero', async () => {
    const id = fx.sku['CUCH-BLA-PAQ'];
    const count = (await movementsOf(id)).length;
    const stock = await stockOf(db(), id);
    expect((await adjust({ newStock: 5 })).body.fields.reason).toEqual(['Elige el motivo del ajuste: conteo, daño, pérdida u otro.']);
    expect((await adjust({ newStock: 5, reason: 'robo' })).status).toBe(400);
    expect((await adjust({ reason: 'count' })).body.fields.newStock).toBeDefined();
    expect((await adjust({ newStock: 5, change: 1, reason: 'count' })).body.fields.newStock).toBeDefined();
    expect((await adjust({ newStock: -1, reason: 'count' })).body.fields.newStock).toEqual(['El stock no puede ser negativo.']);
    expect((await adjust({ change: 0, reason: 'loss' })).body.fields.change).toEqual(['El cambio no puede ser 0.']);
    expect((await adjust({ change: -1, reason: 'other' })).body.fields.note).toEqual(['Explica el motivo en la nota.']);
    const below = await adjust({ change: -(stock + 1), reason: 'loss' });
    expect(below.status).toBe(409);
    expect(below.body.code).toBe('negative_stock');
    expect((await movementsOf(id)).length).toBe(count);
    expect(await stockOf(db(), id)).toBe(stock);
  });

  it('records nothing when the count equals the stock', async () => {
    const id = fx.sku['CUCH-BLA-PAQ'];
    const count = (await movementsOf(id)).length;
    const res = await adjust({ newStock: await stockOf(db(), id), reason: 'count' });
    expect(res.status).toBe(200);
    expect(res.body.movement.id).toBeNull();
    expect((await movementsOf(id)).length).toBe(count);
  });

  it('the spec inventory cell (PATCH stock) is a counted adjustment', async () => {
    const id = fx.sku['CUCH-BLA-PAQ'];
    const res = await callRoute(patchInventory, 'x', {
      method: 'PATCH',
      token: fx.admin.token,
      params: params('CUCH-BLA-PAQ'),
      body: { stock: 77 },
    });
    expect(res.status).toBe(200);
    expect(await lastMovement(id)).toMatchObject({
      stockAfter: 77,
      reason: 'adjustment',
      adjustmentReason: 'count',
      actorId: fx.admin.user.id,
    });
  });
});

describe('orders move stock through the ledger', () => {
  // Orders reserve and release without touching on hand (docs/stock.md): no ledger row for either.
  const figures = async (id: number) =>
    (await db().select({ onHand: variants.onHand, reserved: variants.reserved }).from(variants).where(eq(variants.id, id)))[0];

  it('a reservation, then a rejection, leave on hand and the ledger alone and end the reservation', async () => {
    const id = fx.sku['VASO-BLA-7OZ-UNI'];
    const before = await figures(id);
    const count = (await movementsOf(id)).length;
    const order = await pendingConfirmationOrder(fx, fx.ana, [['VASO-BLA-7OZ-UNI', 4]]);
    expect(await figures(id)).toEqual({ onHand: before.onHand, reserved: before.reserved + 4 });
    const res = await callRoute(rejectRoute, 'x', {
      token: fx.seller.token,
      params: { id: String(order.id) },
      body: { reason: 'Comprobante ilegible' },
    });
    expect(res.status).toBe(200);
    expect(await figures(id)).toEqual(before);
    expect((await movementsOf(id)).length).toBe(count);
  });

  it('a refund before shipping ends the reservation; on hand is untouched', async () => {
    const id = fx.sku['VASO-TRA-7OZ-PAQ'];
    const before = await figures(id);
    const order = await paidOrder(fx, fx.ana, [['VASO-TRA-7OZ-PAQ', 2]]);
    const res = await callRoute(refundRoute, 'x', {
      token: fx.admin.token,
      params: { id: String(order.id) },
      body: { reason: 'Cliente desistió' },
    });
    expect(res.status).toBe(200);
    expect(await figures(id)).toEqual(before);
  });

  it('expiry ends the reservation of an unpaid order', async () => {
    const id = fx.sku['PLAT-UNI'];
    const before = await figures(id);
    const order = await placeTestOrder(fx, fx.beto, [['PLAT-UNI', 3]]);
    expect((await figures(id)).reserved).toBe(before.reserved + 3);
    await db()
      .update(orders)
      .set({ createdAt: new Date(Date.now() - (getEnv().ORDER_PAYMENT_WINDOW_HOURS + 1) * 3600_000) })
      .where(eq(orders.id, order.id));
    expect(await cancelExpiredOrders()).toBeGreaterThanOrEqual(1);
    expect(await figures(id)).toEqual(before);
  });

  it('an order refused for lack of stock writes no movement', async () => {
    const id = fx.sku['VASO-KRA-12O-CAJ'];
    const count = (await movementsOf(id)).length;
    await expect(placeTestOrder(fx, fx.beto, [['VASO-KRA-12O-CAJ', (await stockOf(db(), id)) + 1]])).rejects.toMatchObject({
      code: 'out_of_stock',
    });
    expect((await movementsOf(id)).length).toBe(count);
  });
});

describe('history', () => {
  it('pages the movements newest first, with who and the provider', async () => {
    const id = fx.sku['PLAT-UNI'];
    const all = await movementsOf(id);
    const res = await callRoute(movementsRoute, '/api/admin/inventory/x/movements?pageSize=2', {
      token: fx.seller.token,
      params: params('PLAT-UNI'),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: all.length, page: 1, pageSize: 2 });
    expect(res.body.movements.map((m: { id: number }) => m.id)).toEqual([all.at(-1)!.id, all.at(-2)!.id]);
    // Unit costs are ADMIN reading (issue 25 §5).
    const received = (
      await callRoute(movementsRoute, `/api/admin/inventory/x/movements?pageSize=100`, {
        token: fx.admin.token,
        params: params('PLAT-UNI'),
      })
    ).body.movements.find((m: { reason: string; provider: unknown }) => m.reason === 'received' && m.provider !== null);
    expect(received).toMatchObject({
      actor: { id: fx.admin.user.id, name: 'Admin Uno' },
      provider: { id: provider.id, name: 'Plásticos del Norte' },
      unitCost: 1250,
    });
    const last = await callRoute(movementsRoute, `/api/admin/inventory/x/movements?pageSize=2&page=999`, {
      token: fx.seller.token,
      params: params('PLAT-UNI'),
    });
    expect(last.body).toMatchObject({ movements: [], total: all.length });
    expect(
      (await callRoute(movementsRoute, '/api/admin/inventory/x/movements?page=0', { token: fx.seller.token, params: params('PLAT-UNI') }))
        .status,
    ).toBe(400);
    expect((await callRoute(movementsRoute, 'x', { token: fx.seller.token, params: { variantId: '999999' } })).status).toBe(404);
  });

  it('the inventory rows name the product and the variant values, unit last', async () => {
    const res = await callRoute(inventoryRoute, '/api/admin/inventory?search=VASO-BLA', { token: fx.seller.token });
    expect(res.body.inventory[0]).toMatchObject({
      sku: 'VASO-BLA-7OZ-UNI',
      product: { name: 'Vaso Plástico 7 oz' },
      variantName: '7 oz · Blanco',
      threshold: DEFAULT_LOW_STOCK_THRESHOLD,
    });
  });
});

describe('thresholds, Reponer and the digest', () => {
  it('sets a threshold and a preferred provider; blank threshold means the store default', async () => {
    const res = await callRoute(settingsRoute, 'x', {
      method: 'PATCH',
      token: fx.seller.token,
      params: params('CUCH-BLA-PAQ'),
      body: { lowStockThreshold: 100, preferredProviderId: provider.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.variant).toMatchObject({ lowStockThreshold: 100, threshold: 100, preferredProviderId: provider.id });
    const bad = await callRoute(settingsRoute, 'x', {
      method: 'PATCH',
      token: fx.seller.token,
      params: params('CUCH-BLA-PAQ'),
      body: { lowStockThreshold: -1, preferredProviderId: 999999 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.lowStockThreshold).toEqual(['El umbral no puede ser negativo.']);
    expect(
      (await callRoute(settingsRoute, 'x', { method: 'PATCH', token: fx.seller.token, params: params('CUCH-BLA-PAQ'), body: {} })).status,
    ).toBe(400);
  });

  it('groups what is at or under its threshold by provider with the suggested quantity (2 × threshold − stock)', async () => {
    await callRoute(adjustRoute, 'x', { token: fx.admin.token, params: params('CUCH-BLA-PAQ'), body: { newStock: 30, reason: 'count' } });
    const res = await callRoute(reorderRoute, '/api/admin/reorder', { token: fx.seller.token });
    expect(res.status).toBe(200);
    const ours = res.body.groups.find((g: { provider: { id: number } | null }) => g.provider?.id === provider.id);
    expect(ours.items).toEqual([
      expect.objectContaining({
        sku: 'CUCH-BLA-PAQ',
        stock: 30,
        threshold: 100,
        suggestedQuantity: 170,
        productName: 'Cuchara Pequeña, Desechable (x100)!',
      }),
    ]);
    // The fixture's sold-out variant has no provider: 'Sin proveedor' comes last.
    expect(res.body.groups.at(-1).provider).toBeNull();
    expect(res.body.groups.at(-1).items.map((i: { sku: string }) => i.sku)).toContain('VASO-KRA-12O-CAJ');
    const one = await callRoute(reorderRoute, `/api/admin/reorder?providerId=${provider.id}`, { token: fx.seller.token });
    expect(one.body.groups).toHaveLength(1);
  });

  it('exports the list as CSV: BOM, ; by default, formula cells neutralised', async () => {
    await db().update(variants).set({ sku: '=HYPERLINK-X' }).where(eq(variants.id, fx.sku['CUCH-BLA-PAQ']));
    try {
      const res = await reorderExportRoute(
        new (await import('next/server')).NextRequest('http://localhost/api/admin/reorder/export', {
          headers: { authorization: `Bearer ${fx.seller.token}` },
        }),
        { params: Promise.resolve({}) },
      );
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = new TextDecoder().decode(bytes.slice(3));
      expect(text.split('\r\n')[0]).toBe('Proveedor;SKU;Producto;Variante;Unidad;Stock;Umbral;Cantidad sugerida');
      expect(text).toContain("Plásticos del Norte;'=HYPERLINK-X;");
    } finally {
      await db().update(variants).set({ sku: 'CUCH-BLA-PAQ' }).where(eq(variants.id, fx.sku['CUCH-BLA-PAQ']));
    }
  });

  it('e-mails staff once a day what fell under its threshold, each variant once until it recovers', async () => {
    const morning = new Date('2030-01-10T13:00:00Z'); // 8:00 in Bogotá
    expect(await sendLowStockDigest(new Date('2030-01-10T11:00:00Z'))).toMatchObject({ ran: false }); // 6:00: too early
    const first = await sendLowStockDigest(morning);
    expect(first.ran).toBe(true);
    expect(first.variants).toBeGreaterThan(0);
    const mails = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, LOW_STOCK_DIGEST_EMAIL_KIND))
      .orderBy(asc(emailOutbox.id));
    expect(mails.length).toBe(first.emails);
    expect(mails.some((m) => m.toAddress === fx.seller.user.email)).toBe(true);
    expect(mails[0].textBody).toContain('CUCH-BLA-PAQ');
    // Same day again: nothing.
    expect(await sendLowStockDigest(new Date('2030-01-10T20:00:00Z'))).toMatchObject({ ran: false });
    // Next day: the same variants are not repeated; one that recovered and fell again is.
    await callRoute(receiveRoute, 'x', { token: fx.admin.token, params: params('CUCH-BLA-PAQ'), body: { quantity: 500 } });
    await callRoute(adjustRoute, 'x', { token: fx.admin.token, params: params('CUCH-BLA-PAQ'), body: { newStock: 10, reason: 'count' } });
    const next = await sendLowStockDigest(new Date('2030-01-11T13:00:00Z'));
    expect(next).toMatchObject({ ran: true, variants: 1 });
    // The newest by id: without an order PostgreSQL returns rows as they lie (a sent row moves).
    const latest = (
      await db().select().from(emailOutbox).where(eq(emailOutbox.kind, LOW_STOCK_DIGEST_EMAIL_KIND)).orderBy(asc(emailOutbox.id))
    ).at(-1)!;
    expect(latest.subject).toBe('Stock bajo: 1 variante quedó en su umbral o por debajo');
  });
});
