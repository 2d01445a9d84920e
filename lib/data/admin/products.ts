import 'server-only';
import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import { getDb, type Queryable } from '@/db';
import { products, variants, volumeDiscounts } from '@/db/schema';
import type { IvaClass } from '@/lib/domain/iva';
import { notFound } from '@/lib/errors';
import { stockVersionSql } from '@/db/stock-ledger';

/** Spec 2 §3: the product as the back office edits it, with stock and cost (never sent to the store). */
export type AdminVolumeDiscount = { id: number; minQuantity: number; price: number };
export type AdminVariantValue = { attributeValue: { id: number; attributeId: number; value: string } };
export type AdminVariant = {
  id: number;
  sku: string;
  price: number;
  salePrice: number | null;
  /** On hand (docs/stock.md): the units on the shelf, what staff edit. */
  stock: number;
  /** Promised to open orders (not shipped nor cancelled). */
  reserved: number;
  /** What the store can still sell: stock − reserved. */
  available: number;
  /** The stock figure's version (its last ledger movement): a screen that saves stock sends it back. */
  stockVersion: number;
  costPrice: number | null;
  /** Issue 21: one item's shipping weight, grams; null = unknown. */
  weightGrams: number | null;
  imageUrl: string | null;
  unitOfMeasure: string | null;
  unitsPerItem: number;
  volumeDiscounts: AdminVolumeDiscount[];
  variantValues: AdminVariantValue[];
};
export type AdminProduct = {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  categoryId: number;
  category: { id: number; name: string };
  isFeatured: boolean;
  /** Issue 26: the IVA the product's final prices include. */
  ivaClass: IvaClass;
  imageUrl: string | null;
  /** Issue 24 §5: when a sold product was archived instead of deleted (hidden from the store); null = on sale. */
  archivedAt: string | null;
  variants: AdminVariant[];
};

/** Products with category, variants, values and tiers: one SQL statement (relational query). */
async function loadAdminProducts(q: Queryable, where?: SQL): Promise<AdminProduct[]> {
  const rows = await q.query.products.findMany({
    columns: {
      id: true,
      name: true,
      slug: true,
      description: true,
      categoryId: true,
      isFeatured: true,
      ivaClass: true,
      imageUrl: true,
      archivedAt: true,
    },
    where,
    orderBy: [asc(products.name), asc(products.id)],
    with: {
      category: { columns: { id: true, name: true } },
      // An archived variant (kept for its order lines and ledger) is no longer part of the form.
      variants: {
        where: isNull(variants.archivedAt),
        columns: {
          id: true,
          sku: true,
          price: true,
          salePrice: true,
          onHand: true,
          reserved: true,
          available: true,
          costPrice: true,
          weightGrams: true,
          imageUrl: true,
          unitOfMeasure: true,
          unitsPerItem: true,
        },
        // The table as the relational query aliases it, so the subquery points at this row.
        extras: (table) => ({ stockVersion: stockVersionSql(table.id).as('stock_version') }),
        orderBy: [asc(variants.position), asc(variants.id)],
        with: {
          volumeDiscounts: { columns: { id: true, minQuantity: true, price: true }, orderBy: [asc(volumeDiscounts.minQuantity)] },
          variantValues: { columns: {}, with: { attributeValue: { columns: { id: true, attributeId: true, value: true } } } },
        },
      },
    },
  });
  // Values in a stable order (by attribute), whatever order the link rows were written in.
  for (const product of rows) {
    for (const variant of product.variants) {
      variant.variantValues.sort(
        (a, b) => a.attributeValue.attributeId - b.attributeValue.attributeId || a.attributeValue.id - b.attributeValue.id,
      );
    }
  }
  // ISO text, as the JSON the back office receives carries it.
  return rows.map((row) => ({
    ...row,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    variants: row.variants.map(({ onHand, stockVersion, ...variant }) => ({
      ...variant,
      stock: onHand,
      stockVersion: Number(stockVersion),
    })),
  }));
}

export async function listAdminProducts(): Promise<AdminProduct[]> {
  return loadAdminProducts(await getDb());
}

/** A product's variants' stored prices by id, for telling whether a save changes one (lib/domain/staff-permissions.ts changesPrices). */
export async function storedVariantPrices(productId: number): Promise<Map<number, { price: number; salePrice: number | null }>> {
  const db = await getDb();
  const rows = await db
    .select({ id: variants.id, price: variants.price, salePrice: variants.salePrice })
    .from(variants)
    .where(and(eq(variants.productId, productId), isNull(variants.archivedAt)));
  return new Map(rows.map(({ id, ...prices }) => [id, prices]));
}

/** `q` lets a service read its own writes inside the transaction that made them. */
export async function getAdminProduct(id: number, q?: Queryable): Promise<AdminProduct> {
  const [product] = await loadAdminProducts(q ?? (await getDb()), eq(products.id, id));
  if (!product) throw notFound('Producto no encontrado.');
  return product;
}
