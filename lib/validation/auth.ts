import { z } from 'zod';
import { message } from '@/lib/i18n/validation-message';
import { locales } from '@/lib/i18n/routing';
import { type AuthMessages, EMAIL_MAX_LENGTH, EMAIL_PATTERN, LOGIN_CODE_PATTERN } from './login-fields';

export type { AuthMessages };

const spanish: AuthMessages = {
  required: message('required'),
  email: message('email'),
  tooLong: message('tooLong'),
  code: message('loginCode'),
};

/**
 * Trimmed and lower-cased before validation: one account per mailbox, whatever the caps. The login
 * dialog checks the same without zod (./login-fields.ts).
 */
export function emailField(m: Pick<AuthMessages, 'required' | 'email' | 'tooLong'> = spanish) {
  return z
    .string({ error: m.required })
    .trim()
    .toLowerCase()
    .min(1, { error: m.required })
    .max(EMAIL_MAX_LENGTH, { error: m.tooLong })
    .pipe(z.email({ pattern: EMAIL_PATTERN, error: m.email }));
}

/** Language of the e-mails; an unknown value falls back to Spanish rather than blocking a login. */
const localeField = z.enum(locales).optional().catch(undefined);

/** Spec 1 §5: e-mail required. `locale` is the language of the code e-mail (default es). */
export function requestCodeSchema(m: AuthMessages = spanish) {
  return z.object({ email: emailField(m), locale: localeField.transform((l) => l ?? 'es') });
}

/** Spec 1 §5: code required, numeric, six digits. `locale` (optional) updates the account's language. */
export function verifyCodeSchema(m: AuthMessages = spanish) {
  return z.object({
    email: emailField(m),
    code: z.string({ error: m.required }).trim().regex(LOGIN_CODE_PATTERN, { error: m.code }),
    locale: localeField,
  });
}

export type RequestCodeInput = z.infer<ReturnType<typeof requestCodeSchema>>;
export type VerifyCodeInput = z.infer<ReturnType<typeof verifyCodeSchema>>;
