import 'server-only';
import { and, asc, count, eq, gte, inArray, sql, sum } from 'drizzle-orm';
import { getDb, type Queryable, type Tx } from '@/db';
import { type AddressSnapshot, addresses, orderHistory, orderItems, orders, paymentMethods, variants } from '@/db/schema';
import { business } from '@/lib/business';
import { invalidateCatalog } from '@/lib/cache/catalog-cache';
import { variantDescription } from '@/lib/cart/cart';
import { type CustomerOrder, getOrderForCustomer, getProfile } from '@/lib/data/customer';
import { billingFor } from '@/lib/domain/billing';
import { DELIVERY_IVA_CLASS, IVA_RATES } from '@/lib/domain/iva';
import { MAX_INT4 } from '@/lib/domain/id';
import { expectedFrom, transition } from '@/lib/domain/order-state';
import { chooseDelivery } from '@/lib/domain/delivery';
import { formatCOP } from '@/lib/domain/money';
import { priceLine } from '@/lib/domain/pricing';
import { consentRequired } from '@/lib/domain/privacy';
import {
  lineOverUnpaidCap,
  tooManyUnpaidOrders,
  UNPAID_ORDER_LIMITS,
  UNPAID_PAYMENT_STATUSES,
  type UnpaidOrderLimits,
} from '@/lib/domain/unpaid-orders';
import { enqueueEmail, kickOutbox } from '@/lib/email/outbox';
import { orderReceivedEmail } from '@/lib/email/templates/order-received';
import { proofReceivedEmail } from '@/lib/email/templates/proof-received';
import { getEnv } from '@/lib/env';
import { ApiError, conflict, notFound } from '@/lib/http/errors';
import { enforceRateLimits, type RateLimitRule } from '@/lib/http/rate-limit';
import { getStorage, MAX_UPLOAD_BYTES, UPLOAD_URL_TTL_SECONDS } from '@/lib/storage';
import { isValidCustomerProofKey, orderIdOfProofKey, proofKeyTimestamp } from '@/lib/storage/keys';
import {
  CHECKOUT_CONSENT_MESSAGE,
  type ConfirmPaymentInput,
  INVOICE_TO_BUSINESS_MESSAGE,
  type OrderInvoiceToInput,
  mergeOrderLines,
  type OrderInput,
  type ProofUploadInput,
} from '@/lib/validation/order';
import { lockCustomer } from './customer-account';
import { acceptDataPolicyIn } from './customer-privacy';
import { quoteForAddress } from './delivery';
import { applyStockChange, linkMovementsToOrder } from './stock-movements';
import { outOfStockConflict } from './out-of-stock';

/**
 * The customer's side of an order (DESIGN.md "Orders", "Pricing and volume tiers", "Uploads"):
 * place it, upload and confirm the proof of payment. Each write is one transaction; e-mails go
 * through the outbox in that same transaction and are kicked after commit.
 */

export type WriteOptions = {
  /** Runs inside the transaction just before it commits (the idempotency layer stores its answer here). */
  beforeCommit?: (tx: Tx, order: CustomerOrder) => Promise<void>;
};

export const ORDER_NOT_FOUND = 'No se encontró la orden.';

const invalidState = () => conflict('invalid_state', 'Este pedido ya no está pendiente de pago.');

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
  return { ...UNPAID_ORDER_LIMITS, maxOrders: env.ORDER_MAX_UNPAID, maxStockShare: env.ORDER_MAX_UNPAID_STOCK_SHARE };
}

/** Counted before the order's body is read, so a flood costs no parsing. */
export async function limitOrderPlacement(customerId: number, ip: string): Promise<void> {
  await enforceRateLimits(await getDb(), ORDER_RATE_LIMITS(customerId, ip), 'orders');
}

/**
 * Prices every line from the database with the storefront's own priceLine, refuses (409
 * price_changed) when any line costs more than the client showed, reserves stock with
 * conditional decrements (409 out_of_stock) within the customer's unpaid-order caps (409
 * unpaid_orders_limit / unpaid_units_limit), and stores the order with snapshots of its lines
 * and address, its first history row and the order-received e-mail.
 */
