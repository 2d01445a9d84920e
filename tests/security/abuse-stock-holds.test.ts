import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as staffCancelRoute } from '@/app/api/admin/orders/[id]/cancel/route';
import { GET as adminOrdersRoute } from '@/app/api/admin/orders/route';
import { GET as inventoryRoute } from '@/app/api/admin/inventory/route';
import { POST as postOrderRoute } from '@/app/api/orders/route';
import { DELETE as deleteProfileRoute } from '@/app/api/profile/route';
import { orderHistory, orders, variants } from '@/db/schema';
import { applyStockChange } from '@/lib/services/stock-movements';
import { createAddress, createCustomer } from '../helpers/customers';
import { useProductionOrderLimits } from '../helpers/order-limits';
import { paidOrder, pendingConfirmationOrder, useOrderFixture } from '../helpers/orders';
import { invokeRoute } from '../helpers/routes';
import { expectStockLedgerBalanced } from '../helpers/stock';

/**
 * Stock held hostage from one address, as it was done against a production build: throwaway
 * accounts from one address reserve a variant for the payment window, then delete themselves, so
 * the address their orders came from is forgotten and the per-address cap stops counting them;
 * and, without any deletion, one new account reserving half of every variant and every small
 * stock whole. With the production limits (the suite lifts them, tests/setup/test-env.ts), through
 * the route handlers: a deleted account's orders waiting for payment are cancelled and their units
 * released; a new account holds a quarter of a variant, one unit of a small stock at the least;
 * staff find who holds a variant's reserved units and release them.
 */

useProductionOrderLimits();
const { db, fx } = useOrderFixture({ quietEmail: false });

type Buyer = { id: number; email: string; name: string | null; token: string; addressId: number };
async function newBuyer(): Promise<Buyer> {
  const customer = await createCustomer(db());
  return { ...customer, addressId: (await createAddress(db(), customer.id)).id };
}

const order = (buyer: Buyer, sku: string, quantity: number, ip: string, language = 'es') =>
  invokeRoute(postOrderRoute, '/api/orders', {
    token: buyer.token,
    ip,
    headers: { 'accept-language': language },
    body: { items: [{ variantId: fx.sku[sku], quantity, unitPrice: 1_000_000 }], shippingAddressId: buyer.addressId },
  });

/** As the attacker did: ask for everything left, then for what the 409 says still fits, until refused. */
async function grab(buyer: Buyer, sku: string, ip: string): Promise<number> {
  let taken = 0;
  let want = (await figures(sku)).available;
  for (let request = 0; request < 8 && want > 0; request++) {
    const res = await order(buyer, sku, want, ip);
    if (res.status === 201) {
      taken += want;
      want = (await figures(sku)).available;
    } else if (res.status === 409 && res.body.code === 'unpaid_units_limit' && res.body.allowed > 0 && res.body.allowed < want) {
      want = res.body.allowed;
    } else {
      break;
    }
  }
  return taken;
}

async function figures(sku: string) {
  const [row] = await db()
    .select({ onHand: variants.onHand, reserved: variants.reserved, available: variants.available })
    .from(variants)
    .where(eq(variants.id, fx.sku[sku]));
  return row;
}

/** A count of the shelf (through the ledger) that leaves `units` to sell beside what orders hold. */
const setAvailable = async (sku: string, units: number) => {
  const { reserved } = await figures(sku);
  await db().transaction((tx) =>
    applyStockChange(tx, { variantId: fx.sku[sku], reason: 'adjustment', adjustmentReason: 'count', newStock: units + reserved }),
  );
};

const ordersOf = (customerIds: number[]) =>
  db().select({ id: orders.id, paymentStatus: orders.paymentStatus }).from(orders).where(inArray(orders.customerId, customerIds));

