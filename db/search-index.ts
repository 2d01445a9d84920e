import { asc, inArray, sql } from 'drizzle-orm';
import { buildSearchDocument } from '../lib/domain/search';
import { type Queryable, rowsOf } from './client';
import { categories, products, productSearch, variants } from './schema';

const CHUNK = 500;

/**
 * Rewrites the search documents of these products (all of them when `productIds` is omitted)
 * from what the catalogue holds now. Called inside the transaction of every write that changes
 * a product's name, description, category path or variant values, so the document can never
 * lag behind the catalogue, whichever app instance made the write.
 */
export async function refreshSearchDocuments(db: Queryable, productIds?: readonly number[]): Promise<void> {
  if (productIds && productIds.length === 0) return;
  const ids = productIds ? [...new Set(productIds)] : undefined;
  const rows = await db
    .select({ id: products.id, name: products.name, description: products.description, categoryId: products.categoryId })
    .from(products)
    .where(ids ? inArray(products.id, ids) : undefined)
    .orderBy(asc(products.id));
  if (rows.length === 0) return;

  const tree = await db.select({ id: categories.id, name: categories.name, parentId: categories.parentId }).from(categories);
  const byId = new Map(tree.map((c) => [c.id, c]));
  const pathOf = (categoryId: number): string[] => {
    const names: string[] = [];
    const seen = new Set<number>();
    for (let c = byId.get(categoryId); c && !seen.has(c.id); c = c.parentId === null ? undefined : byId.get(c.parentId)) {
      seen.add(c.id);
      names.push(c.name);
    }
    return names;
  };

  const valuesByProduct = new Map<number, string[]>();
  const add = (productId: number, value: string | null) => {
    if (value) (valuesByProduct.get(productId) ?? valuesByProduct.set(productId, []).get(productId)!).push(value);
  };
  const scope = ids
    ? sql`where v.product_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const values = rowsOf<{ product_id: number; value: string | null }>(
    await db.execute(sql`select distinct v.product_id, av.value from variants v
      join variant_attribute_values vav on vav.variant_id = v.id and v.archived_at is null
      join attribute_values av on av.id = vav.attribute_value_id ${scope}`),
  );
  for (const row of values) add(Number(row.product_id), row.value);
  const units = await db
    .selectDistinct({ productId: variants.productId, unit: variants.unitOfMeasure })
    .from(variants)
    .where(ids ? inArray(variants.productId, ids) : undefined);
  for (const row of units) add(row.productId, row.unit);

  const documents = rows.map((p) => {
    const { name, category, attributes, description } = buildSearchDocument({
      name: p.name,
      categoryPath: pathOf(p.categoryId),
      attributeValues: valuesByProduct.get(p.id) ?? [],
      description: p.description,
    });
    return { productId: p.id, name, category, attributes, description };
  });
  for (let i = 0; i < documents.length; i += CHUNK) {
    await db
      .insert(productSearch)
      .values(documents.slice(i, i + CHUNK))
      .onConflictDoUpdate({
        target: productSearch.productId,
        set: {
          name: sql`excluded.name`,
          category: sql`excluded.category`,
          attributes: sql`excluded.attributes`,
          description: sql`excluded.description`,
        },
      });
  }
}

/** The products in a category or any of its descendants (a renamed or moved category). */
export async function refreshSearchForCategory(db: Queryable, categoryId: number): Promise<void> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`with recursive tree as (
        select id from categories where id = ${categoryId}
        union select c.id from categories c join tree on c.parent_id = tree.id
      ) select p.id from products p where p.category_id in (select id from tree)`),
  );
  await refreshSearchDocuments(
    db,
    rows.map((r) => Number(r.id)),
  );
}

/** The products whose variants carry any of these attribute values. */
export async function productsWithValues(db: Queryable, valueIds: readonly number[]): Promise<number[]> {
  if (valueIds.length === 0) return [];
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`select distinct v.product_id as id from variants v
      join variant_attribute_values vav on vav.variant_id = v.id
      where vav.attribute_value_id in (${sql.join(
        valueIds.map((id) => sql`${id}`),
        sql`, `,
      )})`),
  );
  return rows.map((r) => Number(r.id));
}

/** Products that have no document yet (a database migrated from before search documents existed). */
export async function backfillSearchDocuments(db: Queryable): Promise<void> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`select p.id from products p where not exists (select 1 from product_search s where s.product_id = p.id)`),
  );
  // In slices: a statement carries at most 65,535 parameters.
  for (let i = 0; i < rows.length; i += CHUNK * 2)
    await refreshSearchDocuments(
      db,
      rows.slice(i, i + CHUNK * 2).map((r) => Number(r.id)),
    );
}
