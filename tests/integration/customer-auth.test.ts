import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as requestCodeRoute } from '@/app/api/auth/request-code/route';
import { POST as verifyCodeRoute } from '@/app/api/auth/verify-code/route';
import { customerProfiles, customers, loginCodes, rateLimits } from '@/db/schema';
import { hashLoginCode } from '@/lib/auth/login-codes';
import { verifyCustomerToken } from '@/lib/auth/tokens';
import { setEmailDriverForTests } from '@/lib/email';
import { LOGIN_CODE_EMAIL_KIND } from '@/lib/email/templates/login-code';
import { REQUEST_CODE_IP_RATE_LIMITS } from '@/lib/services/customer-auth';
import { apiRequest, createCustomer, lastEmail, routeParams } from '../helpers/customers';
import { useTestDb } from '../helpers/db';

const testDb = useTestDb();
const db = () => testDb().db;

beforeAll(() => setEmailDriverForTests({ name: 'test', send: async () => ({ id: null }) }));
afterAll(() => setEmailDriverForTests(undefined));

let ipCounter = 0;
/** A fresh IP per call unless given: the per-IP limit is tested on its own. */
const nextIp = () => `10.2.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

function requestCode(body: unknown, ip = nextIp()) {
  return requestCodeRoute(apiRequest('/api/auth/request-code', { body, ip }), routeParams());
}
function verifyCode(body: unknown, ip = nextIp()) {
  return verifyCodeRoute(apiRequest('/api/auth/verify-code', { body, ip }), routeParams());
}

/** The code as the customer reads it in the queued e-mail. */
async function codeSentTo(email: string): Promise<string> {
  const mail = await lastEmail(db(), email, LOGIN_CODE_EMAIL_KIND);
  const match = mail?.textBody.match(/(?:Código|Code): (\d{6})/);
  if (!match) throw new Error(`no code e-mail for ${email}`);
  return match[1];
}

/** Forgets the per-e-mail request limits, to ask for a second code without waiting a minute. */
async function forgetEmailLimits(email: string) {
  await db()
    .delete(rateLimits)
    .where(like(rateLimits.key, `code-email-%:${email}`));
}

/**
 * What a verify-code answer says: a wrong, expired or spent code is a 200 `success: false`
 * (clients of the API read the message from that body), a good one a 200 with a token.
 */
async function outcome(res: Response): Promise<'signed in' | 'wrong code' | number> {
  if (res.status !== 200) return res.status;
  const body = await res.clone().json();
  if (body.success === true && typeof body.token === 'string') return 'signed in';
  return body.success === false && body.code === 'invalid_code' ? 'wrong code' : res.status;
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/auth/request-code', () => {
  it('queues a branded code e-mail to the trimmed, lower-cased address and stores only an HMAC', async () => {
    const res = await requestCode({ email: '  Ana.Gomez@Example.COM ' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({ success: true, message: expect.stringContaining('6 dígitos') });

    const mail = await lastEmail(db(), 'ana.gomez@example.com', LOGIN_CODE_EMAIL_KIND);
    expect(mail?.htmlBody).toContain('<html lang="es">');
    const code = await codeSentTo('ana.gomez@example.com');
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await db().select().from(loginCodes).where(eq(loginCodes.email, 'ana.gomez@example.com'));
    expect(row.codeHash).not.toContain(code);
    expect(row.codeHash).toBe(hashLoginCode('ana.gomez@example.com', code));
    // Valid for 10 minutes.
    const ttl = (row.expiresAt.getTime() - row.createdAt.getTime()) / 1000;
    expect(ttl).toBe(600);
  });

  it('answers known and unknown e-mails identically and sends both the same e-mail', async () => {
    // An account that has not accepted the data policy yet: like a new address, its e-mail carries the consent link.
    const known = await createCustomer(db(), { email: 'conocida@example.com', name: 'Conocida', consented: false });
    const a = await requestCode({ email: known.email });
    const b = await requestCode({ email: 'desconocida@example.com' });
    expect(a.status).toBe(b.status);
    expect(await a.json()).toEqual(await b.json());
    const mailA = await lastEmail(db(), known.email, LOGIN_CODE_EMAIL_KIND);
    const mailB = await lastEmail(db(), 'desconocida@example.com', LOGIN_CODE_EMAIL_KIND);
    const strip = (text: string) => text.replace(/\d{6}/g, 'CODE').replace(/token=[\w.%-]+/g, 'token=TOKEN');
    expect(strip(mailA!.textBody)).toBe(strip(mailB!.textBody));
    expect(strip(mailA!.subject)).toBe(strip(mailB!.subject));
    expect(mailA!.textBody).toContain('Acepto la política de tratamiento de datos: http');
    // An account that accepted it gets the code alone (only the mailbox's owner reads the difference).
    const accepted = await createCustomer(db(), { email: 'acepto@example.com' });
    await requestCode({ email: accepted.email });
    expect((await lastEmail(db(), accepted.email, LOGIN_CODE_EMAIL_KIND))!.textBody).not.toContain('/privacidad/aceptar');
    // Asking for a code creates no account.
    expect(await db().select().from(customers).where(eq(customers.email, 'desconocida@example.com'))).toEqual([]);
  });

  it('writes the e-mail and the answer in English when asked', async () => {
    const res = await requestCode({ email: 'john@example.com', locale: 'en' });
    expect((await res.json()).message).toMatch(/6-digit code/);
    const mail = await lastEmail(db(), 'john@example.com', LOGIN_CODE_EMAIL_KIND);
    expect(mail?.subject).toMatch(/^Your sign-in code: \d{6}$/);
    expect(mail?.htmlBody).toContain('<html lang="en">');
  });

  it('refuses a resend within 60 s with 429 and Retry-After', async () => {
    expect((await requestCode({ email: 'prisa@example.com' })).status).toBe(200);
    const again = await requestCode({ email: 'PRISA@example.com' });
    expect(again.status).toBe(429);
    const retryAfter = Number(again.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const body = await again.json();
    expect(body.code).toBe('rate_limited');
    // How long to wait, in words, in the language the page asked for.
    expect(body.error).toMatch(/^Ya te enviamos un código a este correo hace poco\. Puedes pedir otro en (\d+ segundos?|1 minuto)\.$/);
    const english = await requestCodeRoute(
      apiRequest('/api/auth/request-code', { body: { email: 'prisa@example.com' }, ip: nextIp(), headers: { 'accept-language': 'en' } }),
      routeParams(),
    );
    expect(english.status).toBe(429);
    expect((await english.json()).error).toMatch(
      /^We sent a code to this e-mail a moment ago\. You can ask for another in (\d+ seconds?|1 minute)\.$/,
    );
  });

  it('allows 5 codes an hour per e-mail', async () => {
    const email = 'muchos@example.com';
    for (let i = 0; i < 5; i++) {
      await forgetMinuteLimit(email);
      expect((await requestCode({ email })).status).toBe(200);
    }
    await forgetMinuteLimit(email);
    const sixth = await requestCode({ email });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(60);
  });

  it('limits one IP to 120 requests an hour (a crowd behind one carrier NAT fits), whatever the e-mails', async () => {
    const ip = '10.9.9.9';
    const [{ limit }] = REQUEST_CODE_IP_RATE_LIMITS(ip);
    expect(limit).toBe(120);
    for (let i = 0; i < limit; i++) expect((await requestCode({ email: `ip${i}@example.com` }, ip)).status).toBe(200);
    const res = await requestCode({ email: 'ip-otro@example.com' }, ip);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBeTruthy();
    // The wait in words: an hour's window reads in minutes.
    expect((await res.json()).error).toMatch(/^Demasiados intentos\. Inténtalo de nuevo en \d+ minutos?\.$/);
  });

  it('answers 400 with field errors for a missing or malformed e-mail', async () => {
    for (const body of [{}, { email: '' }, { email: 'no-es-correo' }, { email: 42 }]) {
      const res = await requestCode(body);
      expect(res.status).toBe(400);
      expect((await res.json()).fields.email).toBeDefined();
    }
    expect((await requestCode('{"email":')).status).toBe(400);
  });
});

async function forgetMinuteLimit(email: string) {
  await db()
    .delete(rateLimits)
    .where(eq(rateLimits.key, `code-email-min:${email}`));
}

describe('POST /api/auth/verify-code', () => {
  it('creates the customer at the first success and answers a 30-day customer token', async () => {
    await requestCode({ email: 'nueva@example.com' });
    const code = await codeSentTo('nueva@example.com');
    const res = await verifyCode({ email: ' Nueva@Example.com', code, locale: 'en' });
    expect(res.status).toBe(200);
    // A credential: no cache may keep it.
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const { success, token } = await res.json();
    expect(success).toBe(true);
    const claims = await verifyCustomerToken(token);
    const [customer] = await db().select().from(customers).where(eq(customers.email, 'nueva@example.com'));
    expect(customer).toMatchObject({ name: null, locale: 'en' });
    expect(customer.lastLoginAt).toBeInstanceOf(Date);
    expect(claims).toEqual({ customerId: customer.id, email: 'nueva@example.com', name: '', sessionVersion: 1 });
    const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    expect(payload.exp - payload.iat).toBe(30 * 24 * 3600);
    expect(payload.aud).toBe('customer');
  });

  it('signs a known customer in with the name of their profile, keeping one account', async () => {
    const known = await createCustomer(db(), { email: 'perfil@example.com' });
    await db().insert(customerProfiles).values({ customerId: known.id, fullName: 'Pedro Pérez' });
    await db().update(customers).set({ name: 'Pedro Pérez' }).where(eq(customers.id, known.id));
    await requestCode({ email: known.email });
    const res = await verifyCode({ email: known.email, code: await codeSentTo(known.email) });
    const claims = await verifyCustomerToken((await res.json()).token);
    expect(claims).toEqual({ customerId: known.id, email: known.email, name: 'Pedro Pérez', sessionVersion: 1 });
    expect(await db().select().from(customers).where(eq(customers.email, known.email))).toHaveLength(1);
  });

  it('accepts a code only once', async () => {
    await requestCode({ email: 'una-vez@example.com' });
    const code = await codeSentTo('una-vez@example.com');
    expect(await outcome(await verifyCode({ email: 'una-vez@example.com', code }))).toBe('signed in');
    const reused = await verifyCode({ email: 'una-vez@example.com', code });
    expect(reused.status).toBe(200);
    expect(await reused.json()).toEqual({ success: false, error: 'Código incorrecto o expirado.', code: 'invalid_code' });
  });

  it('says a wrong code in English for Accept-Language: en', async () => {
    const res = await verifyCodeRoute(
      apiRequest('/api/auth/verify-code', {
        body: { email: 'ingles@example.com', code: '123456' },
        ip: nextIp(),
        headers: { 'accept-language': 'en' },
      }),
      routeParams(),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: false, error: 'Wrong or expired code.', code: 'invalid_code' });
  });

  it("keeps the IP's limit a 429 with Retry-After, its body saying success: false too", async () => {
    const ip = nextIp();
    await db()
      .insert(rateLimits)
      .values({ key: `verify-ip-15m:${ip}`, count: 200, resetAt: sql`now() + interval '15 minutes'` });
    const res = await verifyCode({ email: 'limite@example.com', code: '123456' }, ip);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = await res.json();
    expect(body).toMatchObject({ success: false, code: 'rate_limited' });
    expect(body.error).toMatch(/^Demasiados intentos/);
  });

  it('refuses an expired code', async () => {
    await requestCode({ email: 'tarde@example.com' });
    const code = await codeSentTo('tarde@example.com');
    await db()
      .update(loginCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(loginCodes.email, 'tarde@example.com'));
    expect(await outcome(await verifyCode({ email: 'tarde@example.com', code }))).toBe('wrong code');
    expect(await db().select().from(customers).where(eq(customers.email, 'tarde@example.com'))).toEqual([]);
  });

  it('refuses the right code on the sixth try after five wrong ones', async () => {
    const email = 'adivina@example.com';
    await requestCode({ email });
    const code = await codeSentTo(email);
    for (let i = 0; i < 5; i++) expect(await outcome(await verifyCode({ email, code: wrong(code) }))).toBe('wrong code');
    expect(await outcome(await verifyCode({ email, code }))).toBe('wrong code');
    const [row] = await db().select().from(loginCodes).where(eq(loginCodes.email, email));
    expect(row.attempts).toBe(5);
  });

  it('still accepts the right code on the fifth try', async () => {
    const email = 'quinto@example.com';
    await requestCode({ email });
    const code = await codeSentTo(email);
    for (let i = 0; i < 4; i++) expect(await outcome(await verifyCode({ email, code: wrong(code) }))).toBe('wrong code');
    expect(await outcome(await verifyCode({ email, code }))).toBe('signed in');
  });

  it('counts concurrent guesses atomically: never more than 5 tries per code', async () => {
    const email = 'paralelo@example.com';
    await requestCode({ email });
    const code = await codeSentTo(email);
    const guesses = await Promise.all(Array.from({ length: 12 }, () => verifyCode({ email, code: wrong(code) })));
    expect(await Promise.all(guesses.map(outcome))).toEqual(Array(12).fill('wrong code'));
    const [row] = await db().select().from(loginCodes).where(eq(loginCodes.email, email));
    expect(row.attempts).toBe(5);
    expect(await outcome(await verifyCode({ email, code }))).toBe('wrong code');
  });

  it('lets only the newest code work', async () => {
    const email = 'dos-codigos@example.com';
    await requestCode({ email });
    const first = await codeSentTo(email);
    await forgetEmailLimits(email);
    await requestCode({ email });
    const second = await codeSentTo(email);
    if (first !== second) expect(await outcome(await verifyCode({ email, code: first }))).toBe('wrong code');
    expect(await outcome(await verifyCode({ email, code: second }))).toBe('signed in');
  });

  it('refuses a code requested for another e-mail', async () => {
    await requestCode({ email: 'duena@example.com' });
    await requestCode({ email: 'intrusa@example.com' });
    const code = await codeSentTo('duena@example.com');
    expect(await outcome(await verifyCode({ email: 'intrusa@example.com', code }))).toBe('wrong code');
    expect(await outcome(await verifyCode({ email: 'nadie@example.com', code }))).toBe('wrong code');
  });

  it('answers 400 with field errors when the code is not 6 digits', async () => {
    for (const code of ['12345', '1234567', 'abcdef', '12 456', 123456, '']) {
      const res = await verifyCode({ email: 'formato@example.com', code });
      expect(res.status).toBe(400);
      expect((await res.json()).fields.code).toBeDefined();
    }
    const res = await verifyCode({ code: '123456' });
    expect(res.status).toBe(400);
    expect((await res.json()).fields.email).toBeDefined();
  });
});
