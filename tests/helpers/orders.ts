import { and, eq, inArray, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Db } from '../../db/client';
import { getDb } from '../../db';
import { customerProfiles, deliveryZones, emailOutbox, orderHistory, orders, variants } from '../../db/schema';
import type { PaymentStatus, ShippingStatus } from '../../lib/domain/order-status';
import { setEmailDriverForTests } from '../../lib/email';
import { approveOrder } from '../../lib/services/admin/orders';
import { getOrderForCustomer } from '../../lib/data/customer';
import { changeOrderInvoiceTo, confirmPayment, placeOrder } from '../../lib/services/orders';
import { getStorage } from '../../lib/storage';
import { customerProofKey } from '../../lib/storage/keys';
import { createCatalogFixture } from './catalog-fixture';
import { createAddress, createCustomer } from './customers';
import { useTestDb } from './db';
import { createStaffUser } from './staff';

/**
 * Realistic orders for the back-office tests: placed with placeOrder (stock reserved, lines
 * snapshotted), proofs uploaded to storage and confirmed with confirmPayment, approved with the
 * staff service. Plus raw inserts for fixtures where only the columns matter (dashboard, expiry).
 */
export type OrderFixture = Awaited<ReturnType<typeof createOrderFixture>>;
type Customer = Awaited<ReturnType<typeof createCustomer>> & { addressId: number };

export async function createOrderFixture(db: Db) {
  const catalog = await createCatalogFixture(db);
  const sku: Record<string, number> = {};
  for (const row of await db.select({ id: variants.id, sku: variants.sku }).from(variants)) sku[row.sku] = row.id;

  const admin = await createStaffUser(db, { rol: 'ADMIN', nombre: 'Admin Uno' });
  const seller = await createStaffUser(db, { rol: 'VENDEDOR', nombre: 'Vendedora Dos' });

  // Ana has a full profile (her name for staff is the profile's), Beto only an e-mail and English.
  const ana: Customer = { ...(await createCustomer(db, { email: 'ana@example.com', name: 'Ana' })), addressId: 0 };
  ana.addressId = (await createAddress(db, ana.id)).id;
  await db.insert(customerProfiles).values({
    customerId: ana.id,
    fullName: 'Ana María Gómez',
    phone: '+57 300 111 2233',
    documentType: 'NIT',
    documentNumber: '900123456',
    isBusiness: true,
    businessName: 'Restaurante La Frontera',
    businessTaxId: '900123456-8',
    businessNitNumber: '900123456',
    businessNitCheckDigit: 8,
    invoiceEmail: 'facturas@lafrontera.co',
  });
  const beto: Customer = { ...(await createCustomer(db, { email: 'beto@example.com', locale: 'en' })), addressId: 0 };
  beto.addressId = (await createAddress(db, beto.id, { recipientName: 'Beto' })).id;

  const webp = new Uint8Array(
    await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } })
      .webp()
      .toBuffer(),
  );
  return { catalog, sku, admin, seller, ana, beto, webp, nequi: catalog.paymentMethods.nequi.id };
}

/**
 * The setup most order test files share: the file's own database (useTestDb), the order fixture
 * created in it before the file's own hooks, and e-mail sent to a driver that drops it (the
 * outbox rows are still written; `quietEmail: false` keeps the default driver). `fx` stands for
 * the fixture once the hooks ran, so tests and helpers use it as the fixture itself.
 */
