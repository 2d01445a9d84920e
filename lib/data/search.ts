import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { type Db, getDb, rowsOf } from '@/db';
import { products } from '@/db/schema';
import { parseSearchQuery } from '@/lib/domain/search';
import { type IndexedDocument, SearchIndex } from '@/lib/domain/search-index';

/**
 * The store search's index in this process (docs/search.md, "Engine"). The documents live in
 * the database (product_search, written in the transaction of every catalogue write that changes
 * one) and `search_version` moves in those same transactions. Before every search the version is
 * read (one single-row SELECT); when it differs from the one the index was built at, the index
 * is rebuilt from the documents (two statements) and every search waiting meanwhile shares that
 * rebuild. So every app instance behind a load balancer answers from the documents as of the
 * last commit, and a write needs no rebuild job.
 *
 * Concurrent searches share one version read in flight: a search that starts while another's
 * read is running takes its answer (at most one round trip old).
 */
type State = {
  db?: Db;
  index?: SearchIndex;
  version?: number;
  checking?: Promise<SearchIndex>;
  building?: { version: number; index: Promise<{ index: SearchIndex; version: number }> };
};

// On globalThis: route handlers and pages may load separate copies of this module.
const g = globalThis as { __searchIndex?: State };
const state: State = (g.__searchIndex ??= {});

/** The index as of the database's current search version. */
export async function currentSearchIndex(): Promise<SearchIndex> {
  const db = await getDb();
  if (state.db !== db) Object.assign(state, { db, index: undefined, version: undefined, checking: undefined, building: undefined });
  state.checking ??= checkVersion(db).finally(() => {
    state.checking = undefined;
  });
  return state.checking;
}

async function checkVersion(db: Db): Promise<SearchIndex> {
  const [row] = rowsOf<{ version: number | string }>(await db.execute(sql`select version from search_version where id = 1`));
  const version = Number(row?.version ?? 0);
  if (state.index && state.version === version) return state.index;
  if (!state.building || state.building.version !== version) {
    const building = { version, index: buildIndex(db) };
    state.building = building;
    building.index
      .then((built) => {
        // A slower, older rebuild never replaces a newer one.
        if (state.db === db && (state.version === undefined || built.version >= state.version)) Object.assign(state, built);
      })
      .catch(() => undefined)
      .finally(() => {
        if (state.building === building) state.building = undefined;
      });
  }
  return (await state.building.index).index;
}

/**
 * The documents of the products on sale in the store's name order, with the version they are
 * as of (read in the same statement, so in the same snapshot), then the synonym groups. A
 * synonym saved between the two statements moved the version past the one recorded: the next
 * search rebuilds again.
 */
async function buildIndex(db: Db): Promise<{ index: SearchIndex; version: number }> {
  // One row even with no documents (d's columns null), so the version always comes back.
  const rows = rowsOf<{ version: number | string; productId: number | null } & Omit<IndexedDocument, 'productId'>>(
    await db.execute(sql`select v.version, d."productId", d.name, d.category, d.attributes, d.description
      from search_version v left join (
        select ps.product_id as "productId", ps.name, ps.category, ps.attributes, ps.description, p.name as sort_name
        from product_search ps join ${products} p on p.id = ps.product_id
        where p.archived_at is null
      ) d on true
      where v.id = 1
      order by d.sort_name, d."productId"`),
  );
  const groups = rowsOf<{ keys: string[] }>(await db.execute(sql`select keys from search_synonyms order by id`));
  const documents = rows.filter((row): row is typeof row & { productId: number } => row.productId !== null);
  return {
    index: new SearchIndex(
      documents,
      groups.map((group) => group.keys),
    ),
    version: Number(rows[0]?.version ?? 0),
  };
}

/** The products on sale matching `query`, best first; null when the query has no words. */
export async function searchProductIds(query: string): Promise<number[] | null> {
  // No words, no search: the index (and its version read) is not needed.
  if (parseSearchQuery(query).length === 0) return null;
  return (await currentSearchIndex()).search(query);
}

/**
 * `products.id` among `ids`, as ONE bound array (a list of parameters would stop at 65,535) in an
 * uncorrelated subquery PostgreSQL hashes once.
 */
export function productIdIn(ids: readonly number[]): SQL {
  return sql`${products.id} in (select unnest(${`{${ids.join(',')}}`}::int[]))`;
}
