import 'server-only';
import { and, count, eq, inArray, not, type SQL, sql, sum } from 'drizzle-orm';
import { getDb, type Queryable, type Tx } from '@/db';
import { orderHistory, orderItems, orders, paymentMethods } from '@/db/schema';
import { business } from '@/lib/business';
import { invalidateCatalog } from '@/lib/cache/catalog-cache';
import { type CustomerOrder, getOrderForCustomer, getProfile } from '@/lib/data/customer';
import { billingFor } from '@/lib/domain/billing';
import { MAX_INT4 } from '@/lib/domain/id';
import { expectedFrom, transition } from '@/lib/domain/order-state';
import { consentRequired } from '@/lib/domain/privacy';
import {
  type BuyerStanding,
  type HoldCap,
  holdCaps,
  lineOverUnpaidCap,
  tooManyUnpaidOrders,
  UNPAID_ORDER_LIMITS,
  UNPAID_PAYMENT_STATUSES,
  type UnpaidOrderLimits,
  unpaidValueOver,
} from '@/lib/domain/unpaid-orders';
import { formatCOP } from '@/lib/domain/money';
import { enqueueEmail, kickOutbox } from '@/lib/email/outbox';
import { cashOnDeliveryOrderEmail } from '@/lib/email/templates/cash-on-delivery-order';
import { proofReceivedEmail } from '@/lib/email/templates/proof-received';
import { getEnv } from '@/lib/env';
import { ApiError, apiError, conflict, notFound } from '@/lib/errors';
import { deliveryFeePendingSql } from '@/lib/data/order-conditions';
import { isDeliveryFeePending } from '@/lib/domain/payment-link';
import { enforceRateLimits, type RateLimitRule } from '@/lib/rate-limit';
import { getStorage, MAX_UPLOAD_BYTES, UPLOAD_URL_TTL_SECONDS } from '@/lib/storage';
import { mergeOrderLines } from '@/lib/domain/order-lines';
import { message } from '@/lib/i18n/validation-message';
import { isValidCustomerProofKey, orderIdOfProofKey, proofKeyTimestampValid } from '@/lib/storage/keys';
import {
  CHECKOUT_CONSENT_MESSAGE,
  type ConfirmPaymentInput,
  INVOICE_TO_BUSINESS_MESSAGE,
  type OrderInvoiceToInput,
  type OrderInput,
  type ProofUploadInput,
} from '@/lib/validation/order';
import { applyEmailLinkConsent } from './consent-link';
import { lockCustomer } from './customer-account';
import { acceptDataPolicyIn } from './customer-privacy';
import {
  deliveryFor,
  enqueueOrderReceived,
  fieldError,
  insertOrder,
  lineLabel,
  loadVariants,
  lockAddress,
  orderTooLarge,
  priceLines,
  reserveStock,
} from './order-placement';

/**
 * The customer's side of an order (DESIGN.md "Orders", "Pricing and volume tiers", "Uploads"):
 * place it, upload and confirm the proof of payment. Each write is one transaction; e-mails go
 * through the outbox in that same transaction and are kicked after commit.
 */

export type WriteOptions = {
  /** Runs inside the transaction just before it commits (the idempotency layer stores its answer here). */
  beforeCommit?: (tx: Tx, order: CustomerOrder) => Promise<void>;
};

export const ORDER_NOT_FOUND = { key: 'orders.notFound' } as const;

const invalidState = () => conflict('invalid_state', { key: 'orders.notPending' });
/** Issue 34 §2: a destination no rule covers waits for staff to set the fee (isDeliveryFeePending). */
const deliveryFeePending = () => apiError({ code: 'delivery_fee_pending', key: 'orders.deliveryFeePending' });

/**
 * Order creation per customer, and per IP generously: behind a mobile carrier's NAT many honest
 * phones share one address (docs/reliability.md "Order limits").
 */
export const ORDER_RATE_LIMITS = (customerId: number, ip: string): RateLimitRule[] => [
  { key: `orders-customer-10m:${customerId}`, limit: getEnv().ORDER_RATE_LIMIT_PER_CUSTOMER, windowSeconds: 600 },
  { key: `orders-ip-hour:${ip}`, limit: getEnv().ORDER_RATE_LIMIT_PER_IP, windowSeconds: 3600 },
];