export async function placeOrder(
  customerId: number,
  input: OrderInput,
  options: WriteOptions & { /** The caller's IP (clientIp): stored, and its unpaid orders capped too. */ ip?: string } = {},
): Promise<CustomerOrder> {
  const db = await getDb();
  const lines = mergeOrderLines(input.items).sort((a, b) => a.variantId - b.variantId);
  const env = getEnv();
  const limits = unpaidOrderLimits();

  // Whether a reservation took a variant's last unit: only that changes what the store shows.
  let soldOut = false;
  const order = await db.transaction(async (tx) => {
    soldOut = false;
    // Exclusive: one customer's orders are placed one at a time, so the caps below count them all.
    const customer = await lockCustomer(tx, customerId, 'update');
    // Issue 22 §5: a session that began before the current data policy accepts it here first.
    if (consentRequired(customer.dataPolicyVersion)) {
      if (!input.acceptDataPolicy) {
        throw new ApiError(400, 'consent_required', CHECKOUT_CONSENT_MESSAGE, { acceptDataPolicy: [CHECKOUT_CONSENT_MESSAGE] });
      }
      await acceptDataPolicyIn(tx, customerId, { source: 'checkout', ip: options.ip ?? null });
    }
    if (tooManyUnpaidOrders(await countUnpaidOrders(tx, customerId), limits)) {
      throw conflict(
        'unpaid_orders_limit',
        `Ya tienes ${limits.maxOrders} pedidos sin pagar. Paga alguno (o espera a que confirmemos tu comprobante) antes de hacer otro pedido.`,
        { maxOrders: limits.maxOrders },
      );
    }
    const address = await lockAddress(tx, customerId, input.shippingAddressId);
    const invoiceTo = input.invoiceTo ?? 'person';
    const billing = billingFor(invoiceTo, await getProfile(customerId, tx), customer);
    if (!billing.ok) throw fieldError('invoiceTo', INVOICE_TO_BUSINESS_MESSAGE);
    const catalogue = await loadVariants(tx, lines.map((l) => l.variantId));

    const priced = lines.map((line) => {
      const variant = catalogue.get(line.variantId);
      if (!variant) {
        throw conflict('variant_unavailable', 'Uno de los productos de tu carrito ya no está disponible.', { variantId: line.variantId });
      }
      return { ...line, variant, ...priceLine(variant, line.quantity) };
    });
    // A price the shopper did not see is never charged; a lower price they saw is never honoured.
    if (priced.some((line) => line.lineTotal > line.clientLineTotal)) {
      throw conflict('price_changed', 'Los precios de algunos productos cambiaron. Revisa tu carrito antes de continuar.', {
        prices: priced.map((line) => ({ variantId: line.variantId, unitPrice: line.unitPrice })),
      });
    }

    const subtotal = priced.reduce((sum, line) => sum + line.lineTotal, 0);
    if (subtotal > MAX_INT4) {
      throw new ApiError(400, 'order_too_large', 'El pedido supera el monto máximo por pedido. Divídelo en varios pedidos.');
    }
    const delivery = await deliveryFor(tx, address, subtotal, priced, input);

    // In variant-id order, so two orders sharing variants lock them in the same order (no deadlock).
    const shelf = new Map<number, number>();
    const movementIds: number[] = [];
    for (const line of priced) {
      // The ledger's conditional decrement (docs/stock.md); tied to the order once it exists.
      const reserved = await applyStockChange(tx, { variantId: line.variantId, change: -line.quantity, reason: 'order_reservation' });
      if (!reserved) {
        const asked = priced.map((l) => ({ variantId: l.variantId, quantity: l.quantity, label: lineLabel(l.variant) }));
        throw await outOfStockConflict(tx, asked, new Set(shelf.keys()));
      }
      if (reserved.movementId) movementIds.push(reserved.movementId);
      // Only an order that sells the last unit changes what the store shows (in stock → sold out).
      if (reserved.stock === 0) soldOut = true;
      // The shelf stock before this order, read under the row lock the decrement took.
      shelf.set(line.variantId, reserved.stock + line.quantity);
    }
    // Read after the reservations: their row locks wait for every other order of these variants,
    // so what those hold is committed and counted here, concurrent orders included.
    const over = await unpaidUnitsOver(tx, { customerId, ip: options.ip }, lines, shelf, limits);
    // Thrown inside the transaction: the reservations above roll back.
    if (over) {
      const label = lineLabel(catalogue.get(over.variantId)!);
      const maxPercent = Math.round(limits.maxStockShare * 100);
      throw conflict(
        'unpaid_units_limit',
        over.allowed > 0
          ? `Tus pedidos sin pagar no pueden reservar más del ${maxPercent} % del stock de ${label}. Puedes pedir hasta ${over.allowed} más.`
          : `Tus pedidos sin pagar ya reservan todo lo que se permite de ${label}. Paga tus pedidos pendientes antes de pedir más.`,
        { variantId: over.variantId, allowed: over.allowed, maxPercent },
      );
    }

    const shippingAddress: AddressSnapshot = {
      recipientName: address.recipientName,
      street: address.street,
      city: address.city,
      state: address.state,
      postalCode: address.postalCode,
      details: address.details,
      country: address.country,
      phone: address.phone,
    };
    // Cash on delivery has no proof to wait for: it goes to staff at once (docs/delivery.md).
    const paymentStatus = delivery.cashOnDelivery ? 'pending_confirmation' : 'pending_payment';
    const [created] = await tx
      .insert(orders)
      // 'Por confirmar' (no fee yet): the total is the goods until staff set the fee.
      .values({
        customerId,
        paymentStatus,
        subtotal,
        total: subtotal + (delivery.fee ?? 0),
        deliveryOption: delivery.option,
        shippingFee: delivery.fee,
        deliveryRuleName: delivery.ruleName,
        deliveryEstimate: delivery.estimate,
        cashOnDelivery: delivery.cashOnDelivery,
        shippingAddressId: address.id,
        shippingAddress,
        deliveryNotes: input.deliveryNotes ?? null,
        locale: customer.locale,
        placedFromIp: options.ip ?? null,
        shippingIvaRate: IVA_RATES[DELIVERY_IVA_CLASS],
        invoiceTo,
        billing: billing.billing,
      })
      .returning({ id: orders.id });
    await linkMovementsToOrder(tx, movementIds, created.id);
    const items = priced.map((line) => ({
      orderId: created.id,
      productId: line.variant.product.id,
      variantId: line.variantId,
      productName: line.variant.product.name,
      variantDescription: line.variant.description,
      sku: line.variant.sku,
      unitOfMeasure: line.variant.unitOfMeasure,
      unitsPerItem: line.variant.unitsPerItem,
      imageUrl: line.variant.imageUrl ?? line.variant.product.imageUrl,
      unitPrice: line.unitPrice,
      quantity: line.quantity,
      lineTotal: line.lineTotal,
      // The class and rate as they are now: a later change of the product's class leaves the order as it was.
      ivaClass: line.variant.product.ivaClass,
      ivaRate: IVA_RATES[line.variant.product.ivaClass],
    }));
    await tx.insert(orderItems).values(items);
    await recordHistory(tx, created.id, null, paymentStatus, customer, delivery.cashOnDelivery ? 'Pago contra entrega' : null);

    const methods = await tx
      .select({ name: paymentMethods.name, instructions: paymentMethods.instructions, qrCodeUrl: paymentMethods.qrCodeUrl })
      .from(paymentMethods)
      .where(eq(paymentMethods.isActive, true))
      .orderBy(asc(paymentMethods.sortOrder), asc(paymentMethods.id));
    await enqueueEmail(
      tx,
      orderReceivedEmail({
        to: customer.email,
        locale: customer.locale,
        customerName: customer.name,
        order: {
          id: created.id,
          subtotal,
          total: subtotal + (delivery.fee ?? 0),
          delivery: { option: delivery.option, fee: delivery.fee, ivaRate: IVA_RATES[DELIVERY_IVA_CLASS] },
          cashOnDelivery: delivery.cashOnDelivery,
          items,
          shippingAddress,
        },
        paymentMethods: methods,
        paymentWindowHours: env.ORDER_PAYMENT_WINDOW_HOURS,
      }),
    );

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
  const db = await getDb();
  const [owned] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)));
  if (!owned) throw notFound(ORDER_NOT_FOUND);

  const [method] = await db
    .select({ id: paymentMethods.id, name: paymentMethods.name })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, input.paymentMethodId), eq(paymentMethods.isActive, true)));
  if (!method) throw fieldError('paymentMethodId', 'Este método de pago no está disponible. Elige otro.');

  const storage = getStorage();
  const key = storage.keyFromPublicUrl(input.paymentConfirmationUrl);
  if (!key || !isValidCustomerProofKey(key, orderId)) {
    throw fieldError('paymentConfirmationUrl', 'El comprobante no corresponde a este pedido.');
  }
  const object = await storage.headObject(key);
  if (!object) throw fieldError('paymentConfirmationUrl', 'No encontramos tu comprobante. Súbelo de nuevo.');
  if (object.size > MAX_UPLOAD_BYTES) throw fieldError('paymentConfirmationUrl', 'El comprobante supera el tamaño máximo de 1 MB.');
  const proofUrl = storage.publicUrl(key);
  // A proof made before staff last changed the delivery fee may pay the previous total: flagged to staff.
  const madeAt = proofKeyTimestamp(key) ?? 0;

  const rule = expectedFrom('confirm_payment');
  if (rule.field !== 'payment') throw new Error('confirm_payment must change the payment status');
  const order = await db.transaction(async (tx) => {
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
        ),
      )
      .returning({ id: orders.id, total: orders.total });
    if (!moved) throw invalidState();
    // The update matched one of rule.from, and confirm_payment has exactly one.
    await recordHistory(tx, orderId, rule.from[0], rule.to, customer);
    await enqueueEmail(
      tx,
      proofReceivedEmail({
        to: getEnv().STAFF_NOTIFICATION_EMAIL ?? business.email,
        order: moved,
        customer,
        paymentMethodName: method.name,
      }),
    );
    const dto = (await getOrderForCustomer(customerId, orderId, tx))!;
    await options.beforeCommit?.(tx, dto);
    return dto;
  });
  kickOutbox();
  return order;
}

