import 'server-only';
import { createHash } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { getDb, rowsOf, type Tx } from '@/db';
import { catalogImports, priceChanges, products, variantAttributeValues, variants, volumeDiscounts } from '@/db/schema';
import { refreshSearchDocuments } from '@/db/search-index';
import { afterCatalogWrite } from '@/lib/cache/catalog-cache';
import { type CsvExportOptions, readHeader } from '@/lib/domain/catalog-csv';
import { readCsv } from '@/lib/domain/catalog-csv-reader';
import { searchIndexText } from '@/lib/domain/search';
import { slugify } from '@/lib/domain/slug';
import { ApiError, forbidden } from '@/lib/errors';
import type { AppliedImport, ImportSummary } from '@/lib/contracts/admin/catalog';
import { type ImportPlan, planCatalogImport, resolveImportPlan } from './catalog-import-plan';
import { applyStockChange } from '../stock-movements';
import { recordActivity } from '../activity-log';
import { inTransaction, lockScope } from './crud';

/** Same scope as product saves (services/admin/products.ts): both pick SKUs and slugs. */
const PRODUCTS_LOCK = 'admin:products';
/** The answer lists this many problems at most (with the total), enough to fix a file by. */
export const MAX_LISTED_PROBLEMS = 500;
const BATCH = 1000;

const changesPrice = (update: ImportPlan['variantUpdates'][number]) =>
  update.after.price !== update.before.price || update.after.salePrice !== update.before.salePrice || update.tiers !== null;

/** The dry run and 'Aplicar' answer the API's shapes (lib/contracts/admin/catalog.ts). */
export type { AppliedImport, ImportSummary };

/** `costs: false` (a VENDEDOR, issue 25 §5): a file with a 'Costo' column is refused (403). */
async function readFile(bytes: Uint8Array, options: CsvExportOptions) {
  const read = await readCsv(bytes);
  if (!read.ok) throw new ApiError({ code: 'invalid_csv', message: read.message });
  if (!options.costs && readHeader(read.rows[0] ?? []).columns.includes('costPrice')) {
    throw forbidden('Tu rol no puede ver ni cambiar costos: quita la columna «Costo» del archivo.');
  }
  return read;
}

function summarise(read: Extract<Awaited<ReturnType<typeof readCsv>>, { ok: true }>, plan: ImportPlan): ImportSummary {
  const changes = plan.newProducts.length + plan.productUpdates.length + plan.variantUpdates.length + plan.newVariants.length;
  return {
    encoding: read.encoding,
    bom: read.bom,
    separator: read.separator,
    rowCount: read.rows.length - 1,
    // What 'Aplicar' does by default: the cells changed in the store since the export stay.
    counts: resolveImportPlan(plan, { overwrite: false }).counts,
    problems: plan.problems.slice(0, MAX_LISTED_PROBLEMS),
    problemCount: plan.problems.length,
    canApply: plan.problems.length === 0 && changes > 0,
    planDigest: digestOf(plan),
    changes: plan.changes.slice(0, MAX_LISTED_PROBLEMS),
    changeCount: plan.changes.length,
    changedSinceExportCount: plan.changes.filter((c) => c.changedSinceExport).length,
  };
}

function digestOf(plan: ImportPlan): string {
  const { counts: _counts, changes: _changes, ...writes } = plan;
  return createHash('sha256').update(JSON.stringify(writes)).digest('base64url').slice(0, 22);
}

/** The dry run: what the file would do, and every problem. Writes nothing. */
export async function dryRunCatalogImport(bytes: Uint8Array, options: CsvExportOptions = { costs: true }): Promise<ImportSummary> {
  const read = await readFile(bytes, options);
  const plan = await planCatalogImport(await getDb(), read.rows);
  return summarise(read, plan);
}

/**
 * 'Aplicar': the file is read and checked again inside one transaction holding the products
 * lock (so two imports, or an import and a product save, run one after the other and each sees
 * the other's result), then written all or nothing. A file with any problem changes nothing (400).
 */
