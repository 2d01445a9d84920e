import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETE as deleteAddressRoute, PATCH as addressRoute } from '@/app/api/admin/customers/[id]/addresses/[addressId]/route';
import { POST as addressesRoute } from '@/app/api/admin/customers/[id]/addresses/route';
import { GET as detailRoute, PATCH as patchRoute } from '@/app/api/admin/customers/[id]/route';
import { GET as listRoute, POST as createRoute } from '@/app/api/admin/customers/route';
import { POST as requestCodeRoute } from '@/app/api/auth/request-code/route';
import { POST as verifyCodeRoute } from '@/app/api/auth/verify-code/route';
import { GET as myOrdersRoute } from '@/app/api/orders/route';
import { activityLog, customerProfiles, customers } from '@/db/schema';
import { setEmailDriverForTests } from '@/lib/email';
import { LOGIN_CODE_EMAIL_KIND } from '@/lib/email/templates/login-code';
import { createAddress, createCustomer, lastEmail } from '../helpers/customers';
import { useTestDb } from '../helpers/db';
import { insertOrder } from '../helpers/orders';
import { callRoute, createStaffUser } from '../helpers/staff';

/**
 * Issue 23 §4: the back office's 'Clientes'. Search by every field (phones however typed, names
 * without accents), the detail's totals, create (with and without e-mail, duplicate → 409 with
 * the other customer's id), edit, addresses, bad input, who may call, and a staff-created
 * customer finding their orders in 'Mis Pedidos' after signing in with the same e-mail.
 */

const testDb = useTestDb();
const db = () => testDb().db;

type Item = {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  documentType: string | null;
  documentNumber: string | null;
  ordersCount: number;
  lastOrderAt: string | null;
};
type ListBody = { items: Item[]; total: number; nextCursor: string | null; error?: string; fields?: Record<string, string[]> };
type Detail = {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  dataPolicyAccepted: boolean;
  addresses: { id: number; isDefault: boolean; recipientName: string; phone: string | null }[];
  orders: { id: number; total: number; paymentStatus: string; source: string }[];
  ordersCount: number;
  totalSpent: number;
  lastOrderAt: string | null;
  [key: string]: unknown;
};

let admin: Awaited<ReturnType<typeof createStaffUser>>;
let seller: Awaited<ReturnType<typeof createStaffUser>>;
let jose: number;
let carla: number;
let deleted: number;

