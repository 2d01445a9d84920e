import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { firstRow, rowsOf, type Tx } from '@/db';
import { categories } from '@/db/schema';
import { refreshSearchForCategory } from '@/db/search-index';
import { afterCatalogWrite } from '@/lib/cache/catalog-cache';
import { type AdminCategory, categoryColumns } from '@/lib/data/admin/categories';
import { type ApiError, apiError, notFound } from '@/lib/errors';
import { recordActivity } from '@/lib/services/activity-log';
import type { CategoryInput, CategoryUpdateInput } from '@/lib/validation/admin/categories';
import { type ConstraintRules, freeSlug, inTransaction, lockScope, orNotFound } from './crud';

const NOT_FOUND = { key: 'categories.notFound' } as const;
const TREE_LOCK = 'admin:categories';

const rules: ConstraintRules = {
  categories_name_lower_uq: { code: 'name_taken', message: { key: 'categories.nameTaken' }, field: 'name' },
  categories_parent_id_categories_id_fk: { code: 'bad_request', message: { key: 'categories.parentMissing' }, field: 'parentId' },
  // A product saved into the subtree while it is being deleted (the count below did not see it).
  products_category_id_categories_id_fk: {
    code: 'category_in_use',
    message: { key: 'categories.inUseNow' },
  },
};

export function createCategory(input: CategoryInput): Promise<AdminCategory> {
  return afterCatalogWrite(
    inTransaction(async (tx) => {
      await lockScope(tx, TREE_LOCK);
      const slug = await freeSlug(tx, categories, input.name, 'categoria');
      const [row] = await tx
        .insert(categories)
        .values({ ...input, slug, imageUrl: input.imageUrl ?? null })
        .returning(categoryColumns);
      await recordActivity(tx, { action: 'create', entity: 'category', entityId: row.id, label: row.name, after: row });
      return row;
    }, rules),
  );
}

/**
 * The whole form, or `{ imageUrl }` alone (spec 2 §4: the image is uploaded after the save).
 * The slug stays as created, so links to the category keep working after a rename.
 */
export function updateCategory(id: number, input: CategoryUpdateInput): Promise<AdminCategory> {
  return afterCatalogWrite(
    inTransaction(async (tx) => {
      await lockScope(tx, TREE_LOCK);
      if ('name' in input && input.parentId !== null) await assertNotInsideItself(tx, id, input.parentId);
      const [before] = await tx.select(categoryColumns).from(categories).where(eq(categories.id, id)).for('update');
      orNotFound(before, NOT_FOUND);
      const [row] = await tx
        .update(categories)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(categories.id, id))
        .returning(categoryColumns);
      // A rename or a move changes the category path of every product below it.
      if ('name' in input) await refreshSearchForCategory(tx, id);
      await recordActivity(tx, { action: 'update', entity: 'category', entityId: id, label: row.name, before, after: row });
      return row;
    }, rules),
  );
}

/** Walks up from the new parent: meeting the category itself means the move would close a loop. */
async function assertNotInsideItself(tx: Tx, id: number, parentId: number): Promise<void> {
  const result = await tx.execute(sql`
    with recursive ancestors as (
      select id, parent_id from categories where id = ${parentId}
      union
      select c.id, c.parent_id from categories c join ancestors a on c.id = a.parent_id
    ) select 1 from ancestors where id = ${id} limit 1`);
  if (rowsOf(result).length > 0) throw apiError({ code: 'bad_request', key: 'categories.cycle', fields: ['parentId'] });
}

/** Deletes the category and its subcategories (cascade), unless a product uses any of them. */
export function deleteCategory(id: number): Promise<void> {
  return afterCatalogWrite(
    inTransaction(async (tx) => {
      await lockScope(tx, TREE_LOCK);
      const { found, products } = firstRow<{ found: boolean; products: number }>(
        await tx.execute(sql`
        with recursive subtree as (
          select id from categories where id = ${id}
          union
          select c.id from categories c join subtree s on c.parent_id = s.id
        )
        select exists (select 1 from subtree) as found,
               (select count(*) from products where category_id in (select id from subtree))::int as products`),
      );
      if (!found) throw notFound(NOT_FOUND);
      if (products > 0) throw categoryInUse(Number(products));
      const [deleted] = await tx.delete(categories).where(eq(categories.id, id)).returning(categoryColumns);
      await recordActivity(tx, { action: 'delete', entity: 'category', entityId: id, label: deleted.name, before: deleted });
    }, rules),
  );
}

function categoryInUse(count: number): ApiError {
  // `n` as written: ICU would group a count of thousands ('1.200').
  return apiError({
    code: 'category_in_use',
    key: 'categories.inUse',
    values: { count, n: String(count) },
    details: { productCount: count },
  });
}
