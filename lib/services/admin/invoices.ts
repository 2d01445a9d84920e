import 'server-only';
import { eq } from 'drizzle-orm';
import { orderInvoices, orders } from '@/db/schema';
import { type AdminOrder, getAdminOrder, ORDER_NOT_FOUND } from '@/lib/data/admin/orders';
import { conflict, notFound } from '@/lib/http/errors';
import { invoicingEnabled } from '@/lib/invoicing';
import { kickInvoices, requeueInvoice } from '@/lib/invoicing/outbox';
import { recordActivity } from '../activity-log';
import { inTransaction } from './crud';

/**
 * 'Reintentar' (docs/invoicing.md): a failed electronic invoice goes back to the queue, due now,
 * with a fresh count of attempts; the worker asks the provider for its reference code before
 * sending, so a retry never issues a second invoice. Only a failed one: 409 otherwise.
 */
export async function retryInvoice(orderId: number): Promise<AdminOrder> {
  const order = await inTransaction(async (tx) => {
    const [current] = await tx
      .select({ id: orders.id, status: orderInvoices.status, error: orderInvoices.lastError })
      .from(orders)
      .leftJoin(orderInvoices, eq(orderInvoices.orderId, orders.id))
      .where(eq(orders.id, orderId))
      .for('update', { of: orders });
    if (!current) throw notFound(ORDER_NOT_FOUND);
    if (!invoicingEnabled()) throw conflict('invoicing_disabled', 'La facturación electrónica está desactivada.');
    if (current.status !== 'failed' || !(await requeueInvoice(tx, orderId))) {
      throw conflict(
        'invalid_state',
        current.status === null
          ? `El pedido #${orderId} no tiene factura electrónica en cola: se crea cuando el pedido queda pagado.`
          : `La factura del pedido #${orderId} no ha fallado (${current.status === 'issued' ? 'ya fue emitida' : 'está en cola'}). Actualiza la página.`,
      );
    }
    await recordActivity(tx, {
      action: 'update',
      entity: 'invoice',
      entityId: orderId,
      label: `Factura electrónica del pedido #${orderId}`,
      before: { status: 'failed', error: current.error },
      after: { status: 'pending', error: current.error },
    });
    return getAdminOrder(orderId, tx);
  });
  kickInvoices();
  return order;
}
