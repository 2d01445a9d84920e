import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '@/db';
import { orderItems, orderRefunds, orders } from '@/db/schema';
import type { AdminOrderCreditNote, AdminOrderPartialRefund } from '@/lib/contracts/admin/orders';
import { deliveryIvaParts } from '@/lib/domain/iva';
import { type RefundableOrder, refundIva } from '@/lib/domain/refunds';

/**
 * Partial refunds as stored (order_refunds) and an order as lib/domain/refunds.ts reads it: its
 * lines, its delivery fee per class exactly as its breakdown splits it, and the refunds made.
 */
export type StoredRefund = typeof orderRefunds.$inferSelect;

export async function loadRefundableOrder(
  q: Queryable,
  orderId: number,
): Promise<(RefundableOrder & { itemIds: number[]; paymentStatus: string }) | null> {
  const [order] = await q
    .select({
      total: orders.total,
      paymentStatus: orders.paymentStatus,
      shippingFee: orders.shippingFee,
      shippingIvaRule: orders.shippingIvaRule,
      shippingIvaRate: orders.shippingIvaRate,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return null;
  const items = await q
    .select({
      itemId: orderItems.id,
      quantity: orderItems.quantity,
      unitPrice: orderItems.unitPrice,
      lineTotal: orderItems.lineTotal,
      ivaClass: orderItems.ivaClass,
      ivaRate: orderItems.ivaRate,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  const refunds = await q.select({ parts: orderRefunds.parts }).from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
  const fee = order.shippingFee ?? 0;
  const delivery =
    fee > 0
      ? deliveryIvaParts(
          items.map((i) => ({ ivaClass: i.ivaClass, ivaRate: i.ivaRate, total: i.lineTotal })),
          fee,
          order.shippingIvaRule ?? 'flat_19',
          order.shippingIvaRate,
        ).map((p) => ({ ivaClass: p.ivaClass, rate: p.rate, total: p.total }))
      : [];
  return {
    total: order.total,
    paymentStatus: order.paymentStatus,
    lines: items,
    itemIds: items.map((i) => i.itemId),
    delivery,
    refunded: refunds.flatMap((r) => r.parts),
  };
}

/** Each order's partial refunds, oldest first. */
export async function partialRefundsOf(q: Queryable, orderIds: readonly number[]): Promise<Map<number, StoredRefund[]>> {
  const byOrder = new Map<number, StoredRefund[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await q
    .select()
    .from(orderRefunds)
    .where(inArray(orderRefunds.orderId, [...orderIds]))
    .orderBy(asc(orderRefunds.id));
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  return byOrder;
}

/** The refund as staff read it, with its credit note like the full refund's (`canRetry` decided by the caller). */
export function adminPartialRefundDto(row: StoredRefund, canRetry: boolean): AdminOrderPartialRefund {
  const split = refundIva(row.parts);
  const creditNote: AdminOrderCreditNote | null =
    row.status === null || row.provider === null
      ? null
      : {
          provider: row.provider,
          status: row.status,
          number: row.number,
          cude: row.cude,
          pdfUrl: row.pdfUrl,
          xmlUrl: row.xmlUrl,
          amount: row.amount,
          issuedAt: row.issuedAt?.toISOString() ?? null,
          error: row.status === 'issued' ? null : row.lastError,
          attempts: row.attempts,
          nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
          canRetry: row.status === 'failed' && canRetry,
        };
  return {
    id: row.id,
    amount: row.amount,
    base: split.base,
    iva: split.iva,
    reason: row.reason,
    actorName: row.actorName,
    createdAt: row.createdAt.toISOString(),
    parts: row.parts,
    creditNote,
  };
}

/** The customer's view: the amount and the credit note (a failure reads 'pending': it is staff's to solve). */
export function customerPartialRefundDto(row: StoredRefund) {
  return {
    amount: row.amount,
    createdAt: row.createdAt.toISOString(),
    creditNote:
      row.status === null
        ? null
        : row.status === 'issued'
          ? { status: 'issued' as const, number: row.number, cude: row.cude, pdfUrl: row.pdfUrl, xmlUrl: row.xmlUrl }
          : { status: 'pending' as const, number: null, cude: null, pdfUrl: null, xmlUrl: null },
  };
}
