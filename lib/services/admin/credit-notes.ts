import 'server-only';
import { and, eq } from 'drizzle-orm';
import { orderCreditNotes, orderRefunds, orders } from '@/db/schema';
import { type AdminOrder, getAdminOrder, ORDER_NOT_FOUND } from '@/lib/data/admin/orders';
import { conflict, notFound } from '@/lib/errors';
import { invoicingEnabled } from '@/lib/invoicing';
import { requeueCreditNote } from '@/lib/invoicing/credit-notes';
import { kickInvoices } from '@/lib/invoicing/outbox';
import { recordActivity } from '../activity-log';
import { inTransaction } from './crud';

/**
 * 'Reintentar' a failed credit note (docs/invoicing.md "Credit notes"): back to the queue, due
 * now, with a fresh count of attempts; the worker asks the provider for its reference before
 * sending, so a retry never issues a second note. Only a failed one: 409 otherwise.
 */
export async function retryCreditNote(orderId: number): Promise<AdminOrder> {
  const order = await inTransaction(async (tx) => {
    const [current] = await tx
      .select({ id: orders.id, status: orderCreditNotes.status, error: orderCreditNotes.lastError })
      .from(orders)
      .leftJoin(orderCreditNotes, eq(orderCreditNotes.orderId, orders.id))
      .where(eq(orders.id, orderId))
      .for('update', { of: orders });
    if (!current) throw notFound(ORDER_NOT_FOUND);
    if (!invoicingEnabled()) throw conflict('invoicing_disabled', { key: 'invoicing.disabled' });
    // The order's failed notes, the full refund's and the partial refunds' alike.
    const [failedPartial] = await tx
      .select({ error: orderRefunds.lastError })
      .from(orderRefunds)
      .where(and(eq(orderRefunds.orderId, orderId), eq(orderRefunds.status, 'failed')))
      .limit(1);
    const failed = current.status === 'failed' || failedPartial !== undefined;
    if (!failed || !(await requeueCreditNote(tx, orderId))) {
      throw conflict(
        'invalid_state',
        current.status === null
          ? { key: 'invoicing.creditNoteNone', values: { orderId } }
          : { key: 'invoicing.creditNoteNotFailed', values: { orderId, status: current.status } },
      );
    }
    const error = current.status === 'failed' ? current.error : (failedPartial?.error ?? null);
    await recordActivity(tx, {
      action: 'update',
      entity: 'invoice',
      entityId: orderId,
      label: `Nota crédito del pedido #${orderId}`,
      before: { status: 'failed', error },
      after: { status: 'pending', error },
    });
    return getAdminOrder(orderId, tx);
  });
  kickInvoices();
  return order;
}
