/**
 * The login dialog's two fields checked without zod (issue 21: zod was ~31 KiB of the JavaScript
 * a signed-out visitor of /checkout/{id} or /perfil downloads with the dialog). The API validates
 * the same fields with zod (lib/validation/auth.ts, built on these patterns);
 * tests/unit/login-fields.test.ts proves both give the same answer and the same message.
 */

/** Messages of the login fields; the dialog passes translated ones; the API's are catalogue references said in the request's language. */
export type AuthMessages = { required: string; email: string; tooLong: string; code: string };

export const LOGIN_CODE_PATTERN = /^\d{6}$/;

/** zod 4's `z.email()` pattern (`z.regexes.email`), copied: the unit test fails if they part. */
// eslint-disable-next-line no-useless-escape -- zod's source, escapes included: the unit test compares the two.
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

export const EMAIL_MAX_LENGTH = 254;

/** Trimmed and lower-cased: one account per mailbox, whatever the caps. */
export const normalizeLoginEmail = (value: string) => value.trim().toLowerCase();

/** The message for a login e-mail (after normalising), or null when it is valid. */
export function loginEmailError(value: string, m: Pick<AuthMessages, 'required' | 'email' | 'tooLong'>): string | null {
  const email = normalizeLoginEmail(value);
  if (!email) return m.required;
  if (email.length > EMAIL_MAX_LENGTH) return m.tooLong;
  return EMAIL_PATTERN.test(email) ? null : m.email;
}

/** The message for a login code (six digits, spaces around ignored), or null when it is valid. */
export function loginCodeError(value: string, m: Pick<AuthMessages, 'code'>): string | null {
  return LOGIN_CODE_PATTERN.test(value.trim()) ? null : m.code;
}

/**
 * A one-field form's submit (components/account/use-one-field.ts): the field's message, or the
 * normalised value the request sends.
 */
export function checkOneField(
  value: string,
  check: (value: string) => string | null,
  normalize: (value: string) => string,
): { value: string } | { error: string } {
  const message = check(value);
  return message ? { error: message } : { value: normalize(value) };
}
