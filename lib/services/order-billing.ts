import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { orders } from '@/db/schema';
import { type CustomerOrder, getOrderForCustomer, getProfile } from '@/lib/data/customer';
import { billingFor } from '@/lib/domain/billing';
import { ApiError, conflict, notFound } from '@/lib/http/errors';
import { INVOICE_TO_BUSINESS_MESSAGE, type OrderInvoiceToInput } from '@/lib/validation/order';
import { lockCustomer } from './customer-account';
import { ORDER_NOT_FOUND } from './orders';

/** Until it is paid, an order's 'Facturar a' may change; a proof waiting for review is not paid yet. */
const CHANGEABLE = ['pending_payment', 'pending_confirmation'] as const;

/**
 * The customer changes 'Facturar a' (person / business) of her own unpaid order (issue 26 §2):
 * the billing snapshot is taken again from the profile as it is now. Once paid, the invoice is
 * on its way (docs/invoicing.md): 409. Customer first, then the order, like cancel and
 * confirm-payment, so two writers never wait on each other in a circle.
 */
export async function changeOrderInvoiceTo(customerId: number, orderId: number, input: OrderInvoiceToInput): Promise<CustomerOrder> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const customer = await lockCustomer(tx, customerId, 'share');
    const [order] = await tx
      .select({ paymentStatus: orders.paymentStatus })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)))
      .for('update');
    if (!order) throw notFound(ORDER_NOT_FOUND);
    if (!(CHANGEABLE as readonly string[]).includes(order.paymentStatus)) {
      throw conflict('invalid_state', 'Este pedido ya está pagado (o cerrado): ya no puedes cambiar a quién se factura.', {
        paymentStatus: order.paymentStatus,
      });
    }
    const billing = billingFor(input.invoiceTo, await getProfile(customerId, tx), customer);
    if (!billing.ok) {
      throw new ApiError(400, 'bad_request', INVOICE_TO_BUSINESS_MESSAGE, { invoiceTo: [INVOICE_TO_BUSINESS_MESSAGE] });
    }
    await tx
      .update(orders)
      .set({ invoiceTo: input.invoiceTo, billing: billing.billing, updatedAt: sql`now()` })
      .where(and(eq(orders.id, orderId), inArray(orders.paymentStatus, [...CHANGEABLE])));
  });
  const order = await getOrderForCustomer(customerId, orderId);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return order;
}
