import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as notesRoute } from '@/app/api/admin/orders/[id]/notes/route';
import { GET as detailRoute } from '@/app/api/admin/orders/[id]/route';
import { GET as listRoute } from '@/app/api/admin/orders/route';
import { customerProfiles, orderNotes, orders } from '@/db/schema';
import { createAddress, createCustomer, liveCustomerToken } from '../helpers/customers';
import { insertOrder, placeTestOrder, useOrderFixture } from '../helpers/orders';
import { callRoute } from '../helpers/staff';

/**
 * Issue 25 §2-3: the orders list's search box (`q`) by each field, the date range in Colombia's
 * time zone at the day boundaries, the 'Pendiente de pago' filter, and internal notes.
 */

const { db, fx } = useOrderFixture();
/** Orders placed through the checkout, by who placed them. */
let anaOrder: number;
let betoOrder: number;
let carlaOrder: number;

type ListBody = {
  orders: { id: number; user: { nombre: string; email: string } }[];
  nextCursor: string | null;
  error?: string;
  fields?: Record<string, string[]>;
};
const list = (query: string, token = fx.seller.token) => callRoute<ListBody>(listRoute, `/api/admin/orders?${query}`, { token });
const ids = async (query: string) => {
  const res = await list(query);
  expect(res.status, `${query}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body.orders.map((o) => o.id).sort();
};
const search = (q: string) => ids(`q=${encodeURIComponent(q)}`);

beforeAll(async () => {
  anaOrder = (await placeTestOrder(fx, fx.ana, [['VASO-BLA-7OZ-UNI', 10]])).id;
  betoOrder = (await placeTestOrder(fx, fx.beto, [['PLAT-UNI', 2]])).id;
  // Carla: a profile phone written loosely and a recipient whose phone differs from hers.
  const carla = await createCustomer(db(), { email: 'carla.rojas@example.com' });
  await db()
    .insert(customerProfiles)
    .values({ customerId: carla.id, fullName: 'Carla Rojas', phone: '(607) 571-2345', documentNumber: '1.090.456.789' });
  const address = await createAddress(db(), carla.id, { recipientName: 'Don Ramiro', phone: '+573157778899' });
  carlaOrder = (await placeTestOrder(fx, { ...carla, addressId: address.id }, [['CUCH-BLA-PAQ', 1]])).id;
});

describe('GET /api/admin/orders?q= (issue 25 §2)', () => {
  it('finds an order by its number, with or without #', async () => {
    expect(await search(String(betoOrder))).toEqual([betoOrder]);
    expect(await search(`#${carlaOrder}`)).toEqual([carlaOrder]);
  });

  it('finds by customer name (profile, login name, business) and by recipient, case-insensitively', async () => {
    expect(await search('ana maría')).toEqual([anaOrder]);
    expect(await search('ROJAS')).toEqual([carlaOrder]);
    expect(await search('la frontera')).toEqual([anaOrder]);
    expect(await search('ramiro')).toEqual([carlaOrder]);
  });

  it('finds by e-mail, whole or in part', async () => {
    expect(await search('beto@example.com')).toEqual([betoOrder]);
    expect(await search('carla.rojas')).toEqual([carlaOrder]);
  });

  it('finds by phone however it is typed: profile phone and the recipient phone, by their digits', async () => {
    expect(await search('300 111 2233')).toEqual([anaOrder]);
    expect(await search('3001112233')).toEqual([anaOrder]);
    expect(await search('+57 300-111-2233')).toEqual([anaOrder]);
    expect(await search('607 571 2345')).toEqual([carlaOrder]);
    expect(await search('315 777 8899')).toEqual([carlaOrder]);
    expect(await search('7778899')).toEqual([carlaOrder]);
  });

  it('finds by document (CC, NIT with or without dots and check digit)', async () => {
    expect(await search('1090456789')).toEqual([carlaOrder]);
    expect(await search('1.090.456.789')).toEqual([carlaOrder]);
    expect(await search('900.123.456-8')).toEqual([anaOrder]);
  });

  it('finds by product name and by SKU of a line', async () => {
    expect(await search('bagazo')).toEqual([betoOrder]);
    expect(await search('vaso plástico')).toEqual([anaOrder]);
    expect(await search('cuch-bla')).toEqual([carlaOrder]);
  });

  it('treats LIKE wildcards as text, combines with the status filter, and finds nothing for a stranger', async () => {
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
    expect(await search('nadie-se-llama-asi')).toEqual([]);
    expect(await ids(`q=ana&payment_status=pending_payment`)).toEqual([anaOrder]);
    expect(await ids(`q=ana&payment_status=paid`)).toEqual([]);
  });

  it('refuses an over-long or hidden-character search with a Spanish field error', async () => {
    const long = await list(`q=${'a'.repeat(101)}`);
    expect(long.status).toBe(400);
    expect(long.body.fields?.q?.[0]).toMatch(/no puede superar 100/);
    const hidden = await list(`q=${encodeURIComponent('ana\u202E')}`);
    expect(hidden.status).toBe(400);
    expect(hidden.body.fields?.q).toBeDefined();
  });
});

