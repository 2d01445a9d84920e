/**
 * What the login dialog remembers for the browser tab (sessionStorage): the e-mail a code was just
 * sent to, so a phone that reloads the tab while the shopper reads her mail reopens on the code
 * step.
 * Storage can be unavailable (private modes, quotas): then nothing is remembered.
 */
const CODE_EMAIL_KEY = 'login-code-email';
/** A code is valid for 10 minutes (LOGIN_CODE_TTL_SECONDS, lib/auth/login-codes.ts, server-only). */
const CODE_VALID_MS = 10 * 60 * 1000;

type SentCode = { email: string; sentAt: number; resendAt: number };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    const store = storage();
    if (value === null) store?.removeItem(key);
    else store?.setItem(key, value);
  } catch {
    // Full or blocked storage: the dialog simply starts on the e-mail step.
  }
}

export function rememberSentCode(email: string, resendAt: number) {
  write(CODE_EMAIL_KEY, JSON.stringify({ email, sentAt: Date.now(), resendAt } satisfies SentCode));
}

/** The e-mail a still-valid code was sent to in this tab, if any. */
export function recallSentCode(now = Date.now()): SentCode | null {
  try {
    const value = JSON.parse(storage()?.getItem(CODE_EMAIL_KEY) ?? 'null') as Partial<SentCode> | null;
    if (!value || typeof value.email !== 'string' || typeof value.sentAt !== 'number') return null;
    if (now - value.sentAt > CODE_VALID_MS) return null;
    return { email: value.email, sentAt: value.sentAt, resendAt: typeof value.resendAt === 'number' ? value.resendAt : 0 };
  } catch {
    return null;
  }
}

export const forgetSentCode = () => write(CODE_EMAIL_KEY, null);
