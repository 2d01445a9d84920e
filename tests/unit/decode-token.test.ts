import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { decodeBase64Url, decodeCustomerToken, InvalidTokenError } from '@/lib/auth/decode-token';

const secret = new TextEncoder().encode('unit-test-secret-unit-test-secret-!!');
const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);

/** A token shaped exactly like the server's (lib/auth/tokens.ts). */
function serverToken(claims: Record<string, unknown>, expiresAt = NOW / 1000 + 3600) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('store')
    .setAudience('customer')
    .setSubject('42')
    .setIssuedAt(NOW / 1000)
    .setExpirationTime(expiresAt)
    .sign(secret);
}

const b64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const handMade = (payload: string, header = '{"alg":"HS256"}') => `${b64url(header)}.${b64url(payload)}.c2ln`;

describe('decodeCustomerToken', () => {
  it('reads name, e-mail, subject and expiry of a server token, accents included', async () => {
    const token = await serverToken({ name: 'José Peña Núñez', email: 'jose@example.co' });
    expect(decodeCustomerToken(token, NOW)).toEqual({
      name: 'José Peña Núñez',
      email: 'jose@example.co',
      subject: '42',
      expiresAt: NOW / 1000 + 3600,
    });
  });

  it('accepts a new customer with an empty name', async () => {
    const token = await serverToken({ name: '', email: 'nuevo@example.co' });
    expect(decodeCustomerToken(token, NOW)).toMatchObject({ name: '', email: 'nuevo@example.co' });
  });

  it('accepts a token without exp and treats a missing name as empty', () => {
    expect(decodeCustomerToken(handMade('{"email":"a@b.co"}'), NOW)).toEqual({ name: '', email: 'a@b.co', subject: null, expiresAt: null });
  });

  it('rejects an expired token, and one expiring exactly now', async () => {
    expect(() => decodeCustomerToken(handMade(`{"email":"a@b.co","exp":${NOW / 1000 - 1}}`), NOW)).toThrow(/expired/);
    expect(() => decodeCustomerToken(handMade(`{"email":"a@b.co","exp":${NOW / 1000}}`), NOW)).toThrow(/expired/);
    const token = await serverToken({ name: 'A', email: 'a@b.co' }, NOW / 1000 + 60);
    expect(() => decodeCustomerToken(token, NOW + 61_000)).toThrow(InvalidTokenError);
  });

  it.each([
    ['empty', ''],
    ['one part', 'abc'],
    ['two parts', `${b64url('{}')}.${b64url('{"email":"a@b.co"}')}`],
    ['four parts', `${handMade('{"email":"a@b.co"}')}.x`],
    ['empty signature', `${b64url('{}')}.${b64url('{"email":"a@b.co"}')}.`],
    ['standard base64 characters', `${b64url('{}')}.${Buffer.from('{"email":"a@b.co?>"}').toString('base64')}.sig`],
    ['padding', `${b64url('{}')}.${Buffer.from('{"email":"a@b.co"}').toString('base64url')}==.sig`],
    ['impossible length', `${b64url('{}')}.abcde.sig`],
    ['payload not JSON', handMade('not json')],
    ['payload a JSON array', handMade('["a@b.co"]')],
    ['payload JSON null', handMade('null')],
    ['header not JSON', handMade('{"email":"a@b.co"}', 'nope')],
    ['no e-mail', handMade('{"name":"Ana"}')],
    ['e-mail not a string', handMade('{"email":7}')],
    ['exp not a number', handMade('{"email":"a@b.co","exp":"soon"}')],
  ])('rejects %s', (_label, token) => {
    expect(() => decodeCustomerToken(token, NOW)).toThrow(InvalidTokenError);
  });

  it('rejects a payload that is not valid UTF-8', () => {
    const bad = Buffer.from([0x7b, 0xff, 0xfe, 0x7d]).toString('base64url');
    expect(() => decodeCustomerToken(`${b64url('{}')}.${bad}.sig`, NOW)).toThrow();
  });

  it('rejects what is not a string at all', () => {
    expect(() => decodeCustomerToken(undefined as unknown as string, NOW)).toThrow(InvalidTokenError);
  });
});

describe('decodeBase64Url', () => {
  it('round-trips every padding length', () => {
    for (const text of ['a', 'ab', 'abc', 'abcd', 'ñandú', '¿Qué?']) expect(decodeBase64Url(b64url(text))).toBe(text);
  });
});
