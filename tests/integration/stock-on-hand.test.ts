import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { GET as inventoryRoute } from '@/app/api/admin/inventory/route';
import { PATCH as patchInventory } from '@/app/api/admin/inventory/[variantId]/route';
import { POST as adjustRoute } from '@/app/api/admin/inventory/[variantId]/adjust/route';
import { POST as rejectRoute } from '@/app/api/admin/orders/[id]/reject/route';
import { POST as shipRoute } from '@/app/api/admin/orders/[id]/shipments/route';
import { GET as getProductRoute, PUT as putProductRoute } from '@/app/api/admin/products/[id]/route';
import { PUT as putGridRoute } from '@/app/api/admin/products/[id]/variants/route';
import { orders, stockMovements, variants } from '@/db/schema';
import { migrationsFolder, openPglite, rowsOf } from '@/db/client';
import { reservationViolations, stockLedgerViolations } from '@/db/stock-ledger';
import type { AdminProduct } from '@/lib/data/admin/products';
import { cancelOrderByCustomer } from '@/lib/services/order-cancel';
import { cancelExpiredOrders } from '@/lib/services/order-expiry';
import { specSavePayload } from '../helpers/products';
import { paidOrder, pendingConfirmationOrder, placeTestOrder, useOrderFixture } from '../helpers/orders';
import { callRoute } from '../helpers/staff';
import { expectStockLedgerBalanced } from '../helpers/stock';

/**
 * Issue 34 §1: stock as on hand, reserved and available (docs/stock.md). Orders reserve and
 * release without touching on hand; shipping takes the units off it; the figure staff edit is on
 * hand, so a screen that saves the number it loaded no longer undoes an order placed meanwhile.
 */

const { db, fx } = useOrderFixture();

afterEach(async () => {
  await expectStockLedgerBalanced(db());
});

async function figures(variantId: number) {
  const [row] = await db()
    .select({ onHand: variants.onHand, reserved: variants.reserved, available: variants.available })
    .from(variants)
    .where(eq(variants.id, variantId));
  return row;
}

const movementsOf = (variantId: number) =>
  db().select().from(stockMovements).where(eq(stockMovements.variantId, variantId)).orderBy(asc(stockMovements.id));

/** The staff product form's save as the back office sends it: every variant with the stock it loaded. */
async function saveProductAsLoaded(productId: number, loaded: AdminProduct) {
  const payload = specSavePayload(loaded);
  return callRoute(putProductRoute, `/api/admin/products/${productId}`, {
    method: 'PUT',
    token: fx.admin.token,
    params: { id: String(productId) },
    body: { ...payload, description: `${payload.description ?? ''} (corregida)` },
  });
}

