import { asc, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { POST as restoreRoute } from '@/app/api/admin/products/[id]/restore/route';
import { DELETE as deleteRoute, GET as adminProductRoute } from '@/app/api/admin/products/[id]/route';
import { PUT as gridRoute } from '@/app/api/admin/products/[id]/variants/route';
import { POST as createRoute } from '@/app/api/admin/products/route';
import { GET as storeProductRoute } from '@/app/api/products/[id]/route';
import { GET as availabilityRoute } from '@/app/api/products/availability/route';
import { GET as reorderRoute } from '@/app/api/admin/reorder/route';
import { GET as storeListRoute } from '@/app/api/products/route';
import { orderItems, priceChanges, products, stockMovements, variants } from '@/db/schema';
import { placeTestOrder, stockOf, useOrderFixture } from '../helpers/orders';
import { callRoute, letSellersChangePrices } from '../helpers/staff';
import { expectStockLedgerBalanced } from '../helpers/stock';

/** Issue 24 §5: a sold product is archived instead of deleted; the price and stock grid. */
const { db, fx } = useOrderFixture({ quietEmail: false });

// Price changes are ADMIN's by default; these tests are about the features, not the permission.
beforeAll(() => letSellersChangePrices(db()));

afterEach(async () => {
  await expectStockLedgerBalanced(db());
});

const idParams = (id: number) => ({ id: String(id) });
// Issue 25 §5: deleting is ADMIN's; restoring is catalogue work (VENDEDOR too).
const remove = (id: number, token = fx.admin.token) => callRoute(deleteRoute, 'x', { method: 'DELETE', token, params: idParams(id) });
const restore = (id: number, token = fx.seller.token) => callRoute(restoreRoute, 'x', { method: 'POST', token, params: idParams(id) });
const storeHas = async (productId: number) => {
  const list = await callRoute(storeListRoute, '/api/products');
  return list.body.products.some((p: { id: number }) => p.id === productId);
};

describe('DELETE /api/admin/products/{id}: archive when sold', () => {
  it('deletes a product that never sold, as the spec says', async () => {
    const created = await callRoute(createRoute, '/api/admin/products', {
      token: fx.seller.token,
      body: { name: 'Bandeja sin ventas', categoryId: fx.catalog.categories.bio.id, variants: [{ price: 500, stock: 3 }] },
    });
    expect(created.status).toBe(201);
    const id = created.body.product.id;
    expect(await remove(id)).toMatchObject({ status: 200, body: { success: true, archived: false } });
    expect((await callRoute(adminProductRoute, 'x', { token: fx.seller.token, params: idParams(id) })).status).toBe(404);
  });

  it('refuses a VENDEDOR the delete (403) and changes nothing', async () => {
    const plato = fx.catalog.products.plato;
    expect((await remove(plato.id, fx.seller.token)).status).toBe(403);
    const [row] = await db().select().from(products).where(eq(products.id, plato.id));
    expect(row.archivedAt).toBeNull();
  });

  it('archives a sold product: hidden from the store, kept for its orders, restorable by a VENDEDOR', async () => {
    const plato = fx.catalog.products.plato;
    const variantId = fx.sku['PLAT-UNI'];
    const order = await placeTestOrder(fx, fx.ana, [['PLAT-UNI', 2]]);
    expect(await storeHas(plato.id)).toBe(true);

    // Under its threshold it is in 'Reponer' while on sale, and leaves it once archived.
    await db().update(variants).set({ lowStockThreshold: 1_000_000 }).where(eq(variants.id, variantId));
    const reorderSkus = async () =>
      (await callRoute(reorderRoute, '/api/admin/reorder', { token: fx.seller.token })).body.groups.flatMap(
        (g: { items: { sku: string }[] }) => g.items.map((i) => i.sku),
      );
    expect(await reorderSkus()).toContain('PLAT-UNI');

    expect(await remove(plato.id)).toMatchObject({ status: 200, body: { success: true, archived: true } });
    expect(await reorderSkus()).not.toContain('PLAT-UNI');
    const [row] = await db().select().from(products).where(eq(products.id, plato.id));
    expect(row.archivedAt).toBeInstanceOf(Date);
    // The order keeps its links to the product and the variant.
    const [item] = await db().select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(item).toMatchObject({ productId: plato.id, variantId });
    // Staff still see it, marked.
    const admin = await callRoute(adminProductRoute, 'x', { token: fx.seller.token, params: idParams(plato.id) });
    expect(admin.body.product).toMatchObject({ id: plato.id, archivedAt: expect.any(String) });

    // The store: not in the list, no product page, no availability, no new order.
    expect(await storeHas(plato.id)).toBe(false);
    expect((await callRoute(storeProductRoute, 'x', { params: idParams(plato.id) })).status).toBe(404);
    const availability = await callRoute(availabilityRoute, `/api/products/availability?variantIds=${variantId}`);
    expect(availability.body.variants).toEqual([]);
    await expect(placeTestOrder(fx, fx.ana, [['PLAT-UNI', 1]])).rejects.toMatchObject({ code: 'variant_unavailable' });

    // Deleting it again changes nothing; restoring puts it back on sale.
    expect(await remove(plato.id)).toMatchObject({ status: 200, body: { archived: true } });
    const restored = await restore(plato.id);
    expect(restored).toMatchObject({ status: 200, body: { product: { id: plato.id, archivedAt: null } } });
    expect(await storeHas(plato.id)).toBe(true);
    expect((await callRoute(storeProductRoute, 'x', { params: idParams(plato.id) })).status).toBe(200);
  });

  it('counts a sale through a variant link alone; unknown ids are 404', async () => {
    const cuchara = fx.catalog.products.cuchara;
    const order = await placeTestOrder(fx, fx.beto, [['CUCH-BLA-PAQ', 1]]);
    await db().update(orderItems).set({ productId: null }).where(eq(orderItems.orderId, order.id));
    expect(await remove(cuchara.id, fx.admin.token)).toMatchObject({ status: 200, body: { archived: true } });
    expect((await restore(cuchara.id, fx.admin.token)).status).toBe(200);
    expect((await remove(987_654)).status).toBe(404);
    expect(await restore(987_654)).toMatchObject({ status: 404, body: { error: 'Producto no encontrado.' } });
  });
});

describe('PUT /api/admin/products/{id}/variants: the price and stock grid', () => {
  const vaso = () => fx.catalog.products.vaso.id;
  const grid = (productId: number, body: unknown, token = fx.seller.token) =>
    callRoute(gridRoute, `/api/admin/products/${productId}/variants`, { method: 'PUT', token, params: idParams(productId), body });
  const snapshot = () =>
    db()
      .select({ id: variants.id, price: variants.price, salePrice: variants.salePrice, stock: variants.available })
      .from(variants)
      .orderBy(asc(variants.id));

  it('saves many variants’ prices and stock at once: prices with history, stock as adjustment movements', async () => {
    const white = fx.sku['VASO-BLA-7OZ-UNI'];
    const clear = fx.sku['VASO-TRA-7OZ-PAQ'];
    const whiteStock = await stockOf(db(), white);
    const res = await grid(vaso(), {
      reason: 'count',
      note: 'Conteo de fin de mes',
      variants: [
        { id: white, price: '160', salePrice: '', stock: whiteStock + 7 },
        { id: clear, price: '6.200', salePrice: 5800, stock: await stockOf(db(), clear) },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.changed).toEqual({ prices: 2, stock: 1 });
    expect(res.body.product.variants).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: white, price: 160, salePrice: null, stock: whiteStock + 7 }),
        expect.objectContaining({ id: clear, price: 6200, salePrice: 5800 }),
      ]),
    );
    const [movement] = await db()
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.variantId, white))
      .orderBy(asc(stockMovements.id))
      .then((r) => r.slice(-1));
    expect(movement).toMatchObject({
      change: 7,
      stockAfter: whiteStock + 7,
      reason: 'adjustment',
      adjustmentReason: 'count',
      actorId: fx.seller.user.id,
      note: 'Conteo de fin de mes',
    });
    const history = await db().select().from(priceChanges).where(eq(priceChanges.source, 'grid')).orderBy(asc(priceChanges.id));
    expect(history.map((h) => [h.variantId, h.priceBefore, h.priceAfter, h.salePriceBefore, h.salePriceAfter])).toEqual([
      [white, 150, 160, null, null],
      [clear, 6000, 6200, 5500, 5800],
    ]);
  });

  it('answers every row’s problem at once, in Spanish, and changes nothing', async () => {
    const before = await snapshot();
    const white = fx.sku['VASO-BLA-7OZ-UNI'];
    const clear = fx.sku['VASO-TRA-7OZ-PAQ'];
    const res = await grid(vaso(), {
      reason: 'damage',
      variants: [
        { id: white, price: '160,5', salePrice: '', stock: -1 },
        { id: clear, price: 6000, salePrice: 7000, stock: 1 },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      'variants.0.price': [expect.stringMatching(/pesos|centavos|decimales/i)],
      'variants.0.stock': ['El stock no puede ser negativo.'],
      'variants.1.salePrice': ['El precio de oferta no puede ser mayor que el precio.'],
    });
    expect(await snapshot()).toEqual(before);
  });

  it('all or nothing: a stock change without a reason, a tier above the new price or a foreign variant refuses the whole save', async () => {
    const before = await snapshot();
    const white = fx.sku['VASO-BLA-7OZ-UNI'];
    const clear = fx.sku['VASO-TRA-7OZ-PAQ'];
    const clearStock = await stockOf(db(), clear);

    const noReason = await grid(vaso(), { variants: [{ id: clear, price: 9000, salePrice: null, stock: clearStock + 1 }] });
    expect(noReason).toMatchObject({
      status: 400,
      body: { fields: { reason: ['Elige el motivo de los cambios de stock: conteo, daño, pérdida u otro.'] } },
    });

    // VASO-BLA has a tier at $ 135 from 50 units: a base price of $ 130 would make it dearer.
    const tier = await grid(vaso(), {
      reason: 'count',
      variants: [
        { id: clear, price: 9000, salePrice: null, stock: clearStock + 1 },
        { id: white, price: 130, salePrice: null, stock: await stockOf(db(), white) },
      ],
    });
    expect(tier.status).toBe(400);
    expect(tier.body.fields['variants.1.price'][0]).toMatch(/^El precio por volumen desde 50 unidades/);

    const foreign = await grid(vaso(), { variants: [{ id: fx.sku['PLAT-UNI'], price: 1, salePrice: null, stock: 0 }] });
    expect(foreign).toMatchObject({ status: 400, body: { fields: { 'variants.0.id': ['La variante no pertenece a este producto.'] } } });

    const other = await grid(vaso(), { reason: 'other', variants: [{ id: clear, price: 9000, salePrice: null, stock: 0 }] });
    expect(other).toMatchObject({ status: 400, body: { fields: { note: ['Explica el motivo en la nota.'] } } });

    expect(await snapshot()).toEqual(before);
    expect((await grid(987_654, { variants: [{ id: clear, price: 1, stock: 0 }] })).status).toBe(404);
    expect((await grid(vaso(), { variants: [] })).status).toBe(400);
    expect((await grid(vaso(), 'no es json')).status).toBe(400);
  });

  it('two grids saved at the same moment both apply, one after the other, and the ledger still sums', async () => {
    const clear = fx.sku['VASO-TRA-7OZ-PAQ'];
    const row = (stock: number) => ({ reason: 'count', variants: [{ id: clear, price: 6200, salePrice: 5800, stock }] });
    const [a, b] = await Promise.all([grid(vaso(), row(31)), grid(vaso(), row(42), fx.admin.token)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([31, 42]).toContain(await stockOf(db(), clear));
  });
});
