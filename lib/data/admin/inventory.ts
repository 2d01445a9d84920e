import 'server-only';
import { and, asc, eq, ilike, isNull, like, or, type SQL, sql } from 'drizzle-orm';
import { getDb, type Queryable } from '@/db';
import { attributes, attributeValues, products, variantAttributeValues, variants } from '@/db/schema';
import { searchTerms } from '@/lib/domain/search';
import { variantThresholdSql } from '@/lib/data/store-settings';
import { notFound } from '@/lib/errors';

/** Spec 2 §3 "Inventory row": one per variant. */
export type InventoryRow = {
  id: number;
  sku: string;
  product: { id: number; name: string };
  price: number;
  salePrice: number | null;
  /** On hand (docs/stock.md): the units on the shelf, what staff count and edit. */
  stock: number;
  /** Beyond the spec (issue 34): units promised to open orders, and what the store can still sell (stock − reserved). */
  reserved: number;
  available: number;
  costPrice: number | null;
  /** Beyond the spec (issue 24): the variant's attribute values, unit last ('16 oz · Paquete'). */
  variantName: string;
  /** Its own low-stock threshold (null: the store default) and the one that applies. */
  lowStockThreshold: number | null;
  threshold: number;
  /** Who restocks it ('Reponer'); null: the product's provider. */
  preferredProviderId: number | null;
  /** Beyond the spec: how it is sold ('Paquete' of 25), so receiving counts in its unit (lib/domain/units.ts). */
  unitOfMeasure: string | null;
  unitsPerItem: number;
};

/** The variant's values joined with ' · ', the unit of measure last (then by attribute name). */
export const variantNameSql = sql<string>`coalesce((
  select string_agg(av.value, ' · ' order by lower(a.name) = 'unidad de medida', a.name, a.id)
  from ${variantAttributeValues} vav
  join ${attributeValues} av on av.id = vav.attribute_value_id
  join ${attributes} a on a.id = av.attribute_id
  where vav.variant_id = ${variants.id}), '')`;

/** The threshold that applies (lib/domain/stock effectiveThreshold, in SQL; the store's setting is read in the statement). */
export const thresholdSql = variantThresholdSql;

const inventoryColumns = () => ({
  id: variants.id,
  sku: variants.sku,
  product: { id: products.id, name: products.name },
  price: variants.price,
  salePrice: variants.salePrice,
  stock: variants.onHand,
  reserved: variants.reserved,
  available: variants.available,
  costPrice: variants.costPrice,
  variantName: variantNameSql,
  lowStockThreshold: variants.lowStockThreshold,
  threshold: thresholdSql(),
  preferredProviderId: variants.preferredProviderId,
  unitOfMeasure: variants.unitOfMeasure,
  unitsPerItem: variants.unitsPerItem,
});

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Spec 2 §2: search by product name or SKU. The name matches as in the store (every word, accents
 * and case ignored, on products.search_text); the SKU as a case-insensitive substring.
 */
export function variantSearchCondition(search: string): SQL | undefined {
  const text = search.trim();
  if (!text) return undefined;
  const terms = searchTerms(text);
  const byName = terms.length ? and(...terms.map((term) => like(products.searchText, `%${term}%`))) : undefined;
  return or(byName, ilike(variants.sku, `%${escapeLike(text)}%`));
}

function selectInventory(q: Queryable, where: SQL | undefined) {
  return (
    q
      .select(inventoryColumns())
      .from(variants)
      .innerJoin(products, eq(products.id, variants.productId))
      // An archived variant has left its product: its ledger stays, its row leaves the inventory.
      .where(and(isNull(variants.archivedAt), where))
      .orderBy(asc(products.name), asc(products.id), asc(variants.position), asc(variants.id))
  );
}

export async function listInventory(search = ''): Promise<InventoryRow[]> {
  return selectInventory(await getDb(), variantSearchCondition(search));
}

export async function getInventoryRow(variantId: number, q?: Queryable): Promise<InventoryRow> {
  const [row] = await selectInventory(q ?? (await getDb()), eq(variants.id, variantId));
  if (!row) throw notFound('Variante no encontrada.');
  return row;
}
