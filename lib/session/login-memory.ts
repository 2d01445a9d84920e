/**
 * What the login dialog remembers for the browser tab (sessionStorage): the e-mail a code was just
 * sent to, so a phone that reloads the tab while the shopper reads her mail reopens on the code
 * step; and, after a signed-out visit to /perfil sent her home (spec), the page to return to with
 * the words that say why the dialog opened.
 * Storage can be unavailable (private modes, quotas): then nothing is remembered.
 */
import { storageKeys } from '@/lib/browser-storage-keys';
import { takeLoginReturnEntry } from './login-return-entry';

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

const RETURN_KEY = storageKeys.loginReturn;
/** Only the store's own profile and its tabs may be returned to (never an outside address). */
const RETURNABLE = /^\/perfil(\?tab=[a-z]+)?$/;
/** Long enough for a slow redirect, short enough that an old visit does not open the dialog later. */
const RETURN_VALID_MS = 2 * 60 * 1000;
const MAX_REASON = 300;

export type LoginReturn = { path: string; reason: string };

/**
 * Before /perfil sends a signed-out visitor home: where to come back, and why the home page's
 * login dialog opens. The words come from /perfil's own texts, so the home page carries none.
 */
export function rememberLoginReturn(path: string, reason: string, now = Date.now()) {
  if (RETURNABLE.test(path)) write(RETURN_KEY, JSON.stringify({ path, reason: reason.slice(0, MAX_REASON), at: now }));
}

/** The sign-in a protected page asked for (null when none, stale or not ours). Pure: safe to run in a render. */
export function parseLoginReturn(entry: string | null, now = Date.now()): LoginReturn | null {
  let value: { path?: unknown; reason?: unknown; at?: unknown } | null = null;
  try {
    value = JSON.parse(entry ?? 'null');
  } catch {
    value = null;
  }
  if (!value || typeof value.path !== 'string' || typeof value.reason !== 'string' || typeof value.at !== 'number') return null;
  if (!RETURNABLE.test(value.path) || now - value.at > RETURN_VALID_MS || now < value.at) return null;
  return { path: value.path, reason: value.reason.slice(0, MAX_REASON) };
}

/** The sign-in a protected page asked for, read once (null when none, stale or not ours). */
export const takeLoginReturn = (now = Date.now()): LoginReturn | null => parseLoginReturn(takeLoginReturnEntry(), now);
