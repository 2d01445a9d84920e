import 'server-only';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { getDb, rowsOf, type Tx } from '@/db';
import {
  type CatalogImportUndo,
  type StoredProductFields,
  type StoredVariantFields,
  catalogImports,
  catalogImportUndo,
  priceChanges,
  products,
  variantAttributeValues,
  variants,
  volumeDiscounts,
} from '@/db/schema';
import { refreshSearchDocuments } from '@/db/search-index';
import { searchIndexText } from '@/lib/domain/search';
import { slugify } from '@/lib/domain/slug';
import { apiError } from '@/lib/errors';
import { log } from '@/lib/log';
import {
  type ImportPlan,
  type NewVariant,
  PRODUCT_COLUMNS,
  type ProductUpdate,
  VARIANT_COLUMNS,
  type VariantUpdate,
  yieldToOthers,
} from './catalog-import-plan';
import { applyStockChange, setStockOfMany } from '../stock-movements';
import { lockScope } from './crud';
// Product saves and bulk prices take it too: a batch and a product save run one after the other.
import { PRODUCTS_LOCK } from './products';

/**
 * An import's writes, applied in short batches (docs/decisions/catalog-import-batches.md): each
 * batch is its own transaction, so on the embedded database (one connection: an open
 * transaction holds every other request) the store keeps answering between two of them. Each
 * batch stores what it overwrote and created; a failed batch rolls back alone and the applied
 * ones are undone from those records, so the import still lands all or nothing.
 */

/**
 * Writes per batch. The size adapts: each batch aims at BATCH_BUDGET_MS, the longest a request
 * arriving meanwhile should wait for the database, whatever the machine's load; the first takes
 * BATCH_WRITES, the next ones grow or shrink by the time the last one took.
 */
export const BATCH_WRITES = 50;
const BATCH_BUDGET_MS = 40;
const BATCH_LIMITS = { min: 5, max: 250 };
/** New products put on sale per statement at the end. */
const PUBLISH_SLICE = 500;
/** An 'applying' import whose heartbeat is older than this was cut by a restart: it is undone. */
const STALE_AFTER = '2 minutes';

type Step =
  | { kind: 'newProducts'; items: ImportPlan['newProducts'] }
  | { kind: 'productUpdates'; items: ProductUpdate[] }
  | { kind: 'variantUpdates'; items: VariantUpdate[] }
  | { kind: 'newVariants'; items: NewVariant[] };
export type BatchContext = {
  importId: number;
  staffUserId: number;
  /** New products' ids by their plan key, filled by the batches that create them. */
  productIdByKey: Map<string, number>;
  /** A fixed number of writes per batch instead of the adaptive one (tests). */
  batchSize?: number;
};

/** Test seam: runs inside each batch's transaction before its writes (a throw fails that batch). */
export type BatchHook = (batch: number, tx: Tx) => Promise<void> | void;

/** The plan's writes in the order they depend on each other (a product before its variants), `size(kind)` at a time. */
function* stepsOf(plan: ImportPlan, size: (kind: Step['kind']) => number): Generator<Step> {
  function* take<K extends Step['kind']>(kind: K, list: Extract<Step, { kind: K }>['items']) {
    for (let i = 0; i < list.length;) {
      const n = size(kind);
      yield { kind, items: list.slice(i, i + n) } as Extract<Step, { kind: K }>;
      i += n;
    }
  }
  yield* take('newProducts', plan.newProducts);
  yield* take('productUpdates', plan.productUpdates);
  yield* take('variantUpdates', plan.variantUpdates);
  yield* take('newVariants', plan.newVariants);
}

export const writesOf = (plan: ImportPlan) =>
  plan.newProducts.length + plan.productUpdates.length + plan.variantUpdates.length + plan.newVariants.length;

const json = (rows: unknown[]) => sql`${JSON.stringify(rows)}::jsonb`;
const changedDuring = () => apiError({ code: 'import_changed', key: 'catalogImport.changedDuring' });

/**
 * The import's one stock write: an 'import' movement in the ledger (lib/services/stock-movements.ts)
 * per variant whose figure changes, naming the import and who applied it, so the stock keeps
 * equalling the sum of its movements. One set of statements for the whole batch.
 */
export async function setImportedStock(
  tx: Tx,
  items: { variantId: number; newStock: number }[],
  importId: number,
  actorId: number,
): Promise<void> {
  if (items.length === 0) return;
  const refused = await setStockOfMany(tx, items, { reason: 'import', importId, actorId });
  // The plan refused negative stock and each batch checked on hand first: only a bug gets here.
  if (refused.length) throw new Error(`import ${importId}: variants ${refused.join(', ')} could not take their stock`);
}