/** The unpaid-order caps, as configured (lib/domain/unpaid-orders.ts has the defaults). */
export function unpaidOrderLimits(): UnpaidOrderLimits {
  const env = getEnv();
  return {
    ...UNPAID_ORDER_LIMITS,
    maxOrders: env.ORDER_MAX_UNPAID,
    maxStockShare: env.ORDER_MAX_UNPAID_STOCK_SHARE,
    newAccountStockShare: env.ORDER_MAX_UNPAID_STOCK_SHARE_NEW_ACCOUNT,
    newAccountMaxValue: env.ORDER_MAX_UNPAID_VALUE_NEW_ACCOUNT,
  };
}

/** Counted before the order's body is read, so a flood costs no parsing. */
export async function limitOrderPlacement(customerId: number, ip: string): Promise<void> {
  await enforceRateLimits(await getDb(), ORDER_RATE_LIMITS(customerId, ip), 'orders');
}

/**
 * Prices every line from the database with the storefront's own priceLine, refuses (409
 * price_changed) when any line costs more than the client showed, reserves stock with
 * conditional decrements (409 out_of_stock) within the customer's unpaid-order caps (409
 * unpaid_orders_limit / unpaid_units_limit, and for a new account unpaid_value_limit), and stores the order with snapshots of its lines
 * and address, its first history row and the order-received e-mail.
 */
