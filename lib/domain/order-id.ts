/** PostgreSQL integer ids: what an order number in a URL may be. */
const MAX_ORDER_ID = 2_147_483_647;

/** '42' → 42; anything else ('0', '42abc', '1e3', too large) → null. */
export function parseOrderIdParam(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ORDER_ID ? id : null;
}
