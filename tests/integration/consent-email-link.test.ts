import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as requestCodeRoute } from '@/app/api/auth/request-code/route';
import { POST as verifyCodeRoute } from '@/app/api/auth/verify-code/route';
import { POST as emailLinkRoute } from '@/app/api/consent/email-link/route';
import { POST as ordersRoute } from '@/app/api/orders/route';
import { GET as getConsentRoute } from '@/app/api/profile/consent/route';
import { consentRecords, customers, rateLimits } from '@/db/schema';
import { signConsentLinkToken } from '@/lib/auth/consent-link';
import { issueLoginCode } from '@/lib/auth/login-codes';
import { PRIVACY_POLICY_VERSION } from '@/lib/domain/privacy';
import { LOGIN_CODE_EMAIL_KIND } from '@/lib/email/templates/login-code';
import { describeConsentLink } from '@/lib/services/consent-link';
import { apiRequest, createAddress, createCustomer, lastEmail, routeParams } from '../helpers/customers';
import { useOrderFixture } from '../helpers/orders';

/**
 * The consent link of the login-code e-mail, for clients that never ask for the data policy: the
 * token comes from the queued e-mail, only the button's POST records, an e-mail without an
 * account keeps the acceptance until its first sign-in, and then orders are accepted.
 */

const { db, fx } = useOrderFixture();
let ipCounter = 0;
const nextIp = () => `10.93.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

async function json(res: Response) {
  return { status: res.status, body: await res.json(), headers: res.headers };
}

/** Asks for a code through the route and reads the link out of the queued e-mail's text, as she would. */
async function linkFromEmail(email: string, locale?: 'es' | 'en') {
  const res = await requestCodeRoute(apiRequest('/api/auth/request-code', { body: { email, locale }, ip: nextIp() }), routeParams());
  expect(res.status).toBe(200);
  const mail = await lastEmail(db(), email, LOGIN_CODE_EMAIL_KIND);
  const label = locale === 'en' ? 'I accept the personal data policy' : 'Acepto la política de tratamiento de datos';
  const found = mail?.textBody.match(new RegExp(`${label}: (\\S+)`));
  if (!found) return null;
  expect(mail!.htmlBody).toContain(`>${label}</a>`);
  const url = new URL(found[1]);
  return { url, token: url.searchParams.get('token')! };
}

const accept = (body: unknown, { ip = nextIp(), lang }: { ip?: string; lang?: string } = {}) =>
  emailLinkRoute(apiRequest('/api/consent/email-link', { body, ip, headers: lang ? { 'accept-language': lang } : {} }), routeParams()).then(
    json,
  );

const signIn = async (email: string) => {
  const code = await issueLoginCode(db(), email, null);
  return json(await verifyCodeRoute(apiRequest('/api/auth/verify-code', { body: { email, code }, ip: nextIp() }), routeParams()));
};

const orderBody = (addressId: number) => ({
  items: [{ variantId: fx.sku['PLAT-UNI'], quantity: 1, unitPrice: 1_000_000 }],
  shippingAddressId: addressId,
});
const postOrder = (token: string, addressId: number) =>
  ordersRoute(apiRequest('/api/orders', { method: 'POST', token, body: orderBody(addressId), ip: nextIp() }), routeParams()).then(json);

const recordsOf = (where: { customerId?: number; email?: string }) =>
  db()
    .select()
    .from(consentRecords)
    .where(where.customerId ? eq(consentRecords.customerId, where.customerId) : eq(consentRecords.email, where.email!));

describe('an e-mail without an account', () => {
  it('accepts from the link; the acceptance waits under the address and is applied at the first sign-in; then orders go through', async () => {
    const email = `nueva-${Date.now()}@example.com`;
    const link = await linkFromEmail(email);
    expect(link?.url.pathname).toBe('/privacidad/aceptar');

    // What the page does on a GET (a mail scanner's prefetch included): reads the token, records nothing.
    expect(await describeConsentLink(link!.token)).toEqual({ state: 'valid', email });
    expect(await describeConsentLink(link!.token)).toEqual({ state: 'valid', email });
    expect(await recordsOf({ email })).toEqual([]);

    const res = await accept({ token: link!.token }, { ip: '10.93.200.7' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ success: true, acceptedVersion: PRIVACY_POLICY_VERSION });
    // Pressed twice: recorded once.
    expect((await accept({ token: link!.token })).status).toBe(200);
    const pending = await recordsOf({ email });
    expect(pending.map((r) => [r.customerId, r.kind, r.granted, r.policyVersion, r.source, r.ip])).toEqual([
      [null, 'data_policy', true, PRIVACY_POLICY_VERSION, 'email_link', '10.93.200.7'],
    ]);
    // Still no account: accepting does not create one (the spec creates it at the first verification).
    expect(await db().select().from(customers).where(eq(customers.email, email))).toEqual([]);

    const first = await signIn(email);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, consentRequired: false });
    const [account] = await db().select().from(customers).where(eq(customers.email, email));
    expect(account.dataPolicyVersion).toBe(PRIVACY_POLICY_VERSION);
    expect(account.dataPolicyAcceptedAt?.toISOString()).toBe(pending[0].createdAt.toISOString());
    // The evidence row is the account's now (its time and IP kept), no longer under the address.
    expect(await recordsOf({ email })).toEqual([]);
    expect((await recordsOf({ customerId: account.id })).map((r) => [r.id, r.source, r.ip, r.email])).toEqual([
      [pending[0].id, 'email_link', '10.93.200.7', null],
    ]);

    const token = first.body.token as string;
    const consent = await json(await getConsentRoute(apiRequest('/api/profile/consent', { token }), routeParams()));
    expect(consent.body.consent).toMatchObject({ required: false, acceptedVersion: PRIVACY_POLICY_VERSION });
    const address = await createAddress(db(), account.id);
    const order = await postOrder(token, address.id);
    expect(order.status, JSON.stringify(order.body)).toBe(201);

    // Accepted: the next code e-mail carries no link.
    await db().delete(rateLimits);
    expect(await linkFromEmail(email)).toBeNull();
  });
});

describe('an acceptance the sign-in did not see', () => {
  it('is applied when she orders: accepted while her first sign-in was creating the account', async () => {
    const email = `carrera-${Date.now()}@example.com`;
    const link = await linkFromEmail(email);
    expect((await accept({ token: link!.token }, { ip: '10.93.202.9' })).status).toBe(200);
    // The account a concurrent first verification created without seeing the row (its transaction began first).
    const eva = await createCustomer(db(), { email, consented: false });
    const address = await createAddress(db(), eva.id);
    const order = await postOrder(eva.token, address.id);
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    expect((await recordsOf({ customerId: eva.id })).map((r) => [r.source, r.ip])).toEqual([['email_link', '10.93.202.9']]);
    expect(await recordsOf({ email })).toEqual([]);
  });
});

describe('an account that has not accepted the data policy', () => {
  it('is refused an order with consent_required until the link is accepted, then ordering works', async () => {
    const ana = await createCustomer(db(), { consented: false, locale: 'en' });
    const address = await createAddress(db(), ana.id);
    const refused = await postOrder(ana.token, address.id);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('consent_required');

    // In English, the e-mail's language: the English page.
    const link = await linkFromEmail(ana.email, 'en');
    expect(link?.url.pathname).toBe('/en/privacidad/aceptar');
    const res = await accept({ token: link!.token }, { ip: '10.93.201.8' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await recordsOf({ customerId: ana.id })).map((r) => [r.kind, r.granted, r.policyVersion, r.source, r.ip])).toEqual([
      ['data_policy', true, PRIVACY_POLICY_VERSION, 'email_link', '10.93.201.8'],
    ]);
    // Recorded for the account directly: nothing waits under the address.
    expect(
      await db()
        .select()
        .from(consentRecords)
        .where(and(isNull(consentRecords.customerId), eq(consentRecords.email, ana.email))),
    ).toEqual([]);

    const order = await postOrder(ana.token, address.id);
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    // A second press once accepted records nothing more.
    expect((await accept({ token: link!.token })).status).toBe(200);
    expect(await recordsOf({ customerId: ana.id })).toHaveLength(1);
  });
});

describe('bad links', () => {
  it('refuses a forged, edited or missing token with 400 on `token`, and records nothing', async () => {
    const email = `falsa-${Date.now()}@example.com`;
    const token = await signConsentLinkToken({ email, policyVersion: PRIVACY_POLICY_VERSION });
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const edited = `${header}.${Buffer.from(JSON.stringify({ ...claims, email: 'otra@example.com' })).toString('base64url')}.${signature}`;
    for (const bad of ['garbage', 'a.b.c', edited, `${token}x`]) {
      const res = await accept({ token: bad });
      expect(res.status, bad).toBe(400);
      expect(res.body.code).toBe('bad_request');
      expect(res.body.fields.token[0]).toMatch(/no es válido/);
      expect(await describeConsentLink(bad)).toEqual({ state: 'invalid' });
    }
    for (const body of [{}, { token: '' }, { token: 42 }, { token: 'x'.repeat(3000) }]) {
      const res = await accept(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.fields.token).toHaveLength(1);
    }
    expect((await accept('{"token":')).status).toBe(400);
    // In English when the client asks for it.
    const english = await accept({ token: 'a.b.c' }, { lang: 'en' });
    expect(english.body.error).toMatch(/is not valid/);
    expect(await recordsOf({ email })).toEqual([]);
    expect(await recordsOf({ email: 'otra@example.com' })).toEqual([]);
  });

  it('answers 410 link_expired after 7 days, or for a link to an older policy', async () => {
    const email = `vencida-${Date.now()}@example.com`;
    const old = await signConsentLinkToken({ email, policyVersion: PRIVACY_POLICY_VERSION, now: new Date(Date.now() - 8 * 86_400_000) });
    const olderPolicy = await signConsentLinkToken({ email, policyVersion: '2020-01-01' });
    for (const token of [old, olderPolicy]) {
      const res = await accept({ token });
      expect(res.status).toBe(410);
      expect(res.body).toMatchObject({ code: 'link_expired', error: expect.stringMatching(/venció/) });
      expect(await describeConsentLink(token)).toEqual({ state: 'expired' });
    }
    expect(await recordsOf({ email })).toEqual([]);
  });
});
