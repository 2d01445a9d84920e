import { useMutation } from '@tanstack/react-query';
import type { Locale } from '@/lib/i18n/routing';
import { apiFetch } from './client';

/** POST /api/auth/request-code answer (spec 1 §7). */
export type RequestCodeResponse = { success: boolean; message: string };
/** POST /api/auth/verify-code answer. */
export type VerifyCodeResponse = { success: boolean; token: string };

/** The code e-mail goes out in the interface language. */
export function useRequestLoginCode() {
  return useMutation({
    mutationFn: (input: { email: string; locale: Locale }) =>
      apiFetch<RequestCodeResponse>('/api/auth/request-code', { method: 'POST', body: input }),
  });
}

export function useVerifyLoginCode() {
  return useMutation({
    mutationFn: (input: { email: string; code: string; locale: Locale }) =>
      apiFetch<VerifyCodeResponse>('/api/auth/verify-code', { method: 'POST', body: input }),
  });
}
