import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { requestCodeSchema, verifyCodeSchema } from '@/lib/validation/auth';
import { EMAIL_PATTERN, loginCodeError, loginEmailError, normalizeLoginEmail, checkOneField } from '@/lib/validation/login-fields';

/** Distinct messages, so a test knows which rule answered. */
const m = { required: 'required', email: 'email', tooLong: 'tooLong', code: 'code' };

/** What the API's zod schemas say of a value: its first message for the field, or the parsed value. */
function apiEmail(email: unknown): { message: string } | { value: string } {
  const parsed = requestCodeSchema(m).safeParse({ email });
  return parsed.success ? { value: parsed.data.email } : { message: parsed.error.issues.find((i) => i.path[0] === 'email')!.message };
}
function apiCode(code: string): { message: string } | { value: string } {
  const parsed = verifyCodeSchema(m).safeParse({ email: 'ana@example.com', code });
  return parsed.success ? { value: parsed.data.code } : { message: parsed.error.issues.find((i) => i.path[0] === 'code')!.message };
}

const emails = [
  '',
  '   ',
  'ana@example.com',
  '  Ana.Perez@Example.COM ',
  'ana@example',
  'ana@@example.com',
  'ana example@example.com',
  '.ana@example.com',
  'ana..perez@example.com',
  'ana.@example.com',
  "o'brien+tienda@correo.co",
  'ana@-example.com',
  'ana@example.c',
  'ana@sub.example.com.co',
  'ñandú@example.com',
  'ana@example.com.',
  `${'a'.repeat(243)}@example.com`,
  `${'a'.repeat(244)}@example.com`,
  `  ${'a'.repeat(243)}@example.com  `,
];

const codes = ['', '      ', '123456', ' 123456 ', '12345', '1234567', '12345a', '١٢٣٤٥٦', '12 456'];

describe('the login dialog checks its fields as the API does, without zod', () => {
  it('uses zod 4’s own e-mail pattern', () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
    expect(EMAIL_PATTERN.flags).toBe(z.regexes.email.flags);
  });

  it.each(emails)('e-mail %j: same verdict and message as POST /api/auth/request-code', (email) => {
    const api = apiEmail(email);
    const message = loginEmailError(email, m);
    if ('message' in api) expect(message).toBe(api.message);
    else {
      expect(message).toBeNull();
      expect(normalizeLoginEmail(email)).toBe(api.value);
    }
  });

  it.each(codes)('code %j: same verdict and message as POST /api/auth/verify-code', (code) => {
    const api = apiCode(code);
    const message = loginCodeError(code, m);
    if ('message' in api) expect(message).toBe(api.message);
    else {
      expect(message).toBeNull();
      expect(code.trim()).toBe(api.value);
    }
  });

  it('the form gets the field’s message, or the normalised value for its submit', () => {
    const check = (value: string) => checkOneField(value, (v) => loginEmailError(v, m), normalizeLoginEmail);
    expect(check(' Ana@Example.com ')).toEqual({ value: 'ana@example.com' });
    expect(check('ana@')).toEqual({ error: 'email' });
    expect(check('')).toEqual({ error: 'required' });
  });
});