/**
 * Writes every batch of `plan`, each in its own transaction, moving the import's progress
 * (rows_applied) and heartbeat with it. On a failure the applied batches are undone, the import
 * is marked rolled back, and the error is thrown again.
 */
export async function applyInBatches(plan: ImportPlan, ctx: BatchContext, hook?: BatchHook): Promise<void> {
  const db = await getDb();
  let size = ctx.batchSize ?? BATCH_WRITES;
  let batch = 0;
  try {
    let kind: Step['kind'] | null = null;
    const sizeFor = (next: Step['kind']) => {
      // Each kind of write costs differently: a new kind starts small and grows from there.
      if (kind !== null && next !== kind && !ctx.batchSize) size = BATCH_LIMITS.min * 2;
      kind = next;
      return size;
    };
    for (const step of stepsOf(plan, sizeFor)) {
      const started = performance.now();
      await db.transaction(async (tx) => {
        await lockScope(tx, PRODUCTS_LOCK);
        await hook?.(batch, tx);
        const undo = await applyStep(tx, step, ctx);
        await tx.insert(catalogImportUndo).values({ importId: ctx.importId, batch, undo });
        await tx
          .update(catalogImports)
          .set({ rowsApplied: sql`${catalogImports.rowsApplied} + ${step.items.length}`, heartbeatAt: sql`now()` })
          .where(eq(catalogImports.id, ctx.importId));
      });
      batch++;
      if (!ctx.batchSize) {
        const factor = Math.min(2, BATCH_BUDGET_MS / Math.max(1, performance.now() - started));
        size = Math.max(BATCH_LIMITS.min, Math.min(BATCH_LIMITS.max, Math.round(size * factor)));
      }
      await yieldToOthers();
    }
    // New products were created hidden (archived): they go on sale now, a slice at a time (one
    // statement over 12,000 rows would hold PGlite as long as a large batch). A restart halfway
    // leaves the import 'applying': the next one undoes it, the products included.
    const created = [...ctx.productIdByKey.values()];
    for (let at = 0; at < created.length; at += PUBLISH_SLICE) {
      await db
        .update(products)
        .set({ archivedAt: null })
        .where(inArray(products.id, created.slice(at, at + PUBLISH_SLICE)));
      await yieldToOthers();
    }
    await db.transaction(async (tx) => {
      await tx
        .update(catalogImports)
        .set({ status: 'applied', heartbeatAt: sql`now()` })
        .where(eq(catalogImports.id, ctx.importId));
      await tx.delete(catalogImportUndo).where(eq(catalogImportUndo.importId, ctx.importId));
    });
  } catch (error) {
    await rollBackCatalogImport(ctx.importId, ctx.staffUserId);
    throw error;
  }
}

async function applyStep(tx: Tx, step: Step, ctx: BatchContext): Promise<CatalogImportUndo> {
  const undo: CatalogImportUndo = { createdProducts: [], createdVariants: [], products: [], variants: [] };
  const touched = new Set<number>();
  if (step.kind === 'newProducts') await createProducts(tx, step.items, ctx, undo);
  if (step.kind === 'productUpdates') await updateProducts(tx, step.items, undo);
  if (step.kind === 'variantUpdates') await updateVariants(tx, step.items, ctx, undo, touched);
  if (step.kind === 'newVariants') await createVariants(tx, step.items, ctx, undo, touched);
  for (const id of [...undo.createdProducts, ...undo.products.map((p) => p.id)]) touched.add(id);
  await refreshSearchDocuments(tx, [...touched]);
  return undo;
}

async function createProducts(tx: Tx, items: ImportPlan['newProducts'], ctx: BatchContext, undo: CatalogImportUndo) {
  // Only the slugs these names could collide with: the batch's bases and their '-n' forms.
  const bases = items.map((p) => slugify(p.name) || 'producto');
  const patterns = [...new Set(bases)].flatMap((b) => [b, `${b}-%`]);
  const taken = new Set(
    rowsOf<{ slug: string }>(
      await tx.execute(
        sql`select slug from products where slug like any(array[${sql.join(
          patterns.map((p) => sql`${p}`),
          sql`, `,
        )}]::text[])`,
      ),
    ).map((r) => r.slug),
  );
  const rows = items.map(({ key: _key, ...fields }, i) => {
    let slug = bases[i];
    for (let n = 2; taken.has(slug); n++) slug = `${bases[i]}-${n}`;
    taken.add(slug);
    return { ...fields, slug, searchText: searchIndexText(fields.name), archivedAt: new Date() };
  });
  const inserted = await tx.insert(products).values(rows).returning({ id: products.id, slug: products.slug });
  const idBySlug = new Map(inserted.map((r) => [r.slug, r.id]));
  rows.forEach((row, i) => {
    const id = idBySlug.get(row.slug)!;
    ctx.productIdByKey.set(items[i].key, id);
    undo.createdProducts.push(id);
  });
}

