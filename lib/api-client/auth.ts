import type { Locale } from '@/lib/i18n/routing';
import { apiFetch } from './client';
import { useApiMutation } from './use-api-mutation';

/** POST /api/auth/request-code answer (spec 1 §7). */
export type RequestCodeResponse = { success: boolean; message: string };
/** POST /api/auth/verify-code answer. */
export type VerifyCodeResponse = { success: boolean; token: string };

const requestLoginCode = (input: { email: string; locale: Locale }) =>
  apiFetch<RequestCodeResponse>('/api/auth/request-code', { method: 'POST', body: input });

const verifyLoginCode = (input: { email: string; code: string; locale: Locale }) =>
  apiFetch<VerifyCodeResponse>('/api/auth/verify-code', { method: 'POST', body: input });

/** The code e-mail goes out in the interface language. */
export function useRequestLoginCode() {
  return useApiMutation(requestLoginCode);
}

export function useVerifyLoginCode() {
  return useApiMutation(verifyLoginCode);
}
