import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DELETE as deleteAddressRoute, PUT as putAddressRoute } from '@/app/api/addresses/[id]/route';
import { GET as listAddressesRoute, POST as postAddressRoute } from '@/app/api/addresses/route';
import { GET as getProfileRoute, PUT as putProfileRoute } from '@/app/api/profile/route';
import { addresses, customers } from '@/db/schema';
import { signCustomerToken } from '@/lib/auth/tokens';
import { apiRequest, createCustomer, routeParams } from '../helpers/customers';
import { useTestDb } from '../helpers/db';
import es from '@/messages/es.json';

/** The Spanish texts the API answers by default (messages/es.json, Validation). */
const HIDDEN_CHARACTERS_MESSAGE = es.Validation.hiddenCharacters;

const testDb = useTestDb();
const db = () => testDb().db;

type Customer = Awaited<ReturnType<typeof createCustomer>>;
let ana: Customer;
let beto: Customer;

beforeAll(async () => {
  ana = await createCustomer(db(), { email: 'ana@example.com', name: null });
  beto = await createCustomer(db(), { email: 'beto@example.com' });
});

const getProfile = (token?: string) => getProfileRoute(apiRequest('/api/profile', { token }), routeParams());
const putProfile = (token: string | undefined, body: unknown) =>
  putProfileRoute(apiRequest('/api/profile', { method: 'PUT', token, body }), routeParams());
const listAddresses = (token?: string) => listAddressesRoute(apiRequest('/api/addresses', { token }), routeParams());
const postAddress = (token: string | undefined, body: unknown) =>
  postAddressRoute(apiRequest('/api/addresses', { token, body }), routeParams());
const putAddress = (token: string | undefined, id: number | string, body: unknown) =>
  putAddressRoute(apiRequest(`/api/addresses/${id}`, { method: 'PUT', token, body }), routeParams({ id: String(id) }));
const deleteAddress = (token: string | undefined, id: number | string) =>
  deleteAddressRoute(apiRequest(`/api/addresses/${id}`, { method: 'DELETE', token }), routeParams({ id: String(id) }));

const home = { recipientName: 'Ana Gómez', street: 'Calle 10 # 5-20', city: 'Cúcuta', state: 'Norte de Santander' };

describe('customer routes need a customer token', () => {
  it('answers 401 without one, with a forged one, and for a customer that no longer exists', async () => {
    const staffLike = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.x';
    for (const token of [undefined, staffLike]) {
      expect((await getProfile(token)).status).toBe(401);
      expect((await putProfile(token, { fullName: 'X' })).status).toBe(401);
      expect((await listAddresses(token)).status).toBe(401);
      expect((await postAddress(token, home)).status).toBe(401);
      expect((await putAddress(token, 1, home)).status).toBe(401);
      expect((await deleteAddress(token, 1)).status).toBe(401);
    }
    const ghost = await signCustomerToken({ id: 999_999, name: null, email: 'ghost@example.com', sessionVersion: 1 });
    expect((await putProfile(ghost, { fullName: 'Fantasma' })).status).toBe(401);
    expect((await postAddress(ghost, home)).status).toBe(401);
  });
});