export async function placeOrder(
  customerId: number,
  input: OrderInput,
  options: WriteOptions & { /** The caller's IP (clientIp): stored, and its unpaid orders capped too. */ ip?: string } = {},
): Promise<CustomerOrder> {
  const db = await getDb();
  const lines = mergeOrderLines(input.items).sort((a, b) => a.variantId - b.variantId);
  const limits = unpaidOrderLimits();

  // Whether a reservation took a variant's last unit: only that changes what the store shows.
  let soldOut = false;
  const order = await db.transaction(async (tx) => {
    soldOut = false;
    // Exclusive: one customer's orders are placed one at a time, so the caps below count them all.
    const customer = await lockCustomer(tx, customerId, 'update');
    // Issue 22 §5: a session that began before the current data policy accepts it here first.
    // An acceptance by the login-code e-mail's link that a sign-in has not applied yet counts too
    // (accepted while her first sign-in was creating the account).
    const acceptedByLink = async () => !!customer.email && (await applyEmailLinkConsent(tx, customerId, customer.email));
    if (consentRequired(customer.dataPolicyVersion) && !(await acceptedByLink())) {
      if (!input.acceptDataPolicy) {
        throw new ApiError({
          code: 'consent_required',
          message: CHECKOUT_CONSENT_MESSAGE,
          fields: { acceptDataPolicy: [CHECKOUT_CONSENT_MESSAGE] },
        });
      }
      await acceptDataPolicyIn(tx, customerId, { source: 'checkout', ip: options.ip ?? null });
    }
    if (tooManyUnpaidOrders(await countUnpaidOrders(tx, customerId), limits)) {
      throw conflict(
        'unpaid_orders_limit',
        { key: 'orders.unpaidOrders', values: { maxOrders: limits.maxOrders } },
        { maxOrders: limits.maxOrders },
      );
    }
    const address = await lockAddress(tx, customerId, input.shippingAddressId);
    const invoiceTo = input.invoiceTo ?? 'person';
    const billing = billingFor(invoiceTo, await getProfile(customerId, tx), customer);
    if (!billing.ok) throw fieldError('invoiceTo', INVOICE_TO_BUSINESS_MESSAGE);
    const catalogue = await loadVariants(
      tx,
      lines.map((l) => l.variantId),
    );

    const priced = priceLines(catalogue, lines);
    // A price the shopper did not see is never charged; a lower price they saw is never honoured.
    if (priced.some((line) => line.lineTotal > line.clientLineTotal)) {
      throw conflict(
        'price_changed',
        { key: 'orders.pricesChanged' },
        {
          prices: priced.map((line) => ({ variantId: line.variantId, unitPrice: line.unitPrice })),
        },
      );
    }

    const subtotal = priced.reduce((sum, line) => sum + line.lineTotal, 0);
    if (subtotal > MAX_INT4) throw orderTooLarge();
    const delivery = await deliveryFor(tx, address, subtotal, priced, input);

    const reservation = await reserveStock(tx, priced);
    soldOut = reservation.soldOut;
    // Read after the reservations: their row locks wait for every other order of these variants,
    // so what those hold is committed and counted here, concurrent orders included.
    const standing = await buyerStanding(tx, customerId);
    // Under the customer's exclusive lock, so her other orders are all counted; thrown inside
    // the transaction, so the reservations above roll back with it.
    const overValue = unpaidValueOver(standing, await unpaidGoodsValue(tx, customerId), subtotal, limits);
    if (overValue) throw unpaidValueLimit(overValue, subtotal);
    const over = await unpaidUnitsOver(tx, { customerId, ip: options.ip }, lines, reservation.shelf, holdCaps(standing, limits));
    // Thrown inside the transaction: the reservations above roll back.
    if (over) throw unpaidUnitsLimit(over, lineLabel(catalogue.get(over.variantId)!), standing);

    // Cash on delivery has no proof to wait for: it goes to staff at once (docs/delivery.md).
    const paymentStatus = delivery.cashOnDelivery ? 'pending_confirmation' : 'pending_payment';
    const created = await insertOrder(tx, {
      customerId,
      locale: customer.locale,
      address,
      priced,
      subtotal,
      delivery,
      paymentStatus,
      deliveryNotes: input.deliveryNotes ?? null,
      placedFromIp: options.ip ?? null,
      invoiceTo,
      billing: billing.billing,
    });
    await recordHistory(tx, created.id, null, paymentStatus, customer, delivery.cashOnDelivery ? 'Pago contra entrega' : null);
    await enqueueOrderReceived(tx, customer, { ...created, subtotal, delivery });
    // Staff hear of any other order with its proof; cash on delivery has none, so they hear now.
    if (delivery.cashOnDelivery) {
      await enqueueEmail(
        tx,
        cashOnDeliveryOrderEmail({
          to: getEnv().STAFF_NOTIFICATION_EMAIL ?? business.email,
          order: { id: created.id, total: created.total, deliveryRuleName: delivery.ruleName },
          customer,
        }),
      );
    }

    const dto = (await getOrderForCustomer(customerId, created.id, tx))!;
    await options.beforeCommit?.(tx, dto);
    return dto;
  });
  // The store shows stock only as in stock / sold out: any other decrement leaves every cached
  // page as it was (and the database trigger leaves catalog_version alone), so orders cannot
  // empty the caches (issue 19).
  if (soldOut) invalidateCatalog();
  kickOutbox();
  return order;
}

/**
 * The customer says they paid: the proof must be an object of THIS order in our storage (≤ 1 MB)
 * and the method active. Moves pending_payment → pending_confirmation with a conditional update,
 * so a second or concurrent confirmation changes nothing and answers 409 invalid_state.
 */
export async function confirmPayment(
  customerId: number,
  orderId: number,
  input: ConfirmPaymentInput,
  options: WriteOptions = {},
): Promise<CustomerOrder> {
  const order = await submitPaymentProof(
    { orderId, customerId },
    input,
    async (tx) => (await getOrderForCustomer(customerId, orderId, tx))!,
    options.beforeCommit,
  );
  kickOutbox();
  return order;
}

/** Whose order a proof is for: the signed-in customer's (customerId), or the one a payment link names. */
export type ProofScope = { orderId: number; customerId?: number; note?: string };

/**
 * The one proof submission of both flows (the customer's checkout and a payment link, issue 23
 * §3). `load` reads the answer inside the transaction; the caller kicks the outbox after commit.
 */
