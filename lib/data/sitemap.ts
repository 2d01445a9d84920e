import 'server-only';
import { asc, eq, isNull, max } from 'drizzle-orm';
import { getDb } from '@/db';
import { categories, products, variants } from '@/db/schema';
import { cachedCatalogRead } from '@/lib/cache/catalog-cache';

export type SitemapProduct = { slug: string; updatedAt: Date };
export type SitemapCategory = { name: string; slug: string; updatedAt: Date };
export type SitemapEntries = { products: SitemapProduct[]; categories: SitemapCategory[] };

const latest = (a: Date, b: Date | null) => (b && b > a ? b : a);

/**
 * What the sitemap lists: every product and category with the date it last changed.
 * A product changes when any of its variants does (price, stock, image), so its date is
 * the newest of the product row and its variants.
 */
export function listSitemapEntries(): Promise<SitemapEntries> {
  return cachedCatalogRead('sitemap', loadSitemapEntries);
}

async function loadSitemapEntries(): Promise<SitemapEntries> {
  const db = await getDb();
  const [productRows, categoryRows] = await Promise.all([
    db
      .select({ slug: products.slug, updatedAt: products.updatedAt, variantsUpdatedAt: max(variants.updatedAt) })
      .from(products)
      .leftJoin(variants, eq(variants.productId, products.id))
      .where(isNull(products.archivedAt))
      .groupBy(products.id)
      .orderBy(asc(products.slug)),
    db
      .select({ name: categories.name, slug: categories.slug, updatedAt: categories.updatedAt })
      .from(categories)
      .orderBy(asc(categories.slug)),
  ]);
  return {
    products: productRows.map((row) => ({ slug: row.slug, updatedAt: latest(row.updatedAt, row.variantsUpdatedAt) })),
    categories: categoryRows,
  };
}
