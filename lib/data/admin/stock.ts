import 'server-only';
import { and, asc, desc, eq, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { getDb } from '@/db';
import { products, providers, staffUsers, stockMovements, variants } from '@/db/schema';
import { suggestedReorderQuantity } from '@/lib/domain/stock';
import { notFound } from '@/lib/errors';
import type { ReorderGroup, ReorderItem, StockMovementPage, StockMovementRow } from '@/lib/contracts/admin/operations';
import { thresholdSql, variantNameSql } from './inventory';

/** A variant's history and the reorder list are the API's shapes (lib/contracts/admin/operations.ts). */
export type { ReorderGroup, ReorderItem, StockMovementPage, StockMovementRow };

export async function listStockMovements(variantId: number, page: number, pageSize: number): Promise<StockMovementPage> {
  const db = await getDb();
  const [variant] = await db.select({ id: variants.id }).from(variants).where(eq(variants.id, variantId));
  if (!variant) throw notFound('Variante no encontrada.');
  const rows = await db
    .select({
      id: stockMovements.id,
      change: stockMovements.change,
      stockAfter: stockMovements.stockAfter,
      reason: stockMovements.reason,
      adjustmentReason: stockMovements.adjustmentReason,
      actorId: staffUsers.id,
      actorName: staffUsers.nombre,
      orderId: stockMovements.orderId,
      importId: stockMovements.importId,
      providerId: providers.id,
      providerName: providers.name,
      unitCost: stockMovements.unitCost,
      note: stockMovements.note,
      createdAt: stockMovements.createdAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(stockMovements)
    .leftJoin(staffUsers, eq(staffUsers.id, stockMovements.actorId))
    .leftJoin(providers, eq(providers.id, stockMovements.providerId))
    .where(eq(stockMovements.variantId, variantId))
    .orderBy(desc(stockMovements.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const total = rows[0]?.total ?? (page > 1 ? await countMovements(variantId) : 0);
  return {
    movements: rows.map((r) => ({
      id: r.id,
      change: r.change,
      stockAfter: r.stockAfter,
      reason: r.reason,
      adjustmentReason: r.adjustmentReason,
      actor: r.actorId === null ? null : { id: r.actorId, name: r.actorName! },
      orderId: r.orderId,
      importId: r.importId,
      provider: r.providerId === null ? null : { id: r.providerId, name: r.providerName! },
      unitCost: r.unitCost,
      note: r.note,
      createdAt: r.createdAt.toISOString(),
    })),
    total,
    page,
    pageSize,
  };
}

async function countMovements(variantId: number): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(stockMovements)
    .where(eq(stockMovements.variantId, variantId));
  return row.n;
}

// ---- 'Reponer' -------------------------------------------------------------------------------

/**
 * Everything at or under its threshold, grouped by its provider (the variant's preferred one,
 * else its product's), providers by name and 'Sin proveedor' last. `providerId` narrows it to
 * one provider (0: the variants without one). The suggested quantity is lib/domain/stock's rule.
 */
export async function listReorder(providerId?: number): Promise<ReorderGroup[]> {
  const db = await getDb();
  const provider = alias(providers, 'reorder_provider');
  const providerOf = sql`coalesce(${variants.preferredProviderId}, ${products.providerId})`;
  const threshold = thresholdSql();
  const filter: SQL | undefined =
    providerId === undefined ? undefined : providerId === 0 ? isNull(sql`${providerOf}`) : eq(sql`${providerOf}`, providerId);
  const rows = await db
    .select({
      variantId: variants.id,
      sku: variants.sku,
      productName: products.name,
      variantName: variantNameSql,
      unitOfMeasure: variants.unitOfMeasure,
      // What is left to sell (on hand − reserved): what 'Reponer' restocks towards.
      stock: variants.available,
      threshold,
      providerId: provider.id,
      providerName: provider.name,
      contactName: provider.contactName,
      contactEmail: provider.contactEmail,
      contactPhone: provider.contactPhone,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .leftJoin(provider, eq(provider.id, providerOf))
    .where(and(lte(variants.available, threshold), isNull(products.archivedAt), isNull(variants.archivedAt), filter))
    .orderBy(
      sql`${provider.name} is null`,
      asc(provider.name),
      asc(provider.id),
      asc(products.name),
      asc(variants.position),
      asc(variants.id),
    );

  const groups: ReorderGroup[] = [];
  for (const r of rows) {
    let group = groups.at(-1);
    if (!group || (group.provider?.id ?? null) !== r.providerId) {
      group = {
        provider:
          r.providerId === null
            ? null
            : {
                id: r.providerId,
                name: r.providerName!,
                contactName: r.contactName,
                contactEmail: r.contactEmail,
                contactPhone: r.contactPhone,
              },
        items: [],
      };
      groups.push(group);
    }
    group.items.push({
      variantId: r.variantId,
      sku: r.sku,
      productName: r.productName,
      variantName: r.variantName,
      unitOfMeasure: r.unitOfMeasure,
      stock: r.stock,
      threshold: r.threshold,
      suggestedQuantity: suggestedReorderQuantity(r.stock, r.threshold),
    });
  }
  return groups;
}