export const UPLOAD_RATE_LIMITS = (customerId: number) => [
  { key: `proof-upload-hour:${customerId}`, limit: 30, windowSeconds: 3600 },
];

/**
 * A presigned PUT (5 minutes, image/webp) for `payment-confirmation/order-<id>-<timestamp>.webp`,
 * only for the caller's own order while it waits for payment.
 */
export async function createProofUploadUrl(
  customerId: number,
  input: ProofUploadInput,
): Promise<{ url: string; publicUrl: string }> {
  const orderId = orderIdOfProofKey(input.filename);
  if (orderId === null) {
    throw fieldError('filename', 'Nombre de archivo no permitido: usa payment-confirmation/order-<pedido>-<marca de tiempo>.webp.');
  }
  if (orderId > MAX_INT4) throw notFound(ORDER_NOT_FOUND);
  const db = await getDb();
  const [order] = await db
    .select({ paymentStatus: orders.paymentStatus, shippingStatus: orders.shippingStatus, cashOnDelivery: orders.cashOnDelivery })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)));
  if (!order) throw notFound(ORDER_NOT_FOUND);
  // A proof only makes sense while the order could still be confirmed.
  if (!transition(order, 'confirm_payment').ok) throw invalidState();
  await enforceRateLimits(db, UPLOAD_RATE_LIMITS(customerId), 'uploads');

  const storage = getStorage();
  return {
    url: await storage.createUploadUrl(input.filename, input.contentType, UPLOAD_URL_TTL_SECONDS),
    publicUrl: storage.publicUrl(input.filename),
  };
}