const list = (query: string, token = seller.token) => callRoute<ListBody>(listRoute, `/api/admin/customers?${query}`, { token });
const search = async (q: string) => {
  const res = await list(`q=${encodeURIComponent(q)}`);
  expect(res.status, `${q}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body.items.map((item) => item.id).sort((a, b) => a - b);
};
const create = (body: unknown, token = seller.token) => callRoute(createRoute, '/api/admin/customers', { token, body });
const detail = (id: number, token = seller.token) =>
  callRoute<{ customer: Detail }>(detailRoute, `/api/admin/customers/${id}`, { token, params: { id: String(id) } });
const patch = (id: number, body: unknown, token = seller.token) =>
  callRoute(patchRoute, `/api/admin/customers/${id}`, { method: 'PATCH', token, body, params: { id: String(id) } });
const lastEntry = async (entity: 'customer' | 'customer_address') =>
  (await db().select().from(activityLog).where(eq(activityLog.entity, entity)).orderBy(desc(activityLog.id)).limit(1))[0];

const ADDRESS = {
  recipientName: 'Don Ramiro',
  street: 'Avenida 0 # 12-34',
  city: 'Cúcuta',
  state: 'Norte de Santander',
  phone: '315 777 8899',
};

beforeAll(async () => {
  setEmailDriverForTests({ name: 'test', send: async () => ({ id: null }) });
  admin = await createStaffUser(db(), { rol: 'ADMIN', nombre: 'Admin Clientes' });
  seller = await createStaffUser(db(), { rol: 'VENDEDOR', nombre: 'Vendedora Clientes' });
  const a = await createCustomer(db(), { email: 'jose.pena@example.com', name: 'José' });
  jose = a.id;
  await db()
    .insert(customerProfiles)
    .values({ customerId: jose, fullName: 'José Peña', phone: '+573001234567', documentNumber: '1.090.456.789' });
  const b = await createCustomer(db(), { email: 'carla@empresa.co' });
  carla = b.id;
  await db().insert(customerProfiles).values({
    customerId: carla,
    fullName: 'Carla Rojas',
    phone: '(607) 571-2345',
    documentType: 'CC',
    isBusiness: true,
    businessName: 'Desechables Ñapa',
    businessTaxId: '900123456-8',
    businessNitNumber: '900123456',
    businessNitCheckDigit: 8,
  });
  const c = await createCustomer(db(), { email: 'borrado@example.com', name: 'José Borrado' });
  deleted = c.id;
  await db().update(customers).set({ deletedAt: new Date() }).where(eq(customers.id, deleted));
});
afterAll(() => setEmailDriverForTests(undefined));

describe('GET /api/admin/customers (search)', () => {
  it('answers the picker shape exactly', async () => {
    const res = await list(`q=${encodeURIComponent('peña')}`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['items', 'nextCursor', 'total']);
    expect(res.body.items).toEqual([
      {
        id: jose,
        name: 'José Peña',
        email: 'jose.pena@example.com',
        phone: '+573001234567',
        documentType: 'CC',
        documentNumber: '1.090.456.789',
        ordersCount: 0,
        lastOrderAt: null,
      },
    ]);
    expect(res.body.total).toBe(1);
    expect(res.body.nextCursor).toBeNull();
  });

  it('finds by name ignoring accents and case (profile, login name and business)', async () => {
    expect(await search('jose pena')).toEqual([jose]);
    expect(await search('PEÑA')).toEqual([jose]);
    expect(await search('rojas')).toEqual([carla]);
    expect(await search('desechables napa')).toEqual([carla]);
  });

  it('finds by e-mail, whole or in part', async () => {
    expect(await search('jose.pena@example.com')).toEqual([jose]);
    expect(await search('@empresa')).toEqual([carla]);
  });

  it('finds by phone however it is typed', async () => {
    for (const typed of ['300 123 4567', '3001234567', '+57 300 123 4567', '+573001234567', '300-123-4567', '1234567']) {
      expect(await search(typed), typed).toEqual([jose]);
    }
    expect(await search('607 571 2345')).toEqual([carla]);
    expect(await search('(607) 5712345')).toEqual([carla]);
  });

  it('finds by document number and NIT, with or without dots and check digit', async () => {
    expect(await search('1090456789')).toEqual([jose]);
    expect(await search('1.090.456.789')).toEqual([jose]);
    expect(await search('900.123.456-8')).toEqual([carla]);
    expect(await search('900123456')).toEqual([carla]);
  });

  it('never lists a deleted account', async () => {
    expect(await search('borrado')).toEqual([]);
    const all = await list('limit=100');
    expect(all.body.items.map((item) => item.id)).not.toContain(deleted);
  });

  it('lists newest activity first and pages with a cursor; total counts every match', async () => {
    // Carla ordered just now: she goes before José, who only has an account.
    await insertOrder(db(), { customerId: carla, total: 5000, paymentStatus: 'paid' });
    const first = await list('limit=1');
    expect(first.status).toBe(200);
    expect(first.body.items.map((item) => item.id)).toEqual([carla]);
    expect(first.body.items[0].ordersCount).toBe(1);
    expect(first.body.items[0].lastOrderAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(first.body.total).toBeGreaterThanOrEqual(2);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await list(`limit=1&cursor=${first.body.nextCursor}`);
    expect(second.status).toBe(200);
    expect(second.body.items).toHaveLength(1);
    expect(second.body.items[0].id).not.toBe(carla);
  });

  it('refuses bad parameters with Spanish field errors', async () => {
    const long = await list(`q=${'a'.repeat(101)}`);
    expect(long.status).toBe(400);
    expect(long.body.fields?.q?.[0]).toMatch(/búsqueda/);
    const limit = await list('limit=0');
    expect(limit.status).toBe(400);
    expect(limit.body.fields?.limit?.[0]).toMatch(/límite/);
    const cursor = await list('cursor=%%%');
    expect(cursor.status).toBe(400);
  });
});

describe('POST /api/admin/customers', () => {
  it('creates a customer with a name and a phone only (VENDEDOR): no e-mail, no data-policy acceptance, an activity entry', async () => {
    const res = await create({ fullName: 'Marta Cliente WhatsApp', phone: '311 222 3344' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const customer = res.body.customer as Detail;
    expect(customer).toMatchObject({
      name: 'Marta Cliente WhatsApp',
      email: null,
      phone: '+573112223344',
      documentType: 'CC',
      dataPolicyAccepted: false,
      ordersCount: 0,
      totalSpent: 0,
    });
    const [row] = await db().select().from(customers).where(eq(customers.id, customer.id));
    expect(row.dataPolicyVersion).toBeNull();
    expect(row.name).toBe('Marta Cliente WhatsApp');
    const entry = await lastEntry('customer');
    expect(entry).toMatchObject({
      action: 'create',
      entityId: String(customer.id),
      staffId: seller.user.id,
      label: 'Marta Cliente WhatsApp',
    });
    expect(await search('311 222')).toContain(customer.id);
  });

  it('accepts `name` for the full name, and a business with its NIT', async () => {
    const res = await create({
      name: 'Pedro Tienda',
      phone: '+57 320 000 1111',
      email: 'Pedro@Tienda.CO',
      isBusiness: true,
      businessName: 'Tienda Pedro',
      businessTaxId: '900.123.456-8',
      documentType: 'CE',
      documentNumber: 'E12345',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.customer).toMatchObject({
      name: 'Pedro Tienda',
      email: 'pedro@tienda.co',
      isBusiness: true,
      businessTaxId: '900123456-8',
      documentType: 'CE',
      documentNumber: 'E12345',
    });
  });

  it('answers 409 with the existing customer when the e-mail already belongs to one (any case)', async () => {
    const res = await create({ fullName: 'Otro José', phone: '3009998877', email: 'JOSE.PENA@example.com' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'email_taken', customerId: jose, fields: { email: [expect.stringMatching(/correo/)] } });
  });

  it('refuses bad input with 400 and Spanish messages per field', async () => {
    const empty = await create({});
    expect(empty.status).toBe(400);
    expect(empty.body.fields.fullName[0]).toBe('Este campo es obligatorio.');
    expect(empty.body.fields.phone[0]).toBe('Escribe el teléfono del cliente.');
    const bad = await create({ fullName: 'X', phone: '12345', email: 'no-es-correo' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.phone[0]).toMatch(/celular de 10 dígitos/);
    expect(bad.body.fields.email[0]).toMatch(/correo electrónico válido/);
    // The rules across fields are checked once each field is valid on its own.
    const rules = await create({
      fullName: 'X',
      phone: '3001112222',
      documentType: 'NIT',
      documentNumber: '900123456-1',
      isBusiness: true,
    });
    expect(rules.status).toBe(400);
    expect(rules.body.fields.documentNumber[0]).toBe('El dígito de verificación no corresponde: para 900123456 es 8.');
    expect(rules.body.fields.businessName[0]).toBe('Obligatorio para empresas.');
    const wrongDigit = await create({
      fullName: 'X',
      phone: '3001112222',
      isBusiness: true,
      businessName: 'X SAS',
      businessTaxId: '900123456-1',
    });
    expect(wrongDigit.status).toBe(400);
    expect(wrongDigit.body.fields.businessTaxId[0]).toBe('El dígito de verificación no corresponde: para 900123456 es 8.');
    for (const body of ['[]', 'null', '"x"']) {
      const res = await callRoute(createRoute, '/api/admin/customers', { token: seller.token, body: JSON.parse(body) });
      expect(res.status, body).toBe(400);
    }
  });
});

describe('GET /api/admin/customers/{id}', () => {
  it('adds up the paid orders only and dates the last order', async () => {
    const res = await create({ fullName: 'Cliente Con Pedidos', phone: '3015556677' });
    const id = (res.body.customer as Detail).id;
    const day = (d: number) => new Date(Date.UTC(2026, 10, d, 15));
    await insertOrder(db(), { customerId: id, total: 10_000, paymentStatus: 'paid', createdAt: day(1) });
    await insertOrder(db(), { customerId: id, total: 2_500, paymentStatus: 'paid', createdAt: day(3) });
    await insertOrder(db(), { customerId: id, total: 7_000, paymentStatus: 'refunded', createdAt: day(4) });
    await insertOrder(db(), { customerId: id, total: 3_000, paymentStatus: 'cancelled', createdAt: day(5) });
    const newest = await insertOrder(db(), { customerId: id, total: 9_000, paymentStatus: 'pending_payment', createdAt: day(6) });
    const { status, body } = await detail(id);
    expect(status).toBe(200);
    expect(body.customer.totalSpent).toBe(12_500);
    expect(body.customer.ordersCount).toBe(5);
    expect(body.customer.lastOrderAt).toBe(day(6).toISOString());
    expect(body.customer.orders.map((o) => o.id)[0]).toBe(newest.id);
    expect(body.customer.orders[0]).toEqual({
      id: newest.id,
      createdAt: day(6).toISOString(),
      paymentStatus: 'pending_payment',
      shippingStatus: 'unfulfilled',
      total: 9_000,
      source: 'web',
    });
  });

  it('is a 404 for an unknown or deleted customer, and for a bad id', async () => {
    expect((await detail(999_999)).status).toBe(404);
    expect((await detail(deleted)).status).toBe(404);
    expect((await callRoute(detailRoute, '/api/admin/customers/abc', { token: seller.token, params: { id: 'abc' } })).status).toBe(404);
  });
});

describe('PATCH /api/admin/customers/{id}', () => {
  it('changes only what is sent, with an activity entry of what changed', async () => {
    const res = await patch(carla, { fullName: 'Carla Rojas de Peña' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.customer).toMatchObject({
      name: 'Carla Rojas de Peña',
      email: 'carla@empresa.co',
      phone: '+576075712345',
      businessTaxId: '900123456-8',
      isBusiness: true,
    });
    const entry = await lastEntry('customer');
    expect(entry).toMatchObject({ action: 'update', entityId: String(carla), staffId: seller.user.id });
    expect(entry.after).toMatchObject({ fullName: 'Carla Rojas de Peña' });
    expect(await search('rojas de pena')).toEqual([carla]);
  });

  it('gives an e-mail to a customer created without one; refuses one that belongs to someone else (409)', async () => {
    const created = await create({ fullName: 'Sin Correo', phone: '3024445566' });
    const id = (created.body.customer as Detail).id;
    const taken = await patch(id, { email: 'carla@empresa.co' });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'email_taken', customerId: carla });
    const ok = await patch(id, { email: 'sin.correo@example.com' }, admin.token);
    expect(ok.status).toBe(200);
    expect(ok.body.customer.email).toBe('sin.correo@example.com');
  });

  it('keeps the e-mail of a customer who signs in with it', async () => {
    await db().update(customers).set({ lastLoginAt: new Date() }).where(eq(customers.id, jose));
    const res = await patch(jose, { email: 'otro@example.com' });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('email_locked');
    expect((await patch(jose, { email: 'jose.pena@example.com', fullName: 'José Peña' })).status).toBe(200);
  });

  it('refuses bad input with 400 and Spanish messages, and unknown customers with 404', async () => {
    const res = await patch(carla, { phone: 'abc' });
    expect(res.status).toBe(400);
    expect(res.body.fields.phone[0]).toMatch(/celular/);
    const nit = await patch(carla, { businessTaxId: '900123456-1' });
    expect(nit.status).toBe(400);
    expect(nit.body.fields.businessTaxId[0]).toMatch(/dígito de verificación/);
    expect((await patch(carla, [1, 2])).status).toBe(400);
    expect((await patch(999_999, { fullName: 'X' })).status).toBe(404);
    expect((await patch(deleted, { fullName: 'X' })).status).toBe(404);
  });
});

describe('customer addresses by staff', () => {
  const add = (id: number, body: unknown, token = seller.token) =>
    callRoute(addressesRoute, `/api/admin/customers/${id}/addresses`, { token, body, params: { id: String(id) } });
  const edit = (id: number, addressId: number, body: unknown) =>
    callRoute(addressRoute, `/api/admin/customers/${id}/addresses/${addressId}`, {
      method: 'PATCH',
      token: seller.token,
      body,
      params: { id: String(id), addressId: String(addressId) },
    });

  it('adds the first address as the default and edits it, each with an activity entry', async () => {
    const created = await create({ fullName: 'Con Dirección', phone: '3047778899' });
    const id = (created.body.customer as Detail).id;
    const res = await add(id, ADDRESS);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.address).toMatchObject({ recipientName: 'Don Ramiro', isDefault: true, phone: '+573157778899', country: 'CO' });
    expect(await lastEntry('customer_address')).toMatchObject({ action: 'create', entityId: String(res.body.address.id) });

    const changed = await edit(id, res.body.address.id, { ...ADDRESS, street: 'Calle 5 # 6-7', details: 'Local 2' });
    expect(changed.status).toBe(200);
    expect(changed.body.address).toMatchObject({ street: 'Calle 5 # 6-7', details: 'Local 2', isDefault: true });
    expect(await lastEntry('customer_address')).toMatchObject({ action: 'update', entityId: String(res.body.address.id) });
    expect((await detail(id)).body.customer.addresses).toHaveLength(1);
  });

  it('deletes an address (VENDEDOR too): the newest remaining one becomes the default, with an activity entry of what was removed', async () => {
    const remove = (id: number, addressId: number) =>
      callRoute(deleteAddressRoute, `/api/admin/customers/${id}/addresses/${addressId}`, {
        method: 'DELETE',
        token: seller.token,
        params: { id: String(id), addressId: String(addressId) },
      });
    const id = ((await create({ fullName: 'Dos Direcciones', phone: '3047778800' })).body.customer as Detail).id;
    const first = (await add(id, ADDRESS)).body.address;
    const second = (await add(id, { ...ADDRESS, street: 'Avenida 0 # 12-30' })).body.address;
    expect([first.isDefault, second.isDefault]).toEqual([true, false]);

    const res = await remove(id, first.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect((await detail(id)).body.customer.addresses).toEqual([expect.objectContaining({ id: second.id, isDefault: true })]);
    expect(await lastEntry('customer_address')).toMatchObject({
      action: 'delete',
      entityId: String(first.id),
      before: expect.objectContaining({ customerId: id, street: ADDRESS.street }),
    });

    // Gone already, another customer's, or a bad id: nothing changes.
    expect((await remove(id, first.id)).status).toBe(404);
    const someoneElse = ((await create({ fullName: 'Otra Persona', phone: '3047778801' })).body.customer as Detail).id;
    const theirs = (await add(someoneElse, ADDRESS)).body.address;
    expect((await remove(id, theirs.id)).status).toBe(404);
    expect((await detail(someoneElse)).body.customer.addresses).toHaveLength(1);
    expect((await remove(id, Number.NaN)).status).toBe(404);
    expect((await detail(id)).body.customer.addresses).toHaveLength(1);
  });

  it("refuses another customer's address (404) and bad input (400 in Spanish)", async () => {
    const other = await createAddress(db(), jose);
    expect((await edit(carla, other.id, ADDRESS)).status).toBe(404);
    expect((await add(999_999, ADDRESS)).status).toBe(404);
    const bad = await add(carla, { street: '', phone: '123' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.recipientName[0]).toBe('Este campo es obligatorio.');
    expect(bad.body.fields.phone[0]).toMatch(/celular de 10 dígitos/);
  });
});

describe('who may call', () => {
  it('ADMIN and VENDEDOR may; a customer token and no token are 401', async () => {
    const customer = await createCustomer(db());
    for (const token of [admin.token, seller.token]) expect((await list('', token)).status).toBe(200);
    expect((await list('', customer.token)).status).toBe(401);
    expect((await callRoute(listRoute, '/api/admin/customers')).status).toBe(401);
    expect((await create({ fullName: 'X', phone: '3001112222' }, customer.token)).status).toBe(401);
    expect((await patch(jose, { fullName: 'X' }, customer.token)).status).toBe(401);
    expect((await detail(jose, customer.token)).status).toBe(401);
  });
});

describe('a customer created by staff signs in later with the same e-mail', () => {
  it("finds the orders staff took for them in 'Mis Pedidos' and is asked for the data policy", async () => {
    const email = 'whatsapp.luego.web@example.com';
    const created = await create({ fullName: 'Lucía WhatsApp', phone: '3056667788', email });
    expect(created.status).toBe(201);
    const id = (created.body.customer as Detail).id;
    const order = await insertOrder(db(), { customerId: id, total: 42_000 });

    const ip = '10.77.0.1';
    const requested = await callRoute(requestCodeRoute, '/api/auth/request-code', { body: { email }, headers: { 'x-forwarded-for': ip } });
    expect(requested.status).toBe(200);
    const mail = await lastEmail(db(), email, LOGIN_CODE_EMAIL_KIND);
    const code = mail?.textBody.match(/(?:Código|Code): (\d{6})/)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const verified = await callRoute(verifyCodeRoute, '/api/auth/verify-code', {
      body: { email, code },
      headers: { 'x-forwarded-for': ip },
    });
    expect(verified.status).toBe(200);
    expect(verified.body.consentRequired).toBe(true);

    const mine = await callRoute(myOrdersRoute, '/api/orders', { token: verified.body.token });
    expect(mine.status).toBe(200);
    expect(mine.body.orders.map((o: { id: number }) => o.id)).toEqual([order.id]);
    // One account: the login found the staff-created row instead of making another.
    expect(
      await db()
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.email, email))),
    ).toEqual([{ id }]);
  });
});
