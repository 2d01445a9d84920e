import { useMutation } from '@tanstack/react-query';
import type { ContactInput } from '@/lib/validation/contact';
import { apiFetch } from './client';

/** POST /api/contact answer (spec 1 §7; the shape is DESIGN's `{ success, message }`). */
export type ContactResponse = { success: boolean; message: string };

export function sendContactMessage(input: ContactInput): Promise<ContactResponse> {
  return apiFetch<ContactResponse>('/api/contact', { method: 'POST', body: input });
}

/** The contact form's submit: a mutation, so the form reads its pending / success / error state. */
export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