/** Given `updatedAt` when undoing: the row's time goes back too. */
type ProductRow = { id: number; updatedAt?: string } & StoredProductFields;
/** A row's time as PostgreSQL writes it (to the microsecond, which a JS Date would cut). */
const exactTime = (column: typeof products.updatedAt | typeof variants.updatedAt) => sql<string>`${column}::text`;

async function writeProducts(tx: Tx, rows: ProductRow[]) {
  const values = rows.map((p) => ({
    ...p,
    updated_at: p.updatedAt ?? null,
    search_text: searchIndexText(p.name),
    category_id: p.categoryId,
    is_featured: p.isFeatured,
    iva_class: p.ivaClass,
    image_url: p.imageUrl,
  }));
  await tx.execute(sql`update products p set name = u.name, category_id = u.category_id, description = u.description,
      is_featured = u.is_featured, iva_class = u.iva_class, image_url = u.image_url, search_text = u.search_text,
      updated_at = coalesce(u.updated_at, now())
    from jsonb_to_recordset(${json(values)}) as u(id int, name text, category_id int, description text, is_featured boolean,
      iva_class text, image_url text, search_text text, updated_at timestamptz)
    where p.id = u.id`);
}

async function updateProducts(tx: Tx, items: ProductUpdate[], undo: CatalogImportUndo) {
  const current = await tx
    .select({ id: products.id, updatedAt: exactTime(products.updatedAt), ...PRODUCT_COLUMNS })
    .from(products)
    .where(
      inArray(
        products.id,
        items.map((p) => p.id),
      ),
    )
    .orderBy(asc(products.id))
    .for('update');
  const byId = new Map(current.map((p) => [p.id, p]));
  // Another save since the plan was read: writing the file's values now would undo it.
  for (const u of items) {
    const now = byId.get(u.id);
    if (!now || (Object.keys(PRODUCT_COLUMNS) as (keyof typeof PRODUCT_COLUMNS)[]).some((k) => now[k] !== u.before[k]))
      throw changedDuring();
  }
  undo.products.push(...current);
  await writeProducts(tx, items);
}

type VariantRow = { id: number; updatedAt?: string } & StoredVariantFields;

async function writeVariants(tx: Tx, rows: VariantRow[]) {
  const values = rows.map((v) => ({
    id: v.id,
    updated_at: v.updatedAt ?? null,
    price: v.price,
    sale_price: v.salePrice,
    cost_price: v.costPrice,
    image_url: v.imageUrl,
    unit_of_measure: v.unitOfMeasure,
    units_per_item: v.unitsPerItem,
    weight_grams: v.weightGrams,
  }));
  await tx.execute(sql`update variants v set price = u.price, sale_price = u.sale_price, cost_price = u.cost_price,
      image_url = u.image_url, unit_of_measure = u.unit_of_measure, units_per_item = u.units_per_item,
      weight_grams = u.weight_grams, updated_at = coalesce(u.updated_at, now())
    from jsonb_to_recordset(${json(values)}) as u(id int, price int, sale_price int, cost_price int, image_url text,
      unit_of_measure text, units_per_item int, weight_grams int, updated_at timestamptz)
    where v.id = u.id`);
}

type Links = Map<number, number[]>;
type Tiers = Map<number, { minQuantity: number; price: number }[]>;

async function replaceLinksAndTiers(tx: Tx, links: Links, tiers: Tiers) {
  if (links.size) await tx.delete(variantAttributeValues).where(inArray(variantAttributeValues.variantId, [...links.keys()]));
  if (tiers.size) await tx.delete(volumeDiscounts).where(inArray(volumeDiscounts.variantId, [...tiers.keys()]));
  const linkRows = [...links].flatMap(([variantId, ids]) => ids.map((attributeValueId) => ({ variantId, attributeValueId })));
  const tierRows = [...tiers].flatMap(([variantId, list]) => list.map((t) => ({ variantId, ...t })));
  if (linkRows.length) await tx.insert(variantAttributeValues).values(linkRows);
  if (tierRows.length) await tx.insert(volumeDiscounts).values(tierRows);
}

