import { type FieldError, type FieldErrors, get } from 'react-hook-form';

/** The message at a dotted path of the form's errors ('variants.0.volumeDiscounts.1.price'). */
export function errorAt(errors: FieldErrors, path: string): string | undefined {
  const error = get(errors, path) as FieldError | undefined;
  return typeof error?.message === 'string' && error.message ? error.message : undefined;
}