// ---- helpers --------------------------------------------------------------------------------

const DELIVERY_REFUSALS: Record<string, string> = {
  not_allowed: 'Esta forma de entrega no está disponible para la dirección elegida.',
  cod_not_offered: 'El pago contra entrega no está disponible para esta forma de entrega.',
};

/**
 * The delivery the order gets, computed from the server's rules (lib/domain/delivery.ts): the
 * option asked for if the address allows it, else the one it falls under. A fee higher than the
 * one the client showed is refused like a changed price (409 shipping_fee_changed with the
 * current figures); a lower one the client showed is never honoured.
 */
async function deliveryFor(
  tx: Queryable,
  address: { state: string; city: string },
  subtotal: number,
  lines: { quantity: number; variant: { weightGrams: number | null } }[],
  input: OrderInput,
) {
  const quote = await quoteForAddress(tx, address, subtotal, lines.map((l) => ({ quantity: l.quantity, weightGrams: l.variant.weightGrams })));
  const choice = chooseDelivery(quote, input);
  if (!choice.ok) {
    const option = quote.options.find((o) => o.option === (input.deliveryOption ?? quote.defaultOption));
    const message =
      choice.reason === 'minimum_not_reached'
        ? `El pedido mínimo para ${option?.ruleName ?? 'esta zona'} es ${formatCOP(option?.minimumOrder?.amount ?? 0)}: te faltan ${formatCOP(option?.minimumOrder?.missing ?? 0)}.`
        : choice.reason === 'cod_over_limit'
          ? `El pago contra entrega está disponible para pedidos de hasta ${formatCOP(option?.cashOnDelivery?.max ?? 0)}.`
          : DELIVERY_REFUSALS[choice.reason];
    throw new ApiError(400, 'bad_request', message, { [choice.field]: [message] }, { options: quote.options, defaultOption: quote.defaultOption });
  }
  const { option } = choice;
  if (input.shippingFee !== undefined && option.fee !== null && option.fee > input.shippingFee) {
    throw conflict('shipping_fee_changed', `El costo de envío cambió: ahora es ${formatCOP(option.fee)}. Revísalo antes de continuar.`, {
      deliveryOption: option.option,
      shippingFee: option.fee,
      subtotal,
      total: option.total,
      options: quote.options,
    });
  }
  return { option: option.option, fee: option.fee, ruleName: option.ruleName, estimate: option.estimate, cashOnDelivery: choice.cashOnDelivery };
}

