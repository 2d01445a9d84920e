import 'server-only';
import { inArray } from 'drizzle-orm';
import type { Queryable } from '@/db';
import { variants } from '@/db/schema';
import { type ApiError, conflict } from '@/lib/errors';

/** One line of an order that asks for more than there is (issue 22 §2). */
export type ShortLine = { variantId: number; name: string; requested: number; available: number };

type OrderLine = { variantId: number; quantity: number; label: string };

/**
 * The 409 out_of_stock of order creation, naming EVERY line that asks for more than is available,
 * with the quantity available, so the cart can offer 'Ajustar a N' for each in one tap.
 * `reserved` are the lines already reserved in this transaction (their available units read here
 * are after their own reservation). `variantId` is the first short line, as before.
 */
export async function outOfStockConflict(tx: Queryable, lines: readonly OrderLine[], reserved: ReadonlySet<number>): Promise<ApiError> {
  const rows = await tx
    .select({ id: variants.id, available: variants.available })
    .from(variants)
    .where(
      inArray(
        variants.id,
        lines.map((l) => l.variantId),
      ),
    );
  const stock = new Map(rows.map((r) => [r.id, Math.max(r.available, 0)]));
  const short: ShortLine[] = [];
  for (const line of lines) {
    const available = (stock.get(line.variantId) ?? 0) + (reserved.has(line.variantId) ? line.quantity : 0);
    if (available < line.quantity) short.push({ variantId: line.variantId, name: line.label, requested: line.quantity, available });
  }
  const named = short.map((l) => (l.available > 0 ? `${l.name}: quedan ${l.available}` : `${l.name}: agotado`));
  return conflict('out_of_stock', `No hay suficiente stock de ${named.join('; ')}.`, {
    variantId: short[0]?.variantId ?? lines[0]?.variantId,
    lines: short,
  });
}
