import { ApiClientError } from '@/lib/api-client/client';

/** The server allows one code a minute per e-mail (lib/services/customer-auth.ts). */
export const RESEND_INTERVAL_SECONDS = 60;

type AuthTranslator = (key: 'requestFailed' | 'networkError' | 'invalidCode' | 'verifyFailed') => string;

const isNetworkError = (error: unknown) => error instanceof ApiClientError && error.code === 'network_error';

/** Seconds to wait before asking again, from a 429 answer (its Retry-After, also in the body). */
export function retryAfterSeconds(error: unknown): number | null {
  if (!(error instanceof ApiClientError) || error.status !== 429) return null;
  const value = (error.data as { retryAfter?: unknown } | null)?.retryAfter;
  return typeof value === 'number' && value > 0 ? Math.ceil(value) : null;
}

/** Spec 1 §8: the server's message, else 'No se pudo enviar el código…'; network errors have their own. */
export function requestCodeErrorMessage(error: unknown, t: AuthTranslator): string {
  if (isNetworkError(error)) return t('networkError');
  if (error instanceof ApiClientError && error.data && typeof (error.data as { error?: unknown }).error === 'string') {
    return error.message;
  }
  return t('requestFailed');
}

/** Spec 1 §8: wrong code, network error, or the generic verify failure (a 429 keeps its own reason). */
export function verifyCodeErrorMessage(error: unknown, t: AuthTranslator): string {
  if (isNetworkError(error)) return t('networkError');
  if (error instanceof ApiClientError && error.code === 'invalid_code') return t('invalidCode');
  if (error instanceof ApiClientError && error.status === 429) return error.message;
  return t('verifyFailed');
}
