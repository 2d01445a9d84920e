import 'server-only';
import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { getDb, rowsOf, type Tx } from '@/db';
import { slugify } from '@/lib/domain/slug';
import { ApiError, notFound } from '@/lib/http/errors';

/**
 * The one write pattern of the back office: every write runs in a transaction, and the
 * database's constraints (unique names, foreign keys) have the last word. A violation listed
 * in the caller's rules becomes a 400/404/409 with a Spanish message instead of a 500, which
 * also covers the race a "check first, then write" would lose.
 */
export type ConstraintRule = { status: 400 | 404 | 409; code: string; message: string; field?: string };
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
  return new ApiError(rule.status, rule.code, rule.message, rule.field ? { [rule.field]: [rule.message] } : undefined);
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

export function orNotFound<T>(row: T | null | undefined, message: string): T {
  if (row === null || row === undefined) throw notFound(message);
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
  options: { notFound: string; constraints?: ConstraintRules },
) {
  type Dto = SelectResultFields<TColumns>;
  const rules = options.constraints ?? {};
  const notFoundMessage = options.notFound;
  const touchesUpdatedAt = 'updatedAt' in getTableColumns(table);
  const where = (id: number, scope?: SQL) => and(eq(table.id, id), scope);
  const run = <T>(tx: Tx | undefined, work: (tx: Tx) => Promise<T>) => (tx ? work(tx) : inTransaction(work, rules));

  return {
    /** For callers that use the writer inside their own `inTransaction`. */
    constraints: rules,

    create: (values: PgInsertValue<TTable>, tx?: Tx): Promise<Dto> =>
      // Drizzle cannot infer `returning` through a generic table; the projection fixes the shape.
      run(tx, async (t) => ((await t.insert(table).values(values).returning(columns)) as Dto[])[0]),

    update: (id: number, values: PgUpdateSetSource<TTable>, options: { scope?: SQL; tx?: Tx } = {}): Promise<Dto> =>
      run(options.tx, async (t) => {
        const set = touchesUpdatedAt ? { ...values, updatedAt: new Date() } : values;
        const [row] = (await t.update(table).set(set).where(where(id, options.scope)).returning(columns)) as Dto[];
        return orNotFound(row, notFoundMessage);
      }),

    remove: (id: number, options: { scope?: SQL; tx?: Tx } = {}): Promise<void> =>
      run(options.tx, async (t) => {
        const rows = (await t.delete(table).where(where(id, options.scope)).returning({ id: table.id })) as unknown[];
        orNotFound(rows[0], notFoundMessage);
      }),
  };
}
