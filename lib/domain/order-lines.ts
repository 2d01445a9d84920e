export type OrderLine = { variantId: number; quantity: number; unitPrice: number };
export type MergedOrderLine = { variantId: number; quantity: number; clientLineTotal: number };

/**
 * Lines of one variant become one line. What the client showed for it is the sum of its lines
 * (unitPrice × quantity each), which is what the server's price is compared against.
 */
export function mergeOrderLines(items: readonly OrderLine[]): MergedOrderLine[] {
  const merged = new Map<number, MergedOrderLine>();
  for (const { variantId, quantity, unitPrice } of items) {
    const line = merged.get(variantId) ?? { variantId, quantity: 0, clientLineTotal: 0 };
    line.quantity += quantity;
    line.clientLineTotal += unitPrice * quantity;
    merged.set(variantId, line);
  }
  return [...merged.values()];
}