export async function submitPaymentProof<T>(
  scope: ProofScope,
  input: ConfirmPaymentInput,
  load: (tx: Tx) => Promise<T>,
  beforeCommit?: (tx: Tx, answer: T) => Promise<void>,
): Promise<T> {
  const { orderId } = scope;
  const db = await getDb();
  const [owned] = await db
    .select({ id: orders.id, customerId: orders.customerId, deliveryOption: orders.deliveryOption, shippingFee: orders.shippingFee })
    .from(orders)
    .where(and(eq(orders.id, orderId), scope.customerId === undefined ? undefined : eq(orders.customerId, scope.customerId)));
  if (!owned) throw notFound(ORDER_NOT_FOUND);
  if (isDeliveryFeePending(owned)) throw deliveryFeePending();
  const customerId = owned.customerId;

  const [method] = await db
    .select({ id: paymentMethods.id, name: paymentMethods.name })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, input.paymentMethodId), eq(paymentMethods.isActive, true)));
  if (!method) throw fieldError('paymentMethodId', { key: 'orders.paymentMethodUnavailable' });

  const storage = getStorage();
  const key = storage.keyFromPublicUrl(input.paymentConfirmationUrl);
  if (!key || !isValidCustomerProofKey(key, orderId)) {
    throw fieldError('paymentConfirmationUrl', { key: 'orders.proofNotThisOrder' });
  }
  if (!proofKeyTimestampValid(key)) throw proofTimestampInvalid('paymentConfirmationUrl');
  const object = await storage.headObject(key);
  if (!object) throw fieldError('paymentConfirmationUrl', { key: 'orders.proofMissing' });
  if (object.size > MAX_UPLOAD_BYTES) throw fieldError('paymentConfirmationUrl', { key: 'orders.proofTooLarge' });
  const proofUrl = storage.publicUrl(key);
  // A proof uploaded before staff last changed the delivery fee may pay the previous total:
  // flagged to staff. When it was uploaded is the storage's word, not the name the client chose.
  const madeAt = object.uploadedAt?.getTime() ?? Date.now();

  const rule = expectedFrom('confirm_payment');
  if (rule.field !== 'payment') throw new Error('confirm_payment must change the payment status');
  return db.transaction(async (tx) => {
    const customer = await lockCustomer(tx, customerId, 'share');
    const [moved] = await tx
      .update(orders)
      .set({
        paymentStatus: rule.to,
        paymentMethodId: method.id,
        paymentConfirmationUrl: proofUrl,
        paymentSubmittedAt: sql`now()`,
        proofForPreviousTotal: sql`coalesce(${orders.shippingFeeChangedAt} > to_timestamp(${madeAt / 1000}::double precision), false)`,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.customerId, customerId),
          inArray(orders.paymentStatus, rule.from),
          rule.shippingIn ? inArray(orders.shippingStatus, rule.shippingIn) : undefined,
          rule.cashOnDelivery === null ? undefined : eq(orders.cashOnDelivery, rule.cashOnDelivery),
          // Still so under the row lock: the fee cannot be pending (checked above, and staff only ever set it).
          not(deliveryFeePendingSql()),
        ),
      )
      .returning({ id: orders.id, total: orders.total });
    if (!moved) throw invalidState();
    // The update matched one of rule.from, and confirm_payment has exactly one.
    await recordHistory(tx, orderId, rule.from[0], rule.to, customer, scope.note ?? null);
    await enqueueEmail(
      tx,
      proofReceivedEmail({
        to: getEnv().STAFF_NOTIFICATION_EMAIL ?? business.email,
        order: moved,
        customer,
        paymentMethodName: method.name,
      }),
    );
    const answer = await load(tx);
    await beforeCommit?.(tx, answer);
    return answer;
  });
}

export const UPLOAD_RATE_LIMITS = (customerId: number) => [{ key: `proof-upload-hour:${customerId}`, limit: 30, windowSeconds: 3600 }];

/**
 * A presigned PUT (5 minutes, image/webp) for `payment-confirmation/order-<id>-<timestamp>.webp`,
 * only for the caller's own order while it waits for payment.
 */
export async function createProofUploadUrl(customerId: number, input: ProofUploadInput): Promise<{ url: string; publicUrl: string }> {
  const orderId = proofOrderId(input);
  return proofUploadUrlFor({ orderId, customerId }, input);
}