async function updateVariants(tx: Tx, items: VariantUpdate[], ctx: BatchContext, undo: CatalogImportUndo, touched: Set<number>) {
  const ids = items.map((u) => u.id);
  // In id order, as orders lock them, so a batch and an order cannot deadlock.
  const current = await tx
    .select({ id: variants.id, productId: variants.productId, updatedAt: exactTime(variants.updatedAt), ...VARIANT_COLUMNS })
    .from(variants)
    .where(inArray(variants.id, ids))
    .orderBy(asc(variants.id))
    .for('update');
  const byId = new Map(current.map((v) => [v.id, v]));
  for (const u of items) {
    const now = byId.get(u.id);
    if (!now || (Object.keys(VARIANT_COLUMNS) as (keyof typeof VARIANT_COLUMNS)[]).some((k) => now[k] !== u.before[k]))
      throw changedDuring();
  }
  const relinked = items.filter((u) => u.valueIds !== null);
  const retiered = items.filter((u) => u.tiers !== null);
  const storedLinks = relinked.length
    ? await tx
        .select()
        .from(variantAttributeValues)
        .where(
          inArray(
            variantAttributeValues.variantId,
            relinked.map((u) => u.id),
          ),
        )
    : [];
  const storedTiers = retiered.length
    ? await tx
        .select({ variantId: volumeDiscounts.variantId, minQuantity: volumeDiscounts.minQuantity, price: volumeDiscounts.price })
        .from(volumeDiscounts)
        .where(
          inArray(
            volumeDiscounts.variantId,
            retiered.map((u) => u.id),
          ),
        )
        .orderBy(asc(volumeDiscounts.minQuantity))
    : [];
  for (const u of items) {
    const { stock: _stock, ...fields } = u.before;
    undo.variants.push({
      id: u.id,
      updatedAt: byId.get(u.id)!.updatedAt,
      fields,
      stockChange: u.after.stock - u.before.stock,
      valueIds: u.valueIds === null ? null : storedLinks.filter((l) => l.variantId === u.id).map((l) => l.attributeValueId),
      tiers:
        u.tiers === null ? null : storedTiers.filter((t) => t.variantId === u.id).map(({ minQuantity, price }) => ({ minQuantity, price })),
    });
  }

  await writeVariants(
    tx,
    items.map((u) => ({ id: u.id, ...u.after })),
  );
  await setImportedStock(
    tx,
    items.filter((u) => u.after.stock !== u.before.stock).map((u) => ({ variantId: u.id, newStock: u.after.stock })),
    ctx.importId,
    ctx.staffUserId,
  );
  const history = items
    .filter((u) => u.after.price !== u.before.price || u.after.salePrice !== u.before.salePrice)
    .map((u) => ({
      variantId: u.id,
      priceBefore: u.before.price,
      priceAfter: u.after.price,
      salePriceBefore: u.before.salePrice,
      salePriceAfter: u.after.salePrice,
      source: 'import' as const,
      importId: ctx.importId,
      staffUserId: ctx.staffUserId,
    }));
  if (history.length) await tx.insert(priceChanges).values(history);
  await replaceLinksAndTiers(tx, new Map(relinked.map((u) => [u.id, u.valueIds!])), new Map(retiered.map((u) => [u.id, u.tiers!])));
  for (const u of relinked) touched.add(byId.get(u.id)!.productId);
}

async function createVariants(tx: Tx, items: NewVariant[], ctx: BatchContext, undo: CatalogImportUndo, touched: Set<number>) {
  // New variants start at stock 0; their stock comes in through setImportedStock like any other.
  const rows = items.map((v) => {
    const productId = 'id' in v.product ? v.product.id : ctx.productIdByKey.get(v.product.key)!;
    touched.add(productId);
    return { productId, sku: v.sku, position: v.position, ...v.fields, onHand: 0 };
  });
  const inserted = await tx.insert(variants).values(rows).returning({ id: variants.id, sku: variants.sku });
  const idBySku = new Map(inserted.map((r) => [r.sku, r.id]));
  const links: Links = new Map();
  const tiers: Tiers = new Map();
  for (const v of items) {
    const id = idBySku.get(v.sku)!;
    undo.createdVariants.push(id);
    if (v.valueIds.length) links.set(id, v.valueIds);
    if (v.tiers.length) tiers.set(id, v.tiers);
  }
  await setImportedStock(
    tx,
    items.filter((v) => v.fields.stock > 0).map((v) => ({ variantId: idBySku.get(v.sku)!, newStock: v.fields.stock })),
    ctx.importId,
    ctx.staffUserId,
  );
  await replaceLinksAndTiers(tx, links, tiers);
}

/**
 * Undoes an import's applied batches, newest first, each in its own transaction: stored values
 * back, the stock it moved moved back (an opposite 'import' movement, so the ledger still adds
 * up), what it created deleted, its price history removed. Then the import is 'rolled_back'.
 */