export function applyCatalogImport(
  bytes: Uint8Array,
  staffUserId: number,
  expectedDigest?: string,
  options: CsvExportOptions & { overwrite?: boolean; prices?: boolean } = { costs: true },
): Promise<AppliedImport> {
  return afterCatalogWrite(
    (async () => {
      const read = await readFile(bytes, options);
      return inTransaction(async (tx) => {
        await lockScope(tx, PRODUCTS_LOCK);
        const plan = await planCatalogImport(tx, read.rows, { forUpdate: true });
        const summary = summarise(read, plan);
        if (plan.problems.length) {
          throw new ApiError({
            code: 'import_invalid',
            message: 'El archivo tiene errores: no se aplicó ningún cambio.',
            details: { ...summary },
          });
        }
        if (expectedDigest && expectedDigest !== summary.planDigest) {
          throw new ApiError({
            code: 'import_changed',
            message: 'El catálogo cambió desde la revisión (otra importación o edición). Revisa el archivo de nuevo antes de aplicarlo.',
            details: { ...summary },
          });
        }
        // Prices (base, sale, volume tiers) of existing variants are the price permission's (docs/backoffice.md "Roles").
        if (options.prices === false && plan.variantUpdates.some(changesPrice)) throw forbidden({ key: 'pricesForbidden' });
        if (!summary.canApply) return { ...summary, importId: null };
        const writes = resolveImportPlan(plan, { overwrite: options.overwrite ?? false });
        const [row] = await tx
          .insert(catalogImports)
          .values({ staffUserId, separator: read.separator, encoding: read.encoding, rowCount: summary.rowCount, counts: writes.counts })
          .returning({ id: catalogImports.id });
        await writePlan(tx, writes, row.id, staffUserId);
        await recordActivity(tx, {
          action: 'create',
          entity: 'catalog_import',
          entityId: row.id,
          label: `CSV (${summary.rowCount})`,
          after: { rowCount: summary.rowCount, counts: writes.counts, overwrite: options.overwrite ?? false },
        });
        return { ...summary, counts: writes.counts, canApply: false, importId: row.id };
      });
    })(),
  );
}

/**
 * The import's one stock write: an 'import' movement in the ledger (lib/services/stock-movements.ts)
 * naming the import and who applied it, so the stock keeps equalling the sum of its movements.
 */
export async function setImportedStock(tx: Tx, variantId: number, newStock: number, importId: number, actorId: number): Promise<void> {
  const moved = await applyStockChange(tx, { variantId, newStock, reason: 'import', importId, actorId });
  // The plan refused negative stock and the products lock keeps other writers out: only a bug gets here.
  if (!moved) throw new Error(`import ${importId}: variant ${variantId} could not take stock ${newStock}`);
}

const chunks = <T>(items: T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / BATCH) }, (_, i) => items.slice(i * BATCH, (i + 1) * BATCH));
const json = (rows: unknown[]) => sql`${JSON.stringify(rows)}::jsonb`;

