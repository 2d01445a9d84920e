import 'server-only';
import { and, asc, eq, ilike, like, or, type SQL } from 'drizzle-orm';
import { getDb, type Queryable } from '@/db';
import { products, variants } from '@/db/schema';
import { searchTerms } from '@/lib/domain/search';
import { notFound } from '@/lib/http/errors';

/** Spec 2 §3 "Inventory row": one per variant. */
export type InventoryRow = {
  id: number;
  sku: string;
  product: { id: number; name: string };
  price: number;
  salePrice: number | null;
  stock: number;
  costPrice: number | null;
};

const inventoryColumns = {
  id: variants.id,
  sku: variants.sku,
  product: { id: products.id, name: products.name },
  price: variants.price,
  salePrice: variants.salePrice,
  stock: variants.stock,
  costPrice: variants.costPrice,
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Spec 2 §2: search by product name or SKU. The name matches as in the store (every word, accents
 * and case ignored, on products.search_text); the SKU as a case-insensitive substring.
 */
function searchCondition(search: string): SQL | undefined {
  const text = search.trim();
  if (!text) return undefined;
  const terms = searchTerms(text);
  const byName = terms.length ? and(...terms.map((term) => like(products.searchText, `%${term}%`))) : undefined;
  return or(byName, ilike(variants.sku, `%${escapeLike(text)}%`));
}

function selectInventory(q: Queryable, where: SQL | undefined) {
  return q
    .select(inventoryColumns)
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(where)
    .orderBy(asc(products.name), asc(products.id), asc(variants.position), asc(variants.id));
}

export async function listInventory(search = ''): Promise<InventoryRow[]> {
  return selectInventory(await getDb(), searchCondition(search));
}

export async function getInventoryRow(variantId: number, q?: Queryable): Promise<InventoryRow> {
  const [row] = await selectInventory(q ?? (await getDb()), eq(variants.id, variantId));
  if (!row) throw notFound('Variante no encontrada.');
  return row;
}