export async function rollBackCatalogImport(importId: number, actorId: number | null): Promise<void> {
  const db = await getDb();
  const batches = await db
    .select({ batch: catalogImportUndo.batch })
    .from(catalogImportUndo)
    .where(eq(catalogImportUndo.importId, importId))
    .orderBy(sql`${catalogImportUndo.batch} desc`);
  for (const { batch } of batches) {
    await db.transaction(async (tx) => {
      await lockScope(tx, PRODUCTS_LOCK);
      const where = and(eq(catalogImportUndo.importId, importId), eq(catalogImportUndo.batch, batch));
      const [row] = await tx.select({ undo: catalogImportUndo.undo }).from(catalogImportUndo).where(where);
      if (row) await undoStep(tx, row.undo, importId, actorId);
      await tx.delete(catalogImportUndo).where(where);
    });
    await yieldToOthers();
  }
  await db.transaction(async (tx) => {
    await tx.delete(priceChanges).where(eq(priceChanges.importId, importId));
    await tx
      .update(catalogImports)
      .set({ status: 'rolled_back', heartbeatAt: sql`now()` })
      .where(eq(catalogImports.id, importId));
  });
  log.warn('catalog import rolled back', { importId, batches: batches.length });
}

async function undoStep(tx: Tx, undo: CatalogImportUndo, importId: number, actorId: number | null) {
  const touched = new Set<number>(undo.products.map((p) => p.id));
  if (undo.variants.length) {
    const owners = await tx
      .select({ productId: variants.productId })
      .from(variants)
      .where(
        inArray(
          variants.id,
          undo.variants.map((v) => v.id),
        ),
      );
    for (const o of owners) touched.add(o.productId);
    await writeVariants(
      tx,
      undo.variants.map((v) => ({ id: v.id, updatedAt: v.updatedAt, ...v.fields })),
    );
    for (const v of undo.variants) {
      if (v.stockChange === 0) continue;
      // By the opposite change rather than to the old figure: a sale since then stays counted.
      const moved = await applyStockChange(tx, { variantId: v.id, change: -v.stockChange, reason: 'import', importId, actorId });
      if (!moved) log.warn('catalog import rollback: stock could not go back', { importId, variantId: v.id, change: -v.stockChange });
    }
    await replaceLinksAndTiers(
      tx,
      new Map(undo.variants.filter((v) => v.valueIds !== null).map((v) => [v.id, v.valueIds!])),
      new Map(undo.variants.filter((v) => v.tiers !== null).map((v) => [v.id, v.tiers!])),
    );
  }
  if (undo.products.length) await writeProducts(tx, undo.products);
  if (undo.createdVariants.length) await tx.delete(variants).where(inArray(variants.id, undo.createdVariants));
  if (undo.createdProducts.length) await tx.delete(products).where(inArray(products.id, undo.createdProducts));
  await refreshSearchDocuments(tx, [...touched]);
}

/** How long an import waits for the one being applied before refusing (409). */
const WAIT_FOR_RUNNING_MS = 5 * 60_000;

/**
 * Takes the one 'applying' slot for a new import (the partial unique index allows one) and
 * answers its id, or null when another import holds it: the caller waits (waitForRunningImport)
 * and checks its file again against what that one wrote. An import left 'applying' by a restart
 * (its heartbeat stopped) is undone first.
 */
export async function startCatalogImport(values: typeof catalogImports.$inferInsert): Promise<number | null> {
  const db = await getDb();
  const stale = await db
    .select({ id: catalogImports.id })
    .from(catalogImports)
    .where(and(eq(catalogImports.status, 'applying'), sql`${catalogImports.heartbeatAt} < now() - ${STALE_AFTER}::interval`));
  for (const { id } of stale) await rollBackCatalogImport(id, null);
  try {
    const [row] = await db
      .insert(catalogImports)
      .values({ ...values, status: 'applying' })
      .returning({ id: catalogImports.id });
    return row.id;
  } catch (error) {
    const code = (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;
    if (code === '23505') return null;
    throw error;
  }
}

/** Waits until no import is being applied; 409 after WAIT_FOR_RUNNING_MS. */
export async function waitForRunningImport(since = Date.now()): Promise<void> {
  const db = await getDb();
  for (;;) {
    const [running] = await db.select({ id: catalogImports.id }).from(catalogImports).where(eq(catalogImports.status, 'applying')).limit(1);
    if (!running) return;
    if (Date.now() - since > WAIT_FOR_RUNNING_MS) throw apiError({ code: 'import_changed', key: 'catalogImport.running' });
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
