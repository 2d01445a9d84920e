import { ApiClientError } from '@/lib/api-client/client';

/** Spec 2 §8: the server's field errors joined by commas, else its message; '' when neither. */
export function saveErrorDetails(error: unknown): string {
  if (error instanceof ApiClientError && error.fields) {
    const messages = Object.values(error.fields).flat().filter(Boolean);
    if (messages.length > 0) return messages.join(', ');
  }
  return error instanceof Error ? error.message : '';
}

/** Field errors to show on the form: path ('variants.0.price') → one text. */
export function fieldErrorsOf(error: unknown): [string, string][] {
  if (!(error instanceof ApiClientError) || !error.fields) return [];
  return Object.entries(error.fields).flatMap(([path, messages]) =>
    messages?.length ? [[path, messages.join(' ')] as [string, string]] : [],
  );
}
