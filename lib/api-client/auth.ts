import type { Locale } from '@/lib/i18n/routing';
import type { auth, ConsentStatus, profile } from '@/lib/contracts/account';
import type { AnswerOf } from '@/lib/contracts/operation';
import { ApiClientError, apiFetch } from './client';
import { useApiMutation } from './use-api-mutation';

/** POST /api/auth/request-code answer (spec 1 §7). */
export type RequestCodeResponse = AnswerOf<typeof auth.requestCode>;
/** POST /api/auth/verify-code answer: a code that does not work is a 200 with success false. */
export type VerifyCodeResponse = AnswerOf<typeof auth.verifyCode>;

const requestLoginCode = (input: { email: string; locale: Locale }) =>
  apiFetch<RequestCodeResponse>('/api/auth/request-code', { method: 'POST', body: input });

/** Signs in, or throws the wrong code's answer as an error (`code` 'invalid_code') like any other refusal. */
async function verifyLoginCode(input: { email: string; code: string; locale: Locale }) {
  const answer = await apiFetch<VerifyCodeResponse>('/api/auth/verify-code', { method: 'POST', body: input });
  if (!answer.success) throw new ApiClientError(answer.error, 401, answer.code ?? 'invalid_code', undefined, answer);
  return answer;
}

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
  apiFetch<AnswerOf<typeof profile.acceptConsent>>('/api/profile/consent', {
    method: 'PUT',
    token: input.token,
    body: { acceptDataPolicy: true, marketing: input.marketing },
  });

/** Right after the code, when the account has not accepted the current data policy. */
export function useAcceptDataPolicy() {
  return useApiMutation(acceptDataPolicy);
}
