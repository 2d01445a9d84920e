import 'server-only';
import { asc, between, gt, sql } from 'drizzle-orm';
import type { Queryable } from '@/db';
import type { ApiLocale } from '@/lib/api-messages';
import {
  attributes,
  attributeValues,
  type CatalogImportCounts,
  categories,
  products,
  variantAttributeValues,
  variants,
  volumeDiscounts,
} from '@/db/schema';
import {
  cleanCell,
  type CsvColumnKey,
  type CsvLabel,
  type CsvMessage,
  formatAttributes,
  formatTiers,
  headerOf,
  IVA_CELLS,
  MAX_GRAMS,
  readAttributesCell,
  readCategoryPath,
  readHeader,
  readPesosCell,
  readTiersCell,
  readWholeCell,
  readIvaCell,
  readYesNoCell,
} from '@/lib/domain/catalog-csv';
import { DEFAULT_IVA_CLASS, type IvaClass } from '@/lib/domain/iva';
import { generateSku } from '@/lib/domain/sku';
import { isUnitOfMeasureAttribute } from '@/lib/domain/store-filters';
import { isImageUrl } from '@/lib/validation/admin/fields';
import { PRODUCT_COLUMNS, VARIANT_COLUMNS } from '@/lib/data/admin/catalog-export';
import type { ImportChange, ImportProblem } from '@/lib/contracts/admin/catalog';
import { csvMessageText } from './catalog-csv-words';

/**
 * The import's plan (issue 24 §3): the file's rows checked against the catalogue as it is now,
 * giving every problem (line, column, Spanish message), the counts, and the writes to make.
 * Pure reads: the dry run calls it on the database, 'Aplicar' again just before its batches.
 */

/** A problem and a changed field are listed as the API answers them (lib/contracts/admin/catalog.ts). */
export type { ImportChange, ImportProblem };

type Tier = { minQuantity: number; price: number };
export type VariantFields = {
  price: number;
  salePrice: number | null;
  costPrice: number | null;
  stock: number;
  imageUrl: string | null;
  unitOfMeasure: string | null;
  unitsPerItem: number;
  weightGrams: number | null;
};
export type ProductFields = {
  name: string;
  categoryId: number;
  description: string | null;
  isFeatured: boolean;
  ivaClass: IvaClass;
  imageUrl: string | null;
};

/** A product of the plan: an existing id, or a new one under a key (its lower-cased name). */
export type ProductRef = { id: number } | { key: string };

export type VariantUpdate = {
  id: number;
  sku: string;
  line: number;
  before: VariantFields;
  after: VariantFields;
  /** null = unchanged. */
  valueIds: number[] | null;
  tiers: Tier[] | null;
  /** The changed fields whose stored value changed after the row was exported. */
  conflicts: VariantChangeKey[];
};
type VariantChangeKey = (typeof VARIANT_KEYS)[number] | 'valueIds' | 'tiers';
export type ProductUpdate = ProductFields & {
  id: number;
  line: number;
  conflicts: (typeof PRODUCT_KEYS)[number][];
  /** The stored fields the plan was made from: a batch checks they still hold before writing. */
  before: ProductFields;
};

export type NewVariant = { product: ProductRef; sku: string; position: number; fields: VariantFields; valueIds: number[]; tiers: Tier[] };

export type ImportPlan = {
  counts: CatalogImportCounts;
  problems: ImportProblem[];
  newProducts: (ProductFields & { key: string })[];
  productUpdates: ProductUpdate[];
  variantUpdates: VariantUpdate[];
  newVariants: NewVariant[];
  /** Every field of an existing product or variant the file changes (new ones are counted, not listed). */
  changes: ImportChange[];
};

type ValueInfo = { id: number; attributeId: number; attributeName: string; value: string };
type Snapshot = Awaited<ReturnType<typeof loadSnapshot>>;

/** Lets the requests that queued behind a long piece of work run before it goes on. */
export const yieldToOthers = () => new Promise<void>((resolve) => setTimeout(resolve, 1));

const SKU_PATTERN = /^[A-Z0-9][A-Z0-9._-]*$/;
const lower = (s: string) => s.trim().toLowerCase();

