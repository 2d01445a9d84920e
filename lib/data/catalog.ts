import 'server-only';
import { and, asc, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/db';
import { cachedCatalogRead } from '@/lib/cache/catalog-cache';
import { attributes, attributeValues, categories, paymentMethods, products, variants } from '@/db/schema';
import { closestQueryWords, MAX_CLOSEST_PRODUCTS } from '@/lib/domain/closest';
import { parseSearchQuery } from '@/lib/domain/search';
import { currentSearchIndex, productIdIn, searchProductIds } from './search';
import { isUnitOfMeasureAttribute, type StoreFilters, storeSort, variantsMatchingFilters } from '@/lib/domain/store-filters';

/**
 * The public shapes are the API's (lib/contracts/catalog.ts): no cost price or provider leaves the
 * server, and no stock count in these cached shapes (in stock / sold out only): live counts are
 * lib/data/availability.ts.
 */
import type { PublicAttribute, PublicCategory, PublicPaymentMethod, PublicProduct, PublicVariant } from '@/lib/contracts/catalog';

export type { PublicAttribute, PublicCategory, PublicPaymentMethod, PublicProduct, PublicVariant };

type ProductRow = Awaited<ReturnType<typeof loadProducts>>[number];

/**
 * The store shows only products on sale. An archived product (sold, then deleted
 * by staff) is gone from every list, search, facet, page and cart, but stays in the database.
 */
export const onSale: SQL = isNull(products.archivedAt);

/** Products with category, variants, attribute values and tiers: one SQL statement. */
async function loadProducts(where: SQL | undefined, limit?: number, order: SQL[] = BY_NAME) {
  const db = await getDb();
  return db.query.products.findMany({
    columns: { id: true, name: true, slug: true, description: true, imageUrl: true, isFeatured: true },
    where: where ? and(onSale, where) : onSale,
    limit,
    orderBy: order,
    with: {
      category: { columns: { id: true, name: true, slug: true } },
      variants: {
        where: isNull(variants.archivedAt),
        columns: {
          id: true,
          sku: true,
          price: true,
          salePrice: true,
          unitOfMeasure: true,
          unitsPerItem: true,
          imageUrl: true,
          available: true,
        },
        orderBy: [asc(variants.position), asc(variants.id)],
        with: {
          variantValues: {
            columns: {},
            with: {
              attributeValue: {
                columns: { id: true, value: true },
                with: { attribute: { columns: { id: true, name: true } } },
              },
            },
          },
          volumeDiscounts: { columns: { id: true, minQuantity: true, price: true } },
        },
      },
    },
  });
}

/**
 * One page of a list in two statements (docs/search.md, "What made it fast"): the page's ids in
 * the list's order from products alone (`withTotal` adds the number of matches as a window
 * count over the same scan), then those products with their variants, values and tiers, nested
 * for the page only. A search in relevance order takes its order from the search index instead
 * (relevancePage): no statement for the ids unless other filters narrow the matches.
 */
async function loadPage(filters: StoreFilters | undefined, limit: number | undefined, offset: number, withTotal: boolean) {
  const resolved = await resolveFilters(filters);
  if (resolved.searchIds?.length === 0) return { rows: [], total: 0 };
  if (resolved.searchIds && filters && storeSort(filters) === 'relevancia') {
    const ordered = await relevanceOrder(resolved, resolved.searchIds);
    const ids = ordered.slice(offset, limit === undefined ? undefined : offset + limit);
    return { rows: await loadProductsInOrder(ids), total: ordered.length };
  }
  const db = await getDb();
  const { where } = resolved;
  const query = db
    .select({ id: products.id, total: withTotal ? sql<string | number>`count(*) over ()` : sql<number>`0` })
    .from(products)
    .where(where)
    .orderBy(...orderFor(filters))
    // A page past the end has no rows to carry the total: the offset is clamped in SQL to the
    // last match, that row brings the total, and the page is still answered empty.
    .offset(withTotal && offset > 0 ? clampedOffset(where, offset) : offset)
    .$dynamic();
  const ranked = await (limit === undefined ? query : query.limit(limit));
  if (ranked.length === 0) return { rows: [], total: 0 };
  // count(*) is a bigint: postgres-js answers it as text, whatever the declared type says.
  const total = Number(ranked[0].total);
  return { rows: await loadProductsInOrder(ranked.map((row) => row.id)), total };
}

/** These products, nested, in this order (one statement; none for no ids). */
async function loadProductsInOrder(ids: readonly number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  const loaded = await loadProducts(productIdIn(ids));
  const byId = new Map(loaded.map((row) => [row.id, row]));
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

function toPublicProduct(row: ProductRow, filters?: StoreFilters): PublicProduct {
  const product: PublicProduct = {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    imageUrl: row.imageUrl,
    isFeatured: row.isFeatured,
    category: row.category,
    variants: row.variants.map(({ available, volumeDiscounts, ...variant }) => ({
      ...variant,
      inStock: available > 0,
      volumeDiscounts: [...volumeDiscounts].sort((a, b) => a.minQuantity - b.minQuantity),
    })),
  };
  if (!filters || !Object.values(filters.attributes).some((values) => values.length > 0)) return product;
  return { ...product, matchingVariantIds: variantsMatchingFilters(product.variants, filters.attributes).map((variant) => variant.id) };
}

/**
 * Store search and filters. The search's matches come from the search index
 * (lib/data/search.ts), best first; the other filters are SQL. The relational query builder
 * renders every drizzle column as the outer table's, so subqueries name their own tables and
 * columns in plain SQL with explicit aliases.
 */
type ResolvedFilters = {
  where: SQL;
  /** The search's matches, best first; null when there is no search. */
  searchIds: number[] | null;
  /** A category or attribute filter narrows the search's matches (SQL must say which remain). */
  narrowed: boolean;
};

async function resolveFilters(filters?: StoreFilters): Promise<ResolvedFilters> {
  if (!filters) return { where: onSale, searchIds: null, narrowed: false };
  const searchIds = await searchProductIds(filters.search);
  const narrowing = [categoryCondition(filters.categories), attributeCondition(filters.attributes)].filter((c) => c !== undefined);
  const conditions = [onSale, ...(searchIds ? [productIdIn(searchIds)] : []), ...narrowing];
  return { where: and(...conditions)!, searchIds, narrowed: narrowing.length > 0 };
}

/** The search's matches that the other filters keep, still best first. */
async function relevanceOrder(resolved: ResolvedFilters, searchIds: number[]): Promise<number[]> {
  if (!resolved.narrowed) return searchIds;
  const db = await getDb();
  const kept = new Set((await db.select({ id: products.id }).from(products).where(resolved.where)).map((row) => row.id));
  return searchIds.filter((id) => kept.has(id));
}

/** The products in the named categories or any category below them (none: no condition). */
export function categoryCondition(categoryNames: readonly string[]): SQL | undefined {
  if (!categoryNames.length) return undefined;
  const names = categoryNames.map((n) => n.toLowerCase());
  return sql`${products.categoryId} in (
      with recursive tree as (
        select cat.id from categories cat where lower(cat.name) in (${sql.join(
          names.map((n) => sql`${n}`),
          sql`, `,
        )})
        union
        select c.id from categories c join tree on c.parent_id = tree.id
      ) select id from tree)`;
}

/**
 * Every chosen attribute must be matched by some variant of the product (not necessarily the
 * same one). ONE uncorrelated subquery, whatever the number of attributes: the wanted
 * (attribute, value) pairs are a VALUES list joined (hash join) to the variants' values, the
 * unit of measure comes from the variants' own column, and a product qualifies when it matched
 * as many distinct attributes as were chosen. A correlated EXISTS per attribute instead made
 * planning and execution grow far faster than the number of filters (measured: 60 filters
 * 0.6 s, 100 filters 2.6 s, 300 filters out of memory), all of it blocking the embedded database.
 */
export function attributeCondition(chosen: Record<string, string[]>): SQL | undefined {
  const matched = matchedAttributes(chosen);
  if (!matched) return undefined;
  return sql`${products.id} in (select matched.product_id from (${matched.rows}) as matched
    group by matched.product_id having count(distinct matched.attribute) = ${matched.count})`;
}

/**
 * The variants that match every chosen attribute themselves (the same VALUES join, grouped by
 * variant): what a filtered list prices a product by (variantsMatchingFilters). None chosen: undefined.
 */
function matchingVariantIds(chosen: Record<string, string[]>): SQL | undefined {
  const matched = matchedAttributes(chosen);
  if (!matched) return undefined;
  return sql`select matched.variant_id from (${matched.rows}) as matched
    group by matched.variant_id having count(distinct matched.attribute) = ${matched.count}`;
}

/** One row (variant_id, product_id, attribute) per chosen attribute a variant matches, and how many attributes were chosen. */
function matchedAttributes(chosen: Record<string, string[]>): { rows: SQL; count: number } | undefined {
  const wanted = new Map<string, Set<string>>();
  for (const [name, values] of Object.entries(chosen)) {
    if (!values.length) continue;
    const set = wanted.get(name.toLowerCase()) ?? new Set<string>();
    for (const value of values) set.add(value.toLowerCase());
    wanted.set(name.toLowerCase(), set);
  }
  if (wanted.size === 0) return undefined;

  const branches: SQL[] = [];
  const pairs = [...wanted]
    .filter(([name]) => !isUnitOfMeasureAttribute(name))
    .flatMap(([name, values]) => [...values].map((value) => sql`(${name}::text, ${value}::text)`));
  if (pairs.length) {
    branches.push(sql`select v.id as variant_id, v.product_id, lower(a.name) as attribute
      from (values ${sql.join(pairs, sql`, `)}) as wanted(attribute, value)
      join attributes a on lower(a.name) = wanted.attribute
      join attribute_values av on av.attribute_id = a.id and lower(av.value) = wanted.value
      join variant_attribute_values vav on vav.attribute_value_id = av.id
      join variants v on v.id = vav.variant_id and v.archived_at is null`);
  }
  const units = [...wanted].find(([name]) => isUnitOfMeasureAttribute(name))?.[1];
  if (units) {
    branches.push(sql`select v.id as variant_id, v.product_id, ${'unidad de medida'}::text as attribute from variants v
      where v.archived_at is null and lower(v.unit_of_measure) in (${sql.join(
        [...units].map((u) => sql`${u}`),
        sql`, `,
      )})`);
  }
  return { rows: sql.join(branches, sql` union all `), count: wanted.size };
}

const BY_NAME = [asc(products.name), asc(products.id)];

/**
 * A product's price for sorting: its lowest base price (salePrice when set, else price: the
 * price a card shows, lib/domain/pricing.ts basePrice) over its variants; with attribute
 * filters, over the variants that match them all when it has any (variantsMatchingFilters: the
 * '12 oz' filter sorts by the 12 oz price). A product without variants has none and goes last
 * in both directions.
 */
function lowestPrice(filters: StoreFilters): SQL {
  const overall = sql`(select min(coalesce(v.sale_price, v.price)) from variants v where v.product_id = ${products.id} and v.archived_at is null)`;
  const matching = matchingVariantIds(filters.attributes);
  if (!matching) return overall;
  return sql`coalesce((select min(coalesce(v.sale_price, v.price)) from variants v
    where v.product_id = ${products.id} and v.archived_at is null and v.id in (${matching})), ${overall})`;
}

/**
 * The ORDER BY of a store list: storeSort's order, ties by name then id, so
 * every page of every order is stable. Relevance with a search is the search index's order
 * (loadPage); without one it is the name order.
 */
function orderFor(filters?: StoreFilters): SQL[] {
  if (!filters) return BY_NAME;
  switch (storeSort(filters)) {
    case 'precio-asc':
      return [sql`${lowestPrice(filters)} asc nulls last`, ...BY_NAME];
    case 'precio-desc':
      return [sql`${lowestPrice(filters)} desc nulls last`, ...BY_NAME];
    default:
      return BY_NAME;
  }
}

/**
 * The cache key of a set of filters: only what filterConditions uses, in a canonical form
 * (search terms; category names lower-cased as a set; attribute names and values lower-cased,
 * sorted), so `?category=Vasos` and `?category=vasos,Vasos` share one entry.
 */
export function filtersKey(filters?: StoreFilters): string {
  if (!filters) return '';
  const set = (list: string[]) => [...new Set(list.map((v) => v.toLowerCase()))].sort();
  const attributeEntries = Object.entries(filters.attributes)
    .map(([name, values]) => [name.toLowerCase(), set(values)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : String(av) < String(bv) ? -1 : 1));
  return JSON.stringify([parseSearchQuery(filters.search).map((t) => t.prefixes), set(filters.categories), attributeEntries]);
}

/** filtersKey and the order: the key of a sorted list (a count or facets need only filtersKey). */
function listKey(filters?: StoreFilters): string {
  return `${filtersKey(filters)}:${filters ? storeSort(filters) : ''}`;
}

export type ListProductsOptions = { limit?: number; offset?: number };

export function listProducts(filters?: StoreFilters, options: ListProductsOptions = {}): Promise<PublicProduct[]> {
  const key = `products:${listKey(filters)}:${options.limit ?? ''}:${options.offset || 0}`;
  return cachedCatalogRead(key, () => loadProductList(filters, options));
}

async function loadProductList(filters: StoreFilters | undefined, options: ListProductsOptions): Promise<PublicProduct[]> {
  const whole = options.limit === undefined && !options.offset;
  // The whole list in SQL order is one statement; in the search's order, its products in that order.
  if (whole && !filters?.search.trim())
    return (await loadProducts((await resolveFilters(filters)).where, undefined, orderFor(filters))).map((row) =>
      toPublicProduct(row, filters),
    );
  const { rows } = await loadPage(filters, options.limit, options.offset || 0, false);
  return rows.map((row) => toPublicProduct(row, filters));
}

/** How many products the filters match (the same conditions as listProducts). */
export function countProducts(filters?: StoreFilters): Promise<number> {
  return cachedCatalogRead(`count:${filtersKey(filters)}`, () => loadCount(filters));
}

async function loadCount(filters: StoreFilters | undefined): Promise<number> {
  const resolved = await resolveFilters(filters);
  if (resolved.searchIds && (!resolved.narrowed || resolved.searchIds.length === 0)) return resolved.searchIds.length;
  const db = await getDb();
  const [row] = await db.select({ total: count() }).from(products).where(resolved.where);
  return row?.total ?? 0;
}

export type ProductPage = { products: PublicProduct[]; total: number };

/**
 * One page of the store (`limit` products from `offset`) and the number of matches in all, in
 * ONE SQL statement whatever the page: the total rides along on every row as a window count.
 * A page past the end has no rows to carry it, so the offset is clamped in SQL to the last
 * match: that one row brings the total, and the page is still answered empty.
 */
export function listProductPage(filters: StoreFilters | undefined, options: { limit: number; offset?: number }): Promise<ProductPage> {
  const offset = Math.max(0, options.offset ?? 0);
  return cachedCatalogRead(`page:${listKey(filters)}:${options.limit}:${offset}`, () => loadProductPage(filters, options.limit, offset));
}

async function loadProductPage(filters: StoreFilters | undefined, limit: number, offset: number): Promise<ProductPage> {
  const { rows, total } = await loadPage(filters, limit, offset, true);
  return { products: offset < total ? rows.map((row) => toPublicProduct(row, filters)) : [], total };
}

/** `offset`, or the last matching row's when the filters match fewer (a scalar subquery). */
function clampedOffset(where: SQL | undefined, offset: number): number {
  const matches = sql`(select count(*) from ${products}${where ? sql` where ${where}` : sql``})`;
  // The query builder types its offset as a number; drizzle renders any SQL in that position.
  return sql`(select greatest(0, least(${offset}::bigint, ${matches} - 1)))` as unknown as number;
}

/**
 * The closest products to a search that found nothing: those matching the
 * most of its words, each word searched alone (so plurals, sizes and typos count as in the
 * store search); then by the whole query's rank, name and id (SearchIndex.closest). The other
 * filters are not applied: they may be what left the page empty. The products are one
 * statement, only when something is close.
 */
export function listClosestProducts(query: string, limit = MAX_CLOSEST_PRODUCTS): Promise<PublicProduct[]> {
  const words = closestQueryWords(query);
  return cachedCatalogRead(`closest:${JSON.stringify(words)}:${limit}`, () => loadClosestProducts(words, limit));
}

async function loadClosestProducts(words: string[], limit: number): Promise<PublicProduct[]> {
  if (words.length === 0) return [];
  const ranked = (await currentSearchIndex()).closest(words, limit);
  return (await loadProductsInOrder(ranked)).map((row) => toPublicProduct(row));
}

export function getProductById(id: number): Promise<PublicProduct | null> {
  return cachedCatalogRead(`product:id:${id}`, () => loadOneProduct(eq(products.id, id)));
}

export function getProductBySlug(slug: string): Promise<PublicProduct | null> {
  return cachedCatalogRead(`product:slug:${slug}`, () => loadOneProduct(eq(products.slug, slug)));
}

async function loadOneProduct(where: SQL): Promise<PublicProduct | null> {
  const [row] = await loadProducts(where, 1);
  return row ? toPublicProduct(row) : null;
}

/** The category tree (roots first, children nested), from one query. */
export function listCategoryTree(): Promise<PublicCategory[]> {
  return cachedCatalogRead('categories', listCategoryTreeUncached);
}

/** Past the cache: staff screens must show their own save even when it went to another instance. */
export async function listCategoryTreeUncached(): Promise<PublicCategory[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      description: categories.description,
      imageUrl: categories.imageUrl,
      parentId: categories.parentId,
    })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.name));
  return buildTree(rows);
}

