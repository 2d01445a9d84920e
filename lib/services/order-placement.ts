import 'server-only';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Queryable } from '@/db';
import { type AddressSnapshot, addresses, orderHistory, orderItems, orders, paymentMethods, variants } from '@/db/schema';
import { variantDescription } from '@/lib/cart/cart';
import type { BillingSnapshot, InvoiceTarget } from '@/lib/domain/billing';
import { chooseDelivery, type DeliveryRules } from '@/lib/domain/delivery';
import type { RequestableDeliveryOption } from '@/lib/domain/delivery-options';
import { DELIVERY_IVA_CLASS, IVA_RATES } from '@/lib/domain/iva';
import { formatCOP } from '@/lib/domain/money';
import type { OrderSource, PaymentStatus } from '@/lib/domain/order-status';
import { priceLine } from '@/lib/domain/pricing';
import { enqueueEmail } from '@/lib/email/outbox';
import { paymentLinkFor } from '@/lib/auth/payment-link';
import { orderReceivedEmail } from '@/lib/email/templates/order-received';
import { getEnv } from '@/lib/env';
import { apiMessage, type ApiMessageKey } from '@/lib/api-messages';
import { ApiError, apiError, type CatalogueError, conflict, type Words } from '@/lib/errors';
import { readStoreSettings } from '@/lib/data/store-settings';
import { quoteForAddress } from './delivery';
import { outOfStockConflict } from './out-of-stock';
import { reserveUnits } from './stock-reservations';

/**
 * The steps every order goes through, whoever takes it (the web checkout in lib/services/orders.ts,
 * staff's 'Nuevo pedido' in lib/services/staff-orders.ts): load and price the lines with the
 * store's priceLine (tiers), quote the delivery from the rules, reserve the stock through the
 * ledger, store the order with its snapshots, and queue the order-received e-mail. Each runs
 * inside the caller's transaction.
 */

/** A 400 on one field: a catalogue sentence, or an encoded Validation reference as given. */
export function fieldError(field: string, words: Words): ApiError {
  if (typeof words !== 'string') return apiError({ code: 'bad_request', ...words, fields: [field] });
  return new ApiError({ code: 'bad_request', message: words, fields: { [field]: [words] } });
}

/** The customer's address, locked against a concurrent delete until the order commits. */
export async function lockAddress(tx: Queryable, customerId: number, addressId: number) {
  const [address] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.customerId, customerId)))
    .for('share');
  if (!address) throw fieldError('shippingAddressId', { key: 'orders.addressMissingChoose' });
  return address;
}
export type LockedAddress = Awaited<ReturnType<typeof lockAddress>>;

