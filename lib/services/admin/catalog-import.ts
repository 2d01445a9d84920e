import 'server-only';
import { createHash } from 'node:crypto';
import { desc } from 'drizzle-orm';
import { getDb } from '@/db';
import { catalogImports } from '@/db/schema';
import { afterCatalogWrite } from '@/lib/cache/catalog-cache';
import { type CsvExportOptions, readHeader } from '@/lib/domain/catalog-csv';
import { readCsv } from '@/lib/domain/catalog-csv-reader';
import type { ApiLocale } from '@/lib/api-messages';
import { apiError, forbidden } from '@/lib/errors';
import type { AppliedImport, CatalogImportProgress, ImportSummary } from '@/lib/contracts/admin/catalog';
import { type ImportPlan, planCatalogImport, resolveImportPlan, yieldToOthers } from './catalog-import-plan';
import { applyInBatches, type BatchHook, startCatalogImport, waitForRunningImport, writesOf } from './catalog-import-batches';
import { recordActivity } from '../activity-log';

/** The answer lists this many problems at most (with the total), enough to fix a file by. */
export const MAX_LISTED_PROBLEMS = 500;

const changesPrice = (update: ImportPlan['variantUpdates'][number]) =>
  update.after.price !== update.before.price || update.after.salePrice !== update.before.salePrice || update.tiers !== null;

/** The dry run and 'Aplicar' answer the API's shapes (lib/contracts/admin/catalog.ts). */
export type { AppliedImport, ImportSummary };

/** `costs: false` (a VENDEDOR, issue 25 §5): a file with a 'Costo' column is refused (403). */
async function readFile(bytes: Uint8Array, options: CsvExportOptions) {
  const read = await readCsv(bytes);
  if (!read.ok) {
    if (read.problem === 'empty') throw apiError({ code: 'invalid_csv', key: 'files.empty' });
    const { maxRows } = read;
    throw apiError({
      code: 'invalid_csv',
      key: 'catalogImport.tooManyRows',
      values: (locale) => ({ rows: maxRows.toLocaleString(locale === 'es' ? 'es-CO' : 'en-US') }),
    });
  }
  if (!options.costs && readHeader(read.rows[0] ?? []).columns.includes('costPrice')) {
    throw forbidden({ key: 'catalogImport.costsForbidden' });
  }
  return read;
}

async function summarise(read: Extract<Awaited<ReturnType<typeof readCsv>>, { ok: true }>, plan: ImportPlan): Promise<ImportSummary> {
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
    planDigest: await digestOf(plan),
    changes: plan.changes.slice(0, MAX_LISTED_PROBLEMS),
    changeCount: plan.changes.length,
    changedSinceExportCount: plan.changes.filter((c) => c.changedSinceExport).length,
  };
}

/**
 * A fingerprint of the plan's writes, hashed a few hundred entries at a time with a turn of the
 * event loop between (a 20,000-row plan serialised at once held the server for a while).
 */
async function digestOf(plan: ImportPlan): Promise<string> {
  const { counts: _counts, changes: _changes, ...writes } = plan;
  const hash = createHash('sha256');
  for (const [key, list] of Object.entries(writes)) {
    hash.update(key);
    for (let at = 0; at < list.length; at += DIGEST_SLICE) {
      hash.update(JSON.stringify(list.slice(at, at + DIGEST_SLICE)));
      await yieldToOthers();
    }
  }
  return hash.digest('base64url').slice(0, 22);
}
const DIGEST_SLICE = 500;

/** The dry run: what the file would do, and every problem (said in `locale`). Writes nothing. */
export async function dryRunCatalogImport(
  bytes: Uint8Array,
  options: CsvExportOptions & { locale?: ApiLocale } = { costs: true },
): Promise<ImportSummary> {
  const read = await readFile(bytes, options);
  const plan = await planCatalogImport(await getDb(), read.rows, options.locale);
  return await summarise(read, plan);
}

/**
 * 'Aplicar': the file is read and checked again against the catalogue as it is now, then its
 * writes are applied in short batches (catalog-import-batches.ts), so the store keeps answering
 * while a large file lands; a batch that finds a value changed since the check, or fails, undoes
 * the applied ones: all or nothing. A file with any problem changes nothing (400). Progress is
 * the import's rows_applied of rows_total (getCatalogImportProgress).
 */
export function applyCatalogImport(
  bytes: Uint8Array,
  staffUserId: number,
  expectedDigest?: string,
  options: CsvExportOptions & {
    overwrite?: boolean;
    prices?: boolean;
    onBatch?: BatchHook;
    batchSize?: number;
    locale?: ApiLocale;
  } = { costs: true },
): Promise<AppliedImport> {
  return afterCatalogWrite(
    (async () => {
      const read = await readFile(bytes, options);
      const waitingSince = Date.now();
      for (;;) {
        const plan = await planCatalogImport(await getDb(), read.rows, options.locale);
        const summary = await summarise(read, plan);
        if (plan.problems.length) {
          throw apiError({ code: 'import_invalid', key: 'catalogImport.invalid', details: { ...summary } });
        }
        if (expectedDigest && expectedDigest !== summary.planDigest) {
          throw apiError({ code: 'import_changed', key: 'catalogImport.changed', details: { ...summary } });
        }
        // Prices (base, sale, volume tiers) of existing variants are the price permission's (docs/backoffice.md "Roles").
        if (options.prices === false && plan.variantUpdates.some(changesPrice)) throw forbidden({ key: 'pricesForbidden' });
        if (!summary.canApply) return { ...summary, importId: null };
        const writes = resolveImportPlan(plan, { overwrite: options.overwrite ?? false });
        const importId = await startCatalogImport({
          staffUserId,
          separator: read.separator,
          encoding: read.encoding,
          rowCount: summary.rowCount,
          counts: writes.counts,
          rowsTotal: writesOf(writes),
        });
        // Another import is being applied: once it is done, this file is checked against what it wrote.
        if (importId === null) {
          await waitForRunningImport(waitingSince);
          continue;
        }
        await applyInBatches(writes, { importId, staffUserId, productIdByKey: new Map(), batchSize: options.batchSize }, options.onBatch);
        await recordActivity(await getDb(), {
          action: 'create',
          entity: 'catalog_import',
          entityId: importId,
          label: `CSV (${summary.rowCount})`,
          after: { rowCount: summary.rowCount, counts: writes.counts, overwrite: options.overwrite ?? false },
        });
        return { ...summary, counts: writes.counts, canApply: false, importId };
      }
    })(),
  );
}

/** The newest import's progress, for the import screen to poll while 'Aplicar' runs. */
export async function getCatalogImportProgress(): Promise<CatalogImportProgress | null> {
  const db = await getDb();
  const [row] = await db
    .select({ id: catalogImports.id, status: catalogImports.status, applied: catalogImports.rowsApplied, total: catalogImports.rowsTotal })
    .from(catalogImports)
    .orderBy(desc(catalogImports.id))
    .limit(1);
  return row ?? null;
}
