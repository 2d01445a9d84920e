import { type FieldError, type FieldErrors, get } from 'react-hook-form';

/** Whole pesos or grams as the inputs show them: '' for none. */
export const asText = (n: number | null | undefined): string => (n === null || n === undefined ? '' : String(n));

/**
 * The first message at `path` or under it: a list field's own error ('Elige al menos un
 * municipio.') or one of its items' ('municipalityCodes.2': 'Municipio no válido.').
 */
export function firstErrorAt(errors: FieldErrors, path: string): string | undefined {
  const error = get(errors, path) as (FieldError & Record<string, unknown>) | FieldError[] | undefined;
  if (!error) return undefined;
  if (!Array.isArray(error) && typeof error.message === 'string' && error.message) return error.message;
  const items = Array.isArray(error) ? error : Object.values(error);
  for (const item of items) if (item && typeof (item as FieldError).message === 'string') return (item as FieldError).message;
  const root = (error as { root?: FieldError }).root;
  return root?.message;
}

/** Server field errors under a list ('municipalityCodes.1') folded onto the list's own name. */
export function foldServerFields(fields: Record<string, string[]> | undefined, names: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, messages] of Object.entries(fields ?? {})) {
    const name = names.find((n) => key === n || key.startsWith(`${n}.`));
    if (name && !out[name] && messages[0]) out[name] = messages[0];
  }
  return out;
}
