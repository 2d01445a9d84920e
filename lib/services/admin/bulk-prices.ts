import 'server-only';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { getDb, type Queryable } from '@/db';
import { attributes, attributeValues, priceChanges, products, variantAttributeValues, variants, volumeDiscounts } from '@/db/schema';
import { afterCatalogWrite } from '@/lib/cache/catalog-cache';
import { adjustPrice, describePriceRule, type PriceChangeRule } from '@/lib/domain/bulk-prices';
import { variantSearchCondition } from '@/lib/data/admin/inventory';
import { apiMessage, type ApiLocale } from '@/lib/api-messages';
import { apiError } from '@/lib/errors';
import type { BulkPriceInput } from '@/lib/validation/admin/bulk-prices';
import type { BulkPricePreview, BulkPriceRow } from '@/lib/contracts/admin/catalog';
import { recordActivity } from '../activity-log';
import { inTransaction, lockScope } from './crud';

/** Same scope as product saves and imports: a bulk change and an import never interleave. */
const PRODUCTS_LOCK = 'admin:products';
const BATCH = 1000;

/** The preview and the applied change answer the API's shapes (lib/contracts/admin/catalog.ts). */
export type { BulkPricePreview, BulkPriceRow };

function filterOf(input: BulkPriceInput): SQL | undefined {
  return and(
    // The category and every category under it.
    input.categoryId === null
      ? undefined
      : sql`${products.categoryId} in (with recursive tree(id) as (select ${input.categoryId}::int union all
          select c.id from categories c join tree on c.parent_id = tree.id) select id from tree)`,
    input.providerId === null ? undefined : eq(products.providerId, input.providerId),
    // The same search as the inventory's: the name as in the store, or the SKU.
    variantSearchCondition(input.search),
  );
}

async function computeRows(db: Queryable, input: BulkPriceInput, forUpdate: boolean, locale: ApiLocale): Promise<BulkPriceRow[]> {
  const query = db
    .select({ id: variants.id, sku: variants.sku, productName: products.name, price: variants.price, salePrice: variants.salePrice })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(filterOf(input))
    .orderBy(asc(products.name), asc(products.id), asc(variants.position), asc(variants.id));
  const selected = forUpdate ? await query.for('update', { of: variants }) : await query;
  const ids = selected.map((v) => v.id);
  const values = new Map<number, string[]>();
  const tiers = new Map<number, { minQuantity: number; price: number }[]>();
  for (let i = 0; i < ids.length; i += BATCH) {
    const part = ids.slice(i, i + BATCH);
    const [links, discounts] = await Promise.all([
      db
        .select({ variantId: variantAttributeValues.variantId, value: attributeValues.value })
        .from(variantAttributeValues)
        .innerJoin(attributeValues, eq(attributeValues.id, variantAttributeValues.attributeValueId))
        .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
        .where(inArray(variantAttributeValues.variantId, part))
        .orderBy(asc(attributes.name)),
      db
        .select({ variantId: volumeDiscounts.variantId, minQuantity: volumeDiscounts.minQuantity, price: volumeDiscounts.price })
        .from(volumeDiscounts)
        .where(inArray(volumeDiscounts.variantId, part))
        .orderBy(asc(volumeDiscounts.minQuantity)),
    ]);
    for (const l of links) (values.get(l.variantId) ?? values.set(l.variantId, []).get(l.variantId)!).push(l.value);
    for (const d of discounts)
      (tiers.get(d.variantId) ?? tiers.set(d.variantId, []).get(d.variantId)!).push({ minQuantity: d.minQuantity, price: d.price });
  }

  const rule: PriceChangeRule = { kind: input.kind, value: input.value, rounding: input.rounding };
  return selected.map((v) => {
    const priceAfter = adjustPrice(v.price, rule);
    const salePriceAfter = v.salePrice !== null && input.includeSalePrice ? adjustPrice(v.salePrice, rule) : v.salePrice;
    const tiersBefore = tiers.get(v.id) ?? [];
    // Volume prices follow the list price, so they keep saving money against it.
    const tiersAfter = tiersBefore.map((t) => ({ minQuantity: t.minQuantity, price: adjustPrice(t.price, rule) }));
    const base = salePriceAfter ?? priceAfter;
    let problem: string | null = null;
    if (salePriceAfter !== null && salePriceAfter > priceAfter) {
      problem = apiMessage('bulkPrices.saleAbovePrice', { salePrice: salePriceAfter, price: priceAfter }, locale);
    } else if (tiersAfter.some((t) => t.price >= base) && tiersBefore.every((t) => t.price < (v.salePrice ?? v.price))) {
      // Only a change that breaks the rule is refused; tiers already at or above the base (older data) stay as they were.
      problem = apiMessage('bulkPrices.tierAboveBase', { base }, locale);
    }
    return {
      id: v.id,
      sku: v.sku,
      productName: v.productName,
      values: (values.get(v.id) ?? []).join(' · '),
      priceBefore: v.price,
      priceAfter,
      salePriceBefore: v.salePrice,
      salePriceAfter,
      tiersBefore,
      tiersAfter,
      problem,
    };
  });
}

