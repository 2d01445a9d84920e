import 'server-only';
import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { getDb, rowsOf, type Tx } from '@/db';
import { slugify } from '@/lib/domain/slug';
import type { ActivityEntity } from '@/db/schema';
import { ApiError, apiError, type ErrorCode, notFound, type Words } from '@/lib/errors';
import { recordActivity } from '@/lib/services/activity-log';

/**
 * The one write pattern of the back office: every write runs in a transaction, and the
 * database's constraints (unique names, foreign keys) have the last word. A violation listed
 * in the caller's rules becomes its code's refusal (a 400, 404 or 409 by lib/http/errors.ts) with
 * its message (from the catalogue, in both languages) instead of a 500, which also covers the race a "check first, then write" would lose.
 */
export type ConstraintRule = { code: ErrorCode; message: Words; field?: string };
export type ConstraintRules = Record<string, ConstraintRule>;

/** The PostgreSQL error under drizzle's wrapper (postgres-js names it `constraint_name`, PGlite `constraint`). */
export function pgErrorOf(error: unknown): { code: string; constraint?: string } | null {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const { code, constraint, constraint_name: constraintName } = current as Record<string, unknown>;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      const name = constraintName ?? constraint;
      return { code, constraint: typeof name === 'string' ? name : undefined };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

export function apiErrorForConstraint(error: unknown, rules: ConstraintRules): ApiError | null {
  const name = pgErrorOf(error)?.constraint;
  const rule = name ? rules[name] : undefined;
  if (!rule) return null;
  const fields = rule.field ? [rule.field] : undefined;
  if (typeof rule.message !== 'string') return apiError({ code: rule.code, ...rule.message, fields });
  return new ApiError({ code: rule.code, message: rule.message, fields: fields && { [fields[0]]: [rule.message] } });
}

/** Runs `work` in one transaction, translating the listed constraint violations. */
export async function inTransaction<T>(work: (tx: Tx) => Promise<T>, rules: ConstraintRules = {}): Promise<T> {
  const db = await getDb();
  try {
    return await db.transaction(work);
  } catch (error) {
    throw apiErrorForConstraint(error, rules) ?? error;
  }
}

/**
 * Serialises the writers of one kind until the transaction ends (category tree moves; SKU and
 * slug picking), so two staff members saving at once cannot both pass the same check.
 */
export async function lockScope(tx: Tx, scope: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${scope}))`);
}

/**
 * The slug of `name`, or `-2`, `-3`… when another row of `table` has it (call under the
 * table's lockScope so two saves cannot pick the same one). `fallback` covers names of symbols only.
 */
export async function freeSlug(
  tx: Tx,
  table: PgTable & { id: PgColumn; slug: PgColumn },
  name: string,
  fallback: string,
  excludeId?: number,
): Promise<string> {
  const base = slugify(name) || fallback;
  const result = await tx.execute(
    sql`select ${table.slug} as slug from ${table}
        where (${table.slug} = ${base} or ${table.slug} like ${`${base}-%`}) and ${table.id} <> ${excludeId ?? 0}`,
  );
  const taken = new Set(rowsOf<{ slug: string }>(result).map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

export function orNotFound<T>(row: T | null | undefined, words: Words): T {
  if (row === null || row === undefined) throw notFound(words);
  return row;
}

type IdTable = PgTable & { id: PgColumn };

/**
 * Create / update / delete by integer id for the plain resources (providers, payment methods,
 * attributes and their values), answering through the resource's DTO projection. `scope` narrows
 * the row further (a value must belong to its attribute), so a foreign id is a 404.
 */
export function tableWriter<TTable extends IdTable, TColumns extends Record<string, PgColumn>>(
  table: TTable,
  columns: TColumns,
  options: { notFound: Words; constraints?: ConstraintRules; activity: ActivityEntity },
) {
  type Dto = SelectResultFields<TColumns>;
  type Row = Record<string, unknown>;
  const rules = options.constraints ?? {};
  const notFoundMessage = options.notFound;
  const entity = options.activity;
  const tableColumns = getTableColumns(table);
  const touchesUpdatedAt = 'updatedAt' in tableColumns;
  const where = (id: number, scope?: SQL) => and(eq(table.id, id), scope);
  const run = <T>(tx: Tx | undefined, work: (tx: Tx) => Promise<T>) => (tx ? work(tx) : inTransaction(work, rules));
  // The whole row goes to the activity log (issue 25 §6); the caller gets its DTO projection of it.
  const keyOfColumn = new Map(Object.entries(tableColumns).map(([key, column]) => [column, key]));
  const toDto = (row: Row) =>
    Object.fromEntries(Object.entries(columns).map(([key, column]) => [key, row[keyOfColumn.get(column)!]])) as Dto;
  const labelOf = (row: Row) =>
    (['name', 'value', 'nombre'].map((key) => row[key]).find((v) => typeof v === 'string') as string | undefined) ?? null;
  // Drizzle cannot infer `returning` through a generic table; Row and the projection fix the shape.
  const allColumns = tableColumns as Record<string, PgColumn>;

  return {
    /** For callers that use the writer inside their own `inTransaction`. */
    constraints: rules,

    create: (values: PgInsertValue<TTable>, tx?: Tx): Promise<Dto> =>
      run(tx, async (t) => {
        const [row] = (await t.insert(table).values(values).returning(allColumns)) as Row[];
        await recordActivity(t, { action: 'create', entity, entityId: row.id as number, label: labelOf(row), after: row });
        return toDto(row);
      }),

    update: (id: number, values: PgUpdateSetSource<TTable>, options: { scope?: SQL; tx?: Tx } = {}): Promise<Dto> =>
      run(options.tx, async (t) => {
        const [before] = (await t
          .select(allColumns)
          .from(table as PgTable)
          .where(where(id, options.scope))
          .for('update')) as Row[];
        orNotFound(before, notFoundMessage);
        const set = touchesUpdatedAt ? { ...values, updatedAt: new Date() } : values;
        const [row] = (await t.update(table).set(set).where(where(id, options.scope)).returning(allColumns)) as Row[];
        await recordActivity(t, {
          action: 'update',
          entity,
          entityId: id,
          label: labelOf(row),
          before: withoutStamp(before),
          after: withoutStamp(row),
        });
        return toDto(orNotFound(row, notFoundMessage));
      }),

    remove: (id: number, options: { scope?: SQL; tx?: Tx } = {}): Promise<void> =>
      run(options.tx, async (t) => {
        const [row] = (await t.delete(table).where(where(id, options.scope)).returning(allColumns)) as Row[];
        orNotFound(row, notFoundMessage);
        await recordActivity(t, { action: 'delete', entity, entityId: id, label: labelOf(row), before: row });
      }),
  };
}

/** `updatedAt` moves on every save: not a change worth listing. */
export function withoutStamp<T extends Record<string, unknown>>(row: T): Omit<T, 'updatedAt'> {
  const { updatedAt: _updatedAt, ...rest } = row;
  return rest;
}
