import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as activityRoute } from '@/app/api/admin/activity-log/route';
import { GET as exportRoute } from '@/app/api/admin/catalog/export/route';
import { POST as dryRunRoute } from '@/app/api/admin/catalog/import/route';
import { DELETE as deleteCategoryRoute, PUT as putCategoryRoute } from '@/app/api/admin/categories/[id]/route';
import { GET as movementsRoute } from '@/app/api/admin/inventory/[variantId]/movements/route';
import { POST as receiveRoute } from '@/app/api/admin/inventory/[variantId]/receive/route';
import { PATCH as patchInventoryRoute } from '@/app/api/admin/inventory/[variantId]/route';
import { GET as inventoryRoute } from '@/app/api/admin/inventory/route';
import { POST as loginRoute } from '@/app/api/admin/login/route';
import { GET as ordersRoute } from '@/app/api/admin/orders/route';
import { POST as approveRoute } from '@/app/api/admin/orders/[id]/approve/route';
import { POST as refundRoute } from '@/app/api/admin/orders/[id]/refund/route';
import { POST as rejectRoute } from '@/app/api/admin/orders/[id]/reject/route';
import { POST as postPaymentMethod } from '@/app/api/admin/payment-methods/route';
import { DELETE as deleteProductRoute, GET as getProductRoute, PUT as putProductRoute } from '@/app/api/admin/products/[id]/route';
import { GET as listProductsRoute } from '@/app/api/admin/products/route';
import { PUT as putUserRoute } from '@/app/api/admin/users/[id]/route';
import { POST as postUserRoute } from '@/app/api/admin/users/route';
import { activityLog, categories, customerProfiles, products, variants } from '@/db/schema';
import { createAddress, createCustomer } from '../helpers/customers';
import { pendingConfirmationOrder, placeTestOrder, useOrderFixture } from '../helpers/orders';
import { invokeRoute } from '../helpers/routes';
import { specSavePayload } from '../helpers/products';
import { callRoute, createStaffUser, letSellersChangePrices, STAFF_PASSWORD } from '../helpers/staff';

/**
 * Issue 25 §5 (roles: a VENDEDOR never gets cost prices and is refused, with a 403, what the
 * role table denies), §6 (the staff activity log: an entry per change in the change's own
 * transaction, nothing sensitive, ADMIN reads and filters it) and the accent-insensitive order
 * search, all through the route handlers.
 */

const { testDb, db, fx } = useOrderFixture();
let productId: number;
let variantId: number;

const admin = () => fx.admin.token;
const seller = () => fx.seller.token;
const idParams = (id: number) => ({ params: { id: String(id) } });
const variantParams = () => ({ params: { variantId: String(variantId) } });

/** Every key anywhere in a JSON value. */
function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => keysOf(item, into));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      into.add(key);
      keysOf(item, into);
    }
  }
  return into;
}

async function lastEntry(entity: string) {
  const [row] = await db()
    .select()
    .from(activityLog)
    .where(eq(activityLog.entity, entity as 'product'))
    .orderBy(desc(activityLog.id))
    .limit(1);
  return row;
}
const entryCount = async () => (await db().select({ id: activityLog.id }).from(activityLog)).length;

async function productPayload(id: number, token: string) {
  const { body } = await callRoute(getProductRoute, `/api/admin/products/${id}`, { token, ...idParams(id) });
  return specSavePayload(body.product);
}

beforeAll(async () => {
  // Price changes are ADMIN's by default; these tests are about the features, not the permission.
  await letSellersChangePrices(testDb().db);
  variantId = fx.sku['PLAT-UNI'];
  await db().update(variants).set({ costPrice: 777 }).where(eq(variants.id, variantId));
  [{ productId }] = await db().select({ productId: variants.productId }).from(variants).where(eq(variants.id, variantId));
});

