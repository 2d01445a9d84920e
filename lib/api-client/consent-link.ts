import type { consent } from '@/lib/contracts/account';
import type { AnswerOf } from '@/lib/contracts/operation';
import { apiFetch } from './client';
import { useApiMutation } from './use-api-mutation';

/** POST /api/consent/email-link: `{ success, acceptedVersion }`. */
export type EmailLinkConsentResponse = AnswerOf<typeof consent.acceptByEmailLink>;

export function acceptConsentByEmailLink(token: string): Promise<EmailLinkConsentResponse> {
  return apiFetch<EmailLinkConsentResponse>('/api/consent/email-link', { method: 'POST', body: { token } });
}

/** The consent page's 'Acepto': a one-shot mutation (the page loads no React Query). */
export function useAcceptConsentByEmailLink() {
  return useApiMutation(acceptConsentByEmailLink);
}
