import type { ContactInput } from '@/lib/validation/contact';
import type { cart } from '@/lib/contracts/cart';
import type { AnswerOf } from '@/lib/contracts/operation';
import { apiFetch } from './client';
import { useApiMutation } from './use-api-mutation';

/** POST /api/contact answer (spec 1 §7; the shape is DESIGN's `{ success, message }`). */
export type ContactResponse = AnswerOf<typeof cart.contact>;

export function sendContactMessage(input: ContactInput): Promise<ContactResponse> {
  return apiFetch<ContactResponse>('/api/contact', { method: 'POST', body: input });
}

/** The contact form's submit: a mutation, so the form reads its pending / success / error state. */
export function useSendContactMessage() {
  return useApiMutation(sendContactMessage);
}
