import 'server-only';
import { and, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Tx } from '@/db';
import {
  attributes,
  attributeValues,
  orderItems,
  products,
  stockMovements,
  variantAttributeValues,
  variants,
  volumeDiscounts,
} from '@/db/schema';
import { afterCatalogWrite, invalidateCatalog } from '@/lib/cache/catalog-cache';
import { type AdminProduct, getAdminProduct } from '@/lib/data/admin/products';
import { refreshSearchDocuments } from '@/db/search-index';
import { searchIndexText } from '@/lib/domain/search';
import { generateSku, shouldRegenerateSku, skuPrefix } from '@/lib/domain/sku';
import { isUnitOfMeasureAttribute } from '@/lib/domain/store-filters';
import { ApiError } from '@/lib/errors';
import { message } from '@/lib/i18n/validation-message';
import type { ProductInput, VariantInput } from '@/lib/validation/admin/products';
import { applyStockChange, staleStock, stockChanged } from '../stock-movements';
import { recordActivity } from '../activity-log';
import { type ConstraintRules, freeSlug, inTransaction, lockScope, orNotFound, withoutStamp } from './crud';

export const NOT_FOUND = { key: 'products.notFound' } as const;
/** Product saves run one at a time: each picks SKUs and slugs that the others must see. */
export const PRODUCTS_LOCK = 'admin:products';

const rules: ConstraintRules = {
  products_category_id_categories_id_fk: { code: 'bad_request', message: { key: 'products.categoryMissing' }, field: 'categoryId' },
  // Only reachable through writers outside the back office (the seed); the save can simply be repeated.
  variants_sku_uq: { code: 'sku_taken', message: { key: 'products.skuRace' } },
  products_slug_uq: { code: 'slug_taken', message: { key: 'products.slugRace' } },
};

/** Field errors keyed by path ('variants.0.sku'), collected so the form can show all of them at once. */
export class FieldErrors {
  private readonly fields: Record<string, string[]> = {};
  add(path: string, message: string) {
    (this.fields[path] ??= []).push(message);
  }
  throwIfAny() {
    if (Object.keys(this.fields).length > 0)
      throw new ApiError({ code: 'validation_error', message: message('invalidData'), fields: this.fields });
  }
}

type ValueInfo = { id: number; value: string; attributeId: number; attributeName: string };

/** `actorId`: the staff member, for the stock ledger's movements (docs/stock.md). */
export function createProduct(input: ProductInput, actorId: number | null = null): Promise<AdminProduct> {
  return afterCatalogWrite(saveProduct(null, input, actorId));
}

export function updateProduct(id: number, input: ProductInput, actorId: number | null = null): Promise<AdminProduct> {
  return afterCatalogWrite(saveProduct(id, input, actorId));
}

export type DeleteProductResult = { archived: boolean };

/**
 * Spec 2 §3 delete, issue 24 §5: a product that never sold is deleted; one that appears in
 * order items is archived instead (hidden from the store, kept for orders and reports,
 * restorable with restoreProduct), so its history keeps pointing at it. Deleting an archived
 * product again changes nothing. Runs under the product saves' lock, so a save cannot
 * recreate variants under a product being deleted. Either way the activity log records it.
 */
export async function deleteProduct(id: number): Promise<DeleteProductResult> {
  const result = await inTransaction(async (tx) => {
    await lockScope(tx, PRODUCTS_LOCK);
    const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, id)).for('update');
    orNotFound(product, NOT_FOUND);
    const before = await getAdminProduct(id, tx);
    if (await hasSold(tx, id)) {
      await tx
        .update(products)
        .set({ archivedAt: sql`coalesce(${products.archivedAt}, now())`, updatedAt: new Date() })
        .where(eq(products.id, id));
      await recordActivity(tx, {
        action: 'update',
        entity: 'product',
        entityId: id,
        label: before.name,
        before,
        after: await getAdminProduct(id, tx),
      });
      return { archived: true };
    }
    await tx.delete(products).where(eq(products.id, id));
    await recordActivity(tx, { action: 'delete', entity: 'product', entityId: id, label: before.name, before });
    return { archived: false };
  });
  invalidateCatalog();
  return result;
}