describe('VENDEDOR never receives cost prices (issue 25 §5)', () => {
  it('products list and detail: the key is absent for VENDEDOR, present for ADMIN', async () => {
    const sellerList = await callRoute(listProductsRoute, '/api/admin/products', { token: seller() });
    expect(sellerList.status).toBe(200);
    expect(keysOf(sellerList.body).has('costPrice')).toBe(false);
    const adminList = await callRoute(listProductsRoute, '/api/admin/products', { token: admin() });
    expect(keysOf(adminList.body).has('costPrice')).toBe(true);

    const detail = await callRoute(getProductRoute, `/api/admin/products/${productId}`, { token: seller(), ...idParams(productId) });
    expect(detail.status).toBe(200);
    expect(keysOf(detail.body).has('costPrice')).toBe(false);
    expect(JSON.stringify(detail.body)).not.toContain('777');
  });

  it('a VENDEDOR saves a product without costs (the stored cost is kept) and a cost in the payload is a 403', async () => {
    const payload = await productPayload(productId, seller());
    const withCost = { ...payload, variants: payload.variants.map((v: object) => ({ ...v, costPrice: 1 })) };
    const refused = await callRoute(putProductRoute, `/api/admin/products/${productId}`, {
      method: 'PUT',
      token: seller(),
      body: withCost,
      ...idParams(productId),
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('Tu rol no puede ver ni cambiar costos.');

    const saved = await callRoute(putProductRoute, `/api/admin/products/${productId}`, {
      method: 'PUT',
      token: seller(),
      body: { ...payload, description: 'Editado por la vendedora' },
      ...idParams(productId),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(keysOf(saved.body).has('costPrice')).toBe(false);
    const [row] = await db().select({ costPrice: variants.costPrice }).from(variants).where(eq(variants.id, variantId));
    expect(row.costPrice).toBe(777);
  });

  it('inventory: no cost column for VENDEDOR; editing the cost is a 403, the price is allowed', async () => {
    const list = await callRoute(inventoryRoute, '/api/admin/inventory', { token: seller() });
    expect(list.status).toBe(200);
    expect(list.body.inventory.length).toBeGreaterThan(0);
    expect(keysOf(list.body).has('costPrice')).toBe(false);
    expect(keysOf((await callRoute(inventoryRoute, '/api/admin/inventory', { token: admin() })).body).has('costPrice')).toBe(true);

    const path = `/api/admin/inventory/${variantId}`;
    const refused = await callRoute(patchInventoryRoute, path, {
      method: 'PATCH',
      token: seller(),
      body: { costPrice: 5 },
      ...variantParams(),
    });
    expect(refused.status).toBe(403);
    const price = await callRoute(patchInventoryRoute, path, {
      method: 'PATCH',
      token: seller(),
      body: { price: 2500 },
      ...variantParams(),
    });
    expect(price.status, JSON.stringify(price.body)).toBe(200);
    expect(keysOf(price.body).has('costPrice')).toBe(false);
  });

  it('receiving stock: a unit cost from a VENDEDOR is a 403; without it the goods are received; movements carry no unit cost', async () => {
    const path = `/api/admin/inventory/${variantId}/receive`;
    const refused = await callRoute(receiveRoute, path, { token: seller(), body: { quantity: 3, unitCost: 500 }, ...variantParams() });
    expect(refused.status).toBe(403);
    const received = await callRoute(receiveRoute, path, { token: seller(), body: { quantity: 3 }, ...variantParams() });
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    expect(keysOf(received.body).has('costPrice')).toBe(false);
    // An ADMIN's receipt with a cost, then the history as each role reads it.
    expect((await callRoute(receiveRoute, path, { token: admin(), body: { quantity: 1, unitCost: 640 }, ...variantParams() })).status).toBe(
      200,
    );
    const movementsPath = `/api/admin/inventory/${variantId}/movements`;
    const sellerMoves = await callRoute(movementsRoute, movementsPath, { token: seller(), ...variantParams() });
    expect(sellerMoves.status).toBe(200);
    expect(keysOf(sellerMoves.body).has('unitCost')).toBe(false);
    const adminMoves = await callRoute(movementsRoute, movementsPath, { token: admin(), ...variantParams() });
    expect(adminMoves.body.movements.some((m: { unitCost: number | null }) => m.unitCost === 640)).toBe(true);
  });

  it("the CSV export has no 'Costo' column for a VENDEDOR, and a VENDEDOR's import with one is a 403", async () => {
    const sellerCsv = await invokeRoute(exportRoute, '/api/admin/catalog/export', { token: seller() });
    expect(sellerCsv.status).toBe(200);
    const header = sellerCsv.text.split('\r\n')[0];
    expect(header).toContain('Precio');
    expect(header).not.toContain('Costo');
    const adminCsv = await invokeRoute(exportRoute, '/api/admin/catalog/export', { token: admin() });
    expect(adminCsv.text.split('\r\n')[0]).toContain('Costo');

    const upload = (token: string, text: string) =>
      invokeRoute(dryRunRoute, '/api/admin/catalog/import', {
        method: 'POST',
        token,
        body: new TextEncoder().encode(text),
        contentType: 'text/csv',
      });
    const refused = await upload(seller(), adminCsv.text);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toContain('Costo');
    expect((await upload(seller(), sellerCsv.text)).status).toBe(200);
    expect((await upload(admin(), adminCsv.text)).status).toBe(200);
  });
});

describe('what a VENDEDOR may not do is a 403 from the route (issue 25 §5)', () => {
  it('deleting a product or a category, and refunding, change nothing', async () => {
    const del = await callRoute(deleteProductRoute, `/api/admin/products/${productId}`, {
      method: 'DELETE',
      token: seller(),
      ...idParams(productId),
    });
    expect(del.status).toBe(403);
    expect(del.body.code).toBe('forbidden');
    expect(await db().select({ id: products.id }).from(products).where(eq(products.id, productId))).toHaveLength(1);

    const [category] = await db().insert(categories).values({ name: 'Temporal roles', slug: 'temporal-roles' }).returning();
    const delCategory = await callRoute(deleteCategoryRoute, `/api/admin/categories/${category.id}`, {
      method: 'DELETE',
      token: seller(),
      ...idParams(category.id),
    });
    expect(delCategory.status).toBe(403);
    expect(await db().select({ id: categories.id }).from(categories).where(eq(categories.id, category.id))).toHaveLength(1);

    const order = await placeTestOrder(fx, fx.ana, [['PLAT-UNI', 1]]);
    const refund = await callRoute(refundRoute, `/api/admin/orders/${order.id}/refund`, { token: seller(), ...idParams(order.id) });
    expect(refund.status).toBe(403);
  });
});

describe('staff activity log (issue 25 §6)', () => {
  it('records sign-ins, successful and failed, without the password', async () => {
    const who = await createStaffUser(db(), { rol: 'VENDEDOR', email: 'registro@example.com', nombre: 'Rita Registro' });
    const login = (password: string) =>
      callRoute(loginRoute, '/api/admin/login', {
        body: { email: 'registro@example.com', password },
        headers: { 'x-forwarded-for': '203.0.113.77' },
      });
    expect((await login('Clave-Equivocada-1')).status).toBe(401);
    expect((await login(STAFF_PASSWORD)).status).toBe(200);
    const entries = await db()
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entity, 'session'), eq(activityLog.actorEmail, 'registro@example.com')))
      .orderBy(activityLog.id);
    expect(entries.map((e) => e.action)).toEqual(['sign_in_failed', 'sign_in']);
    expect(entries[1]).toMatchObject({ staffId: who.user.id, actorName: 'Rita Registro' });
    expect(JSON.stringify(entries)).not.toMatch(/Clave-|argon2/);
  });

  it('a product update by an ADMIN: who, which record, only the changed values before and after', async () => {
    const payload = await productPayload(productId, admin());
    const res = await callRoute(putProductRoute, `/api/admin/products/${productId}`, {
      method: 'PUT',
      token: admin(),
      body: { ...payload, name: `${payload.name} XL` },
      ...idParams(productId),
      headers: { 'x-forwarded-for': '198.51.100.9' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const entry = await lastEntry('product');
    expect(entry).toMatchObject({
      action: 'update',
      entityId: String(productId),
      staffId: fx.admin.user.id,
      actorName: 'Admin Uno',
      label: `${payload.name} XL`,
    });
    expect(entry.before).toEqual({ name: payload.name });
    expect(entry.after).toEqual({ name: `${payload.name} XL` });
  });

  it('users: created and changed without the password or its hash; a new password is said, not shown', async () => {
    const created = await callRoute(postUserRoute, '/api/admin/users', {
      token: admin(),
      body: { nombre: 'Nueva Persona', email: 'nueva.persona@example.com', password: 'Secreta-Larga-99', rol: 'VENDEDOR' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.user.id;
    const changed = await callRoute(putUserRoute, `/api/admin/users/${id}`, {
      method: 'PUT',
      token: admin(),
      body: { nombre: 'Nueva Persona', email: 'nueva.persona@example.com', password: 'Otra-Secreta-88', rol: 'ADMIN' },
      ...idParams(id),
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const entries = await db()
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entity, 'staff_user'), eq(activityLog.entityId, String(id))))
      .orderBy(activityLog.id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update']);
    expect(entries[1].before).toEqual({ rol: 'VENDEDOR' });
    expect(entries[1].after).toEqual({ rol: 'ADMIN', credentialChanged: true });
    expect(JSON.stringify(entries)).not.toMatch(/Secreta|argon2|password/i);
  });

  it('payment methods and inventory prices are logged; a refused change writes no entry', async () => {
    const method = await callRoute(postPaymentMethod, '/api/admin/payment-methods', {
      token: admin(),
      body: { name: 'Daviplata registro', qrCodeUrl: '/files/payment-methods/daviplata.webp', instructions: null, isActive: true },
    });
    expect(method.status, JSON.stringify(method.body)).toBe(201);
    expect(await lastEntry('payment_method')).toMatchObject({ action: 'create', label: 'Daviplata registro', staffId: fx.admin.user.id });

    const path = `/api/admin/inventory/${variantId}`;
    const before = (await db().select({ price: variants.price }).from(variants).where(eq(variants.id, variantId)))[0].price;
    expect(
      (await callRoute(patchInventoryRoute, path, { method: 'PATCH', token: admin(), body: { price: before + 100 }, ...variantParams() }))
        .status,
    ).toBe(200);
    expect(await lastEntry('variant')).toMatchObject({
      action: 'update',
      entityId: String(variantId),
      before: { price: before },
      after: { price: before + 100 },
    });

    // Same transaction: a category moved inside itself is refused (400) and leaves no entry.
    const [parent] = await db().insert(categories).values({ name: 'Padre registro', slug: 'padre-registro' }).returning();
    const [child] = await db().insert(categories).values({ name: 'Hija registro', slug: 'hija-registro', parentId: parent.id }).returning();
    const count = await entryCount();
    const cycle = await callRoute(putCategoryRoute, `/api/admin/categories/${parent.id}`, {
      method: 'PUT',
      token: admin(),
      body: { name: 'Padre registro', description: null, parentId: child.id, imageUrl: null },
      ...idParams(parent.id),
    });
    expect(cycle.status).toBe(400);
    expect(await entryCount()).toBe(count);
    // An ADMIN deletes it: the entry keeps what was deleted.
    expect(
      (
        await callRoute(deleteCategoryRoute, `/api/admin/categories/${parent.id}`, {
          method: 'DELETE',
          token: admin(),
          ...idParams(parent.id),
        })
      ).status,
    ).toBe(200);
    expect(await lastEntry('category')).toMatchObject({
      action: 'delete',
      entityId: String(parent.id),
      before: expect.objectContaining({ name: 'Padre registro' }),
    });
  });

  it('order actions: who approved or rejected which order, the status before and after and the reason', async () => {
    const approved = await pendingConfirmationOrder(fx, fx.ana, [['PLAT-UNI', 1]]);
    expect(
      (
        await callRoute(approveRoute, `/api/admin/orders/${approved.id}/approve`, {
          method: 'POST',
          token: seller(),
          ...idParams(approved.id),
        })
      ).status,
    ).toBe(200);
    const approval = await lastEntry('order');
    expect(approval).toMatchObject({
      action: 'update',
      entityId: String(approved.id),
      label: `#${approved.id}`,
      staffId: fx.seller.user.id,
      before: { paymentStatus: 'pending_confirmation' },
      after: { paymentStatus: 'paid' },
    });

    const rejected = await pendingConfirmationOrder(fx, fx.ana, [['PLAT-UNI', 1]]);
    const reason = { reason: 'El comprobante no corresponde al valor.' };
    expect(
      (
        await callRoute(rejectRoute, `/api/admin/orders/${rejected.id}/reject`, {
          method: 'POST',
          token: admin(),
          body: reason,
          ...idParams(rejected.id),
        })
      ).status,
    ).toBe(200);
    expect(await lastEntry('order')).toMatchObject({
      entityId: String(rejected.id),
      before: { paymentStatus: 'pending_confirmation' },
      after: { paymentStatus: 'cancelled', note: reason.reason },
    });

    // A refused action (the order is no longer awaiting confirmation) writes no entry.
    const before = await entryCount();
    expect(
      (
        await callRoute(approveRoute, `/api/admin/orders/${rejected.id}/approve`, {
          method: 'POST',
          token: admin(),
          ...idParams(rejected.id),
        })
      ).status,
    ).toBe(409);
    expect(await entryCount()).toBe(before);
  });

  it('GET /api/admin/activity-log: ADMIN filters by action, record, person and text; VENDEDOR 403; bad filters 400 in Spanish', async () => {
    const get = (query: string, token = admin()) => callRoute(activityRoute, `/api/admin/activity-log?${query}`, { token });
    const updates = await get('action=update&entity=product');
    expect(updates.status).toBe(200);
    expect(updates.body.entries.length).toBeGreaterThan(0);
    expect(updates.body.entries.every((e: { action: string; entity: string }) => e.action === 'update' && e.entity === 'product')).toBe(
      true,
    );
    expect(updates.body.entries[0].actor).toMatchObject({ id: fx.admin.user.id, nombre: 'Admin Uno' });

    const byPerson = await get(`staff_id=${fx.admin.user.id}`);
    expect(byPerson.body.entries.every((e: { actor: { id: number } }) => e.actor.id === fx.admin.user.id)).toBe(true);
    const byText = await get('q=Daviplata');
    expect(byText.body.entries.map((e: { label: string }) => e.label)).toEqual(['Daviplata registro']);

    // Newest first, page by page, without repeats.
    const first = await get('limit=2');
    expect(first.body.nextCursor).toBeTruthy();
    const second = await get(`limit=2&cursor=${first.body.nextCursor}`);
    const ids = [...first.body.entries, ...second.body.entries].map((e: { id: number }) => e.id);
    expect(new Set(ids).size).toBe(4);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);

    expect((await get('', seller())).status).toBe(403);
    const bad = await get('action=borrar&from=2026-02-30');
    expect(bad.status).toBe(400);
    expect(bad.body.fields.action).toEqual(['Acción no válida.']);
    expect(bad.body.fields.from).toEqual(['La fecha inicial debe tener el formato AAAA-MM-DD.']);
  });
});

describe('order search ignores accents and case', () => {
  it("'Pena' finds 'Peña', 'jose' finds 'José', 'MARIA' finds 'Ana María'", async () => {
    const jose = await createCustomer(db(), { email: 'jp@example.com' });
    await db().insert(customerProfiles).values({ customerId: jose.id, fullName: 'José Peña' });
    const joseOrder = (await placeTestOrder(fx, { ...jose, addressId: (await createAddress(db(), jose.id)).id }, [['PLAT-UNI', 1]])).id;
    const search = async (q: string) => {
      const res = await callRoute(ordersRoute, `/api/admin/orders?q=${encodeURIComponent(q)}`, { token: seller() });
      expect(res.status).toBe(200);
      return res.body.orders.map((o: { id: number }) => o.id) as number[];
    };
    expect(await search('Pena')).toContain(joseOrder);
    expect(await search('jose')).toContain(joseOrder);
    expect(await search('JOSÉ PEÑA')).toContain(joseOrder);
    const maria = await search('MARIA gomez');
    expect(maria.length).toBeGreaterThan(0);
    expect(maria).not.toContain(joseOrder);
  });
});