/** 'Vaso (7 oz)': the product and the variant, as the shopper saw it. */
function lineLabel(variant: { product: { name: string }; description: string; unitOfMeasure: string | null; sku: string }): string {
  return `${variant.product.name} (${variant.description || variant.unitOfMeasure || variant.sku})`;
}

const unpaidOf = (column: typeof orders.customerId | typeof orders.placedFromIp, value: number | string) =>
  and(eq(column, value), inArray(orders.paymentStatus, UNPAID_PAYMENT_STATUSES));

async function countUnpaidOrders(tx: Queryable, customerId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(orders).where(unpaidOf(orders.customerId, customerId));
  return Number(row.n);
}

/**
 * The first line past the unpaid-units cap, of the customer and then of the IP (the new order
 * not yet counted): its variant and how many more units fit. Null when every line fits.
 */
async function unpaidUnitsOver(
  tx: Queryable,
  who: { customerId: number; ip?: string },
  lines: { variantId: number; quantity: number }[],
  shelf: Map<number, number>,
  limits: UnpaidOrderLimits,
) {
  const holders = [unpaidOf(orders.customerId, who.customerId), ...(who.ip ? [unpaidOf(orders.placedFromIp, who.ip)] : [])];
  for (const holder of holders) {
    const rows = await tx
      .select({ variantId: orderItems.variantId, units: sum(orderItems.quantity).mapWith(Number) })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(holder, inArray(orderItems.variantId, lines.map((l) => l.variantId))))
      .groupBy(orderItems.variantId);
    const held = new Map(rows.map((r) => [r.variantId, r.units]));
    const over = lineOverUnpaidCap(
      lines.map((l) => ({ ...l, available: shelf.get(l.variantId) ?? 0, held: held.get(l.variantId) ?? 0 })),
      limits,
    );
    if (over) return over;
  }
  return null;
}

function fieldError(field: string, message: string): ApiError {
  return new ApiError(400, 'bad_request', message, { [field]: [message] });
}

/** The customer's address, locked against a concurrent delete until the order commits. */
async function lockAddress(tx: Queryable, customerId: number, addressId: number) {
  const [address] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.customerId, customerId)))
    .for('share');
  if (!address) throw fieldError('shippingAddressId', 'La dirección de envío no existe. Elige otra.');
  return address;
}

/** Variants with what pricing and the item snapshot need, in one SQL statement. */
async function loadVariants(tx: Queryable, ids: number[]) {
  const rows = await tx.query.variants.findMany({
    where: inArray(variants.id, ids),
    columns: { id: true, sku: true, price: true, salePrice: true, unitOfMeasure: true, unitsPerItem: true, imageUrl: true, weightGrams: true },
    with: {
      product: { columns: { id: true, name: true, imageUrl: true, archivedAt: true, ivaClass: true } },
      volumeDiscounts: { columns: { minQuantity: true, price: true } },
      variantValues: {
        columns: {},
        with: {
          attributeValue: { columns: { id: true, value: true }, with: { attribute: { columns: { id: true, name: true } } } },
        },
      },
    },
  });
  // An archived product is no longer on sale (issue 24 §5): its variants count as gone.
  return new Map(rows.filter((row) => row.product.archivedAt === null).map((row) => [row.id, { ...row, description: variantDescription(row) }]));
}

async function recordHistory(
  tx: Queryable,
  orderId: number,
  fromStatus: string | null,
  toStatus: string,
  customer: { id: number; email: string; name: string | null },
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
    actorName: customer.name ?? customer.email,
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
      throw conflict('invalid_state', 'Este pedido ya está pagado (o cerrado): ya no puedes cambiar a quién se factura.', {
        paymentStatus: order.paymentStatus,
      });
    }
    const billing = billingFor(input.invoiceTo, await getProfile(customerId, tx), customer);
    if (!billing.ok) {
      throw new ApiError(400, 'bad_request', INVOICE_TO_BUSINESS_MESSAGE, { invoiceTo: [INVOICE_TO_BUSINESS_MESSAGE] });
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
