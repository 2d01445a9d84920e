import 'server-only';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { variants } from '@/db/schema';
import { getStoreSettings } from '@/lib/data/store-settings';
import type { VariantAvailability } from '@/lib/cart/availability';

/**
 * Today's stock and prices of some variants, read past every cache: the cart
 * checks its lines with it when it opens, the option dialog and the product page cap their
 * quantity with it. One statement. Unknown ids are left out (the variant was deleted).
 */
export async function getVariantAvailability(ids: readonly number[]): Promise<{ threshold: number; variants: VariantAvailability[] }> {
  // The store's setting, from the catalogue cache (docs/store-settings.md).
  const { lowStockThreshold: threshold } = await getStoreSettings();
  if (ids.length === 0) return { threshold, variants: [] };
  const db = await getDb();
  const rows = await db.query.variants.findMany({
    // An archived product's variants are left out too: it is no longer on sale.
    where: and(
      inArray(variants.id, [...new Set(ids)]),
      isNull(variants.archivedAt),
      sql`exists (select 1 from products p where p.id = ${variants.productId} and p.archived_at is null)`,
    ),
    columns: { id: true, productId: true, available: true, price: true, salePrice: true, unitOfMeasure: true, unitsPerItem: true },
    with: { volumeDiscounts: { columns: { minQuantity: true, price: true } } },
    orderBy: (v, { asc }) => [asc(v.id)],
  });
  return {
    threshold,
    variants: rows.map((row) => ({
      variantId: row.id,
      productId: row.productId,
      stock: Math.max(row.available, 0),
      price: row.price,
      salePrice: row.salePrice,
      unitOfMeasure: row.unitOfMeasure,
      unitsPerItem: row.unitsPerItem,
      volumeDiscounts: [...row.volumeDiscounts].sort((a, b) => a.minQuantity - b.minQuantity),
    })),
  };
}
