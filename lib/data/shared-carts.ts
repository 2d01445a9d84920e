import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import { getDb, type Queryable } from '@/db';
import { type SharedCartLine, sharedCarts, variants } from '@/db/schema';
import { priceLine, type VolumeTier } from '@/lib/domain/pricing';
import { isSharedCartId } from '@/lib/validation/shared-cart';
/** The shapes GET /api/shared-carts/{id} answers are the API's (lib/contracts/cart.ts). */
import type { SharedCartChange, SharedCartDto, SharedCartLineDto } from '@/lib/contracts/cart';

/**
 * Shared carts as people read them (issue #23 §1, docs/shared-carts.md): the lines of a link
 * with TODAY's prices and stock, and what changed since the cart was shared. One DTO for
 * GET /api/shared-carts/{id}, the /c/{id} page and the back office's 'Nuevo pedido'.
 */

export type { SharedCartChange, SharedCartDto, SharedCartLineDto };

/** What the browser cart needs to hold a line (lib/cart/cart.ts CartItem), for the /c/{id} page's 'Cargar'. */
export type SharedCartFreshLine = {
  variantId: number;
  productId: number;
  price: number;
  volumeDiscounts: VolumeTier[];
  unitOfMeasure: string | null;
  unitsPerItem: number;
};

export type SharedCartRead =
  { status: 'found'; cart: SharedCartDto; fresh: SharedCartFreshLine[] } | { status: 'expired'; expiresAt: string } | { status: 'unknown' };

/** A variant on sale today, with what a cart line shows of it. */
export type SaleVariant = SharedCartFreshLine & {
  salePrice: number | null;
  listPrice: number;
  stock: number;
  productName: string;
  variantLabel: string;
  sku: string;
  imageUrl: string | null;
};

/** Variants of products on sale (not archived), by id; unknown or archived ids are left out. */
export async function loadSaleVariants(db: Queryable, ids: readonly number[]): Promise<Map<number, SaleVariant>> {
  const found = new Map<number, SaleVariant>();
  if (ids.length === 0) return found;
  const rows = await db.query.variants.findMany({
    where: inArray(variants.id, [...new Set(ids)]),
    columns: {
      archivedAt: true,
      id: true,
      productId: true,
      sku: true,
      price: true,
      salePrice: true,
      available: true,
      imageUrl: true,
      unitOfMeasure: true,
      unitsPerItem: true,
    },
    with: {
      product: { columns: { name: true, imageUrl: true, archivedAt: true } },
      // The same values, in the same order, as the store's variant description (lib/data/catalog.ts).
      variantValues: { columns: {}, with: { attributeValue: { columns: { value: true } } } },
      volumeDiscounts: { columns: { minQuantity: true, price: true } },
    },
  });
  for (const row of rows) {
    if (!row.product || row.product.archivedAt || row.archivedAt) continue;
    found.set(row.id, {
      variantId: row.id,
      productId: row.productId,
      listPrice: row.price,
      salePrice: row.salePrice,
      price: row.salePrice ?? row.price,
      volumeDiscounts: [...row.volumeDiscounts].sort((a, b) => a.minQuantity - b.minQuantity),
      unitOfMeasure: row.unitOfMeasure,
      unitsPerItem: row.unitsPerItem,
      stock: Math.max(row.available, 0),
      productName: row.product.name,
      variantLabel: row.variantValues.map((v) => v.attributeValue.value).join(' / '),
      sku: row.sku,
      imageUrl: row.imageUrl ?? row.product.imageUrl ?? null,
    });
  }
  return found;
}

/** Today's unit price of `quantity` units: the cart's own rule (sale price, then volume tier). */
export function todaysUnitPrice(variant: Pick<SaleVariant, 'listPrice' | 'salePrice' | 'volumeDiscounts'>, quantity: number): number {
  return priceLine({ price: variant.listPrice, salePrice: variant.salePrice, volumeDiscounts: variant.volumeDiscounts }, quantity)
    .unitPrice;
}

/** One stored line against today's catalogue. */
export function compareSharedLine(line: SharedCartLine, today: SaleVariant | undefined): SharedCartLineDto {
  if (!today) {
    return {
      variantId: line.variantId,
      productId: line.productId,
      productName: line.productName,
      variantLabel: line.variantLabel,
      sku: line.sku,
      imageUrl: line.imageUrl,
      quantity: line.quantity,
      sharedUnitPrice: line.unitPrice,
      unitPrice: null,
      stock: 0,
      available: false,
      changes: ['unavailable'],
    };
  }
  const unitPrice = todaysUnitPrice(today, line.quantity);
  const changes: SharedCartChange[] = [];
  if (unitPrice !== line.unitPrice) changes.push('price');
  if (today.stock <= 0) changes.push('unavailable');
  else if (today.stock < line.quantity) changes.push('stock');
  return {
    variantId: line.variantId,
    productId: today.productId,
    productName: today.productName,
    variantLabel: today.variantLabel,
    sku: today.sku,
    imageUrl: today.imageUrl,
    quantity: line.quantity,
    sharedUnitPrice: line.unitPrice,
    unitPrice,
    stock: today.stock,
    available: today.stock > 0,
    changes,
  };
}

/**
 * The cart behind a link. A malformed id (tampered, truncated) is 'unknown' without a query;
 * a cart past its expiry is 'expired' until the periodic clean-up deletes it
 * (lib/services/shared-carts.ts deleteExpiredSharedCarts), then 'unknown'.
 */
export async function readSharedCart(id: string, now: Date = new Date()): Promise<SharedCartRead> {
  if (!isSharedCartId(id)) return { status: 'unknown' };
  const db = await getDb();
  const [row] = await db.select().from(sharedCarts).where(eq(sharedCarts.id, id)).limit(1);
  if (!row) return { status: 'unknown' };
  if (row.expiresAt.getTime() <= now.getTime()) return { status: 'expired', expiresAt: row.expiresAt.toISOString() };
  const today = await loadSaleVariants(
    db,
    row.lines.map((l) => l.variantId),
  );
  const lines = row.lines.map((line) => compareSharedLine(line, today.get(line.variantId)));
  const fresh = row.lines.flatMap((line) => {
    const v = today.get(line.variantId);
    return v
      ? [
          {
            variantId: v.variantId,
            productId: v.productId,
            price: v.price,
            volumeDiscounts: v.volumeDiscounts,
            unitOfMeasure: v.unitOfMeasure,
            unitsPerItem: v.unitsPerItem,
          },
        ]
      : [];
  });
  return {
    status: 'found',
    cart: { id: row.id, createdAt: row.createdAt.toISOString(), expiresAt: row.expiresAt.toISOString(), lines },
    fresh,
  };
}
