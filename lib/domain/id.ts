/** Ids (and amounts) are PostgreSQL `integer`s: nothing above this can name a row. */
export const MAX_INT4 = 2_147_483_647;

/**
 * An id as written in a URL segment, a token subject or a cursor: '42' → 42. Only a plain
 * positive integer up to MAX_INT4 counts; '0', '-1', '012', ' 12', '1e3', '1.0' and
 * '2147483648' are null (each would otherwise be a second spelling of a row, or none).
 */
export function parseId(value: string | null | undefined): number | null {
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_INT4 ? id : null;
}
