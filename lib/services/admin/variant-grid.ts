import 'server-only';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { priceChanges, products, variants, volumeDiscounts } from '@/db/schema';
import { afterCatalogWrite } from '@/lib/cache/catalog-cache';
import type { VariantGridResult } from '@/lib/contracts/admin/catalog';
import { getAdminProduct } from '@/lib/data/admin/products';
import { formatCOP } from '@/lib/domain/money';
import { basePrice } from '@/lib/domain/pricing';
import { notFound } from '@/lib/errors';
import { message } from '@/lib/i18n/validation-message';
import { GRID_REASON_MESSAGE, type VariantGridInput } from '@/lib/validation/admin/variant-grid';
import { applyStockChange, staleStock, stockChanged } from '../stock-movements';
import { inTransaction, lockScope } from './crud';
import { FieldErrors, NOT_FOUND, PRODUCTS_LOCK } from './products';

/** The answer of PUT /api/admin/products/{id}/variants (lib/contracts/admin/catalog.ts). */
export type { VariantGridResult };

/** The note of the grid's stock movements when staff wrote none. */
const DEFAULT_NOTE = 'Cuadrícula de precios y stock';

/**
 * Issue 24 §5: a product's variants' prices and stock saved at once, all or nothing. Rows are
 * checked against the stored variants first (each must be this product's; a volume tier must
 * stay below the new base price) and every problem is answered at once, keyed by row
 * (`variants.N.price`). Then each changed price is written with one price history row, and each
 * changed count becomes an 'adjustment' movement through applyStockChange with the reason given.
 */
export function saveVariantGrid(productId: number, input: VariantGridInput, actorId: number | null): Promise<VariantGridResult> {
  return afterCatalogWrite(
    inTransaction(async (tx) => {
      await lockScope(tx, PRODUCTS_LOCK);
      const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId));
      if (!product) throw notFound(NOT_FOUND);
      const ids = input.variants.map((row) => row.id);
      const stored = await tx
        .select({ id: variants.id, price: variants.price, salePrice: variants.salePrice, stock: variants.onHand })
        .from(variants)
        .where(and(eq(variants.productId, productId), inArray(variants.id, ids), isNull(variants.archivedAt)))
        .orderBy(asc(variants.id))
        .for('update');
      const byId = new Map(stored.map((row) => [row.id, row]));
      const tiers = await tx
        .select({ variantId: volumeDiscounts.variantId, minQuantity: volumeDiscounts.minQuantity, price: volumeDiscounts.price })
        .from(volumeDiscounts)
        .where(inArray(volumeDiscounts.variantId, ids));

      // A field the row left out keeps the stored value.
      const rows = input.variants.map((row) => {
        const before = byId.get(row.id);
        return {
          ...row,
          price: row.price ?? before?.price ?? 0,
          salePrice: row.salePrice === undefined ? (before?.salePrice ?? null) : row.salePrice,
          stock: row.stock ?? before?.stock ?? 0,
        };
      });
      const errors = new FieldErrors();
      rows.forEach((row, i) => {
        const before = byId.get(row.id);
        if (!before) return errors.add(`variants.${i}.id`, message('variantNotOwned'));
        if (before.price === row.price && before.salePrice === row.salePrice) return;
        if (row.salePrice !== null && row.salePrice > row.price) {
          return errors.add(`variants.${i}.salePrice`, message('salePriceAbovePrice'));
        }
        // A tier must still save money against the new base price (DESIGN.md "Pricing").
        const base = basePrice(row);
        const blocking = tiers
          .filter((tier) => tier.variantId === row.id && tier.price >= base)
          .sort((a, b) => a.minQuantity - b.minQuantity)[0];
        if (blocking) {
          errors.add(
            `variants.${i}.${row.salePrice !== null ? 'salePrice' : 'price'}`,
            message('tierBelowBaseFirst', {
              quantity: String(blocking.minQuantity),
              tierPrice: formatCOP(blocking.price),
              base: formatCOP(base),
            }),
          );
        }
      });
      const stockChanges = rows.filter((row) => byId.has(row.id) && byId.get(row.id)!.stock !== row.stock);
      if (stockChanges.length > 0 && !input.reason) errors.add('reason', GRID_REASON_MESSAGE);
      errors.throwIfAny();
      const stale = await staleStock(
        tx,
        input.variants.flatMap((row) =>
          row.stock !== undefined && row.stockVersion !== undefined ? [{ variantId: row.id, stockVersion: row.stockVersion }] : [],
        ),
      );
      if (stale.length) throw stockChanged(stale, (id) => `variants.${input.variants.findIndex((row) => row.id === id)}.stock`);

      const priced = rows.filter((row) => {
        const before = byId.get(row.id)!;
        return before.price !== row.price || before.salePrice !== row.salePrice;
      });
      for (const row of priced) {
        await tx.update(variants).set({ price: row.price, salePrice: row.salePrice, updatedAt: new Date() }).where(eq(variants.id, row.id));
      }
      if (priced.length) {
        await tx.insert(priceChanges).values(
          priced.map((row) => {
            const before = byId.get(row.id)!;
            return {
              variantId: row.id,
              priceBefore: before.price,
              priceAfter: row.price,
              salePriceBefore: before.salePrice,
              salePriceAfter: row.salePrice,
              source: 'grid' as const,
              staffUserId: actorId,
              note: input.note,
            };
          }),
        );
      }
      for (const row of stockChanges) {
        await applyStockChange(tx, {
          variantId: row.id,
          newStock: row.stock,
          reason: 'adjustment',
          adjustmentReason: input.reason,
          actorId,
          note: input.note ?? DEFAULT_NOTE,
        });
      }
      return { product: await getAdminProduct(productId, tx), changed: { prices: priced.length, stock: stockChanges.length } };
    }),
  );
}
