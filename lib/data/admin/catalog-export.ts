import 'server-only';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { getDb, rowsOf } from '@/db';
import { attributes, attributeValues, categories, products, variantAttributeValues, variants, volumeDiscounts } from '@/db/schema';
import {
  type CsvExportOptions,
  type CsvSeparator,
  csvHeaderLine,
  csvVariantLine,
  type ExportVariant,
  UTF8_BOM,
} from '@/lib/domain/catalog-csv';

/** The stored fields the file carries: the export reads them, an import's plan and batches too. */
export const PRODUCT_COLUMNS = {
  name: products.name,
  categoryId: products.categoryId,
  description: products.description,
  isFeatured: products.isFeatured,
  ivaClass: products.ivaClass,
  imageUrl: products.imageUrl,
};
export const VARIANT_COLUMNS = {
  price: variants.price,
  salePrice: variants.salePrice,
  costPrice: variants.costPrice,
  stock: variants.onHand,
  imageUrl: variants.imageUrl,
  unitOfMeasure: variants.unitOfMeasure,
  unitsPerItem: variants.unitsPerItem,
  weightGrams: variants.weightGrams,
};

/** Products per query: keeps memory flat whatever the catalogue's size. */
const PAGE = 250;

/**
 * The whole catalogue as CSV lines (issue 24 §3), one per variant, products in id order and
 * variants in their form order; read page by page so the answer streams from the first page.
 */
export async function* catalogCsvLines(separator: CsvSeparator, options: CsvExportOptions = { costs: true }): AsyncGenerator<string> {
  const db = await getDb();
  const tree = await db.select({ id: categories.id, name: categories.name, parentId: categories.parentId }).from(categories);
  const byId = new Map(tree.map((c) => [c.id, c]));
  const paths = new Map<number, string[]>();
  const pathOf = (id: number): string[] => {
    const cached = paths.get(id);
    if (cached) return cached;
    const names: string[] = [];
    const seen = new Set<number>();
    for (let c = byId.get(id); c && !seen.has(c.id); c = c.parentId === null ? undefined : byId.get(c.parentId)) {
      seen.add(c.id);
      names.unshift(c.name);
    }
    paths.set(id, names);
    return names;
  };

  // The database's clock, the one the stock ledger and row timestamps are written with.
  const [{ now }] = rowsOf<{ now: string | Date }>(await db.execute(sql`select now() as now`));
  const exportedAt = new Date(now);
  yield UTF8_BOM + csvHeaderLine(separator, options);
  let after = 0;
  for (;;) {
    const page = await db
      .select({ id: products.id, ...PRODUCT_COLUMNS })
      .from(products)
      .where(gt(products.id, after))
      .orderBy(asc(products.id))
      .limit(PAGE);
    if (page.length === 0) return;
    after = page.at(-1)!.id;
    const productIds = page.map((p) => p.id);
    const vars = await db
      .select()
      .from(variants)
      .where(inArray(variants.productId, productIds))
      .orderBy(asc(variants.productId), asc(variants.position), asc(variants.id));
    const variantIds = vars.map((v) => v.id);
    const [values, tiers] = variantIds.length
      ? await Promise.all([
          db
            .select({ variantId: variantAttributeValues.variantId, attribute: attributes.name, value: attributeValues.value })
            .from(variantAttributeValues)
            .innerJoin(attributeValues, eq(attributeValues.id, variantAttributeValues.attributeValueId))
            .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
            .where(and(inArray(variantAttributeValues.variantId, variantIds)))
            .orderBy(asc(attributes.name), asc(attributes.id)),
          db
            .select({ variantId: volumeDiscounts.variantId, minQuantity: volumeDiscounts.minQuantity, price: volumeDiscounts.price })
            .from(volumeDiscounts)
            .where(inArray(volumeDiscounts.variantId, variantIds))
            .orderBy(asc(volumeDiscounts.minQuantity)),
        ])
      : [[], []];
    const valuesOf = groupBy(values, (v) => v.variantId);
    const tiersOf = groupBy(tiers, (t) => t.variantId);
    const productById = new Map(page.map((p) => [p.id, p]));

    let chunk = '';
    for (const v of vars) {
      const p = productById.get(v.productId)!;
      const row: ExportVariant = {
        productName: p.name,
        categoryPath: pathOf(p.categoryId),
        description: p.description,
        isFeatured: p.isFeatured,
        ivaClass: p.ivaClass,
        productImageUrl: p.imageUrl,
        sku: v.sku,
        attributes: (valuesOf.get(v.id) ?? []).map(({ attribute, value }) => ({ attribute, value })),
        unitOfMeasure: v.unitOfMeasure,
        unitsPerItem: v.unitsPerItem,
        price: v.price,
        salePrice: v.salePrice,
        costPrice: v.costPrice,
        stock: v.onHand,
        tiers: (tiersOf.get(v.id) ?? []).map(({ minQuantity, price }) => ({ minQuantity, price })),
        imageUrl: v.imageUrl,
        weightGrams: v.weightGrams,
        exportedAt,
      };
      chunk += csvVariantLine(row, separator, options);
    }
    if (chunk) yield chunk;
  }
}

function groupBy<T>(items: T[], key: (item: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const item of items) (map.get(key(item)) ?? map.set(key(item), []).get(key(item))!).push(item);
  return map;
}
