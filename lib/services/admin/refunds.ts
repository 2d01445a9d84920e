import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { orderRefunds, orders } from '@/db/schema';
import { type AdminOrder, getAdminOrder, ORDER_NOT_FOUND } from '@/lib/data/admin/orders';
import { loadRefundableOrder } from '@/lib/data/refunds';
import { formatCOP } from '@/lib/domain/money';
import { enqueueEmail, kickOutbox } from '@/lib/email/outbox';
import { orderPartlyRefundedEmail } from '@/lib/email/templates/order-partly-refunded';
import { planRefund, type RefundProblem } from '@/lib/domain/refunds';
import { apiError, type ApiError, conflict, notFound } from '@/lib/errors';
import { partialCreditNoteColumns } from '@/lib/invoicing/credit-notes';
import { kickInvoices } from '@/lib/invoicing/outbox';
import type { PartialRefundInput } from '@/lib/validation/admin/orders';
import { recordActivity } from '../activity-log';
import { inTransaction } from './crud';
import { customerEmailInput, type StaffActorInput } from './orders';

/**
 * A partial refund (docs/invoicing.md "Partial refunds"): part of a paid order given back, the
 * order staying paid. The order row is locked, so two refunds of one order take turns and each
 * sees the other's parts: together they never pass what was paid. Its credit note is queued in
 * the same transaction (a record alone with the `none` driver) and delivered after commit.
 */
export async function partialRefundOrder(orderId: number, input: PartialRefundInput, staff: StaffActorInput): Promise<AdminOrder> {
  const { order, queued } = await inTransaction(async (tx) => {
    const [current] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
    if (!current) throw notFound(ORDER_NOT_FOUND);
    const refundable = await loadRefundableOrder(tx, orderId);
    if (!refundable || refundable.paymentStatus !== 'paid') {
      throw conflict('invalid_state', { key: 'partialRefunds.notPaid', values: { orderId } });
    }
    const plan = planRefund(refundable, input);
    if (!plan.ok) throw refundRefusal(plan.problems[0]);
    const before = refundable.total - refundable.refunded.reduce((sum, p) => sum + p.amount, 0);
    const note = await partialCreditNoteColumns(tx, orderId);
    const [row] = await tx
      .insert(orderRefunds)
      .values({
        orderId,
        amount: plan.amount,
        parts: plan.parts,
        reason: input.reason,
        actorId: staff.id,
        actorName: staff.nombre,
        ...note,
      })
      .returning({ id: orderRefunds.id });
    await tx
      .update(orders)
      .set({ updatedAt: sql`now()` })
      .where(eq(orders.id, orderId));
    await recordActivity(tx, {
      action: 'create',
      entity: 'order',
      entityId: orderId,
      label: `#${orderId}`,
      before: { refundable: before },
      after: { refundId: row.id, amount: plan.amount, refundable: before - plan.amount, reason: input.reason },
    });
    const updated = await getAdminOrder(orderId, tx);
    await enqueueEmail(
      tx,
      orderPartlyRefundedEmail({
        ...customerEmailInput(updated),
        amount: plan.amount,
        remaining: before - plan.amount,
        reason: input.reason,
      }),
    );
    return { order: updated, queued: note.status !== null };
  });
  kickOutbox();
  if (queued) kickInvoices();
  return order;
}

/** What planRefund found wrong, as the field error staff read next to what they chose. */
function refundRefusal(problem: RefundProblem): ApiError {
  switch (problem.reason) {
    case 'unknown_line':
      return apiError({
        code: 'validation_error',
        key: 'partialRefunds.unknownLine',
        values: { itemId: problem.itemId },
        fields: ['lines'],
      });
    case 'duplicate_line':
      return apiError({
        code: 'validation_error',
        key: 'partialRefunds.duplicateLine',
        values: { itemId: problem.itemId },
        fields: ['lines'],
      });
    case 'quantity_exceeds':
      return apiError({
        code: 'validation_error',
        key: 'partialRefunds.quantityExceeds',
        values: { itemId: problem.itemId, max: problem.max },
        fields: ['lines'],
      });
    case 'nothing_left':
      return problem.field === 'delivery'
        ? apiError({ code: 'validation_error', key: 'partialRefunds.deliveryNothingLeft', fields: ['delivery'] })
        : apiError({ code: 'validation_error', key: 'partialRefunds.nothingLeft', fields: ['amount'] });
    case 'amount_exceeds':
      return apiError({
        code: 'validation_error',
        key: 'partialRefunds.amountExceeds',
        values: { max: formatCOP(problem.max) },
        fields: ['amount'],
      });
    case 'whole_remainder':
      return apiError({
        code: 'validation_error',
        key: 'partialRefunds.wholeRemainder',
        values: { remaining: formatCOP(problem.remaining) },
        fields: ['amount'],
      });
  }
}