const isChanged = (r: BulkPriceRow) =>
  r.priceAfter !== r.priceBefore ||
  r.salePriceAfter !== r.salePriceBefore ||
  r.tiersAfter.some((t, i) => t.price !== r.tiersBefore[i].price);

function previewOf(rows: BulkPriceRow[]): BulkPricePreview {
  return { rows, count: rows.length, changed: rows.filter(isChanged).length, problems: rows.filter((r) => r.problem).length };
}

/** Before and after of every selected variant; writes nothing. Problems are said in `locale`. */
export async function previewBulkPrices(input: BulkPriceInput, locale: ApiLocale = 'es'): Promise<BulkPricePreview> {
  return previewOf(await computeRows(await getDb(), input, false, locale));
}

/**
 * Computed again from the current prices inside one transaction (the selected variants locked),
 * written together, with one price_changes row per variant whose price or sale price changed.
 * Any variant with a problem refuses the whole change (400), as the preview showed.
 */
export function applyBulkPrices(input: BulkPriceInput, staffUserId: number, locale: ApiLocale = 'es'): Promise<BulkPricePreview> {
  return afterCatalogWrite(
    inTransaction(async (tx) => {
      await lockScope(tx, PRODUCTS_LOCK);
      const rows = await computeRows(tx, input, true, locale);
      const preview = previewOf(rows);
      if (preview.problems > 0) {
        throw apiError({
          code: 'bulk_price_invalid',
          key: 'bulkPrices.invalid',
          details: {
            problems: rows.filter((r) => r.problem).map((r) => ({ sku: r.sku, message: r.problem })),
          },
        });
      }
      const changed = rows.filter(isChanged);
      const note = describePriceRule({ kind: input.kind, value: input.value, rounding: input.rounding });
      for (let i = 0; i < changed.length; i += BATCH) {
        const part = changed.slice(i, i + BATCH);
        const json = JSON.stringify(part.map((r) => ({ id: r.id, price: r.priceAfter, sale_price: r.salePriceAfter })));
        await tx.execute(sql`update variants v set price = u.price, sale_price = u.sale_price, updated_at = now()
          from jsonb_to_recordset(${json}::jsonb) as u(id int, price int, sale_price int) where v.id = u.id`);
        const tiers = part.flatMap((r) => r.tiersAfter.map((t) => ({ variant_id: r.id, min_quantity: t.minQuantity, price: t.price })));
        if (tiers.length) {
          await tx.execute(sql`update volume_discounts d set price = u.price
            from jsonb_to_recordset(${JSON.stringify(tiers)}::jsonb) as u(variant_id int, min_quantity int, price int)
            where d.variant_id = u.variant_id and d.min_quantity = u.min_quantity`);
        }
        const history = part
          .filter((r) => r.priceAfter !== r.priceBefore || r.salePriceAfter !== r.salePriceBefore)
          .map((r) => ({
            variantId: r.id,
            priceBefore: r.priceBefore,
            priceAfter: r.priceAfter,
            salePriceBefore: r.salePriceBefore,
            salePriceAfter: r.salePriceAfter,
            source: 'bulk' as const,
            staffUserId,
            note,
          }));
        if (history.length) await tx.insert(priceChanges).values(history);
      }
      // One entry for the whole change (issue 25 §6); each variant's figures are in price_changes.
      await recordActivity(tx, {
        action: 'update',
        entity: 'price',
        label: note,
        before: { variants: changed.map((r) => ({ id: r.id, sku: r.sku, price: r.priceBefore, salePrice: r.salePriceBefore })) },
        after: { variants: changed.map((r) => ({ id: r.id, sku: r.sku, price: r.priceAfter, salePrice: r.salePriceAfter })) },
      });
      return preview;
    }),
  );
}
