import 'server-only';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { products, variants } from '@/db/schema';
import { cachedCatalogRead } from '@/lib/cache/catalog-cache';

/** What the home carousel needs (spec §2 Home). No cost price, stock or provider data. */
export type FeaturedProduct = {
  id: number;
  name: string;
  slug: string;
  /** The product's picture, else its first variant's; null when neither has one. */
  imageUrl: string | null;
  /** Whole pesos, from the first variant by position. */
  price: number;
  salePrice: number | null;
  variantCount: number;
};

/**
 * Featured products with the first variant's prices: one SQL statement (a lateral join picks
 * the first variant; a window count over the same rows gives the number of variants).
 * Products without variants are left out: they cannot be bought.
 */
export function listFeaturedProducts(limit = 12): Promise<FeaturedProduct[]> {
  return cachedCatalogRead(`featured:${limit}`, () => loadFeaturedProducts(limit));
}

async function loadFeaturedProducts(limit: number): Promise<FeaturedProduct[]> {
  const db = await getDb();
  const firstVariant = db
    .select({
      price: variants.price,
      salePrice: variants.salePrice,
      imageUrl: sql<string | null>`${variants.imageUrl}`.as('first_variant_image_url'),
      variantCount: sql<number>`count(*) over ()`.mapWith(Number).as('variant_count'),
    })
    .from(variants)
    .where(eq(variants.productId, products.id))
    .orderBy(asc(variants.position), asc(variants.id))
    .limit(1)
    .as('first_variant');

  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      productImageUrl: products.imageUrl,
      variantImageUrl: firstVariant.imageUrl,
      price: firstVariant.price,
      salePrice: firstVariant.salePrice,
      variantCount: firstVariant.variantCount,
    })
    .from(products)
    .innerJoinLateral(firstVariant, sql`true`)
    .where(and(eq(products.isFeatured, true), isNull(products.archivedAt)))
    .orderBy(asc(products.name), asc(products.id))
    .limit(limit);

  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    imageUrl: row.productImageUrl ?? row.variantImageUrl ?? null,
    price: row.price,
    salePrice: row.salePrice,
    variantCount: Number(row.variantCount),
  }));
}