describe('stock held hostage from one address', () => {
  it('four throwaway accounts from one address reserve a variant and delete themselves: their holds are released', async () => {
    await setAvailable('PLAT-UNI', 1000);
    const before = await figures('PLAT-UNI');
    const ip = '10.60.0.1';
    const accounts: Buyer[] = [];
    let taken = 0;
    for (let i = 0; i < 4; i++) {
      const buyer = await newBuyer();
      accounts.push(buyer);
      taken += await grab(buyer, 'PLAT-UNI', ip);
    }
    // Each account a quarter of what it could reach, the address half of the variant.
    expect(taken).toBeGreaterThan(0);
    expect(taken).toBeLessThanOrEqual(500);
    expect((await figures('PLAT-UNI')).reserved).toBe(before.reserved + taken);

    for (const buyer of accounts) {
      const res = await invokeRoute(deleteProfileRoute, '/api/profile', {
        method: 'DELETE',
        token: buyer.token,
        ip,
        body: { confirm: true },
      });
      expect(res.status, res.text).toBe(200);
    }

    // Every order they placed is cancelled, the history says why, and the units are back, once.
    const theirs = await ordersOf(accounts.map((a) => a.id));
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.every((o) => o.paymentStatus === 'cancelled')).toBe(true);
    const notes = await db()
      .select({ note: orderHistory.note, toStatus: orderHistory.toStatus, actorType: orderHistory.actorType })
      .from(orderHistory)
      .where(
        and(
          inArray(
            orderHistory.orderId,
            theirs.map((o) => o.id),
          ),
          eq(orderHistory.toStatus, 'cancelled'),
        ),
      );
    expect(notes).toHaveLength(theirs.length);
    expect(new Set(notes.map((n) => `${n.actorType}: ${n.note}`))).toEqual(
      new Set(['customer: Cancelado al eliminar la cuenta del cliente.']),
    );
    expect(await figures('PLAT-UNI')).toEqual(before);
    await expectStockLedgerBalanced(db());

    // And the address is free again for a shopper behind it.
    const neighbour = await newBuyer();
    expect((await order(neighbour, 'PLAT-UNI', 100, ip)).status).toBe(201);
  });

  it('a deletion leaves orders with a proof sent for staff to review, and cancels nothing paid', async () => {
    await setAvailable('PLAT-UNI', 1000);
    const buyer = await newBuyer();
    const paid = await paidOrder(fx, buyer, [['PLAT-UNI', 2]]);
    const proofSent = await pendingConfirmationOrder(fx, buyer, [['PLAT-UNI', 1]]);
    const waiting = await order(buyer, 'PLAT-UNI', 3, '10.60.0.2');
    expect(waiting.status, waiting.text).toBe(201);
    expect(
      (await invokeRoute(deleteProfileRoute, '/api/profile', { method: 'DELETE', token: buyer.token, body: { confirm: true } })).status,
    ).toBe(200);
    const statuses = Object.fromEntries((await ordersOf([buyer.id])).map((o) => [o.id, o.paymentStatus]));
    expect(statuses).toEqual({ [paid.id]: 'paid', [proofSent.id]: 'pending_confirmation', [waiting.body.order.id]: 'cancelled' });
    await expectStockLedgerBalanced(db());
  });

  it('one new account takes neither half of a variant nor a small stock whole; the last unit can still be bought', async () => {
    await setAvailable('PLAT-UNI', 1000);
    await setAvailable('VASO-BLA-7OZ-UNI', 10);
    await setAvailable('CUCH-BLA-PAQ', 1);
    const attacker = await newBuyer();
    const ip = '10.61.0.1';
    // Three unpaid orders at most: the largest variant, then the small one.
    const large = await grab(attacker, 'PLAT-UNI', ip);
    expect(large).toBe(250);
    expect((await figures('PLAT-UNI')).available).toBe(750);

    const other = await newBuyer();
    expect(await grab(other, 'VASO-BLA-7OZ-UNI', '10.61.0.2')).toBe(2);
    expect((await figures('VASO-BLA-7OZ-UNI')).available).toBe(8);

    // One unit left of a variant: a new account may still buy it.
    expect((await order(await newBuyer(), 'CUCH-BLA-PAQ', 1, '10.61.0.3')).status).toBe(201);
    expect((await figures('CUCH-BLA-PAQ')).available).toBe(0);
    await expectStockLedgerBalanced(db());
  });

  it('the refusal names the product and the share, in Spanish and in English', async () => {
    await setAvailable('VASO-BLA-7OZ-UNI', 10);
    const buyer = await newBuyer();
    const es = await order(buyer, 'VASO-BLA-7OZ-UNI', 5, '10.62.0.1');
    expect(es.status).toBe(409);
    expect(es.body).toMatchObject({
      code: 'unpaid_units_limit',
      allowed: 2,
      maxPercent: 25,
      newAccount: true,
      variantId: fx.sku['VASO-BLA-7OZ-UNI'],
    });
    expect(es.body.error).toMatch(
      /^Mientras tu cuenta no tenga un pedido pagado, .* el 25 % del stock de Vaso .*\. Puedes pedir hasta 2 más/,
    );
    const en = await order(buyer, 'VASO-BLA-7OZ-UNI', 5, '10.62.0.1', 'en');
    expect(en.status).toBe(409);
    expect(en.body.error).toMatch(/^Until your account has a paid order, .* 25 % of the stock of Vaso .*\. You can order up to 2 more/);
    // Nothing was reserved by the refusals.
    expect((await figures('VASO-BLA-7OZ-UNI')).available).toBe(10);
  });

  it('a customer with a paid order holds more than a new account: half of the variant, a small stock whole', async () => {
    await setAvailable('PLAT-UNI', 1000);
    const regular = await newBuyer();
    await paidOrder(fx, regular, [['VASO-TRA-7OZ-PAQ', 1]]);
    expect(await grab(regular, 'PLAT-UNI', '10.63.0.1')).toBe(500);
    await setAvailable('VASO-BLA-7OZ-UNI', 8);
    expect((await order(regular, 'VASO-BLA-7OZ-UNI', 8, '10.63.0.1')).status).toBe(201);
    await expectStockLedgerBalanced(db());
  });

  it("staff see who holds a variant's reserved units (the inventory's link) and release them", async () => {
    await setAvailable('CUCH-BLA-PAQ', 40);
    const holder = await newBuyer();
    const placed = await order(holder, 'CUCH-BLA-PAQ', 10, '10.64.0.1');
    expect(placed.status, placed.text).toBe(201);
    const held = await figures('CUCH-BLA-PAQ');

    const inventory = await invokeRoute(inventoryRoute, '/api/admin/inventory?search=CUCH-BLA-PAQ', { token: fx.seller.token });
    expect(inventory.status).toBe(200);
    const row = inventory.body.inventory.find((r: { sku: string }) => r.sku === 'CUCH-BLA-PAQ');
    expect(row).toMatchObject({ reserved: held.reserved, available: held.available });
    // The reserved figure links to /admin/orders?tab=all&q=<sku> (components/admin/inventory/inventory-columns.tsx).
    const holders = await invokeRoute(adminOrdersRoute, '/api/admin/orders?q=CUCH-BLA-PAQ', { token: fx.seller.token });
    expect(holders.status).toBe(200);
    expect(holders.body.orders.map((o: { id: number }) => o.id)).toContain(placed.body.order.id);

    const id = String(placed.body.order.id);
    const cancelled = await invokeRoute(staffCancelRoute, `/api/admin/orders/${id}/cancel`, {
      token: fx.seller.token,
      params: { id },
      body: { reason: 'Reserva de una cuenta nueva sin pagar' },
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.order.paymentStatus).toBe('cancelled');
    expect(await figures('CUCH-BLA-PAQ')).toMatchObject({ reserved: held.reserved - 10, available: held.available + 10 });
    await expectStockLedgerBalanced(db());
  });
});
