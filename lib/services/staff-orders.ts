import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { getDb, type Queryable, type Tx } from '@/db';
import { customerProfiles, customers, orderHistory, paymentMethods } from '@/db/schema';
import type { StaffPrincipal } from '@/lib/auth/guards';
import { invalidateCatalog } from '@/lib/cache/catalog-cache';
import { getAdminOrder } from '@/lib/data/admin/orders';
import { business } from '@/lib/business';
import { billingFor } from '@/lib/domain/billing';
import { MAX_INT4 } from '@/lib/domain/id';
import { formatCOP } from '@/lib/domain/money';
import { stockEffect } from '@/lib/domain/order-state';
import { can } from '@/lib/domain/staff-permissions';
import { enqueueEmail, kickOutbox } from '@/lib/email/outbox';
import { kickInvoices } from '@/lib/invoicing/outbox';
import { orderDeliveredEmail } from '@/lib/email/templates/order-delivered';
import { paymentApprovedEmail } from '@/lib/email/templates/payment-approved';
import { apiMessage, type ApiLocale } from '@/lib/api-messages';
import { forbidden } from '@/lib/errors';
import type { NewCustomerInput, StaffOrderInput, StaffOrderSource } from '@/lib/validation/admin/staff-orders';
import { getProfile } from '@/lib/data/customer';
import type { StaffOrderResult } from '@/lib/contracts/admin/orders';
import { recordActivity } from './activity-log';
import { applyStockEffect, customerEmailInput, moveOrders, recordTransitions, staffActor } from './admin/orders';
import { markOrderPaid } from './order-paid';
import { insertAddress } from './customer-account';
import {
  deliveryFor,
  enqueueOrderReceived,
  fieldError,
  insertOrder,
  lineLabel,
  loadVariants,
  lockAddress,
  type OrderAddress,
  type OrderDeliveryChoice,
  orderTooLarge,
  priceLines,
  reserveStock,
} from './order-placement';

/**
 * 'Nuevo pedido' (issue 23 §2, docs/staff-orders.md): staff take an order for a customer from
 * WhatsApp, the phone or the counter. The same steps as the store's checkout (order-placement.ts:
 * tier pricing, delivery rules, stock reservation, snapshots, e-mail), in ONE transaction with the
 * customer created on the spot, the address typed there, an ADMIN's price changes in the history,
 * and — for a counter sale paid on the spot — the payment through the order state machine.
 */

export const STORE_PICKUP_DETAILS = 'Recoge en la tienda';
const COUNTER_HANDOVER_NOTE = 'Entregado en el mostrador';

const SOURCE_NOTE: Record<StaffOrderSource, string> = {
  whatsapp: 'Pedido tomado por WhatsApp',
  phone: 'Pedido tomado por teléfono',
  counter: 'Venta de mostrador',
};

/** The answer of POST /api/admin/orders (lib/contracts/admin/orders.ts). */
export type { StaffOrderResult };

export type StaffOrderOptions = {
  beforeCommit?: (tx: Tx, result: StaffOrderResult) => Promise<void>;
  /** The language of the answer's notice: the request's. */
  locale?: ApiLocale;
};

type OrderCustomer = { id: number; email: string | null; name: string | null; locale: 'es' | 'en'; phone: string | null };

/** The chosen customer, locked for update (their addresses change one writer at a time), or a 400 on the field. */
async function lockExistingCustomer(tx: Queryable, customerId: number): Promise<OrderCustomer> {
  const [row] = await tx
    .select({ id: customers.id, email: customers.email, name: customers.name, locale: customers.locale, deletedAt: customers.deletedAt })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update');
  if (!row || row.deletedAt) throw fieldError('customerId', { key: 'orders.customerMissing' });
  const [profile] = await tx
    .select({ phone: customerProfiles.phone })
    .from(customerProfiles)
    .where(eq(customerProfiles.customerId, customerId));
  return { id: row.id, email: row.email, name: row.name, locale: row.locale, phone: profile?.phone ?? null };
}

/**
 * A customer created on the spot: the account row (e-mail optional) and the profile with the
 * name and phone. An e-mail that already has an account means that customer (said in the answer).
 */
async function resolveNewCustomer(tx: Queryable, input: NewCustomerInput): Promise<{ customer: OrderCustomer; existing: boolean }> {
  if (input.email) {
    const [found] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.email, input.email), isNull(customers.deletedAt)));
    if (found) return { customer: await lockExistingCustomer(tx, found.id), existing: true };
  }
  const [created] = await tx
    .insert(customers)
    .values({ email: input.email, name: input.name, locale: 'es' })
    // Two staff members creating the same e-mail at once: the second one finds the first's row.
    .onConflictDoNothing()
    .returning({ id: customers.id });
  if (!created) {
    const [found] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.email, input.email!));
    return { customer: await lockExistingCustomer(tx, found.id), existing: true };
  }
  await tx.insert(customerProfiles).values({ customerId: created.id, fullName: input.name, phone: input.phone });
  return { customer: { id: created.id, email: input.email, name: input.name, locale: 'es', phone: input.phone }, existing: false };
}

