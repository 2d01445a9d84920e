import { asc, eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { POST as verifyCodeRoute } from '@/app/api/auth/verify-code/route';
import { POST as contactRoute } from '@/app/api/contact/route';
import { POST as ordersRoute } from '@/app/api/orders/route';
import { GET as exportRoute } from '@/app/api/profile/export/route';
import { GET as getConsentRoute, PUT as putConsentRoute } from '@/app/api/profile/consent/route';
import { PUT as putMarketingRoute } from '@/app/api/profile/marketing/route';
import { DELETE as deleteProfileRoute, GET as getProfileRoute } from '@/app/api/profile/route';
import { addresses, consentRecords, contactMessages, customerProfiles, customers, orders } from '@/db/schema';
import { issueLoginCode } from '@/lib/auth/login-codes';
import { PRIVACY_POLICY_VERSION } from '@/lib/domain/privacy';
import { apiRequest, createAddress, createCustomer, routeParams } from '../helpers/customers';
import { placeTestOrder, stockOf, useOrderFixture } from '../helpers/orders';

const { db, fx } = useOrderFixture({ quietEmail: false });
let ipCounter = 0;
const nextIp = () => `10.77.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

async function json(res: Response) {
  return { status: res.status, body: await res.json() };
}

/** Signs in through the verify route with a code issued as request-code does (its e-mail is not read). */
async function signIn(email: string) {
  const code = await issueLoginCode(db(), email, null);
  return json(await verifyCodeRoute(apiRequest('/api/auth/verify-code', { body: { email, code }, ip: nextIp() }), routeParams()));
}

const call = (
  handler: (req: NextRequest, ctx: ReturnType<typeof routeParams>) => Promise<Response>,
  path: string,
  method: 'GET' | 'PUT' | 'DELETE',
  token: string,
  body?: unknown,
  ip = '10.88.0.1',
) => handler(apiRequest(path, { method, token, body, ip }), routeParams()).then(json);

describe('consent to the data policy (Ley 1581 de 2012)', () => {
  it('a new account must accept the current version; the acceptance is recorded with time, version and IP', async () => {
    const email = `consent-${Date.now()}@example.com`;
    const first = await signIn(email);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, consentRequired: true });
    const token = first.body.token as string;

    expect((await call(getConsentRoute, '/api/profile/consent', 'GET', token)).body.consent).toMatchObject({
      currentVersion: PRIVACY_POLICY_VERSION,
      acceptedVersion: null,
      required: true,
      marketing: false,
    });

    // Not ticked: 400 with the field in Spanish, nothing recorded.
    const refused = await call(putConsentRoute, '/api/profile/consent', 'PUT', token, { acceptDataPolicy: false, marketing: true });
    expect(refused.status).toBe(400);
    expect(refused.body.fields.acceptDataPolicy[0]).toMatch(/Debes aceptar la política/);
    const [{ id }] = await db().select({ id: customers.id }).from(customers).where(eq(customers.email, email));
    expect(await db().select().from(consentRecords).where(eq(consentRecords.customerId, id))).toEqual([]);

    const accepted = await call(
      putConsentRoute,
      '/api/profile/consent',
      'PUT',
      token,
      { acceptDataPolicy: true, marketing: true },
      '10.88.1.2',
    );
    expect(accepted.status).toBe(200);
    expect(accepted.body.consent).toMatchObject({ acceptedVersion: PRIVACY_POLICY_VERSION, required: false, marketing: true });
    const records = await db().select().from(consentRecords).where(eq(consentRecords.customerId, id));
    expect(records.map((r) => [r.kind, r.granted, r.policyVersion, r.source, r.ip])).toEqual([
      ['data_policy', true, PRIVACY_POLICY_VERSION, 'account', '10.88.1.2'],
      ['marketing', true, PRIVACY_POLICY_VERSION, 'account', '10.88.1.2'],
    ]);

    // The next sign-in does not ask again; withdrawing promotions is recorded too.
    expect((await signIn(email)).body.consentRequired).toBe(false);
    const off = await call(putMarketingRoute, '/api/profile/marketing', 'PUT', token, { marketing: false });
    expect(off.body.consent.marketing).toBe(false);
    const last = (await db().select().from(consentRecords).where(eq(consentRecords.customerId, id)).orderBy(asc(consentRecords.id))).at(-1);
    expect(last).toMatchObject({ kind: 'marketing', granted: false, source: 'profile' });
    expect((await call(putMarketingRoute, '/api/profile/marketing', 'PUT', token, { marketing: 'sí' })).status).toBe(400);
  });

  it('the contact form records the sender’s acceptance with the e-mail (no account needed)', async () => {
    const email = `contacto-${Date.now()}@example.com`;
    const res = await contactRoute(
      new NextRequest('http://localhost/api/contact', {
        method: 'POST',
        body: JSON.stringify({ nombre: 'Luz', email, asunto: 'Precios', mensaje: 'Hola', acceptDataPolicy: true }),
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.88.2.3' },
      }),
      routeParams(),
    );
    expect(res.status).toBe(200);
    const [record] = await db().select().from(consentRecords).where(eq(consentRecords.email, email));
    expect(record).toMatchObject({
      kind: 'data_policy',
      granted: true,
      source: 'contact',
      ip: '10.88.2.3',
      customerId: null,
      policyVersion: PRIVACY_POLICY_VERSION,
    });
  });
});

describe('consent at checkout, for a session that began before the current policy (issue 22 §5)', () => {
  /** A signed-in customer whose account accepted an older version (or none): her token is still valid. */
  async function customerWithoutConsent(acceptedVersion: string | null) {
    const customer = await createCustomer(db(), { consented: false });
    await db().update(customers).set({ dataPolicyVersion: acceptedVersion }).where(eq(customers.id, customer.id));
    const address = await createAddress(db(), customer.id);
    return { ...customer, addressId: address.id };
  }
  const orderBody = (addressId: number, extra: Record<string, unknown> = {}) => ({
    items: [{ variantId: fx.sku['PLAT-UNI'], quantity: 1, unitPrice: 1_000_000 }],
    shippingAddressId: addressId,
    ...extra,
  });
  const postOrder = (token: string, body: unknown, ip = '10.88.3.4') =>
    ordersRoute(apiRequest('/api/orders', { method: 'POST', token, body, ip }), routeParams()).then(json);

  it('refuses the order with a 400 on acceptDataPolicy, reserving nothing and recording nothing', async () => {
    for (const version of [null, '2020-01-01']) {
      const ana = await customerWithoutConsent(version);
      const stock = await stockOf(db(), fx.sku['PLAT-UNI']);
      for (const extra of [{}, { acceptDataPolicy: false }]) {
        const res = await postOrder(ana.token, orderBody(ana.addressId, extra));
        expect(res.status, JSON.stringify(res.body)).toBe(400);
        expect(res.body.fields.acceptDataPolicy).toEqual(['Acepta la política de tratamiento de datos personales para hacer tu pedido.']);
      }
      expect(await stockOf(db(), fx.sku['PLAT-UNI'])).toBe(stock);
      expect(await db().select().from(orders).where(eq(orders.customerId, ana.id))).toEqual([]);
      expect(await db().select().from(consentRecords).where(eq(consentRecords.customerId, ana.id))).toEqual([]);
    }
  });

  it('places the order and records the acceptance (source checkout, version, IP) when she ticks the box', async () => {
    const ana = await customerWithoutConsent('2020-01-01');
    const res = await postOrder(ana.token, orderBody(ana.addressId, { acceptDataPolicy: true }), '10.88.3.5');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const records = await db().select().from(consentRecords).where(eq(consentRecords.customerId, ana.id));
    expect(records.map((r) => [r.kind, r.granted, r.policyVersion, r.source, r.ip])).toEqual([
      ['data_policy', true, PRIVACY_POLICY_VERSION, 'checkout', '10.88.3.5'],
    ]);
    expect((await call(getConsentRoute, '/api/profile/consent', 'GET', ana.token)).body.consent).toMatchObject({
      acceptedVersion: PRIVACY_POLICY_VERSION,
      required: false,
    });

    // Accepted now: the next order needs no box, and sending it again records nothing twice.
    expect((await postOrder(ana.token, orderBody(ana.addressId))).status).toBe(201);
    expect((await postOrder(ana.token, orderBody(ana.addressId, { acceptDataPolicy: true }))).status).toBe(201);
    expect(await db().select().from(consentRecords).where(eq(consentRecords.customerId, ana.id))).toHaveLength(1);
  });

  it('a customer who accepted the current version orders with the spec payload, as before', async () => {
    const res = await postOrder(fx.ana.token, orderBody(fx.ana.addressId));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });
});

describe('Descargar mis datos', () => {
  it('holds everything about her and nothing about anybody else', async () => {
    const order = await placeTestOrder(fx, fx.ana, [['PLAT-UNI', 2]]);
    await placeTestOrder(fx, fx.beto, [['PLAT-UNI', 1]]);
    await db().insert(contactMessages).values({ nombre: 'Ana', email: fx.ana.email, asunto: 'Hola', mensaje: 'Mensaje de Ana' });
    const res = await exportRoute(apiRequest('/api/profile/export', { token: fx.ana.token }), routeParams());
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="mis-datos-\d{4}-\d{2}-\d{2}\.json"$/);
    const text = await res.text();
    const data = JSON.parse(text);
    expect(data.account.email).toBe(fx.ana.email);
    expect(data.profile.fullName).toBe('Ana María Gómez');
    expect(data.addresses).toHaveLength(1);
    expect(data.orders.map((o: { id: number }) => o.id)).toContain(order.id);
    expect(data.contactMessages.map((m: { mensaje: string }) => m.mensaje)).toEqual(['Mensaje de Ana']);
    expect(text).not.toContain(fx.beto.email);
    expect(text).not.toContain('Beto');
    // Staff-only and secret columns are not hers to read.
    expect(text).not.toMatch(/costPrice|sessionVersion|codeHash|passwordHash/);
  });
});

describe('Eliminar mi cuenta', () => {
  it('needs an explicit confirmation; then the account and addresses go, orders stay anonymised, her token stops working', async () => {
    const email = `borrar-${Date.now()}@example.com`;
    const signedIn = await signIn(email);
    const token = signedIn.body.token as string;
    expect((await call(putConsentRoute, '/api/profile/consent', 'PUT', token, { acceptDataPolicy: true })).status).toBe(200);
    const [{ id }] = await db().select({ id: customers.id }).from(customers).where(eq(customers.email, email));
    await db()
      .insert(customerProfiles)
      .values({ customerId: id, fullName: 'Carla Ruiz', phone: '+573001112233', documentNumber: '1090123456' });
    const [address] = await db()
      .insert(addresses)
      .values({
        customerId: id,
        recipientName: 'Carla Ruiz',
        street: 'Av. 0 # 10-20',
        city: 'Cúcuta',
        state: 'Norte de Santander',
        phone: '+573001112233',
        isDefault: true,
      })
      .returning();
    const order = await placeTestOrder(fx, { id, email, name: null, token, addressId: address.id }, [['PLAT-UNI', 1]]);
    await db().update(orders).set({ deliveryNotes: 'Timbre 2, preguntar por Carla' }).where(eq(orders.id, order.id));

    expect((await call(deleteProfileRoute, '/api/profile', 'DELETE', token)).status).toBe(415);
    for (const body of [{}, { confirm: false }, { confirm: 'true' }]) {
      const refused = await call(deleteProfileRoute, '/api/profile', 'DELETE', token, body);
      expect(refused.status).toBe(400);
      expect(refused.body.fields.confirm[0]).toBe('Confirma que quieres eliminar tu cuenta.');
    }
    expect(await db().select().from(addresses).where(eq(addresses.customerId, id))).toHaveLength(1);

    const deleted = await call(deleteProfileRoute, '/api/profile', 'DELETE', token, { confirm: true });
    expect(deleted).toEqual({ status: 200, body: { success: true } });

    expect(await db().select().from(addresses).where(eq(addresses.customerId, id))).toEqual([]);
    expect(await db().select().from(customerProfiles).where(eq(customerProfiles.customerId, id))).toEqual([]);
    const [kept] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(kept.total).toBe(order.total);
    expect(kept.shippingAddress).toMatchObject({
      recipientName: 'Cliente eliminado',
      street: '—',
      phone: null,
      details: null,
      city: 'Cúcuta',
      state: 'Norte de Santander',
    });
    expect(kept.deliveryNotes).toBeNull();
    expect(kept.placedFromIp).toBeNull();
    const [row] = await db().select().from(customers).where(eq(customers.id, id));
    expect(row.email).not.toContain(email);
    expect(row.deletedAt).not.toBeNull();
    expect(JSON.stringify(kept)).not.toContain('Carla');
    // Issue 26's fiscal snapshot: a person's name, document and e-mail go too.
    expect(kept.billing).toMatchObject({ to: 'person', name: 'Cliente eliminado', documentNumber: null, checkDigit: null });
    expect(JSON.stringify(kept)).not.toContain('1090123456');
    expect(JSON.stringify(kept)).not.toContain(email);

    // Her token no longer works, anywhere.
    expect((await call(getProfileRoute, '/api/profile', 'GET', token)).status).toBe(401);
    // The e-mail is free: signing in again starts a new, empty account that must consent again.
    const again = await signIn(email);
    expect(again.body.consentRequired).toBe(true);
    const [fresh] = await db().select({ id: customers.id }).from(customers).where(eq(customers.email, email));
    expect(fresh.id).not.toBe(id);
  });
});