/** Back on sale: an archived product returns to the store as it was. */
export async function restoreProduct(id: number): Promise<AdminProduct> {
  const product = await inTransaction(async (tx) => {
    const [row] = await tx.select({ id: products.id }).from(products).where(eq(products.id, id)).for('update');
    orNotFound(row, NOT_FOUND);
    const before = await getAdminProduct(id, tx);
    await tx.update(products).set({ archivedAt: null, updatedAt: new Date() }).where(eq(products.id, id));
    const after = await getAdminProduct(id, tx);
    await recordActivity(tx, { action: 'update', entity: 'product', entityId: id, label: after.name, before, after });
    return after;
  });
  invalidateCatalog();
  return product;
}

/**
 * Variants left out of a product save: deleted when nothing refers to them, archived (kept, with
 * their SKU, out of the store and the form) when an order line or a stock ledger row does, so an
 * order keeps its variant and the ledger its rows.
 */
async function removeVariants(tx: Tx, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const sold = tx.select({ id: orderItems.variantId }).from(orderItems).where(inArray(orderItems.variantId, ids));
  const moved = tx.select({ id: stockMovements.variantId }).from(stockMovements).where(inArray(stockMovements.variantId, ids));
  const withHistory = new Set(
    (
      await tx
        .select({ id: variants.id })
        .from(variants)
        .where(and(inArray(variants.id, ids), or(inArray(variants.id, sold), inArray(variants.id, moved))))
    ).map((row) => row.id),
  );
  const archived = ids.filter((variantId) => withHistory.has(variantId));
  const deleted = ids.filter((variantId) => !withHistory.has(variantId));
  if (archived.length)
    await tx.update(variants).set({ archivedAt: new Date(), updatedAt: new Date() }).where(inArray(variants.id, archived));
  if (deleted.length) await tx.delete(variants).where(inArray(variants.id, deleted));
}