describe('GET /api/admin/orders?from=&to= (Colombia, UTC−5)', () => {
  let lateOn19: number;
  let earlyOn20: number;
  let lateOn20: number;
  let earlyOn21: number;

  beforeAll(async () => {
    const customerId = fx.beto.id;
    // 19 nov 23:59:59 in Cúcuta is 20 nov 04:59:59 UTC; 20 nov 00:00 in Cúcuta is 05:00 UTC.
    lateOn19 = (await insertOrder(db(), { customerId, createdAt: new Date('2025-11-20T04:59:59.999Z') })).id;
    earlyOn20 = (await insertOrder(db(), { customerId, createdAt: new Date('2025-11-20T05:00:00.000Z') })).id;
    lateOn20 = (await insertOrder(db(), { customerId, createdAt: new Date('2025-11-21T04:59:59.999Z') })).id;
    earlyOn21 = (await insertOrder(db(), { customerId, createdAt: new Date('2025-11-21T05:00:00.000Z') })).id;
  });

  it('a day is Colombia’s day: from its 00:00 to its 23:59:59.999, both ends included', async () => {
    expect(await ids('from=2025-11-20&to=2025-11-20')).toEqual([earlyOn20, lateOn20]);
    expect(await ids('from=2025-11-19&to=2025-11-19')).toEqual([lateOn19]);
    expect(await ids('from=2025-11-21&to=2025-11-21')).toEqual([earlyOn21]);
  });

  it('one end alone is open on the other side', async () => {
    expect(await ids('from=2025-11-21&to=2025-11-30')).toEqual([earlyOn21]);
    expect(await ids('to=2025-11-19')).toEqual([lateOn19]);
    const fromTwentyFirst = await ids('from=2025-11-21');
    expect(fromTwentyFirst).toContain(earlyOn21);
    expect(fromTwentyFirst).not.toContain(lateOn20);
  });

  it('refuses a bad date or a range that ends before it starts', async () => {
    for (const query of ['from=20-11-2025', 'to=2025-02-30', 'from=hoy']) {
      const res = await list(query);
      expect(res.status, query).toBe(400);
      expect(Object.keys(res.body.fields ?? {}).length, query).toBe(1);
    }
    const backwards = await list('from=2025-11-21&to=2025-11-20');
    expect(backwards.status).toBe(400);
    expect(backwards.body.fields?.to?.[0]).toMatch(/anterior a la inicial/);
  });
});

describe("'Pendiente de pago'", () => {
  it('payment_status=pending_payment lists the unpaid orders only', async () => {
    const unpaid = await ids('payment_status=pending_payment');
    expect(unpaid).toEqual(expect.arrayContaining([anaOrder, betoOrder, carlaOrder]));
    const rows = await db().select({ id: orders.id, status: orders.paymentStatus }).from(orders);
    expect(unpaid).toEqual(
      rows
        .filter((r) => r.status === 'pending_payment')
        .map((r) => r.id)
        .sort(),
    );
  });
});

describe('POST /api/admin/orders/{id}/notes (issue 25 §3)', () => {
  const post = (id: number, body: unknown, token?: string) =>
    callRoute(notesRoute, `/api/admin/orders/${id}/notes`, { method: 'POST', token, body, params: { id: String(id) } });

  it('staff add a note with author and time; the order detail shows it, oldest first', async () => {
    const first = await post(betoOrder, { note: '  Llamar antes de las 10  ' }, fx.seller.token);
    expect(first.status).toBe(201);
    expect(first.body.note).toMatchObject({ note: 'Llamar antes de las 10', authorId: fx.seller.user.id, authorName: 'Vendedora Dos' });
    expect(Date.parse(first.body.note.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    const second = await post(betoOrder, { note: 'Pagó en efectivo en tienda' }, fx.admin.token);
    expect(second.status).toBe(201);

    const detail = await callRoute(detailRoute, `/api/admin/orders/${betoOrder}`, {
      token: fx.seller.token,
      params: { id: String(betoOrder) },
    });
    expect(detail.body.order.notes.map((n: { note: string; authorName: string }) => [n.note, n.authorName])).toEqual([
      ['Llamar antes de las 10', 'Vendedora Dos'],
      ['Pagó en efectivo en tienda', 'Admin Uno'],
    ]);
  });

  it('refuses customers and anonymous callers, and writes nothing', async () => {
    const before = await db().select().from(orderNotes).where(eq(orderNotes.orderId, anaOrder));
    const customer = await post(anaOrder, { note: 'Soy el cliente' }, await liveCustomerToken(db(), fx.ana.id));
    expect(customer.status).toBe(401);
    const anonymous = await post(anaOrder, { note: 'Nadie' });
    expect(anonymous.status).toBe(401);
    expect(await db().select().from(orderNotes).where(eq(orderNotes.orderId, anaOrder))).toEqual(before);
  });

  it('validates the note in Spanish and answers 404 for an unknown order', async () => {
    for (const body of [{}, { note: '   ' }, { note: 'x'.repeat(1001) }, { note: 42 }, { note: 'a\u202Eb' }]) {
      const res = await post(anaOrder, body, fx.admin.token);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.fields?.note?.[0], JSON.stringify(body)).toMatch(/nota|caracteres/);
    }
    expect((await post(999_999, { note: 'Hola' }, fx.admin.token)).status).toBe(404);
  });

  it('notes are never in what the customer reads of the order', async () => {
    await post(anaOrder, { note: 'Cliente difícil, confirmar dirección' }, fx.admin.token);
    const { GET: customerOrder } = await import('@/app/api/orders/[id]/route');
    const res = await callRoute(customerOrder, `/api/orders/${anaOrder}`, {
      token: await liveCustomerToken(db(), fx.ana.id),
      params: { id: String(anaOrder) },
    });
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).not.toContain('Cliente difícil');
  });
});