/** The order a proof's file name is for; a name of another shape is a 400. */
export function proofOrderId(input: ProofUploadInput): number {
  const orderId = orderIdOfProofKey(input.filename);
  if (orderId === null) {
    throw apiError({ code: 'bad_request', key: 'uploadNames.proof', fields: ['filename'] });
  }
  if (orderId > MAX_INT4) throw notFound(ORDER_NOT_FOUND);
  if (!proofKeyTimestampValid(input.filename)) throw proofTimestampInvalid('filename');
  return orderId;
}

/** 400: a proof name whose timestamp is not a time that has come (order-1002-9999999999999997). */
const proofTimestampInvalid = (field: string) =>
  new ApiError({ code: 'bad_request', message: message('proofTimestamp'), fields: { [field]: [message('proofTimestamp')] } });

/** The presigned PUT of both flows: the scope's order, while it can still be confirmed; rate-limited per customer. */
export async function proofUploadUrlFor(scope: ProofScope, input: ProofUploadInput): Promise<{ url: string; publicUrl: string }> {
  if (proofOrderId(input) !== scope.orderId) throw notFound(ORDER_NOT_FOUND);
  const db = await getDb();
  const [order] = await db
    .select({
      customerId: orders.customerId,
      paymentStatus: orders.paymentStatus,
      shippingStatus: orders.shippingStatus,
      cashOnDelivery: orders.cashOnDelivery,
      deliveryOption: orders.deliveryOption,
      shippingFee: orders.shippingFee,
    })
    .from(orders)
    .where(and(eq(orders.id, scope.orderId), scope.customerId === undefined ? undefined : eq(orders.customerId, scope.customerId)));
  if (!order) throw notFound(ORDER_NOT_FOUND);
  // A proof only makes sense while the order could still be confirmed, for a total she knows.
  if (!transition(order, 'confirm_payment').ok) throw invalidState();
  if (isDeliveryFeePending(order)) throw deliveryFeePending();
  await enforceRateLimits(db, UPLOAD_RATE_LIMITS(order.customerId), 'uploads');

  const storage = getStorage();
  return {
    url: await storage.createUploadUrl(input.filename, input.contentType, UPLOAD_URL_TTL_SECONDS),
    publicUrl: storage.publicUrl(input.filename),
  };
}

// ---- helpers --------------------------------------------------------------------------------

const unpaidOf = (column: typeof orders.customerId | typeof orders.placedFromIp, value: number | string) =>
  and(eq(column, value), inArray(orders.paymentStatus, UNPAID_PAYMENT_STATUSES));

/** A customer who has had an order paid holds the larger share of a variant (lib/domain/unpaid-orders.ts). */
async function buyerStanding(tx: Queryable, customerId: number): Promise<BuyerStanding> {
  const [paid] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.paymentStatus, 'paid')))
    .limit(1);
  return paid ? 'paid' : 'new';
}

/** 409 unpaid_units_limit naming the product, the share that applied and how many more units fit. */
function unpaidUnitsLimit(
  over: { variantId: number; allowed: number; share: number; holder: 'customer' | 'ip' },
  product: string,
  standing: BuyerStanding,
) {
  const maxPercent = Math.round(over.share * 100);
  const newAccount = standing === 'new' && over.holder === 'customer';
  const key = over.allowed === 0 ? 'unpaidUnitsReached' : newAccount ? 'unpaidUnitsNewAccount' : 'unpaidUnits';
  return apiError({
    code: 'unpaid_units_limit',
    key: `orders.${key}`,
    values: { product, percent: maxPercent, allowed: over.allowed },
    details: { variantId: over.variantId, allowed: over.allowed, maxPercent, newAccount },
  });
}

/** 409 unpaid_value_limit: what the new account's unpaid orders may add up to, and how much more fits. */
function unpaidValueLimit(over: { allowed: number; maxValue: number }, orderValue: number) {
  return apiError({
    code: 'unpaid_value_limit',
    key: over.allowed === 0 ? 'orders.unpaidValueReached' : 'orders.unpaidValueNewAccount',
    values: { max: formatCOP(over.maxValue), allowed: formatCOP(over.allowed), order: formatCOP(orderValue) },
    details: { maxValue: over.maxValue, allowed: over.allowed, newAccount: true },
  });
}

