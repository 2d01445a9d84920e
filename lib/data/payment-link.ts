import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getDb, type Queryable } from '@/db';
import { orderItems, orders } from '@/db/schema';
import type { PaymentLinkOrder } from '@/lib/contracts/cart';
import { orderPaymentDueAt } from '@/lib/domain/payment-link';
import { getEnv } from '@/lib/env';
import { onlinePaymentState } from '@/lib/domain/online-payment';
import { onlinePaymentStateColumns, orderDeliveryDto, orderFiscalDto, orderItemDto, orderSummaryColumns } from './customer';

/**
 * What a payment link shows (issue 23 §3, docs/payment-links.md): the order's number, lines,
 * delivery option and fee, total and IVA breakdown, and the municipality it goes to. Nothing
 * else: no street, recipient, e-mail, phone, fiscal data, proof or history (anyone holding the
 * link sees this). The shape is the API's (lib/contracts/cart.ts).
 */
export type { PaymentLinkOrder };

/** The little an expired link still says: which order, and where it stands. */
export type PaymentLinkStatus = Pick<PaymentLinkOrder, 'id' | 'paymentStatus' | 'shippingStatus'>;

export async function getPaymentLinkOrder(orderId: number, q?: Queryable): Promise<PaymentLinkOrder | null> {
  const db = q ?? (await getDb());
  const row = await db.query.orders.findFirst({
    where: eq(orders.id, orderId),
    columns: orderSummaryColumns,
    with: { items: { orderBy: [asc(orderItems.id)] }, onlinePayments: { columns: onlinePaymentStateColumns } },
  });
  if (!row) return null;
  const windowHours = getEnv().ORDER_PAYMENT_WINDOW_HOURS;
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    subtotal: row.subtotal,
    total: row.total,
    paymentStatus: row.paymentStatus,
    shippingStatus: row.shippingStatus,
    items: row.items.map(orderItemDto),
    ...orderDeliveryDto(row),
    municipality: { city: row.shippingAddress.city, state: row.shippingAddress.state },
    paymentDueAt: row.paymentStatus === 'pending_payment' ? (orderPaymentDueAt(row, windowHours)?.toISOString() ?? null) : null,
    // Only the breakdown: the fiscal snapshot (name, document) stays out.
    iva: orderFiscalDto(row, row.items).iva,
    onlinePayment: onlinePaymentState(row.onlinePayments, row.paidOnlineTransactionId),
  };
}

export async function getPaymentLinkStatus(orderId: number): Promise<PaymentLinkStatus | null> {
  const db = await getDb();
  const [row] = await db
    .select({ id: orders.id, paymentStatus: orders.paymentStatus, shippingStatus: orders.shippingStatus })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row ?? null;
}
