import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import {
  addresses,
  consentRecords,
  contactMessages,
  customerProfiles,
  customers,
  emailOutbox,
  idempotencyKeys,
  loginCodes,
  orders,
} from '@/db/schema';
import { invalidateCatalog } from '@/lib/cache/catalog-cache';
import { ANONYMISED_RECIPIENT } from '@/lib/domain/privacy';
import { unauthorized } from '@/lib/errors';
import { lockCustomer } from './customer-account';
import { cancelCustomerOrdersIn } from './order-cancel';

/** The history's reason for the orders an account deletion cancels. */
const ACCOUNT_DELETED_NOTE = 'Cancelado al eliminar la cuenta del cliente.';

/**
 * 'Eliminar mi cuenta' (Ley 1581, art. 8: the right to deletion). In one transaction: her orders
 * waiting for payment are cancelled (their units released, the history saying why); the profile,
 * addresses, login codes, stored request answers, contact messages and e-mails to her go; her
 * orders stay for accounting (Colombian law keeps commercial records), with the personal fields
 * anonymised (recipient, street, details, phone, delivery notes, IP) and the place kept. The
 * customer row stays as an anonymous placeholder the orders point to: its e-mail is replaced, so
 * the address is free for a new account, and its session version moves, so every token she holds
 * stops working at once.
 */
export async function deleteCustomerAccount(customerId: number): Promise<void> {
  const db = await getDb();
  const backInStock = await db.transaction(async (tx) => {
    const customer = await lockCustomer(tx, customerId);
    const [row] = await tx.select({ email: customers.email }).from(customers).where(eq(customers.id, customerId));
    if (!row) throw unauthorized();
    // Her orders waiting for payment are cancelled first, while they still count against her
    // address: anonymised, they would hold their units for the rest of the payment window with
    // nobody to pay them and no address left for the caps to count (docs/privacy.md).
    const waiting = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.customerId, customerId), eq(orders.paymentStatus, 'pending_payment')))
      .orderBy(asc(orders.id))
      .for('update');
    const cancelled = await cancelCustomerOrdersIn(
      tx,
      customer,
      waiting.map((order) => order.id),
      ACCOUNT_DELETED_NOTE,
    );
    // Only a signed-in customer gets here, so the account has an e-mail ('' matches nothing).
    const email = row.email ?? '';
    await tx.delete(addresses).where(eq(addresses.customerId, customerId));
    await tx.delete(customerProfiles).where(eq(customerProfiles.customerId, customerId));
    await tx.delete(loginCodes).where(eq(loginCodes.email, email));
    await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.scope, `orders:${customerId}`));
    await tx.delete(contactMessages).where(eq(contactMessages.email, email));
    await tx.delete(emailOutbox).where(and(eq(emailOutbox.toAddress, email), sql`${emailOutbox.status} <> 'pending'`));
    const placeholderEmail = `eliminado-${customerId}@cuenta-eliminada.invalid`;
    await tx
      .update(orders)
      .set({
        // The fiscal snapshot: a business's name and NIT stay for its invoices (a
        // company's data, not hers); a person's name and document go, and nobody's e-mail stays.
        billing: sql`case
          when ${orders.billing} is null then null
          when ${orders.billing} ->> 'to' = 'business' then ${orders.billing} || jsonb_build_object('email', ${placeholderEmail}::text)
          else ${orders.billing} || jsonb_build_object('name', ${ANONYMISED_RECIPIENT}::text, 'documentNumber', null, 'checkDigit', null, 'email', ${placeholderEmail}::text)
        end`,
        shippingAddress: sql`jsonb_build_object(
          'recipientName', ${ANONYMISED_RECIPIENT}::text,
          'street', '—',
          'city', ${orders.shippingAddress} ->> 'city',
          'state', ${orders.shippingAddress} ->> 'state',
          'postalCode', null, 'details', null, 'phone', null,
          'country', coalesce(${orders.shippingAddress} ->> 'country', 'CO'))`,
        deliveryNotes: null,
        placedFromIp: null,
        updatedAt: sql`now()`,
      })
      .where(eq(orders.customerId, customerId));
    await tx.update(consentRecords).set({ ip: null }).where(eq(consentRecords.customerId, customerId));
    await tx
      .update(customers)
      .set({
        email: placeholderEmail,
        name: null,
        marketingOptIn: false,
        deletedAt: sql`now()`,
        sessionVersion: sql`${customers.sessionVersion} + 1`,
      })
      .where(eq(customers.id, customerId));
    return cancelled.backInStock;
  });
  if (backInStock) invalidateCatalog();
}