export async function createStaffOrder(
  input: StaffOrderInput,
  staff: StaffPrincipal,
  options: StaffOrderOptions = {},
): Promise<StaffOrderResult> {
  // Refused before anything is read: the role decides, whatever the screen showed.
  if (input.items.some((item) => item.unitPrice !== undefined) && !can(staff.rol, 'overrideOrderPrices')) {
    throw forbidden({ key: 'orders.priceOverrideForbidden' });
  }
  const db = await getDb();
  const actor = staffActor(staff);
  let soldOut = false;
  let invoiceQueued = false;
  const result = await db.transaction(async (tx) => {
    soldOut = false;
    invoiceQueued = false;
    const resolved = input.newCustomer
      ? await resolveNewCustomer(tx, input.newCustomer)
      : { customer: await lockExistingCustomer(tx, input.customerId!), existing: false };
    const { customer } = resolved;
    const created = Boolean(input.newCustomer) && !resolved.existing;

    const addressId = input.newAddress
      ? (await insertAddress(tx, customer.id, { ...input.newAddress, phone: input.newAddress.phone ?? customer.phone ?? undefined })).id
      : (input.shippingAddressId ?? null);
    // No address (takenAtStore): the order's address is the store's, where the goods are handed over.
    const address = addressId === null ? storeAddress(customer) : await lockAddress(tx, customer.id, addressId);

    const lines = [...input.items].sort((a, b) => a.variantId - b.variantId);
    const catalogue = await loadVariants(
      tx,
      lines.map((l) => l.variantId),
    );
    const changes: { variantId: number; label: string; from: number; to: number; reason: string }[] = [];
    const overrides = new Map(input.items.filter((i) => i.unitPrice !== undefined).map((i) => [i.variantId, i]));
    const priced = priceLines(catalogue, lines, 'orders.lineProductUnavailable').map((line) => {
      const wanted = overrides.get(line.variantId);
      // priceLine's unitPrice (tiers included) is the catalogue's; the override replaces it, with its reason.
      if (!wanted || wanted.unitPrice === line.unitPrice) return line;
      const to = wanted.unitPrice!;
      changes.push({
        variantId: line.variantId,
        label: lineLabel(line.variant),
        from: line.unitPrice,
        to,
        reason: wanted.priceReason ?? '',
      });
      return { ...line, unitPrice: to, lineTotal: to * line.quantity };
    });

    const subtotal = priced.reduce((sum, line) => sum + line.lineTotal, 0);
    if (subtotal > MAX_INT4) throw orderTooLarge();
    const delivery =
      addressId === null && input.source === 'counter'
        ? COUNTER_HANDOVER
        : await deliveryFor(tx, address, subtotal, priced, addressId === null ? { ...input, deliveryOption: 'pickup' } : input);
    const handedOver = input.source === 'counter' && delivery.option === 'pickup' && input.payment !== undefined;
    const reservation = await reserveStock(tx, priced);
    soldOut = reservation.soldOut;

    const billing = billingFor('person', await getProfile(customer.id, tx), customer);
    const paymentStatus = delivery.cashOnDelivery ? 'pending_confirmation' : 'pending_payment';
    const order = await insertOrder(tx, {
      customerId: customer.id,
      locale: customer.locale,
      address,
      priced,
      subtotal,
      delivery,
      paymentStatus,
      deliveryNotes: input.deliveryNotes ?? null,
      // Not the office's address: staff orders must not count against a web shopper's per-IP cap.
      placedFromIp: null,
      invoiceTo: 'person',
      billing: billing.ok ? billing.billing : null,
      source: input.source,
      createdByStaffId: staff.id,
    });
    const placedNote = [SOURCE_NOTE[input.source], delivery.cashOnDelivery ? 'Pago contra entrega' : null].filter(Boolean).join('. ');
    await tx.insert(orderHistory).values({
      orderId: order.id,
      field: 'payment',
      fromStatus: null,
      toStatus: paymentStatus,
      actorType: 'staff',
      actorId: staff.id,
      actorName: staff.nombre,
      note: placedNote,
    });
    if (changes.length) {
      await tx.insert(orderHistory).values(
        changes.map((change) => ({
          orderId: order.id,
          field: 'price' as const,
          fromStatus: String(change.from),
          toStatus: String(change.to),
          actorType: 'staff' as const,
          actorId: staff.id,
          actorName: staff.nombre,
          note: `${change.label}: ${formatCOP(change.from)} → ${formatCOP(change.to)}. Motivo: ${change.reason}`,
        })),
      );
    }

    if (input.payment) {
      invoiceQueued = await recordCounterPayment(tx, order.id, order.total, input.payment, actor);
      if (handedOver) await handOverAtCounter(tx, order.id, staff);
      const paidOrder = customerEmailInput(await getAdminOrder(order.id, tx));
      await enqueueEmail(tx, handedOver ? orderDeliveredEmail(paidOrder) : paymentApprovedEmail(paidOrder));
    } else {
      await enqueueOrderReceived(tx, customer, { ...order, subtotal, delivery });
    }

    await recordActivity(tx, {
      action: 'create',
      entity: 'order',
      entityId: order.id,
      label: `#${order.id}`,
      after: {
        source: input.source,
        customerId: customer.id,
        newCustomer: created,
        total: order.total,
        lines: priced.map((l) => ({ variantId: l.variantId, quantity: l.quantity, unitPrice: l.unitPrice })),
        priceChanges: changes,
        paid: Boolean(input.payment),
        handedOver,
      },
    });

    const answer: StaffOrderResult = {
      order: await getAdminOrder(order.id, tx),
      customer: { id: customer.id, created, existing: resolved.existing },
      notice: input.newCustomer && resolved.existing ? apiMessage('orders.existingCustomer', undefined, options.locale ?? 'es') : null,
    };
    await options.beforeCommit?.(tx, answer);
    return answer;
  });
  if (soldOut) invalidateCatalog();
  kickOutbox();
  if (invoiceQueued) kickInvoices();
  return result;
}

