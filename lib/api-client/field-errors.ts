import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiClientError } from './client';

/**
 * Puts the server's field errors (400 `{ fields }`) next to the fields of `names` that have them,
 * and focuses the first. Anything else (another error, a field the form does not show) is left
 * to the caller's notification.
 */
export function applyFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, names: readonly Path<T>[]): void {
  if (!(error instanceof ApiClientError) || !error.fields) return;
  const invalid = names.filter((name) => error.fields?.[name]?.length);
  invalid.forEach((name, i) => setError(name, { type: 'server', message: error.fields![name][0] }, { shouldFocus: i === 0 }));
}