describe('GET/PUT /api/profile', () => {
  it('is 404 until the first save', async () => {
    const res = await getProfile(ana.token);
    expect(res.status).toBe(404);
    expect((await res.json()).error).toBeTypeOf('string');
  });

  it('saves trimmed fields, CC by default, empty or null fields as null, and the read-only e-mail', async () => {
    const res = await putProfile(ana.token, {
      fullName: '  Ana Gómez ',
      phone: '',
      documentNumber: null,
      email: 'otra@example.com',
      businessName: 'Ignorada SAS',
    });
    expect(res.status).toBe(200);
    const expected = {
      email: 'ana@example.com',
      fullName: 'Ana Gómez',
      phone: null,
      documentType: 'CC',
      documentNumber: null,
      isBusiness: false,
      businessName: null,
      businessTaxId: null,
      invoiceEmail: null,
    };
    expect((await res.json()).profile).toEqual(expected);
    const again = await getProfile(ana.token);
    expect(again.status).toBe(200);
    expect((await again.json()).profile).toEqual(expected);
    // The name goes into the next login token.
    const [row] = await db().select().from(customers).where(eq(customers.id, ana.id));
    expect(row).toMatchObject({ name: 'Ana Gómez', email: 'ana@example.com' });
  });

  it('updates the whole profile, business data included', async () => {
    const res = await putProfile(ana.token, {
      fullName: 'Ana Gómez',
      phone: '+57 300 555 1234',
      documentType: 'NIT',
      documentNumber: '900.123.456-8',
      isBusiness: true,
      businessName: 'Cafetería La 10 SAS',
      businessTaxId: '900.123.456-8',
    });
    expect(res.status).toBe(200);
    expect((await res.json()).profile).toMatchObject({ documentType: 'NIT', isBusiness: true, businessName: 'Cafetería La 10 SAS' });
  });

  it('answers 400 with field errors and changes nothing', async () => {
    const cases: [unknown, string[]][] = [
      [{ fullName: '   ' }, ['fullName']],
      [{}, ['fullName']],
      [{ fullName: 'Ana', documentType: 'DNI' }, ['documentType']],
      [{ fullName: 'Ana', phone: 'llámame' }, ['phone']],
      [{ fullName: 'Ana', isBusiness: true }, ['businessName', 'businessTaxId']],
      [{ fullName: 'Ana', isBusiness: 'sí' }, ['isBusiness']],
    ];
    for (const [body, fields] of cases) {
      const res = await putProfile(ana.token, body);
      expect(res.status).toBe(400);
      expect(Object.keys((await res.json()).fields).sort()).toEqual(fields);
    }
    expect((await (await getProfile(ana.token)).json()).profile.businessName).toBe('Cafetería La 10 SAS');
  });

  it('refuses a right-to-left override, zero-width or other hidden characters with a Spanish field error', async () => {
    const res = await putProfile(ana.token, {
      fullName: 'Ana \u202Eogeid',
      businessName: 'La\u200B 10',
      isBusiness: true,
      businessTaxId: '900123456-8',
    });
    expect(res.status).toBe(400);
    const { fields } = await res.json();
    expect(fields).toEqual({ fullName: [HIDDEN_CHARACTERS_MESSAGE], businessName: [HIDDEN_CHARACTERS_MESSAGE] });
    expect((await (await getProfile(ana.token)).json()).profile.fullName).not.toContain('\u202E');
  });

  it('keeps profiles apart', async () => {
    expect((await getProfile(beto.token)).status).toBe(404);
  });
});