export type TreeNode<T> = T & { children: TreeNode<T>[] };

/** Nests rows by parentId; rows whose parent is missing become roots. Keeps the input order. */
export function buildTree<T extends { id: number; parentId: number | null }>(rows: T[]): TreeNode<T>[] {
  type Node = TreeNode<T>;
  const nodes = new Map<number, Node>(rows.map((r) => [r.id, { ...r, children: [] }]));
  const roots: Node[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

export function listAttributes(): Promise<PublicAttribute[]> {
  return cachedCatalogRead('attributes', listAttributesUncached);
}

/**
 * The catalogue's attribute names: the only URL parameters that are store filters
 * (parseStoreFilters). From the cached attribute list, so it moves with the catalogue version
 * and costs no query of its own while the cache holds it.
 */
export async function listAttributeNames(): Promise<string[]> {
  return (await listAttributes()).map((attribute) => attribute.name);
}

/** Past the cache, for staff screens (see listCategoryTreeUncached). */
export async function listAttributesUncached(): Promise<PublicAttribute[]> {
  const db = await getDb();
  return db.query.attributes.findMany({
    columns: { id: true, name: true },
    orderBy: [asc(attributes.name)],
    with: { values: { columns: { id: true, value: true }, orderBy: [asc(attributeValues.sortOrder), asc(attributeValues.value)] } },
  });
}

export function listPublicPaymentMethods(): Promise<PublicPaymentMethod[]> {
  return cachedCatalogRead('payment-methods', loadPaymentMethods);
}

async function loadPaymentMethods(): Promise<PublicPaymentMethod[]> {
  const db = await getDb();
  return db
    .select({
      id: paymentMethods.id,
      name: paymentMethods.name,
      qrCodeUrl: paymentMethods.qrCodeUrl,
      instructions: paymentMethods.instructions,
      brebKey: paymentMethods.brebKey,
    })
    .from(paymentMethods)
    .where(eq(paymentMethods.isActive, true))
    .orderBy(asc(paymentMethods.sortOrder), asc(paymentMethods.id));
}