export function useOrderFixture(options: { quietEmail?: boolean } = {}) {
  const quietEmail = options.quietEmail ?? true;
  const testDb = useTestDb();
  const db = () => testDb().db;
  let created: OrderFixture | undefined;
  beforeAll(async () => {
    if (quietEmail) setEmailDriverForTests({ name: 'test', send: async () => ({ id: null }) });
    created = await createOrderFixture(db());
  }, 60_000);
  if (quietEmail) afterAll(() => setEmailDriverForTests(undefined));
  const ready = (): OrderFixture => {
    if (!created) throw new Error('useOrderFixture: the fixture is ready only inside tests and hooks');
    return created;
  };
  const fx = new Proxy({} as OrderFixture, {
    get: (_target, key) => Reflect.get(ready(), key),
    has: (_target, key) => Reflect.has(ready(), key),
    ownKeys: () => Reflect.ownKeys(ready()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(ready(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
  return { testDb, db, fx };
}

export type Lines = [sku: string, quantity: number][];

/**
 * pending_payment, 'por confirmar' as the checkout creates it for the fixture (it has no delivery
 * rules), its fee not set yet: nothing can be paid (issue 34 §2). The client price is high: the
 * server's own price applies.
 */
export function placeFeePendingOrder(fx: OrderFixture, customer: Customer, lines: Lines) {
  return placeOrder(customer.id, {
    items: lines.map(([code, quantity]) => ({ variantId: fx.sku[code], quantity, unitPrice: 1_000_000 })),
    shippingAddressId: customer.addressId,
  });
}

/** pending_payment with its delivery settled (free, as staff would set it): an order she can pay. */
export async function placeTestOrder(fx: OrderFixture, customer: Customer, lines: Lines) {
  const placed = await placeFeePendingOrder(fx, customer, lines);
  const db = await getDb();
  await setFreeDelivery(db, placed.id);
  return (await getOrderForCustomer(customer.id, placed.id, db))!;
}

/**
 * The fixture has no delivery rules, so its orders are 'por confirmar': nothing can be paid until
 * staff set the fee (issue 34 §2). This sets free delivery straight on the row, as staff would
 * with $ 0, without the e-mail and history the staff route writes.
 */
export async function setFreeDelivery(db: Db, orderId: number) {
  await db
    .update(orders)
    .set({ shippingFee: 0 })
    .where(and(eq(orders.id, orderId), isNull(orders.shippingFee)));
}

/** pending_confirmation: the proof is a real WebP in storage, confirmed like the checkout does. */
export async function pendingConfirmationOrder(fx: OrderFixture, customer: Customer, lines: Lines) {
  const order = await placeTestOrder(fx, customer, lines);
  const key = customerProofKey(order.id);
  await getStorage().putObject(key, fx.webp, 'image/webp');
  return confirmPayment(customer.id, order.id, { paymentMethodId: fx.nequi, paymentConfirmationUrl: getStorage().publicUrl(key) });
}

/**
 * An order waiting for its proof to be checked, invoiced to the customer's business (whose fiscal
 * data is complete in the fixture), approved: paid, its invoice queued. The invoicing tests' order.
 */
export async function paidBusinessOrder(fx: OrderFixture, customer: Customer, lines: Lines) {
  const order = await pendingConfirmationOrder(fx, customer, lines);
  await changeOrderInvoiceTo(customer.id, order.id, { invoiceTo: 'business' });
  await approveOrder(order.id, fx.admin.user);
  return order;
}

/**
 * What the API shows as an order's proof with the local driver: its file with a read signature
 * (`expires`, `sig`), never the bare stored address.
 */
export function signedProofUrl(orderId: number) {
  return expect.stringMatching(new RegExp(`^/files/payment-confirmation/order-${orderId}-\\d+\\.webp\\?expires=\\d+&sig=[\\w-]{43}$`));
}

/** paid + unfulfilled, approved by the fixture's admin. */
export async function paidOrder(fx: OrderFixture, customer: Customer, lines: Lines) {
  const order = await pendingConfirmationOrder(fx, customer, lines);
  return approveOrder(order.id, fx.admin.user);
}

/** A raw order row (no lines unless given) for fixtures where only dates, totals and statuses matter. */
export async function insertOrder(
  db: Db,
  values: {
    customerId: number;
    total?: number;
    paymentStatus?: PaymentStatus;
    shippingStatus?: ShippingStatus;
    createdAt?: Date;
    paymentSubmittedAt?: Date;
    paidAt?: Date;
    cashOnDelivery?: boolean;
  },
) {
  const total = values.total ?? 1000;
  const [row] = await db
    .insert(orders)
    .values({
      subtotal: total,
      total,
      shippingAddress: {
        recipientName: 'X',
        street: 'Calle 1',
        city: 'Cúcuta',
        state: 'Norte de Santander',
        postalCode: null,
        details: null,
        country: 'CO',
      },
      ...values,
    })
    .returning();
  return row;
}

export async function stockOf(db: Db, variantId: number): Promise<number> {
  return (await db.select({ stock: variants.available }).from(variants).where(eq(variants.id, variantId)))[0].stock;
}

/** Everything a refused transition must leave untouched. */
export async function orderSnapshot(db: Db, orderId: number, variantIds: number[] = []) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const history = await db.select().from(orderHistory).where(eq(orderHistory.orderId, orderId));
  const stock = variantIds.length
    ? await db.select({ id: variants.id, stock: variants.available }).from(variants).where(inArray(variants.id, variantIds))
    : [];
  const emails = await db.select({ id: emailOutbox.id }).from(emailOutbox);
  return { order, history: history.length, stock, emails: emails.length };
}

/** The outbox rows of one kind, oldest first. */
export async function emailsOfKind(db: Db, kind: string) {
  return (await db.select().from(emailOutbox).where(eq(emailOutbox.kind, kind))).sort((a, b) => a.id - b.id);
}

/**
 * Free local delivery in Cúcuta (the default test address): a file whose orders must be payable
 * as placed (their total known) adds it, else every order of the fixture is 'por confirmar'.
 */
export async function freeDeliveryInCucuta(db: Db) {
  await db.insert(deliveryZones).values({ name: 'Cúcuta (pruebas)', municipalityCodes: ['54001'], fee: 0, weekdays: [1, 2, 3, 4, 5, 6] });
}