describe('/api/addresses', () => {
  let first: { id: number };
  let second: { id: number };

  it('starts empty; the first address becomes the default whatever the input says', async () => {
    const empty = await listAddresses(ana.token);
    expect(await empty.json()).toEqual({ addresses: [] });

    const res = await postAddress(ana.token, { ...home, postalCode: '', details: '  Apto 301 ', country: 'co', isDefault: false });
    expect(res.status).toBe(201);
    const { address } = await res.json();
    expect(address).toEqual({
      id: expect.any(Number),
      ...home,
      postalCode: null,
      details: 'Apto 301',
      // Not sent (the spec's payload has none): docs/phones.md.
      phone: null,
      country: 'CO',
      isDefault: true,
    });
    first = address;
  });

  it('moves the default to a new address marked default, in one step', async () => {
    const res = await postAddress(ana.token, { ...home, street: 'Av. 0 # 11-50', isDefault: true });
    second = (await res.json()).address;
    expect(second).toMatchObject({ isDefault: true, country: 'CO' });
    const { addresses: list } = await (await listAddresses(ana.token)).json();
    expect(list.map((a: { id: number; isDefault: boolean }) => [a.id, a.isDefault])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
  });

  it('updates an address; isDefault true moves the default, false on the default is ignored', async () => {
    const res = await putAddress(ana.token, first.id, { ...home, city: 'Villa del Rosario', isDefault: true });
    expect(res.status).toBe(200);
    expect((await res.json()).address).toMatchObject({ id: first.id, city: 'Villa del Rosario', isDefault: true });
    const rows = await db().select().from(addresses).where(eq(addresses.customerId, ana.id));
    expect(rows.filter((r) => r.isDefault).map((r) => r.id)).toEqual([first.id]);

    const keep = await putAddress(ana.token, first.id, { ...home, isDefault: false });
    expect((await keep.json()).address.isDefault).toBe(true);
    const untouched = await putAddress(ana.token, second.id, { ...home, street: 'Av. 0 # 11-52' });
    expect((await untouched.json()).address).toMatchObject({ isDefault: false, street: 'Av. 0 # 11-52' });
  });

  it('answers 400 with field errors for missing required fields', async () => {
    const res = await postAddress(ana.token, { recipientName: ' ', street: '', city: 'Cúcuta', country: 'Colombia' });
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()).fields).sort()).toEqual(['country', 'recipientName', 'state', 'street']);
    const put = await putAddress(ana.token, first.id, { ...home, state: undefined });
    expect(put.status).toBe(400);
  });

  it('refuses bidi controls in any address field, on create and on update, and stores nothing', async () => {
    const before = (await (await listAddresses(ana.token)).json()).addresses;
    const created = await postAddress(ana.token, { ...home, recipientName: 'Ana \u202Eogeid', details: 'Apto\u2066 3' });
    expect(created.status).toBe(400);
    expect((await created.json()).fields).toEqual({ recipientName: [HIDDEN_CHARACTERS_MESSAGE], details: [HIDDEN_CHARACTERS_MESSAGE] });
    const updated = await putAddress(ana.token, first.id, { ...home, street: 'Calle 10\uFEFF # 5-20' });
    expect(updated.status).toBe(400);
    expect((await updated.json()).fields).toEqual({ street: [HIDDEN_CHARACTERS_MESSAGE] });
    expect((await (await listAddresses(ana.token)).json()).addresses).toEqual(before);
  });

  it("gives another customer a 404 for each of the owner's addresses and changes nothing", async () => {
    expect((await (await listAddresses(beto.token)).json()).addresses).toEqual([]);
    expect((await putAddress(beto.token, first.id, { ...home, street: 'Robada' })).status).toBe(404);
    expect((await deleteAddress(beto.token, first.id)).status).toBe(404);
    expect((await putAddress(ana.token, 'abc', home)).status).toBe(404);
    expect((await deleteAddress(ana.token, 987_654)).status).toBe(404);
    const rows = await db().select().from(addresses).where(eq(addresses.customerId, ana.id));
    expect(rows).toHaveLength(2);
    expect(rows.some((r) => r.street === 'Robada')).toBe(false);
  });

  it('deleting the default promotes the newest remaining address', async () => {
    const third = (await (await postAddress(ana.token, { ...home, street: 'Calle 3' })).json()).address;
    expect(third.isDefault).toBe(false);
    const res = await deleteAddress(ana.token, first.id);
    expect(res.status).toBe(200);
    const { addresses: list } = await (await listAddresses(ana.token)).json();
    expect(list.map((a: { id: number; isDefault: boolean }) => [a.id, a.isDefault])).toEqual([
      [third.id, true],
      [second.id, false],
    ]);
    // Deleting a non-default address leaves the default alone.
    await deleteAddress(ana.token, second.id);
    expect((await (await listAddresses(ana.token)).json()).addresses).toEqual([{ ...third, isDefault: true }]);
  });

  it('refuses more than 20 addresses', async () => {
    const many = await createCustomer(db());
    for (let i = 0; i < 20; i++) expect((await postAddress(many.token, { ...home, street: `Calle ${i}` })).status).toBe(201);
    const res = await postAddress(many.token, home);
    expect(res.status).toBe(409);
    expect((await res.json()).code).toBe('address_limit');
  });

  it('keeps one default under concurrent writes', async () => {
    const busy = await createCustomer(db());
    await Promise.all(Array.from({ length: 6 }, (_, i) => postAddress(busy.token, { ...home, street: `Calle ${i}`, isDefault: true })));
    const rows = await db().select().from(addresses).where(eq(addresses.customerId, busy.id));
    expect(rows).toHaveLength(6);
    expect(rows.filter((r) => r.isDefault)).toHaveLength(1);
  });
});