async function setOnHand(variantId: number, onHand: number) {
  const res = await callRoute(adjustRoute, 'x', {
    token: fx.admin.token,
    params: { variantId: String(variantId) },
    body: { newStock: onHand, reason: 'count' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

describe('orders reserve, release and ship', () => {
  it('the issue’s case: an order placed while the product form is open is not undone by its save, nor counted twice on expiry', async () => {
    const id = fx.sku['PLAT-UNI'];
    await setOnHand(id, 10);
    const [{ productId }] = await db().select({ productId: variants.productId }).from(variants).where(eq(variants.id, id));
    const loaded = (
      await callRoute(getProductRoute, `/api/admin/products/${productId}`, { token: fx.admin.token, params: { id: String(productId) } })
    ).body.product;
    expect(loaded.variants.find((v: { id: number }) => v.id === id)).toMatchObject({ stock: 10, reserved: 0, available: 10 });

    const order = await placeTestOrder(fx, fx.ana, [['PLAT-UNI', 3]]);
    expect(await figures(id)).toEqual({ onHand: 10, reserved: 3, available: 7 });
    const ledgerBefore = (await movementsOf(id)).length;

    // Staff fix the description and save the form as they loaded it (stock 10).
    const saved = await saveProductAsLoaded(productId, loaded);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await figures(id)).toEqual({ onHand: 10, reserved: 3, available: 7 });
    expect((await movementsOf(id)).length, 'no "+3 adjustment"').toBe(ledgerBefore);

    // The order expires: its 3 units are available again, and the shelf still holds 10.
    await db()
      .update(orders)
      .set({ createdAt: sql`now() - interval '30 days'` })
      .where(eq(orders.id, order.id));
    await cancelExpiredOrders();
    expect((await db().select({ status: orders.paymentStatus }).from(orders).where(eq(orders.id, order.id)))[0].status).toBe('cancelled');
    expect(await figures(id)).toEqual({ onHand: 10, reserved: 0, available: 10 });
  });

  it('a count of the shelf is on hand: the units promised to an open order are not counted twice', async () => {
    const id = fx.sku['CUCH-BLA-PAQ'];
    await setOnHand(id, 20);
    await placeTestOrder(fx, fx.beto, [['CUCH-BLA-PAQ', 4]]);
    // Staff count 20 boxes on the shelf (the 4 promised are among them) and type 20.
    await setOnHand(id, 20);
    expect(await figures(id)).toEqual({ onHand: 20, reserved: 4, available: 16 });
    // The inline edit of the inventory row means the same.
    const patched = await callRoute(patchInventory, 'x', { token: fx.admin.token, params: { variantId: String(id) }, body: { stock: 18 } });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body.variant).toMatchObject({ stock: 18, reserved: 4, available: 14 });
  });

  it('shipping takes the units off the shelf and ends the reservation, recorded as a shipment of the order', async () => {
    const id = fx.sku['PLAT-UNI'];
    await setOnHand(id, 30);
    const order = await paidOrder(fx, fx.ana, [['PLAT-UNI', 5]]);
    expect(await figures(id)).toEqual({ onHand: 30, reserved: 5, available: 25 });
    const res = await callRoute(shipRoute, `/api/admin/orders/${order.id}/shipments`, {
      method: 'POST',
      token: fx.seller.token,
      params: { id: String(order.id) },
      body: { shippingMethod: 'local_delivery', driverName: 'Carlos' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await figures(id)).toEqual({ onHand: 25, reserved: 0, available: 25 });
    expect((await movementsOf(id)).at(-1)).toMatchObject({
      change: -5,
      stockAfter: 25,
      reason: 'shipment',
      orderId: order.id,
      actorId: fx.seller.user.id,
    });
  });

  it('shipping more than the shelf holds is a 409 naming the figures, and changes nothing', async () => {
    const id = fx.sku['CUCH-BLA-PAQ'];
    await setOnHand(id, 12);
    const order = await paidOrder(fx, fx.ana, [['CUCH-BLA-PAQ', 6]]);
    // Staff counted fewer than were promised (breakage): 4 on the shelf, 6 promised.
    await setOnHand(id, 4);
    const before = await figures(id);
    expect(before.available).toBeLessThan(0);
    const res = await callRoute(shipRoute, `/api/admin/orders/${order.id}/shipments`, {
      method: 'POST',
      token: fx.admin.token,
      params: { id: String(order.id) },
      body: { shippingMethod: 'local_delivery', driverName: 'Carlos' },
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'insufficient_on_hand', onHand: 4, quantity: 6 });
    expect(res.body.error).toMatch(/En bodega hay 4 unidades/);
    expect(await figures(id)).toEqual(before);
    expect((await db().select({ s: orders.shippingStatus }).from(orders).where(eq(orders.id, order.id)))[0].s).toBe('unfulfilled');
    // Put right for the next scenarios: the order is refunded, its reservation ends.
    await setOnHand(id, 12);
    await db().update(orders).set({ paymentStatus: 'refunded' }).where(eq(orders.id, order.id));
    await db()
      .update(variants)
      .set({ reserved: sql`${variants.reserved} - 6` })
      .where(eq(variants.id, id));
  });

  it('cancelling and rejecting release exactly what the order held', async () => {
    const id = fx.sku['PLAT-UNI'];
    await setOnHand(id, 40);
    const first = await placeTestOrder(fx, fx.ana, [['PLAT-UNI', 2]]);
    const second = await pendingConfirmationOrder(fx, fx.beto, [['PLAT-UNI', 7]]);
    expect(await figures(id)).toEqual({ onHand: 40, reserved: 9, available: 31 });
    await cancelOrderByCustomer(fx.ana.id, first.id);
    expect(await figures(id)).toEqual({ onHand: 40, reserved: 7, available: 33 });
    const rejected = await callRoute(rejectRoute, 'x', {
      token: fx.admin.token,
      params: { id: String(second.id) },
      body: { reason: 'El comprobante no corresponde' },
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(await figures(id)).toEqual({ onHand: 40, reserved: 0, available: 40 });
  });

  it('an order takes only what is available: the units promised to others are not sold twice', async () => {
    const id = fx.sku['CUCH-BLA-PAQ'];
    // 5 available beside what earlier scenarios' open orders hold.
    const { reserved } = await figures(id);
    await setOnHand(id, reserved + 5);
    await placeTestOrder(fx, fx.ana, [['CUCH-BLA-PAQ', 3]]);
    await expect(placeTestOrder(fx, fx.beto, [['CUCH-BLA-PAQ', 3]])).rejects.toMatchObject({
      code: 'out_of_stock',
      details: { lines: [expect.objectContaining({ available: 2, requested: 3 })] },
    });
    expect(await figures(id)).toEqual({ onHand: reserved + 5, reserved: reserved + 3, available: 2 });
  });

  it('inventory rows carry on hand as the spec’s stock, with reserved and available beside it', async () => {
    const id = fx.sku['CUCH-BLA-PAQ'];
    const res = await callRoute(inventoryRoute, '/api/admin/inventory?search=CUCH-BLA-PAQ', { token: fx.seller.token });
    expect(res.status).toBe(200);
    const row = res.body.inventory.find((v: { id: number }) => v.id === id);
    const { onHand, reserved } = await figures(id);
    expect(row).toMatchObject({ stock: onHand, reserved, available: 2 });
  });
});

describe('a save never writes a figure nobody touched', () => {
  const productOf = async (variantId: number) => {
    const [{ productId }] = await db().select({ productId: variants.productId }).from(variants).where(eq(variants.id, variantId));
    const read = await callRoute(getProductRoute, 'x', { token: fx.admin.token, params: { id: String(productId) } });
    return { productId, loaded: read.body.product as AdminProduct };
  };
  const putProduct = (productId: number, body: unknown) =>
    callRoute(putProductRoute, `/api/admin/products/${productId}`, {
      method: 'PUT',
      token: fx.admin.token,
      params: { id: String(productId) },
      body,
    });
  const putGrid = (productId: number, body: unknown) =>
    callRoute(putGridRoute, `/api/admin/products/${productId}/variants`, {
      method: 'PUT',
      token: fx.admin.token,
      params: { id: String(productId) },
      body,
    });

  it('the product form leaves an untouched stock alone even when a receipt came in while it was open', async () => {
    const id = fx.sku['PLAT-UNI'];
    await setOnHand(id, 10);
    const { productId, loaded } = await productOf(id);
    const variant = loaded.variants.find((v) => v.id === id)!;
    expect(variant.stockVersion).toBeGreaterThan(0);
    await setOnHand(id, 15); // a delivery of 5 counted in meanwhile

    // The form sends the stock of a variant only when staff changed it (with its version).
    const payload = specSavePayload(loaded);
    const body = {
      ...payload,
      description: 'Platos (corregida)',
      variants: payload.variants.map(({ stock: _stock, ...v }) => ({
        ...v,
        stockVersion: loaded.variants.find((x) => x.id === v.id)!.stockVersion,
      })),
    };
    const res = await putProduct(productId, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await figures(id)).toMatchObject({ onHand: 15 });
  });

  it('a stock changed on a stale form is a 409 naming the figures of now, and nothing is written', async () => {
    const id = fx.sku['PLAT-UNI'];
    await setOnHand(id, 10);
    const { productId, loaded } = await productOf(id);
    await setOnHand(id, 12);
    await placeTestOrder(fx, fx.beto, [['PLAT-UNI', 2]]);
    const ledgerBefore = (await movementsOf(id)).length;

    const payload = specSavePayload(loaded);
    const index = payload.variants.findIndex((v) => v.id === id);
    const stale = {
      ...payload,
      name: `${payload.name} renombrado`,
      variants: payload.variants.map((v, i) => (i === index ? { ...v, stock: 8, stockVersion: loaded.variants[i].stockVersion } : v)),
    };
    const res = await putProduct(productId, stale);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('stock_changed');
    expect(res.body.error).toContain('12 en bodega (2 reservadas, 10 disponibles)');
    expect(res.body.fields[`variants.${index}.stock`][0]).toContain('12 en bodega');
    const current = res.body.variants.find((v: { id: number }) => v.id === id);
    expect(current).toMatchObject({ stock: 12, reserved: 2, available: 10 });
    expect(await figures(id)).toMatchObject({ onHand: 12 });
    expect((await movementsOf(id)).length).toBe(ledgerBefore);
    const [{ name }] = await db()
      .select({ name: sql<string>`name` })
      .from(sql`products`)
      .where(sql`id = ${productId}`);
    expect(name, 'the rename was not half-written').toBe(payload.name);

    // Saving again with the version of now is a decision taken with the current figure.
    const again = await putProduct(productId, {
      ...stale,
      variants: stale.variants.map((v, i) => (i === index ? { ...v, stockVersion: current.stockVersion } : v)),
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(await figures(id)).toEqual({ onHand: 8, reserved: 2, available: 6 });

    // An order placed meanwhile moves only reserved: it does not make the form stale.
    const fresh = (await productOf(id)).loaded;
    await placeTestOrder(fx, fx.ana, [['PLAT-UNI', 1]]);
    const counted = specSavePayload(fresh);
    const ok = await putProduct(productId, {
      ...counted,
      variants: counted.variants.map((v, i) => (i === index ? { ...v, stock: 9, stockVersion: fresh.variants[i].stockVersion } : v)),
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(await figures(id)).toEqual({ onHand: 9, reserved: 3, available: 6 });
  });

  it('the grid writes only the fields staff changed: a bulk price change and a receipt made meanwhile stay', async () => {
    const id = fx.sku['PLAT-UNI'];
    await setOnHand(id, 10);
    const { productId, loaded } = await productOf(id);
    const others = loaded.variants.filter((v) => v.id !== id);
    // Meanwhile: another variant's price goes up and this one receives units.
    await db()
      .update(variants)
      .set({ price: sql`${variants.price} + 100` })
      .where(sql`${variants.productId} = ${productId} and ${variants.id} <> ${id}`);
    await setOnHand(id, 14);

    // Staff changed one price of this variant on the grid; other rows and fields are left out.
    const res = await putGrid(productId, { reason: '', note: '', variants: [{ id, price: 900 }, ...others.map((v) => ({ id: v.id }))] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = await productOf(id);
    expect(after.loaded.variants.find((v) => v.id === id)).toMatchObject({ price: 900, stock: 14 });
    for (const other of others) expect(after.loaded.variants.find((v) => v.id === other.id)!.price).toBe(other.price + 100);

    // A stock typed on the stale grid is a 409 with the figure of now.
    const stale = await putGrid(productId, {
      reason: 'count',
      note: '',
      variants: [{ id, stock: 11, stockVersion: loaded.variants.find((v) => v.id === id)!.stockVersion }],
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'stock_changed', fields: { 'variants.0.stock': [expect.stringContaining('14 en bodega')] } });
    expect(await figures(id)).toMatchObject({ onHand: 14 });
  });
});

describe('migration 0029: today’s figures become on hand and reserved', () => {
  let dir: string;
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // Migrates a fresh database twice (to 0028, then on): under load that passed the default 30 s.
  it('puts the units of open orders back on hand as reserved, and the ledger still sums to on hand', { timeout: 120_000 }, async () => {
    // The migrations up to 0028, as a database was before this one.
    dir = mkdtempSync(path.join(os.tmpdir(), 'migrations-0028-'));
    cpSync(migrationsFolder, dir, { recursive: true });
    const journalFile = path.join(dir, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
    const index = journal.entries.findIndex((entry) => entry.tag === '0029_stock_on_hand_reserved');
    expect(index).toBeGreaterThan(0);
    writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));

    const handle = await openPglite();
    try {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(handle.db as never, { migrationsFolder: dir });
      const q = handle.db;
      await q.execute(sql`insert into categories (name, slug) values ('Vasos', 'vasos')`);
      await q.execute(sql`insert into products (name, slug, category_id) select 'Vaso', 'vaso', id from categories`);
      // Stock as it meant then: what can still be sold. 10 on the shelf, 3 + 2 promised, 4 already shipped.
      await q.execute(sql`insert into variants (product_id, sku, price, stock) select id, 'VASO-A', 1000, 5 from products`);
      await q.execute(sql`insert into variants (product_id, sku, price, stock) select id, 'VASO-B', 1000, 8 from products`);
      await q.execute(sql`
        insert into stock_movements (variant_id, change, stock_after, reason)
        select id, case when sku = 'VASO-A' then 14 else 8 end, case when sku = 'VASO-A' then 14 else 8 end, 'initial' from variants`);
      const address = sql`'{"recipientName":"X","street":"Calle 1","city":"Cúcuta","state":"Norte de Santander","postalCode":null,"details":null,"country":"CO"}'::jsonb`;
      await q.execute(sql`insert into customers (email) values ('migracion@example.com')`);
      const order = async (payment: string, shipping: string, quantity: number) => {
        const [row] = rowsOf<{ id: number }>(
          await q.execute(sql`
            insert into orders (customer_id, subtotal, total, payment_status, shipping_status, shipping_address)
            select id, ${quantity * 1000}, ${quantity * 1000}, ${payment}, ${shipping}, ${address} from customers returning id`),
        );
        await q.execute(sql`
          insert into order_items (order_id, product_id, variant_id, product_name, variant_description, unit_price, quantity, line_total)
          select ${row.id}, product_id, id, 'Vaso', 'A', 1000, ${quantity}, ${quantity * 1000} from variants where sku = 'VASO-A'`);
        await q.execute(sql`
          insert into stock_movements (variant_id, change, stock_after, reason, order_id)
          select id, ${-quantity}, 0, 'order_reservation', ${row.id} from variants where sku = 'VASO-A'`);
      };
      // Cancelled, its 6 units given back then; then the open and shipped ones.
      await order('cancelled', 'unfulfilled', 6);
      await q.execute(sql`
        insert into stock_movements (variant_id, change, stock_after, reason)
        select id, 6, 0, 'customer_cancellation' from variants where sku = 'VASO-A'`);
      await order('pending_payment', 'unfulfilled', 3);
      await order('paid', 'processing', 2);
      await order('paid', 'shipped', 4);
      // The running sums as applyStockChange wrote them then.
      await q.execute(sql`
        update stock_movements m set stock_after = r.running from (
          select id, sum(change) over (partition by variant_id order by id) as running from stock_movements) r
        where r.id = m.id`);
      await q.execute(sql`update variants set stock = 14 - 3 - 2 - 4 - 6 + 6 where sku = 'VASO-A'`);

      await migrate(handle.db as never, { migrationsFolder });

      const rows = rowsOf<{ sku: string; on_hand: number; reserved: number; available: number }>(
        await q.execute(sql`select sku, on_hand, reserved, available from variants order by sku`),
      );
      expect(rows).toEqual([
        { sku: 'VASO-A', on_hand: 10, reserved: 5, available: 5 },
        { sku: 'VASO-B', on_hand: 8, reserved: 0, available: 8 },
      ]);
      expect(await stockLedgerViolations(q)).toEqual([]);
      expect(await reservationViolations(q)).toEqual([]);
      const carried = rowsOf<{ change: number; stock_after: number; reason: string }>(
        await q.execute(sql`select change, stock_after, reason from stock_movements where reason = 'reserved_on_migration'`),
      );
      expect(carried).toEqual([{ change: 5, stock_after: 10, reason: 'reserved_on_migration' }]);
    } finally {
      await handle.close();
    }
  });
});
