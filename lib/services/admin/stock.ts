import 'server-only';
import type { StockActionResult as StockActionAnswer } from '@/lib/contracts/admin/operations';
import { eq } from 'drizzle-orm';
import { providers, variants } from '@/db/schema';
import { afterCatalogWrite } from '@/lib/cache/catalog-cache';
import { getInventoryRow, type InventoryRow } from '@/lib/data/admin/inventory';
import { apiError, conflict, notFound } from '@/lib/errors';
import type { AdjustStockInput, ReceiveStockInput, RestockSettingsInput } from '@/lib/validation/admin/stock';
import type { Tx } from '@/db';
import { applyStockChange } from '../stock-movements';
import { recordActivity } from '../activity-log';
import { inTransaction } from './crud';

/**
 * What a receipt or an adjustment answers (lib/contracts/admin/operations.ts), with the whole
 * row: the route takes the cost price out for a role that may not see it.
 */
export type StockActionResult = Omit<StockActionAnswer, 'variant'> & { variant: InventoryRow };

/** Issue 24 §1: 'Recibir', 'Ajustar' and the variant's restocking settings (docs/stock.md). */

const VARIANT_NOT_FOUND = { key: 'stock.variantNotFound' } as const;

async function checkProvider(tx: Tx, providerId: number | null | undefined, field: string) {
  if (providerId == null) return;
  const [row] = await tx.select({ id: providers.id }).from(providers).where(eq(providers.id, providerId));
  if (!row) throw apiError({ code: 'bad_request', key: 'stock.providerMissing', fields: [field] });
}

/** Goods received: stock + quantity; a unit cost given becomes the variant's cost price. */
export function receiveStock(variantId: number, input: ReceiveStockInput, actorId: number | null): Promise<StockActionResult> {
  return afterCatalogWrite(
    inTransaction(async (tx) => {
      await checkProvider(tx, input.providerId, 'providerId');
      const result = await applyStockChange(tx, {
        variantId,
        change: input.quantity,
        reason: 'received',
        actorId,
        providerId: input.providerId,
        unitCost: input.unitCost,
        note: input.note,
      });
      if (!result) throw notFound(VARIANT_NOT_FOUND);
      if (input.unitCost !== null) {
        const [before] = await tx
          .select({ sku: variants.sku, costPrice: variants.costPrice })
          .from(variants)
          .where(eq(variants.id, variantId));
        await tx.update(variants).set({ costPrice: input.unitCost, updatedAt: new Date() }).where(eq(variants.id, variantId));
        const change = { action: 'update', entity: 'variant', entityId: variantId, label: before.sku } as const;
        await recordActivity(tx, { ...change, before: { costPrice: before.costPrice }, after: { costPrice: input.unitCost } });
      }
      return {
        variant: await getInventoryRow(variantId, tx),
        movement: { id: result.movementId, change: result.change, stock: result.onHand },
      };
    }),
  );
}

/** A count or a signed change, with its reason; below zero is refused (409), nothing written. */
export function adjustStock(variantId: number, input: AdjustStockInput, actorId: number | null): Promise<StockActionResult> {
  return afterCatalogWrite(
    inTransaction(async (tx) => {
      const [current] = await tx.select({ stock: variants.onHand }).from(variants).where(eq(variants.id, variantId)).for('update');
      if (!current) throw notFound(VARIANT_NOT_FOUND);
      const common = { variantId, reason: 'adjustment' as const, adjustmentReason: input.reason, actorId, note: input.note };
      const result =
        input.newStock !== undefined
          ? await applyStockChange(tx, { ...common, newStock: input.newStock })
          : await applyStockChange(tx, { ...common, change: input.change! });
      if (!result) {
        throw conflict('negative_stock', { key: 'stock.negative', values: { stock: current.stock } }, { stock: current.stock });
      }
      return {
        variant: await getInventoryRow(variantId, tx),
        movement: { id: result.movementId, change: result.change, stock: result.onHand },
      };
    }),
  );
}

/** The variant's own low-stock threshold (null: the store default) and preferred provider. */
export function updateRestockSettings(variantId: number, input: RestockSettingsInput): Promise<InventoryRow> {
  return inTransaction(async (tx) => {
    await checkProvider(tx, input.preferredProviderId, 'preferredProviderId');
    const set = { lowStockThreshold: input.lowStockThreshold, preferredProviderId: input.preferredProviderId };
    if (set.lowStockThreshold === undefined && set.preferredProviderId === undefined) {
      throw apiError({ code: 'bad_request', key: 'stock.thresholdOrProvider', fields: ['_'] });
    }
    const [row] = await tx
      .update(variants)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(variants.id, variantId))
      .returning({ id: variants.id });
    if (!row) throw notFound(VARIANT_NOT_FOUND);
    return getInventoryRow(variantId, tx);
  });
}
