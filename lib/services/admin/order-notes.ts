import 'server-only';
import { eq } from 'drizzle-orm';
import { orderNotes, orders } from '@/db/schema';
import type { StaffPrincipal } from '@/lib/auth/guards';
import { type AdminOrderNote, ORDER_NOT_FOUND, orderNoteDto } from '@/lib/data/admin/orders';
import { notFound } from '@/lib/errors';
import type { OrderNoteInput } from '@/lib/validation/admin/orders';
import { inTransaction } from './crud';

/**
 * Adds an internal note to an order (issue 25 §3): who (the staff member's id and name as it is
 * now) and when; the order itself does not change, so any state accepts notes. A missing
 * order is a 404; the order row is locked so the note and the order cannot part ways.
 */
export async function addOrderNote(
  orderId: number,
  input: OrderNoteInput,
  staff: Pick<StaffPrincipal, 'id' | 'nombre'>,
): Promise<AdminOrderNote> {
  return inTransaction(async (tx) => {
    const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('share');
    if (!order) throw notFound(ORDER_NOT_FOUND);
    const [note] = await tx
      .insert(orderNotes)
      .values({ orderId, staffId: staff.id, authorName: staff.nombre, body: input.note })
      .returning();
    return orderNoteDto(note);
  });
}