/** Variants with what pricing and the item snapshot need, in one SQL statement. */
export async function loadVariants(tx: Queryable, ids: number[]) {
  const rows = await tx.query.variants.findMany({
    // An archived variant is no longer on sale: as if it did not exist.
    where: and(inArray(variants.id, ids), isNull(variants.archivedAt)),
    columns: {
      id: true,
      sku: true,
      price: true,
      salePrice: true,
      unitOfMeasure: true,
      unitsPerItem: true,
      imageUrl: true,
      weightGrams: true,
    },
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
  return new Map(
    rows.filter((row) => row.product.archivedAt === null).map((row) => [row.id, { ...row, description: variantDescription(row) }]),
  );
}
export type LoadedVariant = NonNullable<ReturnType<Awaited<ReturnType<typeof loadVariants>>['get']>>;

/** 'Vaso (7 oz)': the product and the variant, as the shopper saw it. */
export function lineLabel(variant: { product: { name: string }; description: string; unitOfMeasure: string | null; sku: string }): string {
  return `${variant.product.name} (${variant.description || variant.unitOfMeasure || variant.sku})`;
}

/**
 * Every line priced by the storefront's own priceLine (sale price, volume tiers). A variant that
 * is gone or archived is a 409 variant_unavailable naming it.
 */
export function priceLines<L extends { variantId: number; quantity: number }>(
  catalogue: Map<number, LoadedVariant>,
  lines: readonly L[],
  unavailable: ApiMessageKey = 'orders.cartProductUnavailable',
) {
  return lines.map((line) => {
    const variant = catalogue.get(line.variantId);
    if (!variant) throw conflict('variant_unavailable', { key: unavailable }, { variantId: line.variantId });
    return { ...line, variant, ...priceLine(variant, line.quantity) };
  });
}
export type PricedOrderLine = ReturnType<typeof priceLines<{ variantId: number; quantity: number }>>[number];

export const orderTooLarge = () => apiError({ code: 'order_too_large', key: 'orders.tooLarge' });

const DELIVERY_REFUSALS: Record<string, ApiMessageKey> = {
  not_allowed: 'orders.deliveryNotAllowed',
  cod_not_offered: 'orders.codNotOffered',
};

export type DeliveryRequest = { deliveryOption?: RequestableDeliveryOption; cashOnDelivery?: boolean; shippingFee?: number };

/**
 * The delivery the order gets, computed from the server's rules (lib/domain/delivery.ts): the
 * option asked for if the address allows it, else the one it falls under. A fee higher than the
 * one the client showed is refused like a changed price (409 shipping_fee_changed with the
 * current figures); a lower one the client showed is never honoured.
 */
export async function deliveryFor(
  tx: Queryable,
  address: { state: string; city: string },
  subtotal: number,
  lines: { quantity: number; variant: { weightGrams: number | null } }[],
  input: DeliveryRequest,
  /** When the order is placed, and the rules if already read: the demo seed places past orders. */
  at: { now?: Date; rules?: DeliveryRules } = {},
) {
  const quote = await quoteForAddress(
    tx,
    address,
    subtotal,
    lines.map((l) => ({ quantity: l.quantity, weightGrams: l.variant.weightGrams })),
    at.now,
    at.rules,
  );
  const choice = chooseDelivery(quote, input);
  if (!choice.ok) {
    const option = quote.options.find((o) => o.option === (input.deliveryOption ?? quote.defaultOption));
    const words: Pick<CatalogueError, 'key' | 'values'> =
      choice.reason === 'minimum_not_reached'
        ? {
            key: 'orders.minimumNotReached',
            values: (locale) => ({
              zone: option?.ruleName ?? apiMessage('orders.thisZone', undefined, locale),
              minimum: formatCOP(option?.minimumOrder?.amount ?? 0),
              missing: formatCOP(option?.minimumOrder?.missing ?? 0),
            }),
          }
        : choice.reason === 'cod_over_limit'
          ? { key: 'orders.codOverLimit', values: { max: formatCOP(option?.cashOnDelivery?.max ?? 0) } }
          : { key: DELIVERY_REFUSALS[choice.reason] };
    throw apiError({
      code: 'bad_request',
      ...words,
      fields: [choice.field],
      details: { options: quote.options, defaultOption: quote.defaultOption },
    });
  }
  const { option } = choice;
  if (input.shippingFee !== undefined && option.fee !== null && option.fee > input.shippingFee) {
    throw conflict(
      'shipping_fee_changed',
      { key: 'orders.shippingFeeChanged', values: { fee: formatCOP(option.fee) } },
      {
        deliveryOption: option.option,
        shippingFee: option.fee,
        subtotal,
        total: option.total,
        options: quote.options,
      },
    );
  }
  return {
    option: option.option,
    fee: option.fee,
    ruleName: option.ruleName,
    estimate: option.estimate,
    cashOnDelivery: choice.cashOnDelivery,
  };
}
export type OrderDeliveryChoice = Awaited<ReturnType<typeof deliveryFor>>;

/**
 * Reserves every line (docs/stock.md: the units stay on hand, promised to the order) while that
 * many are available, in variant-id order so two orders sharing variants lock them in the same
 * order (no deadlock). A line short of stock throws the 409 out_of_stock naming what is left; the
 * caller's transaction rolls back the rest.
 */
export async function reserveStock(tx: Queryable, priced: readonly PricedOrderLine[]) {
  const sorted = [...priced].sort((a, b) => a.variantId - b.variantId);
  const shelf = new Map<number, number>();
  let soldOut = false;
  for (const line of sorted) {
    const available = await reserveUnits(tx, line.variantId, line.quantity);
    if (available === null) {
      const asked = sorted.map((l) => ({ variantId: l.variantId, quantity: l.quantity, label: lineLabel(l.variant) }));
      throw await outOfStockConflict(tx, asked, new Set(shelf.keys()));
    }
    // Only an order that takes the last available unit changes what the store shows (in stock → sold out).
    if (available <= 0) soldOut = true;
    // The units available before this order, read under the row lock the reservation took.
    shelf.set(line.variantId, available + line.quantity);
  }
  return { shelf, soldOut };
}

/** The address an order is placed to: a saved one (locked), or the store's for a pickup with none (`id` null). */
export type OrderAddress = Pick<
  LockedAddress,
  'recipientName' | 'street' | 'city' | 'state' | 'postalCode' | 'details' | 'country' | 'phone'
> & { id: number | null };

export function addressSnapshot(address: OrderAddress): AddressSnapshot {
  return {
    recipientName: address.recipientName,
    street: address.street,
    city: address.city,
    state: address.state,
    postalCode: address.postalCode,
    details: address.details,
    country: address.country,
    phone: address.phone,
  };
}

export type NewOrderRow = {
  customerId: number;
  locale: 'es' | 'en';
  address: OrderAddress;
  priced: readonly (PricedOrderLine & { unitPrice: number; lineTotal: number })[];
  subtotal: number;
  delivery: OrderDeliveryChoice;
  paymentStatus: PaymentStatus;
  deliveryNotes: string | null;
  placedFromIp: string | null;
  invoiceTo: InvoiceTarget;
  billing: BillingSnapshot | null;
  source?: OrderSource;
  createdByStaffId?: number | null;
};

/** The order row and its line snapshots (its units were reserved just before, by reserveStock). */
export async function insertOrder(tx: Queryable, row: NewOrderRow) {
  const shippingAddress = addressSnapshot(row.address);
  const total = row.subtotal + (row.delivery.fee ?? 0);
  // The order keeps the rule it was placed under: a later change of the setting rewrites no history.
  const { deliveryIvaRule } = await readStoreSettings(tx);
  const [created] = await tx
    .insert(orders)
    // 'Por confirmar' (no fee yet): the total is the goods until staff set the fee.
    .values({
      customerId: row.customerId,
      paymentStatus: row.paymentStatus,
      subtotal: row.subtotal,
      total,
      deliveryOption: row.delivery.option,
      shippingFee: row.delivery.fee,
      deliveryRuleName: row.delivery.ruleName,
      deliveryEstimate: row.delivery.estimate,
      cashOnDelivery: row.delivery.cashOnDelivery,
      shippingAddressId: row.address.id,
      shippingAddress,
      deliveryNotes: row.deliveryNotes,
      locale: row.locale,
      placedFromIp: row.placedFromIp,
      shippingIvaRate: IVA_RATES[DELIVERY_IVA_CLASS],
      shippingIvaRule: deliveryIvaRule,
      invoiceTo: row.invoiceTo,
      billing: row.billing,
      source: row.source ?? 'web',
      createdByStaffId: row.createdByStaffId ?? null,
    })
    .returning({ id: orders.id, createdAt: orders.createdAt });
  const items = row.priced.map((line) => ({
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
  return {
    id: created.id,
    createdAt: created.createdAt,
    paymentStatus: row.paymentStatus,
    locale: row.locale,
    total,
    items,
    shippingAddress,
    shippingIvaRule: deliveryIvaRule,
  };
}
export type InsertedOrder = Awaited<ReturnType<typeof insertOrder>>;

/** The first history row: the order as placed (by the customer, or by the staff member who took it). */
export async function recordPlacement(
  tx: Queryable,
  orderId: number,
  paymentStatus: PaymentStatus,
  actor: { type: 'customer' | 'staff'; id: number; name: string },
  note: string | null,
): Promise<void> {
  await tx.insert(orderHistory).values({
    note,
    orderId,
    field: 'payment',
    fromStatus: null,
    toStatus: paymentStatus,
    actorType: actor.type,
    actorId: actor.id,
    actorName: actor.name,
  });
}

/** The order-received e-mail with the active payment methods; a customer without e-mail gets none (the outbox skips ''). */
export async function enqueueOrderReceived(
  tx: Queryable,
  customer: { email: string | null; locale: 'es' | 'en'; name: string | null },
  order: InsertedOrder & { subtotal: number; delivery: OrderDeliveryChoice },
): Promise<void> {
  const methods = await tx
    .select({ name: paymentMethods.name, instructions: paymentMethods.instructions, qrCodeUrl: paymentMethods.qrCodeUrl })
    .from(paymentMethods)
    .where(eq(paymentMethods.isActive, true))
    .orderBy(asc(paymentMethods.sortOrder), asc(paymentMethods.id));
  await enqueueEmail(
    tx,
    orderReceivedEmail({
      to: customer.email ?? '',
      locale: customer.locale,
      customerName: customer.name,
      order: {
        id: order.id,
        subtotal: order.subtotal,
        total: order.total,
        delivery: {
          option: order.delivery.option,
          fee: order.delivery.fee,
          ivaRate: IVA_RATES[DELIVERY_IVA_CLASS],
          ivaRule: order.shippingIvaRule,
        },
        cashOnDelivery: order.delivery.cashOnDelivery,
        items: order.items,
        shippingAddress: order.shippingAddress,
      },
      paymentMethods: methods,
      paymentWindowHours: getEnv().ORDER_PAYMENT_WINDOW_HOURS,
      // Issue 23 §3: paying needs no sign-in from the e-mail (null for cash on delivery).
      paymentLink: await paymentLinkFor({
        ...order,
        cashOnDelivery: order.delivery.cashOnDelivery,
        deliveryOption: order.delivery.option,
        shippingFee: order.delivery.fee,
        shippingFeeChangedAt: null,
      }),
    }),
  );
}