/** A counter sale taken with no address: handed over at the counter, no fee, no rule, no date to wait for. */
const COUNTER_HANDOVER: OrderDeliveryChoice = { option: 'pickup', fee: 0, ruleName: null, estimate: null, cashOnDelivery: false };

/** The store's address, kept on an order that has none of its own (picked up there). */
function storeAddress(customer: OrderCustomer): OrderAddress {
  return {
    id: null,
    recipientName: customer.name ?? '',
    street: business.streetAddress,
    city: business.city,
    state: business.region,
    postalCode: business.postalCode,
    details: STORE_PICKUP_DETAILS,
    country: business.country,
    phone: customer.phone,
  };
}

/**
 * A paid counter sale the customer takes with them: unfulfilled → shipped → delivered at once
 * (the ordinary 'ship' and 'deliver' rules, so its units leave the shelf through the stock
 * ledger as any shipped order's), and it never waits in 'Pendientes de Envío'.
 */
async function handOverAtCounter(tx: Queryable, orderId: number, staff: StaffPrincipal): Promise<void> {
  for (const event of ['ship', 'deliver'] as const) {
    const [moved] = await moveOrders(tx, event, [orderId]);
    if (!moved) throw new Error(`a paid counter sale must accept '${event}'`);
    const from = event === 'ship' ? 'unfulfilled' : 'shipped';
    await recordTransitions(tx, event, [{ orderId, from }], staffActor(staff), COUNTER_HANDOVER_NOTE);
    await applyStockEffect(tx, stockEffect(event, from), [orderId], staff.id);
  }
}

/**
 * pending_payment → paid through the state machine's 'record_counter_payment' rule and
 * markOrderPaid (the one transition to paid: its electronic invoice is queued with it), with the
 * method (null: cash) and the amount received, recorded like the cash-on-delivery payment.
 * Answers whether an invoice was queued (kicked after commit).
 */
async function recordCounterPayment(
  tx: Queryable,
  orderId: number,
  total: number,
  payment: NonNullable<StaffOrderInput['payment']>,
  actor: ReturnType<typeof staffActor>,
): Promise<boolean> {
  let methodName = 'Efectivo';
  if (payment.paymentMethodId !== null) {
    const [method] = await tx
      .select({ name: paymentMethods.name })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.id, payment.paymentMethodId), eq(paymentMethods.isActive, true)));
    if (!method) throw fieldError('payment.paymentMethodId', { key: 'orders.paymentMethodUnavailable' });
    methodName = method.name;
  }
  const paid = await markOrderPaid(tx, orderId, 'record_counter_payment', {
    paidAt: sql`now()`,
    cashReceived: payment.amountReceived,
    paymentMethodId: payment.paymentMethodId,
  });
  if (!paid.moved) throw new Error('a counter sale just placed must be payable');
  const parts = [`Pago en mostrador (${methodName}): ${formatCOP(payment.amountReceived)} recibido`];
  if (payment.amountReceived !== total) {
    const difference = payment.amountReceived - total;
    parts.push(`Distinto del total (${formatCOP(total)}): ${difference < 0 ? 'faltan' : 'sobran'} ${formatCOP(Math.abs(difference))}`);
  }
  await recordTransitions(tx, 'record_counter_payment', [{ orderId, from: 'pending_payment' }], actor, parts.join('. '));
  return paid.invoiceQueued;
}