/** Sold = an order item names the product or one of its variants (older items may keep only one link). */
async function hasSold(tx: Tx, productId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(
      or(
        eq(orderItems.productId, productId),
        inArray(orderItems.variantId, tx.select({ id: variants.id }).from(variants).where(eq(variants.productId, productId))),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The whole product form in one transaction. Variants are matched by id and updated in place
 * (their ids survive, so carts, order items and stock history keep pointing at them); variants
 * without an id are inserted; the product's variants missing from the payload are deleted, or
 * archived when they have history (order lines, stock ledger rows): their lines and ledger keep
 * pointing at them, and the store and the form no longer show them.
 * Attribute links and volume tiers of the saved variants are rewritten from the payload.
 */
async function saveProduct(productId: number | null, input: ProductInput, actorId: number | null): Promise<AdminProduct> {
  return inTransaction(async (tx) => {
    await lockScope(tx, PRODUCTS_LOCK);
    // As it was, for the activity log (a missing product is the same 404 as the update's).
    const before = productId === null ? null : await getAdminProduct(productId, tx);
    const id = await writeProductRow(tx, productId, input);

    const existing = await tx
      .select({ id: variants.id })
      .from(variants)
      .where(and(eq(variants.productId, id), isNull(variants.archivedAt)))
      .for('update');
    const values = await loadValues(tx, input.variants);
    const errors = new FieldErrors();
    checkVariantIds(input.variants, new Set(existing.map((v) => v.id)), errors);
    checkValues(input.variants, values, errors);
    errors.throwIfAny();

    const keptIds = new Set(input.variants.flatMap((v) => (v.id === null ? [] : [v.id])));
    // Removed variants go first, so the SKUs of the deleted ones are free for the variants being saved.
    await removeVariants(
      tx,
      existing.map((v) => v.id).filter((variantId) => !keptIds.has(variantId)),
    );

    const units = input.variants.map((v) => unitOf(v, values));
    const skus = await planSkus(tx, id, input, values, units);
    await writeVariants(tx, id, input.variants, skus, units, actorId);
    await refreshSearchDocuments(tx, [id]);
    const after = await getAdminProduct(id, tx);
    await recordActivity(tx, {
      action: before ? 'update' : 'create',
      entity: 'product',
      entityId: id,
      label: after.name,
      before: before ? withoutStamp(before) : undefined,
      after: before ? withoutStamp(after) : after,
    });
    return after;
  }, rules);
}

async function writeProductRow(tx: Tx, productId: number | null, input: ProductInput): Promise<number> {
  // Every key of the payload but the variants is a column; one the payload left out (a field
  // beyond the spec's, see keptWhenAbsent) is undefined, so the UPDATE keeps it.
  const { variants: _variants, ...columns } = input;
  // The store searches this column (lib/data/catalog): it must always follow the name.
  const fields = { ...columns, searchText: searchIndexText(input.name) };
  if (productId === null) {
    // The slug is set once: links to /producto/<slug> keep working after a rename.
    const slug = await freeSlug(tx, products, input.name, 'producto');
    const [row] = await tx
      .insert(products)
      .values({ ...fields, slug })
      .returning({ id: products.id });
    return row.id;
  }
  const [row] = await tx
    .update(products)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(products.id, productId))
    .returning({ id: products.id });
  return orNotFound(row, NOT_FOUND).id;
}

/** An id must be one of this product's variants: anything else would move a variant between products. */
function checkVariantIds(payload: VariantInput[], ownIds: Set<number>, errors: FieldErrors) {
  payload.forEach((variant, i) => {
    if (variant.id !== null && !ownIds.has(variant.id)) errors.add(`variants.${i}.id`, message('variantNotOwned'));
  });
}

async function loadValues(tx: Tx, payload: VariantInput[]): Promise<Map<number, ValueInfo>> {
  const ids = [...new Set(payload.flatMap((v) => v.attributeValueIds))];
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: attributeValues.id, value: attributeValues.value, attributeId: attributes.id, attributeName: attributes.name })
    .from(attributeValues)
    .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
    .where(inArray(attributeValues.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Values must exist, and a variant has at most one value per attribute (one colour, one size…). */
function checkValues(payload: VariantInput[], values: Map<number, ValueInfo>, errors: FieldErrors) {
  payload.forEach((variant, i) => {
    const attributesSeen = new Set<number>();
    for (const valueId of variant.attributeValueIds) {
      const info = values.get(valueId);
      if (!info) {
        errors.add(`variants.${i}.attributeValueIds`, message('attributeValueMissing', { id: String(valueId) }));
      } else if (attributesSeen.has(info.attributeId)) {
        errors.add(`variants.${i}.attributeValueIds`, message('oneValueOf', { attribute: info.attributeName }));
      } else {
        attributesSeen.add(info.attributeId);
      }
    }
  });
}

/** The unit typed or picked in the form; else the selected 'Unidad de Medida' value, if any. */
function unitOf(variant: VariantInput, values: Map<number, ValueInfo>): string | null {
  if (variant.unitOfMeasure) return variant.unitOfMeasure;
  const unitValue = variant.attributeValueIds.map((id) => values.get(id)).find((v) => v && isUnitOfMeasureAttribute(v.attributeName));
  return unitValue?.value ?? null;
}

/**
 * Final SKU of each variant (spec 2 §5). A client SKU is kept unless shouldRegenerateSku says it
 * still looks generated; kept SKUs are claimed first and must not collide with any other
 * variant (400 on `variants.N.sku`). The others are generated from the name, the values
 * ordered by attribute name (the unit attribute excluded: the unit comes last anyway) and
 * the unit, avoiding every SKU of other products and every SKU already given in this payload.
 */
async function planSkus(
  tx: Tx,
  productId: number,
  input: ProductInput,
  values: Map<number, ValueInfo>,
  units: (string | null)[],
): Promise<string[]> {
  const kept = input.variants.map((v) => (v.sku && !shouldRegenerateSku(v.sku, input.name) ? v.sku : null));
  const keptSkus = kept.filter((sku): sku is string => sku !== null);
  // Only SKUs that could collide: those starting like a generated one, and the kept ones.
  // (A name without letters or digits has no prefix: then every other SKU is a candidate.)
  const prefix = skuPrefix(input.name);
  const candidates = prefix
    ? or(sql`upper(${variants.sku}) like ${`${prefix}%`}`, keptSkus.length ? inArray(sql`upper(${variants.sku})`, keptSkus) : undefined)
    : undefined;
  const others = await tx
    .select({ sku: variants.sku })
    .from(variants)
    // Another product's variants, and this product's archived ones (they keep their SKU).
    .where(and(or(ne(variants.productId, productId), isNotNull(variants.archivedAt)), candidates));
  const taken = new Set(others.map((o) => o.sku.toUpperCase()));

  const errors = new FieldErrors();
  kept.forEach((sku, i) => {
    if (sku === null) return;
    if (taken.has(sku)) errors.add(`variants.${i}.sku`, `El SKU ${sku} ya lo usa otra variante.`);
    taken.add(sku);
  });
  errors.throwIfAny();

  return input.variants.map((variant, i) => {
    if (kept[i] !== null) return kept[i];
    const descriptive = variant.attributeValueIds
      .map((id) => values.get(id)!)
      .filter((v) => !isUnitOfMeasureAttribute(v.attributeName))
      .sort((a, b) => a.attributeName.localeCompare(b.attributeName, 'es') || a.attributeId - b.attributeId);
    const sku = generateSku({ productName: input.name, attributeValues: descriptive.map((v) => v.value), unitOfMeasure: units[i] }, taken);
    taken.add(sku);
    return sku;
  });
}

async function writeVariants(
  tx: Tx,
  productId: number,
  payload: VariantInput[],
  skus: string[],
  units: (string | null)[],
  actorId: number | null,
) {
  // The variant's own keys are its columns. One the payload left out (costPrice from a spec
  // client) is undefined: the UPDATE keeps the stored value, the INSERT takes the column default.
  // Stock is not a column here: it changes through the ledger below (docs/stock.md).
  // A figure read before someone else's receipt, count or shipment is not written over it.
  const loaded = payload.flatMap((v) =>
    v.id !== null && v.stock !== undefined && v.stockVersion !== undefined ? [{ variantId: v.id, stockVersion: v.stockVersion }] : [],
  );
  const stale = await staleStock(tx, loaded);
  if (stale.length) throw stockChanged(stale, (id) => `variants.${payload.findIndex((v) => v.id === id)}.stock`);

  const rowOf = (
    { id: _id, attributeValueIds: _values, volumeDiscounts: _tiers, stock: _stock, stockVersion: _version, ...columns }: VariantInput,
    i: number,
  ) => ({
    ...columns,
    productId,
    sku: skus[i],
    unitOfMeasure: units[i],
    position: i,
  });

  const keptIds = payload.flatMap((v) => (v.id === null ? [] : [v.id]));
  if (keptIds.length) {
    // Park the kept variants' SKUs on a value no real SKU can have ('~' is never allowed), so
    // two variants may swap SKUs without tripping the unique index halfway through.
    await tx
      .update(variants)
      .set({ sku: sql`'~' || ${variants.id}` })
      .where(inArray(variants.id, keptIds));
    await tx.delete(variantAttributeValues).where(inArray(variantAttributeValues.variantId, keptIds));
    await tx.delete(volumeDiscounts).where(inArray(volumeDiscounts.variantId, keptIds));
  }

  const ids: number[] = [];
  for (const [i, variant] of payload.entries()) {
    if (variant.id === null) continue;
    await tx
      .update(variants)
      .set({ ...rowOf(variant, i), updatedAt: new Date() })
      .where(eq(variants.id, variant.id));
    ids[i] = variant.id;
  }
  const fresh = payload.flatMap((variant, i) => (variant.id === null ? [{ i, row: rowOf(variant, i) }] : []));
  if (fresh.length) {
    const inserted = await tx
      .insert(variants)
      .values(fresh.map((f) => f.row))
      .returning({ id: variants.id, sku: variants.sku });
    const idBySku = new Map(inserted.map((row) => [row.sku, row.id]));
    for (const { i } of fresh) ids[i] = idBySku.get(skus[i])!;
  }

  // A new variant opens its ledger with 'initial'; an edited count is an 'adjustment'.
  for (const [i, variant] of payload.entries()) {
    // Left out: staff did not touch this variant's stock (a new variant always carries it).
    if (variant.stock === undefined) continue;
    await applyStockChange(tx, {
      variantId: ids[i],
      newStock: variant.stock,
      reason: variant.id === null ? 'initial' : 'adjustment',
      actorId,
      note: variant.id === null ? null : 'Formulario del producto',
    });
  }

  const links = payload.flatMap((variant, i) =>
    variant.attributeValueIds.map((attributeValueId) => ({ variantId: ids[i], attributeValueId })),
  );
  if (links.length) await tx.insert(variantAttributeValues).values(links);
  const tiers = payload.flatMap((variant, i) => variant.volumeDiscounts.map((tier) => ({ variantId: ids[i], ...tier })));
  if (tiers.length) await tx.insert(volumeDiscounts).values(tiers);
}
