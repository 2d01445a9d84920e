import 'server-only';
import { eq } from 'drizzle-orm';
import { variants } from '@/db/schema';
import { afterCatalogWrite } from '@/lib/cache/catalog-cache';
import { getInventoryRow, type InventoryRow } from '@/lib/data/admin/inventory';
import { formatCOP } from '@/lib/domain/money';
import { badRequest } from '@/lib/errors';
import type { InventoryPatch } from '@/lib/validation/admin/inventory';
import { applyStockChange } from '../stock-movements';
import { recordActivity } from '../activity-log';
import { inTransaction, orNotFound } from './crud';

/**
 * One cell of the inventory table. The row is locked while the sale price is checked against
 * the price (whichever of the two changes), so a concurrent edit cannot slip in between.
 */
export function updateInventoryCell(variantId: number, patch: InventoryPatch, actorId: number | null = null): Promise<InventoryRow> {
  return afterCatalogWrite(
    inTransaction(async (tx) => {
      const [row] = await tx
        .select({
          sku: variants.sku,
          price: variants.price,
          salePrice: variants.salePrice,
          costPrice: variants.costPrice,
          stock: variants.onHand,
        })
        .from(variants)
        .where(eq(variants.id, variantId))
        .for('update');
      const current = orNotFound(row, 'Variante no encontrada.');
      const price = patch.field === 'price' ? patch.value : current.price;
      const salePrice = patch.field === 'salePrice' ? patch.value : current.salePrice;
      if ((patch.field === 'price' || patch.field === 'salePrice') && salePrice !== null && salePrice > price) {
        const message =
          patch.field === 'price'
            ? `El precio no puede ser menor que el precio de oferta (${formatCOP(salePrice)}).`
            : `El precio de oferta no puede ser mayor que el precio (${formatCOP(price)}).`;
        throw badRequest(message, { [patch.field]: [message] });
      }
      if (patch.field === 'stock') {
        // Through the ledger (docs/stock.md): the table's stock cell is a count.
        await applyStockChange(tx, {
          variantId,
          newStock: patch.value,
          reason: 'adjustment',
          adjustmentReason: 'count',
          actorId,
          note: 'Tabla de inventario',
        });
      }
      await tx
        .update(variants)
        .set(patch.field === 'stock' ? { updatedAt: new Date() } : { [patch.field]: patch.value, updatedAt: new Date() })
        .where(eq(variants.id, variantId));
      await recordActivity(tx, {
        action: 'update',
        entity: 'variant',
        entityId: variantId,
        label: current.sku,
        before: { [patch.field]: current[patch.field] },
        after: { [patch.field]: patch.value },
      });
      return getInventoryRow(variantId, tx);
    }),
  );
}
