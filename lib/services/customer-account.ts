import 'server-only';
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import { getDb, type Queryable } from '@/db';
import { addresses, customerProfiles, customers } from '@/db/schema';
import { type CustomerAddress, type CustomerProfile, getAddressForCustomer, getProfile } from '@/lib/data/customer';
import { conflict, notFound, unauthorized } from '@/lib/errors';
import type { AddressInput } from '@/lib/validation/address';
import { businessNitColumns, type ProfileInput } from '@/lib/validation/profile';

/** Plenty for a shop, home and warehouses; stops a script from filling the table. */
export const MAX_ADDRESSES_PER_CUSTOMER = 20;

export const ADDRESS_NOT_FOUND = { key: 'account.addressNotFound' } as const;

/**
 * Locks the customer's row for the rest of the transaction: with 'update' the customer's address
 * writes run one at a time, so "one default per customer" never meets a race; 'share' (orders)
 * only keeps those writes out while an order reads the customer's data. A token whose customer no
 * longer exists is a 401 (sign in again), never a foreign-key 500.
 */
export async function lockCustomer(tx: Queryable, customerId: number, mode: 'update' | 'share' = 'update') {
  const [customer] = await tx
    .select({
      id: customers.id,
      email: customers.email,
      name: customers.name,
      locale: customers.locale,
      dataPolicyVersion: customers.dataPolicyVersion,
    })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for(mode);
  if (!customer) throw unauthorized({ key: 'account.sessionGone' });
  return customer;
}

/** Creates or replaces the profile; its fullName becomes the account's name (for the next token). */
export async function saveProfile(customerId: number, input: ProfileInput): Promise<CustomerProfile> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const values = { ...input, ...businessNitColumns(input), updatedAt: sql`now()` };
    await tx
      .insert(customerProfiles)
      .values({ customerId, ...values })
      .onConflictDoUpdate({ target: customerProfiles.customerId, set: values });
    await tx.update(customers).set({ name: input.fullName }).where(eq(customers.id, customerId));
    return (await getProfile(customerId, tx))!;
  });
}

/** The first address of a customer is the default, whatever the input says. */
export async function createAddress(customerId: number, input: AddressInput): Promise<CustomerAddress> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    return insertAddress(tx, customerId, input);
  });
}

/**
 * createAddress inside the caller's transaction, the customer's row already locked (the back
 * office's customers, issue 23 §4, record their activity entry in the same transaction).
 */
export async function insertAddress(tx: Queryable, customerId: number, input: AddressInput): Promise<CustomerAddress> {
  const [{ total }] = await tx.select({ total: count() }).from(addresses).where(eq(addresses.customerId, customerId));
  if (total >= MAX_ADDRESSES_PER_CUSTOMER) {
    throw conflict('address_limit', { key: 'account.addressLimit', values: { max: MAX_ADDRESSES_PER_CUSTOMER } });
  }
  const isDefault = total === 0 || input.isDefault === true;
  if (isDefault) await clearDefault(tx, customerId);
  const [row] = await tx
    .insert(addresses)
    .values({ ...input, customerId, isDefault })
    .returning({ id: addresses.id });
  return (await getAddressForCustomer(customerId, row.id, tx))!;
}

/**
 * Replaces the address fields. `isDefault: true` moves the default here; `false` on the default
 * address is ignored, since a customer with addresses always has exactly one default.
 */
export async function updateAddress(customerId: number, addressId: number, input: AddressInput): Promise<CustomerAddress> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    return rewriteAddress(tx, customerId, addressId, input);
  });
}

/** updateAddress inside the caller's transaction, the customer's row already locked. */
export async function rewriteAddress(tx: Queryable, customerId: number, addressId: number, input: AddressInput): Promise<CustomerAddress> {
  const current = await getAddressForCustomer(customerId, addressId, tx);
  if (!current) throw notFound(ADDRESS_NOT_FOUND);
  const isDefault = current.isDefault || input.isDefault === true;
  if (isDefault && !current.isDefault) await clearDefault(tx, customerId);
  await tx
    .update(addresses)
    .set({ ...input, isDefault, updatedAt: sql`now()` })
    .where(and(eq(addresses.id, addressId), eq(addresses.customerId, customerId)));
  return (await getAddressForCustomer(customerId, addressId, tx))!;
}

/** Deleting the default promotes the newest remaining address. Orders keep their own snapshot. */
export async function deleteAddress(customerId: number, addressId: number): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    await removeAddress(tx, customerId, addressId);
  });
}

/** One of the customer's addresses gone (404 when it is not theirs); the newest remaining one becomes the default if it was. */
export async function removeAddress(tx: Queryable, customerId: number, addressId: number): Promise<void> {
  const [deleted] = await tx
    .delete(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.customerId, customerId)))
    .returning({ isDefault: addresses.isDefault });
  if (!deleted) throw notFound(ADDRESS_NOT_FOUND);
  if (!deleted.isDefault) return;
  const [newest] = await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.customerId, customerId), ne(addresses.id, addressId)))
    .orderBy(desc(addresses.createdAt), desc(addresses.id))
    .limit(1);
  if (newest) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, newest.id));
}

async function clearDefault(tx: Queryable, customerId: number): Promise<void> {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.customerId, customerId), eq(addresses.isDefault, true)));
}
