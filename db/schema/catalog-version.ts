import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row (id = 1): a counter bumped after every write that changes what the storefront shows.
 * Each app instance polls it (lib/cache/catalog-cache.ts) and drops its catalogue read cache
 * when it moves, which bounds how stale another instance's cache can be.
 */
export const catalogVersion = pgTable(
  'catalog_version',
  {
    id: smallint().primaryKey().default(1),
    version: bigint({ mode: 'number' }).notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('catalog_version_single_row', sql`${t.id} = 1`)],
);
