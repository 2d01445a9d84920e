import 'server-only';
import { eq } from 'drizzle-orm';
import type { Queryable } from '@/db';
import { customers, orders } from '@/db/schema';
import { getProfile } from '@/lib/data/customer';
import { invoiceBuyerOf } from '@/lib/domain/invoice-buyer';

/**
 * Fixes the buyer of the order's electronic invoice on the order (orders.billing), as ONE unit
 * taken now (lib/domain/invoice-buyer.ts): when the invoice is first queued at payment, and again
 * when staff press 'Reintentar' after the customer fixed her data. Pass the open transaction.
 */
export async function fixInvoiceBuyer(tx: Queryable, orderId: number): Promise<void> {
  const [order] = await tx
    .select({
      customerId: orders.customerId,
      invoiceTo: orders.invoiceTo,
      billing: orders.billing,
      address: orders.shippingAddress,
      email: customers.email,
      name: customers.name,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.id, orderId));
  if (!order) return;
  const profile = await getProfile(order.customerId, tx);
  const buyer = invoiceBuyerOf(order, profile, { email: order.email, name: order.name }, new Date());
  await tx.update(orders).set({ billing: buyer }).where(eq(orders.id, orderId));
}
