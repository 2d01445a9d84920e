import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { getDb, type Queryable } from '@/db';
import { customerProfiles, customers } from '@/db/schema';
import { type AdminCustomer, CUSTOMER_NOT_FOUND, getAdminCustomer } from '@/lib/data/admin/customers';
import { type CustomerAddress, getAddressForCustomer } from '@/lib/data/customer';
import { type ApiError, apiError, notFound } from '@/lib/errors';
import { recordActivity } from '@/lib/services/activity-log';
import { insertAddress, removeAddress, rewriteAddress } from '@/lib/services/customer-account';
import type { AddressInput } from '@/lib/validation/address';
import { type CustomerInput, type CustomerPatch, customerInput } from '@/lib/validation/admin/customers';
import { businessNitColumns } from '@/lib/validation/profile';

/**
 * Customers created and edited by staff (issue 23 §4, docs/customers.md). The account row and
 * its profile are written together; the customer has not accepted the data policy (the checkout
 * asks at their first order on the web: consent_required). Every write records an activity entry
 * in its own transaction.
 */

/** 409 `email_taken` with the id of the customer who has it, so the screen can open them instead. */
function emailTaken(customerId: number): ApiError {
  return apiError({ code: 'email_taken', key: 'customers.emailTaken', fields: ['email'], details: { customerId } });
}

async function customerWithEmail(tx: Queryable, email: string): Promise<number | null> {
  const [row] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.email, email));
  return row?.id ?? null;
}

/** The profile row's values from the input (the NIT of a business kept as number and digit too). */
function profileValues(input: CustomerInput) {
  const { email: _email, ...profile } = input;
  return { ...profile, ...businessNitColumns(input), updatedAt: sql`now()` };
}

export async function createCustomer(input: CustomerInput): Promise<AdminCustomer> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    if (input.email) {
      const existing = await customerWithEmail(tx, input.email);
      if (existing !== null) throw emailTaken(existing);
    }
    // A concurrent create (or a customer signing in) with the same e-mail: nothing inserted, 409.
    const [row] = await tx
      .insert(customers)
      .values({ email: input.email, name: input.fullName })
      .onConflictDoNothing()
      .returning({ id: customers.id });
    if (!row) throw emailTaken((await customerWithEmail(tx, input.email!)) ?? 0);
    await tx.insert(customerProfiles).values({ customerId: row.id, ...profileValues(input) });
    await recordActivity(tx, { action: 'create', entity: 'customer', entityId: row.id, label: input.fullName, after: input });
    return getAdminCustomer(row.id, tx);
  });
}

/** The stored customer as the create body would say it: what a patch is laid over. */
function asInput(customer: AdminCustomer): Record<string, unknown> {
  return {
    fullName: customer.fullName ?? customer.name,
    phone: customer.phone,
    email: customer.email,
    documentType: customer.documentType,
    documentNumber: customer.documentNumber,
    isBusiness: customer.isBusiness,
    businessName: customer.businessName,
    businessTaxId: customer.businessTaxId,
    invoiceEmail: customer.invoiceEmail,
  };
}

/** Locks the customer's row (not deleted) for the rest of the transaction; 404 otherwise. */
async function lockStaffCustomer(tx: Queryable, customerId: number): Promise<void> {
  const [row] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, customerId), isNull(customers.deletedAt)))
    .for('update');
  if (!row) throw notFound(CUSTOMER_NOT_FOUND);
}

/**
 * The fields in `patch` replace the stored ones and the whole is checked as a create would be
 * (a ZodError is the wrapper's 400). The e-mail of a customer who signs in with it stays theirs.
 */
export async function updateCustomer(customerId: number, patch: CustomerPatch): Promise<AdminCustomer> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockStaffCustomer(tx, customerId);
    const before = await getAdminCustomer(customerId, tx);
    const beforeInput = asInput(before);
    const input = customerInput().parse({ ...beforeInput, ...patch });
    if (input.email !== before.email) {
      if (before.hasSignedIn) throw apiError({ code: 'email_locked', key: 'customers.emailLocked', fields: ['email'] });
      if (input.email) {
        const existing = await customerWithEmail(tx, input.email);
        if (existing !== null && existing !== customerId) throw emailTaken(existing);
      }
    }
    await tx.update(customers).set({ email: input.email, name: input.fullName }).where(eq(customers.id, customerId));
    const values = profileValues(input);
    await tx
      .insert(customerProfiles)
      .values({ customerId, ...values })
      .onConflictDoUpdate({ target: customerProfiles.customerId, set: values });
    await recordActivity(tx, {
      action: 'update',
      entity: 'customer',
      entityId: customerId,
      label: input.fullName,
      before: beforeInput,
      after: input,
    });
    return getAdminCustomer(customerId, tx);
  });
}

/** The customer profile's own address rules (first one is the default, at most 20…), for staff. */
export async function createCustomerAddress(customerId: number, input: AddressInput): Promise<CustomerAddress> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockStaffCustomer(tx, customerId);
    const address = await insertAddress(tx, customerId, input);
    await recordActivity(tx, {
      action: 'create',
      entity: 'customer_address',
      entityId: address.id,
      label: addressLabel(address),
      after: { customerId, ...address },
    });
    return address;
  });
}

export async function updateCustomerAddress(customerId: number, addressId: number, input: AddressInput): Promise<CustomerAddress> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockStaffCustomer(tx, customerId);
    const previous = await getAddressForCustomer(customerId, addressId, tx);
    const address = await rewriteAddress(tx, customerId, addressId, input);
    await recordActivity(tx, {
      action: 'update',
      entity: 'customer_address',
      entityId: address.id,
      label: addressLabel(address),
      before: previous,
      after: address,
    });
    return address;
  });
}

/** Staff remove a wrong or old address; orders that used it keep their own copy. */
export async function deleteCustomerAddress(customerId: number, addressId: number): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await lockStaffCustomer(tx, customerId);
    const previous = await getAddressForCustomer(customerId, addressId, tx);
    await removeAddress(tx, customerId, addressId);
    await recordActivity(tx, {
      action: 'delete',
      entity: 'customer_address',
      entityId: addressId,
      label: previous ? addressLabel(previous) : null,
      before: { customerId, ...previous },
    });
  });
}

const addressLabel = (address: CustomerAddress) => `${address.recipientName}, ${address.street}, ${address.city}`;