async function writePlan(tx: Tx, plan: ImportPlan, importId: number, staffUserId: number): Promise<void> {
  const touchedProducts = new Set<number>();

  // New products, each with a free slug (the lock keeps other writers out meanwhile).
  const productIdByKey = new Map<string, number>();
  if (plan.newProducts.length) {
    const taken = new Set(rowsOf<{ slug: string }>(await tx.execute(sql`select slug from products`)).map((r) => r.slug));
    const rows = plan.newProducts.map((p) => {
      const base = slugify(p.name) || 'producto';
      let slug = base;
      for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
      taken.add(slug);
      const { key: _key, ...fields } = p;
      return { ...fields, slug, searchText: searchIndexText(p.name) };
    });
    for (const [i, part] of chunks(rows).entries()) {
      const inserted = await tx.insert(products).values(part).returning({ id: products.id, slug: products.slug });
      const idBySlug = new Map(inserted.map((r) => [r.slug, r.id]));
      part.forEach((row, j) => {
        const id = idBySlug.get(row.slug)!;
        productIdByKey.set(plan.newProducts[i * BATCH + j].key, id);
        touchedProducts.add(id);
      });
    }
  }

  for (const part of chunks(plan.productUpdates)) {
    const rows = part.map((p) => ({
      ...p,
      search_text: searchIndexText(p.name),
      category_id: p.categoryId,
      is_featured: p.isFeatured,
      iva_class: p.ivaClass,
      image_url: p.imageUrl,
    }));
    await tx.execute(sql`update products p set name = u.name, category_id = u.category_id, description = u.description,
        is_featured = u.is_featured, iva_class = u.iva_class, image_url = u.image_url, search_text = u.search_text, updated_at = now()
      from jsonb_to_recordset(${json(rows)}) as u(id int, name text, category_id int, description text, is_featured boolean, iva_class text, image_url text, search_text text)
      where p.id = u.id`);
    for (const p of part) touchedProducts.add(p.id);
  }

  // Changed variants: every column but stock in one statement per batch; stock one by one (a movement each).
  for (const part of chunks(plan.variantUpdates)) {
    const rows = part.map(({ id, after }) => ({
      id,
      price: after.price,
      sale_price: after.salePrice,
      cost_price: after.costPrice,
      image_url: after.imageUrl,
      unit_of_measure: after.unitOfMeasure,
      units_per_item: after.unitsPerItem,
      weight_grams: after.weightGrams,
    }));
    await tx.execute(sql`update variants v set price = u.price, sale_price = u.sale_price, cost_price = u.cost_price,
        image_url = u.image_url, unit_of_measure = u.unit_of_measure, units_per_item = u.units_per_item,
        weight_grams = u.weight_grams, updated_at = now()
      from jsonb_to_recordset(${json(rows)}) as u(id int, price int, sale_price int, cost_price int, image_url text,
        unit_of_measure text, units_per_item int, weight_grams int)
      where v.id = u.id`);
  }
  for (const u of plan.variantUpdates)
    if (u.after.stock !== u.before.stock) await setImportedStock(tx, u.id, u.after.stock, importId, staffUserId);

  const history = plan.variantUpdates
    .filter((u) => u.after.price !== u.before.price || u.after.salePrice !== u.before.salePrice)
    .map((u) => ({
      variantId: u.id,
      priceBefore: u.before.price,
      priceAfter: u.after.price,
      salePriceBefore: u.before.salePrice,
      salePriceAfter: u.after.salePrice,
      source: 'import' as const,
      importId,
      staffUserId,
    }));
  for (const part of chunks(history)) await tx.insert(priceChanges).values(part);

  const relinked = plan.variantUpdates.filter((u) => u.valueIds !== null);
  const retiered = plan.variantUpdates.filter((u) => u.tiers !== null);
  for (const part of chunks(relinked))
    await tx.delete(variantAttributeValues).where(
      inArray(
        variantAttributeValues.variantId,
        part.map((u) => u.id),
      ),
    );
  for (const part of chunks(retiered))
    await tx.delete(volumeDiscounts).where(
      inArray(
        volumeDiscounts.variantId,
        part.map((u) => u.id),
      ),
    );
  const links = relinked.flatMap((u) => u.valueIds!.map((attributeValueId) => ({ variantId: u.id, attributeValueId })));
  const tiers = retiered.flatMap((u) => u.tiers!.map((t) => ({ variantId: u.id, ...t })));

  if (relinked.length) {
    const ids = rowsOf<{ product_id: number }>(
      await tx.execute(
        sql`select distinct product_id from variants where id in (${sql.join(
          relinked.map((u) => sql`${u.id}`),
          sql`, `,
        )})`,
      ),
    );
    for (const r of ids) touchedProducts.add(Number(r.product_id));
  }

  // New variants start at stock 0; their stock comes in through setImportedStock like any other.
  const fresh = plan.newVariants.map((v) => {
    const productId = 'id' in v.product ? v.product.id : productIdByKey.get(v.product.key)!;
    touchedProducts.add(productId);
    return { productId, sku: v.sku, position: v.position, ...v.fields, onHand: 0 };
  });
  for (const [i, part] of chunks(fresh).entries()) {
    const inserted = await tx.insert(variants).values(part).returning({ id: variants.id, sku: variants.sku });
    const idBySku = new Map(inserted.map((r) => [r.sku, r.id]));
    for (const [j, fields] of part.entries()) {
      const row = { id: idBySku.get(fields.sku)! };
      const v = plan.newVariants[i * BATCH + j];
      links.push(...v.valueIds.map((attributeValueId) => ({ variantId: row.id, attributeValueId })));
      tiers.push(...v.tiers.map((t) => ({ variantId: row.id, ...t })));
      if (v.fields.stock > 0) await setImportedStock(tx, row.id, v.fields.stock, importId, staffUserId);
    }
  }
  for (const part of chunks(links)) await tx.insert(variantAttributeValues).values(part);
  for (const part of chunks(tiers)) await tx.insert(volumeDiscounts).values(part);

  await refreshSearchDocuments(tx, [...touchedProducts]);
}
