import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { getDb, rowsOf } from '@/db';
import { products } from '@/db/schema';
import { cachedCatalogRead } from '@/lib/cache/catalog-cache';
import { isUnitOfMeasureAttribute, type StoreFilters } from '@/lib/domain/store-filters';
import { attributeCondition, categoryCondition, filtersKey } from './catalog';
import { productIdIn, searchProductIds } from './search';

/**
 * How many products each filter option would show (issue 20 item 8), given the search and the
 * other active filters. Disjunctive: a facet's own choices do not restrict its own counts, so
 * with 'Vasos' chosen 'Platos' still shows how many plates there are. Keys:
 * - `categories`: category id → products in it or below it;
 * - `attributeValues`: attribute value id → products with a variant holding it;
 * - `units`: lower-cased unit of measure → products with a variant sold in it (the unit filter
 *   reads variants.unit_of_measure, as the list does).
 */
export type FacetCounts = {
  categories: Record<number, number>;
  attributeValues: Record<number, number>;
  units: Record<string, number>;
};

export function listFacetCounts(filters: StoreFilters): Promise<FacetCounts> {
  return cachedCatalogRead(`facets:${filtersKey(filters)}`, () => loadFacetCounts(filters));
}

type FacetRow = { kind: 'category' | 'value' | 'unit'; key: string; n: number | string };

/**
 * ONE statement. `matched` is the search's products, each with one flag per active filter
 * (in the chosen categories; matches attribute k's chosen values). Each facet then counts the
 * matched products that pass every flag but its own: categories through each product's
 * category and its ancestors, attribute values through the variants' values, units through
 * the variants' unit column. Uncorrelated IN lists, one hash each, whatever the number of values.
 */
async function loadFacetCounts(filters: StoreFilters): Promise<FacetCounts> {
  const searchIds = await searchProductIds(filters.search);
  if (searchIds?.length === 0) return { categories: {}, attributeValues: {}, units: {} };
  const search = searchIds ? productIdIn(searchIds) : sql`true`;
  const db = await getDb();
  const inCategories = categoryCondition(filters.categories) ?? sql`true`;

  // One flag per chosen attribute (names compared lower-cased, as the filter does).
  const chosen = new Map<string, string[]>();
  for (const [name, values] of Object.entries(filters.attributes)) {
    if (values.length) chosen.set(name.toLowerCase(), [...(chosen.get(name.toLowerCase()) ?? []), ...values]);
  }
  const flags = [...chosen].map(([name, values], i) => ({
    name,
    column: sql.raw(`f${i}`),
    condition: attributeCondition({ [name]: values })!,
  }));
  const flagColumns = flags.map((flag) => sql`, ${flag.condition} as ${flag.column}`);
  /** Every attribute flag but the one of the attribute named by `ownName` (an SQL text). */
  const othersThan = (ownName: SQL | null): SQL =>
    flags.length
      ? sql.join(
          flags.map((flag) => (ownName ? sql`(${ownName} = ${flag.name} or m.${flag.column})` : sql`m.${flag.column}`)),
          sql` and `,
        )
      : sql`true`;
  const unitFlag = flags.find((flag) => isUnitOfMeasureAttribute(flag.name));

  const result = await db.execute(sql`
    with recursive matched as (
      select ${products.id} as id, ${products.categoryId} as category_id, ${inCategories} as in_categories${sql.join(flagColumns, sql``)}
      from ${products} where ${search} and ${products.archivedAt} is null
    ),
    lineage(id, ancestor) as (
      select c.id, c.id from categories c
      union all
      select l.id, c.parent_id from lineage l join categories c on c.id = l.ancestor where c.parent_id is not null
    )
    select 'category' as kind, l.ancestor::text as key, count(*) as n
      from matched m join lineage l on l.id = m.category_id
      where ${othersThan(null)}
      group by l.ancestor
    union all
    select 'value', av.id::text, count(distinct m.id)
      from matched m
      join variants v on v.product_id = m.id and v.archived_at is null
      join variant_attribute_values vav on vav.variant_id = v.id
      join attribute_values av on av.id = vav.attribute_value_id
      join attributes a on a.id = av.attribute_id
      where m.in_categories and ${othersThan(sql`lower(a.name)`)}
      group by av.id
    union all
    select 'unit', lower(v.unit_of_measure), count(distinct m.id)
      from matched m join variants v on v.product_id = m.id and v.archived_at is null
      where v.unit_of_measure is not null and m.in_categories and ${unitFlag ? othersThan(sql`${unitFlag.name}::text`) : othersThan(null)}
      group by lower(v.unit_of_measure)
  `);

  const counts: FacetCounts = { categories: {}, attributeValues: {}, units: {} };
  // count(*) is a bigint: postgres-js answers it as text.
  for (const row of rowsOf<FacetRow>(result)) {
    if (row.kind === 'category') counts.categories[Number(row.key)] = Number(row.n);
    else if (row.kind === 'value') counts.attributeValues[Number(row.key)] = Number(row.n);
    else counts.units[row.key] = Number(row.n);
  }
  return counts;
}
