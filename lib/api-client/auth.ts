import type { Locale } from '@/lib/i18n/routing';
import { auth, type ConsentStatus, profile } from '@/lib/contracts/account';
import type { AnswerOf } from '@/lib/contracts/operation';
import { apiFetch } from './client';
import { useApiMutation } from './use-api-mutation';

/** POST /api/auth/request-code answer (spec 1 §7). */
export type RequestCodeResponse = AnswerOf<typeof auth.requestCode>;
/** POST /api/auth/verify-code answer. */
export type VerifyCodeResponse = AnswerOf<typeof auth.verifyCode>;

const requestLoginCode = (input: { email: string; locale: Locale }) =>
  apiFetch<RequestCodeResponse>(auth.requestCode.url(), { method: 'POST', body: input });

const verifyLoginCode = (input: { email: string; code: string; locale: Locale }) =>
  apiFetch<VerifyCodeResponse>(auth.verifyCode.url(), { method: 'POST', body: input });

/** The code e-mail goes out in the interface language. */
export function useRequestLoginCode() {
  return useApiMutation(requestLoginCode);
}

export function useVerifyLoginCode() {
  return useApiMutation(verifyLoginCode);
}

/** The answer of GET/PUT /api/profile/consent and PUT /api/profile/marketing. */
export type { ConsentStatus };

const acceptDataPolicy = (input: { token: string; marketing: boolean }) =>
  apiFetch<AnswerOf<typeof profile.acceptConsent>>(profile.acceptConsent.url(), {
    method: 'PUT',
    token: input.token,
    body: { acceptDataPolicy: true, marketing: input.marketing },
  });

/** Right after the code, when the account has not accepted the current data policy. */
export function useAcceptDataPolicy() {
  return useApiMutation(acceptDataPolicy);
}