/** Variants read per statement while the plan loads the catalogue. */
const SNAPSHOT_PAGE = 1000;

/** The catalogue as the plan needs it. */
async function loadSnapshot(db: Queryable) {
  const [cats, attrs, values, prods] = await Promise.all([
    db.select({ id: categories.id, name: categories.name, parentId: categories.parentId }).from(categories),
    db.select({ id: attributes.id, name: attributes.name }).from(attributes),
    db.select({ id: attributeValues.id, attributeId: attributeValues.attributeId, value: attributeValues.value }).from(attributeValues),
    db
      .select({ id: products.id, ...PRODUCT_COLUMNS, updatedAt: products.updatedAt })
      .from(products)
      .orderBy(asc(products.id)),
  ]);
  // Read in pages by id: on the embedded database one long statement would hold every other
  // request for its whole length (a large catalogue's variants take over a second).
  const vars: Awaited<ReturnType<typeof variantPage>> = [];
  const variantPage = (after: number) =>
    db
      .select({
        id: variants.id,
        productId: variants.productId,
        sku: variants.sku,
        position: variants.position,
        ...VARIANT_COLUMNS,
        updatedAt: variants.updatedAt,
        // Its last change of on hand (a receipt, count, shipment or import).
        stockChangedAt: sql<string | Date | null>`(select max(m.created_at) from stock_movements m where m.variant_id = "variants"."id")`,
      })
      .from(variants)
      .where(gt(variants.id, after))
      .orderBy(asc(variants.id))
      .limit(SNAPSHOT_PAGE);
  for (let after = 0; ;) {
    const page = await variantPage(after);
    vars.push(...page);
    if (page.length < SNAPSHOT_PAGE) break;
    after = page.at(-1)!.id;
    await yieldToOthers();
  }
  // Links and tiers likewise, by the variants' id ranges of those pages.
  const links: (typeof variantAttributeValues.$inferSelect)[] = [];
  const tiers: { variantId: number; minQuantity: number; price: number }[] = [];
  for (let i = 0; i < vars.length; i += SNAPSHOT_PAGE) {
    const from = vars[i].id;
    const to = vars[Math.min(i + SNAPSHOT_PAGE, vars.length) - 1].id;
    links.push(
      ...(await db
        .select()
        .from(variantAttributeValues)
        .where(between(variantAttributeValues.variantId, from, to))),
    );
    tiers.push(
      ...(await db
        .select({ variantId: volumeDiscounts.variantId, minQuantity: volumeDiscounts.minQuantity, price: volumeDiscounts.price })
        .from(volumeDiscounts)
        .where(between(volumeDiscounts.variantId, from, to))
        .orderBy(asc(volumeDiscounts.variantId), asc(volumeDiscounts.minQuantity))),
    );
    await yieldToOthers();
  }

  const attributeById = new Map(attrs.map((a) => [a.id, a]));
  const valueById = new Map<number, ValueInfo>(
    values.map((v) => [v.id, { ...v, attributeName: attributeById.get(v.attributeId)?.name ?? '' }]),
  );
  const attributeByName = new Map(attrs.map((a) => [lower(a.name), { ...a, values: new Map<string, number>() }]));
  for (const v of valueById.values()) attributeByName.get(lower(v.attributeName))?.values.set(lower(v.value), v.id);

  const valueIdsByVariant = new Map<number, number[]>();
  for (const link of links)
    (valueIdsByVariant.get(link.variantId) ?? valueIdsByVariant.set(link.variantId, []).get(link.variantId)!).push(link.attributeValueId);
  const tiersByVariant = new Map<number, Tier[]>();
  for (const t of tiers)
    (tiersByVariant.get(t.variantId) ?? tiersByVariant.set(t.variantId, []).get(t.variantId)!).push({
      minQuantity: t.minQuantity,
      price: t.price,
    });

  const productsByName = new Map<string, number>();
  for (const p of prods) if (!productsByName.has(lower(p.name))) productsByName.set(lower(p.name), p.id);

  return {
    categoryByName: new Map(cats.map((c) => [lower(c.name), c])),
    categoryNameById: new Map(cats.map((c) => [c.id, c.name])),
    productUpdatedAt: new Map(prods.map((p) => [p.id, p.updatedAt])),
    attributeByName,
    valueById,
    productById: new Map(prods.map(({ updatedAt: _updatedAt, ...p }) => [p.id, p])),
    productsByName,
    variantBySku: new Map(vars.map((v) => [v.sku.toUpperCase(), v])),
    maxPosition: vars.reduce((m, v) => m.set(v.productId, Math.max(m.get(v.productId) ?? -1, v.position)), new Map<number, number>()),
    valueIdsByVariant,
    tiersByVariant,
  };
}

