import type { Locale } from '@/lib/i18n/routing';
import { apiFetch } from './client';
import { useApiMutation } from './use-api-mutation';

/** POST /api/auth/request-code answer (spec 1 §7). */
export type RequestCodeResponse = { success: boolean; message: string };
/** POST /api/auth/verify-code answer. */
export type VerifyCodeResponse = { success: boolean; token: string; consentRequired?: boolean };

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

/** The answer of GET/PUT /api/profile/consent and PUT /api/profile/marketing. */
export type ConsentStatus = {
  currentVersion: string;
  acceptedVersion: string | null;
  acceptedAt: string | null;
  required: boolean;
  marketing: boolean;
};

const acceptDataPolicy = (input: { token: string; marketing: boolean }) =>
  apiFetch<{ consent: ConsentStatus }>('/api/profile/consent', {
    method: 'PUT',
    token: input.token,
    body: { acceptDataPolicy: true, marketing: input.marketing },
  });

/** Right after the code, when the account has not accepted the current data policy. */
export function useAcceptDataPolicy() {
  return useApiMutation(acceptDataPolicy);
}
