import type { ContactInput } from '@/lib/validation/contact';
import { apiFetch } from './client';
import { useApiMutation } from './use-api-mutation';

/** POST /api/contact answer (spec 1 §7; the shape is DESIGN's `{ success, message }`). */
export type ContactResponse = { success: boolean; message: string };

export function sendContactMessage(input: ContactInput): Promise<ContactResponse> {
  return apiFetch<ContactResponse>('/api/contact', { method: 'POST', body: input });
}

/** The contact form's submit: a mutation, so the form reads its pending / success / error state. */
export function useSendContactMessage() {
  return useApiMutation(sendContactMessage);
}