const sameList = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort().every((x, i) => x === [...b].sort()[i]);
const sameTiers = (a: Tier[], b: Tier[]) =>
  a.length === b.length && a.every((t, i) => t.minQuantity === b[i].minQuantity && t.price === b[i].price);
const VARIANT_KEYS = ['price', 'salePrice', 'costPrice', 'stock', 'imageUrl', 'unitOfMeasure', 'unitsPerItem', 'weightGrams'] as const;
const PRODUCT_KEYS = ['name', 'categoryId', 'description', 'isFeatured', 'ivaClass', 'imageUrl'] as const;

type PendingProduct = { ref: ProductRef; fields: ProductFields; line: number; changed: boolean; exportedAt: Date | null };
type PendingVariant = {
  line: number;
  product: PendingProduct;
  sku: string;
  fields: VariantFields;
  valueIds: number[];
  tiers: Tier[];
  descriptive: string[];
};

export async function planCatalogImport(db: Queryable, rows: string[][], locale: ApiLocale = 'es'): Promise<ImportPlan> {
  const problems: ImportProblem[] = [];
  const header = readHeader(rows[0] ?? []);
  const emptyPlan = (): ImportPlan => ({
    counts: { products: { created: 0, updated: 0, unchanged: 0 }, variants: { created: 0, updated: 0, unchanged: 0 } },
    problems,
    newProducts: [],
    productUpdates: [],
    variantUpdates: [],
    newVariants: [],
    changes: [],
  });
  if (header.problems.length) {
    problems.push(...header.problems.map((p) => ({ line: 1, column: p.column, message: csvMessageText(p.message, locale) })));
    return emptyPlan();
  }
  const snap = await loadSnapshot(db);
  const indexOf = new Map<CsvColumnKey, number>();
  header.columns.forEach((key, i) => key && indexOf.set(key, i));
  const has = (key: CsvColumnKey) => indexOf.has(key);

  const productsByRef = new Map<string, PendingProduct>();
  const productByName = new Map<string, PendingProduct>();
  const refKey = (ref: ProductRef) => ('id' in ref ? `id:${ref.id}` : `new:${ref.key}`);
  const skuLines = new Map<string, number>();
  const pending: PendingVariant[] = [];
  const updates: VariantUpdate[] = [];
  let unchangedVariants = 0;
  const changes: ImportChange[] = [];

  for (let r = 1; r < rows.length; r++) {
    // A 20,000-row file takes a while to check: other requests run every hundred rows.
    if (r % 100 === 0) await yieldToOthers();
    const line = r + 1;
    const cells = rows[r];
    const get = (key: CsvColumnKey) => (has(key) ? cleanCell(cells[indexOf.get(key)!]) : undefined);
    const problem = (key: CsvColumnKey, message: CsvMessage) =>
      problems.push({ line, column: headerOf(key), message: csvMessageText(message, locale) });
    const before = problems.length;
    const exportedCell = get('exportedAt');
    let exportedAt: Date | null = null;
    if (exportedCell) {
      exportedAt = ISO_TIME.test(exportedCell) ? new Date(exportedCell) : null;
      if (!exportedAt || Number.isNaN(exportedAt.getTime())) {
        problem('exportedAt', { key: 'exportedAtInvalid' });
      }
    }

    // ---- identity: SKU and product
    const sku = (get('sku') ?? '').toUpperCase();
    if (sku !== '') {
      if (sku.length > 64 || !SKU_PATTERN.test(sku)) problem('sku', { key: 'skuChars', values: { sku } });
      const seen = skuLines.get(sku);
      if (seen !== undefined) problem('sku', { key: 'skuRepeated', values: { sku, line: seen } });
      else skuLines.set(sku, line);
    }
    const existing = sku ? snap.variantBySku.get(sku) : undefined;
    const name = get('product');
    if (name !== undefined && name.length > 200) problem('product', { key: 'nameTooLong' });

    let product: PendingProduct | undefined;
    if (existing) {
      const stored = snap.productById.get(existing.productId)!;
      const ref = { id: stored.id };
      product = productsByRef.get(refKey(ref));
      if (!product) {
        product = { ref, fields: { ...stored }, line, changed: false, exportedAt };
        productsByRef.set(refKey(ref), product);
        if (name) product.fields.name = name;
        productByName.set(lower(product.fields.name), product);
      }
    } else {
      if (!name) {
        problem('product', { key: 'nameRequired' });
      } else {
        product = productByName.get(lower(name));
        if (!product) {
          const id = snap.productsByName.get(lower(name));
          const ref: ProductRef = id !== undefined ? { id } : { key: lower(name) };
          product = productsByRef.get(refKey(ref));
          if (!product) {
            const stored = id !== undefined ? snap.productById.get(id)! : null;
            product = {
              ref,
              fields: stored
                ? { ...stored }
                : { name, categoryId: 0, description: null, isFeatured: false, ivaClass: DEFAULT_IVA_CLASS, imageUrl: null },
              line,
              changed: false,
              exportedAt,
            };
            productsByRef.set(refKey(ref), product);
          }
          productByName.set(lower(name), product);
        }
      }
    }

    // ---- product fields: the first row of a product sets them; a later row may not contradict its category.
    if (product && product.line === line) {
      const isNew = 'key' in product.ref;
      const category = get('category');
      if (category === undefined || category === '') {
        if (isNew) problem('category', { key: 'categoryRequired' });
      } else {
        const path = readCategoryPath(category);
        const found = snap.categoryByName.get(lower(path.at(-1) ?? ''));
        if (!found) problem('category', { key: 'categoryMissing', values: { category } });
        else product.fields.categoryId = found.id;
      }
      const description = get('description');
      if (description !== undefined) {
        if (description.length > 5000) problem('description', { key: 'descriptionTooLong' });
        product.fields.description = description || null;
      }
      const featured = get('featured');
      if (featured !== undefined) {
        const read = readYesNoCell(featured);
        if (read.ok) product.fields.isFeatured = read.value;
        else problem('featured', read.message);
      }
      const ivaCell = get('ivaClass');
      if (ivaCell !== undefined) {
        const read = readIvaCell(ivaCell);
        if (!read.ok) problem('ivaClass', read.message);
        else if (read.value) product.fields.ivaClass = read.value;
      }
      const image = get('productImage');
      if (image !== undefined) {
        const storedImage = 'id' in product.ref ? snap.productById.get(product.ref.id)!.imageUrl : null;
        if (image && image !== storedImage && (image.length > 2048 || !isImageUrl(image))) problem('productImage', { key: 'imageInvalid' });
        product.fields.imageUrl = image || null;
      }
    } else if (product) {
      const category = get('category');
      const path = category ? readCategoryPath(category) : [];
      const found = path.length ? snap.categoryByName.get(lower(path.at(-1)!)) : undefined;
      if (found && product.fields.categoryId && found.id !== product.fields.categoryId) {
        problem('category', { key: 'otherCategory', values: { product: product.fields.name, line: product.line } });
      }
    }

    // ---- variant fields
    const storedFields: VariantFields | null = existing
      ? {
          price: existing.price,
          salePrice: existing.salePrice,
          costPrice: existing.costPrice,
          stock: existing.stock,
          imageUrl: existing.imageUrl,
          unitOfMeasure: existing.unitOfMeasure,
          unitsPerItem: existing.unitsPerItem,
          weightGrams: existing.weightGrams,
        }
      : null;
    const fields: VariantFields = storedFields
      ? { ...storedFields }
      : { price: 0, salePrice: null, costPrice: null, stock: 0, imageUrl: null, unitOfMeasure: null, unitsPerItem: 1, weightGrams: null };

    const pesosCell = (key: 'price' | 'salePrice' | 'costPrice', label: CsvLabel, required: boolean) => {
      const raw = get(key);
      if (raw === undefined) {
        if (required && !existing) problem(key, { key: 'requiredNew', label });
        return;
      }
      const read = readPesosCell(raw, label, required);
      if (read.ok) fields[key] = read.value as number;
      else problem(key, read.message);
    };
    pesosCell('price', 'price', true);
    pesosCell('salePrice', 'salePrice', false);
    pesosCell('costPrice', 'costPrice', false);
    if (fields.salePrice !== null && fields.salePrice > fields.price && problems.length === before) {
      problem('salePrice', { key: 'saleAbovePrice', values: { salePrice: fields.salePrice, price: fields.price } });
    }
    const whole = (key: 'stock' | 'unitsPerItem' | 'weightGrams', read: ReturnType<typeof readWholeCell> | null) => {
      if (!read) return;
      if (read.ok) (fields as Record<string, unknown>)[key] = read.value;
      else problem(key, read.message);
    };
    const stock = get('stock');
    whole('stock', stock === undefined ? null : readWholeCell(stock, 'stock', { required: true }));
    const units = get('unitsPerItem');
    whole('unitsPerItem', units === undefined ? null : readWholeCell(units, 'unitsPerItem', { required: false, min: 1, blank: 1 }));
    const grams = get('weightGrams');
    whole('weightGrams', grams === undefined ? null : readWholeCell(grams, 'weight', { required: false, min: 1, max: MAX_GRAMS }));
    const image = get('image');
    if (image !== undefined) {
      if (image && image !== storedFields?.imageUrl && (image.length > 2048 || !isImageUrl(image)))
        problem('image', { key: 'imageInvalid' });
      fields.imageUrl = image || null;
    }

    // Attribute values must exist (they are never created by an import).
    let valueIds = existing ? (snap.valueIdsByVariant.get(existing.id) ?? []) : [];
    const attributesCell = get('attributes');
    if (attributesCell !== undefined) {
      const read = readAttributesCell(attributesCell);
      if (!read.ok) problem('attributes', read.message);
      else {
        const ids: number[] = [];
        for (const pair of read.value) {
          const attribute = snap.attributeByName.get(lower(pair.attribute));
          const id = attribute?.values.get(lower(pair.value));
          if (!attribute) problem('attributes', { key: 'attributeMissing', values: { attribute: pair.attribute } });
          else if (id === undefined)
            problem('attributes', { key: 'attributeValueMissing', values: { attribute: attribute.name, value: pair.value } });
          else ids.push(id);
        }
        valueIds = ids;
      }
    }
    const unit = get('unitOfMeasure');
    if (unit !== undefined) {
      if (unit.length > 50) problem('unitOfMeasure', { key: 'unitTooLong' });
      // As the product form does: a blank unit takes the 'Unidad de Medida' value, if any.
      const unitValue = valueIds.map((id) => snap.valueById.get(id)!).find((v) => v && isUnitOfMeasureAttribute(v.attributeName));
      fields.unitOfMeasure = unit || unitValue?.value || null;
    }

    const storedTiers = existing ? (snap.tiersByVariant.get(existing.id) ?? []) : [];
    let tiers = storedTiers;
    const tiersCell = get('tiers');
    if (tiersCell !== undefined) {
      const read = readTiersCell(tiersCell, null);
      if (read.ok) tiers = read.value;
      else problem('tiers', read.message);
    }
    // Volume prices must stay below the base price (DESIGN.md "Pricing"). Rows older than that rule
    // (imported or seeded) are not held to it while they stay as bad as they were: otherwise
    // exporting and importing such a catalogue unchanged would be refused.
    const base = fields.salePrice ?? fields.price;
    const tooHigh = tiers.find((t) => t.price >= base);
    const wasValid = !storedFields || storedTiers.every((t) => t.price < (storedFields.salePrice ?? storedFields.price));
    if (tooHigh && wasValid && problems.length === before) {
      problem('tiers', { key: 'tierBelowBase', values: { quantity: tooHigh.minQuantity, price: tooHigh.price, base } });
    }

    if (problems.length > before || !product) continue;

    if (existing && storedFields) {
      const storedValues = snap.valueIdsByVariant.get(existing.id) ?? [];
      const storedTiers = snap.tiersByVariant.get(existing.id) ?? [];
      const fieldsChanged = VARIANT_KEYS.some((k) => fields[k] !== storedFields[k]);
      const valuesChanged = !sameList(valueIds, storedValues);
      const tiersChanged = !sameTiers(tiers, storedTiers);
      if (fieldsChanged || valuesChanged || tiersChanged) {
        const changedKeys: VariantChangeKey[] = [
          ...VARIANT_KEYS.filter((k) => fields[k] !== storedFields[k]),
          ...(valuesChanged ? (['valueIds'] as const) : []),
          ...(tiersChanged ? (['tiers'] as const) : []),
        ];
        const since = (at: string | Date | null) => exportedAt !== null && at !== null && new Date(at) > exportedAt;
        const conflicts = changedKeys.filter((k) => (k === 'stock' ? since(existing.stockChangedAt) : since(existing.updatedAt)));
        updates.push({
          id: existing.id,
          sku: existing.sku,
          line,
          before: storedFields,
          after: fields,
          valueIds: valuesChanged ? valueIds : null,
          tiers: tiersChanged ? tiers : null,
          conflicts,
        });
        const show = variantCell(snap);
        for (const key of changedKeys) {
          changes.push({
            line,
            sku: existing.sku,
            product: product.fields.name,
            column: headerOf(VARIANT_COLUMN[key]),
            before: show(key, storedFields, storedValues, storedTiers),
            after: show(key, fields, valueIds, tiers),
            changedSinceExport: conflicts.includes(key),
          });
        }
      } else {
        unchangedVariants++;
      }
    } else {
      const descriptive = valueIds
        .map((id) => snap.valueById.get(id)!)
        .filter((v) => !isUnitOfMeasureAttribute(v.attributeName))
        .sort((a, b) => a.attributeName.localeCompare(b.attributeName, 'es') || a.attributeId - b.attributeId)
        .map((v) => v.value);
      pending.push({ line, product, sku, fields, valueIds, tiers, descriptive });
    }
  }

  const plan = emptyPlan();
  if (problems.length) return plan;

  // Products: created, updated or left as they were.
  for (const product of productsByRef.values()) {
    if ('key' in product.ref) {
      plan.newProducts.push({ ...product.fields, key: product.ref.key });
      continue;
    }
    const stored = snap.productById.get(product.ref.id)!;
    const changedKeys = PRODUCT_KEYS.filter((k) => product.fields[k] !== stored[k]);
    if (changedKeys.length === 0) {
      plan.counts.products.unchanged++;
      continue;
    }
    const since = product.exportedAt !== null && snap.productUpdatedAt.get(product.ref.id)! > product.exportedAt;
    const { id: _id, ...before } = stored;
    plan.productUpdates.push({ ...product.fields, id: product.ref.id, line: product.line, conflicts: since ? changedKeys : [], before });
    const show = productCell(snap);
    for (const key of changedKeys) {
      changes.push({
        line: product.line,
        sku: null,
        product: stored.name,
        column: headerOf(PRODUCT_COLUMN[key]),
        before: show(key, stored),
        after: show(key, product.fields),
        changedSinceExport: since,
      });
    }
  }

  // New variants: a blank SKU is generated (lib/domain/sku) avoiding every SKU of the catalogue and the file.
  const taken = new Set<string>([...snap.variantBySku.keys(), ...skuLines.keys()]);
  const positions = new Map<string, number>();
  for (const v of pending) {
    let sku = v.sku;
    if (!sku) {
      sku = generateSku(
        { productName: v.product.fields.name, attributeValues: v.descriptive, unitOfMeasure: v.fields.unitOfMeasure },
        taken,
      );
      taken.add(sku);
    }
    const key = refKey(v.product.ref);
    const position = positions.get(key) ?? ('id' in v.product.ref ? (snap.maxPosition.get(v.product.ref.id) ?? -1) + 1 : 0);
    positions.set(key, position + 1);
    plan.newVariants.push({ product: v.product.ref, sku, position, fields: v.fields, valueIds: v.valueIds, tiers: v.tiers });
  }
  plan.variantUpdates = updates;
  plan.changes = changes.sort((a, b) => a.line - b.line);
  plan.counts.products.created = plan.newProducts.length;
  plan.counts.products.updated = plan.productUpdates.length;
  plan.counts.variants = { created: plan.newVariants.length, updated: updates.length, unchanged: unchangedVariants };
  return plan;
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

const VARIANT_COLUMN: Record<VariantChangeKey, CsvColumnKey> = {
  price: 'price',
  salePrice: 'salePrice',
  costPrice: 'costPrice',
  stock: 'stock',
  imageUrl: 'image',
  unitOfMeasure: 'unitOfMeasure',
  unitsPerItem: 'unitsPerItem',
  weightGrams: 'weightGrams',
  valueIds: 'attributes',
  tiers: 'tiers',
};
const PRODUCT_COLUMN: Record<(typeof PRODUCT_KEYS)[number], CsvColumnKey> = {
  name: 'product',
  categoryId: 'category',
  description: 'description',
  isFeatured: 'featured',
  ivaClass: 'ivaClass',
  imageUrl: 'productImage',
};
const shown = (value: string | number | null) => (value === null ? '' : String(value)).slice(0, 200);

/** A variant's field as the file writes it, for the dry run's old → new list. */
const variantCell = (snap: Snapshot) => (key: VariantChangeKey, fields: VariantFields, valueIds: number[], tiers: Tier[]) => {
  if (key === 'tiers') return formatTiers(tiers);
  if (key === 'valueIds') {
    const values = valueIds.flatMap((id) => {
      const v = snap.valueById.get(id);
      return v ? [{ attribute: v.attributeName, value: v.value }] : [];
    });
    return formatAttributes(values.sort((a, b) => a.attribute.localeCompare(b.attribute, 'es')));
  }
  return shown(fields[key]);
};

const productCell = (snap: Snapshot) => (key: (typeof PRODUCT_KEYS)[number], fields: ProductFields) => {
  if (key === 'categoryId') return snap.categoryNameById.get(fields.categoryId) ?? '';
  if (key === 'isFeatured') return fields.isFeatured ? 'Sí' : 'No';
  if (key === 'ivaClass') return IVA_CELLS[fields.ivaClass];
  return shown(fields[key]);
};

/**
 * The writes to make: without `overwrite`, every field whose stored value changed after its row
 * was exported keeps the stored value (the file's figure was read before that change); an update
 * left with nothing to change is counted unchanged. Pure.
 */
export function resolveImportPlan(plan: ImportPlan, options: { overwrite: boolean }): ImportPlan {
  if (options.overwrite) return plan;
  const counts = structuredClone(plan.counts);
  const variantUpdates = plan.variantUpdates.flatMap((u) => {
    if (u.conflicts.length === 0) return [u];
    const after = { ...u.after };
    for (const key of u.conflicts) if (key !== 'valueIds' && key !== 'tiers') (after as Record<string, unknown>)[key] = u.before[key];
    const kept = {
      ...u,
      after,
      valueIds: u.conflicts.includes('valueIds') ? null : u.valueIds,
      tiers: u.conflicts.includes('tiers') ? null : u.tiers,
      conflicts: [],
    };
    if (VARIANT_KEYS.some((k) => kept.after[k] !== kept.before[k]) || kept.valueIds || kept.tiers) return [kept];
    counts.variants.updated--;
    counts.variants.unchanged++;
    return [];
  });
  const productUpdates = plan.productUpdates.filter((u) => {
    if (u.conflicts.length === 0) return true;
    counts.products.updated--;
    counts.products.unchanged++;
    return false;
  });
  return { ...plan, counts, variantUpdates, productUpdates };
}

export type { Snapshot };
export { PRODUCT_COLUMNS, VARIANT_COLUMNS };
