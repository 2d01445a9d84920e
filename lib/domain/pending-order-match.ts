/**
 * One order per purchase (issue 22 §3; docs/orders-cancel.md): the cart matches an order when it
 * holds the same variants in the same quantities (lines of one variant counted together, order of
 * lines ignored). Only an order still waiting for an online payment is offered again.
 */

export type MatchLine = { variantId: number | null; quantity: number };
export type MatchOrder = {
  id: number;
  paymentStatus: string;
  cashOnDelivery?: boolean;
  items: { quantity: number; variant: { id: number | null } }[];
};

function totals(lines: readonly MatchLine[]): Map<number, number> | null {
  const map = new Map<number, number>();
  for (const { variantId, quantity } of lines) {
    // A line whose variant was deleted cannot be bought again as it was: never a match.
    if (variantId === null) return null;
    map.set(variantId, (map.get(variantId) ?? 0) + quantity);
  }
  return map;
}

export function sameLines(a: readonly MatchLine[], b: readonly MatchLine[]): boolean {
  const left = totals(a);
  const right = totals(b);
  if (!left || !right || left.size === 0 || left.size !== right.size) return false;
  for (const [variantId, quantity] of left) if (right.get(variantId) !== quantity) return false;
  return true;
}

/** The id of the first (the list is newest first) order of hers waiting for payment with the cart's lines; null when none. */
export function findPendingOrderForCart(cart: readonly MatchLine[], orders: readonly MatchOrder[]): number | null {
  const match = orders.find(
    (order) =>
      order.paymentStatus === 'pending_payment' &&
      !order.cashOnDelivery &&
      sameLines(
        cart,
        order.items.map((item) => ({ variantId: item.variant.id, quantity: item.quantity })),
      ),
  );
  return match?.id ?? null;
}