/** Pesos of goods (the fee is not stock) in the customer's unpaid orders. */
async function unpaidGoodsValue(tx: Queryable, customerId: number): Promise<number> {
  const [row] = await tx
    .select({ value: sum(orders.subtotal).mapWith(Number) })
    .from(orders)
    .where(unpaidOf(orders.customerId, customerId));
  return row?.value ?? 0;
}

async function countUnpaidOrders(tx: Queryable, customerId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(orders).where(unpaidOf(orders.customerId, customerId));
  return Number(row.n);
}

/**
 * The first line past the unpaid-units cap, of the customer and then of the IP (the new order
 * not yet counted): its variant, how many more units fit, and whose cap it was. Null when every
 * line fits.
 */
async function unpaidUnitsOver(
  tx: Queryable,
  who: { customerId: number; ip?: string },
  lines: { variantId: number; quantity: number }[],
  shelf: Map<number, number>,
  caps: { customer: HoldCap; ip: HoldCap },
) {
  type Holder = { name: 'customer' | 'ip'; where: SQL | undefined; cap: HoldCap };
  const holders: Holder[] = [
    { name: 'customer', where: unpaidOf(orders.customerId, who.customerId), cap: caps.customer },
    ...(who.ip ? [{ name: 'ip' as const, where: unpaidOf(orders.placedFromIp, who.ip), cap: caps.ip }] : []),
  ];
  for (const { name, where: holder, cap } of holders) {
    const rows = await tx
      .select({ variantId: orderItems.variantId, units: sum(orderItems.quantity).mapWith(Number) })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(
        and(
          holder,
          inArray(
            orderItems.variantId,
            lines.map((l) => l.variantId),
          ),
        ),
      )
      .groupBy(orderItems.variantId);
    const held = new Map(rows.map((r) => [r.variantId, r.units]));
    const over = lineOverUnpaidCap(
      lines.map((l) => ({ ...l, available: shelf.get(l.variantId) ?? 0, held: held.get(l.variantId) ?? 0 })),
      cap,
    );
    if (over) return { ...over, share: cap.share, holder: name };
  }
  return null;
}

async function recordHistory(
  tx: Queryable,
  orderId: number,
  fromStatus: string | null,
  toStatus: string,
  customer: { id: number; email: string | null; name: string | null },
  note: string | null = null,
): Promise<void> {
  await tx.insert(orderHistory).values({
    note,
    orderId,
    field: 'payment',
    fromStatus,
    toStatus,
    actorType: 'customer',
    actorId: customer.id,
    actorName: customer.name ?? customer.email ?? '',
  });
}

// ---- 'Facturar a' on an unpaid order (issue 26 §2, docs/invoicing.md) ------------------------

/** Until it is paid, an order's 'Facturar a' may change; a proof waiting for review is not paid yet. */
const INVOICE_TO_CHANGEABLE = ['pending_payment', 'pending_confirmation'] as const;

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
    if (!(INVOICE_TO_CHANGEABLE as readonly string[]).includes(order.paymentStatus)) {
      throw conflict(
        'invalid_state',
        { key: 'orders.invoiceToLocked' },
        {
          paymentStatus: order.paymentStatus,
        },
      );
    }
    const billing = billingFor(input.invoiceTo, await getProfile(customerId, tx), customer);
    if (!billing.ok) {
      throw new ApiError({
        code: 'bad_request',
        message: INVOICE_TO_BUSINESS_MESSAGE,
        fields: { invoiceTo: [INVOICE_TO_BUSINESS_MESSAGE] },
      });
    }
    await tx
      .update(orders)
      .set({ invoiceTo: input.invoiceTo, billing: billing.billing, updatedAt: sql`now()` })
      .where(and(eq(orders.id, orderId), inArray(orders.paymentStatus, [...INVOICE_TO_CHANGEABLE])));
  });
  const order = await getOrderForCustomer(customerId, orderId);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return order;
}
