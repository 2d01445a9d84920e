import 'server-only';
import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import { getDb, type Queryable } from '@/db';
import { addresses, customerProfiles, customers, orderHistory, orderItems, orderRefunds, orders, type shipments } from '@/db/schema';
import type { BillingSnapshot, InvoiceTarget } from '@/lib/domain/billing';
import type { DeliveryEstimate, DeliveryOptionKind } from '@/lib/domain/delivery';
import { type DeliveryIvaRule, type IvaBreakdown, type IvaClass, ivaBreakdown } from '@/lib/domain/iva';
import type { ShippingMethod } from '@/lib/domain/order-status';
import { onlinePaymentState } from '@/lib/domain/online-payment';
import { orderPaymentDueAt } from '@/lib/domain/payment-link';
import type { CustomerAddress, CustomerProfile } from '@/lib/contracts/account';
import type { CustomerOrder } from '@/lib/contracts/orders';
import { getEnv } from '@/lib/env';
import { customerPartialRefundDto } from '@/lib/data/refunds';
import { proofReadUrl } from '@/lib/storage';

/**
 * The customer area's reads, as DTOs. Every function takes the customer's id and
 * scopes its query by it: another customer's id simply finds nothing (a 404 for the caller).
 * `q` lets a service read inside its own transaction.
 */

/** The customer's own shapes are the API's (lib/contracts): what the routes answer is what these reads return. */
export type { CustomerAddress, CustomerOrder, CustomerProfile };

export type CustomerOrderItem = {
  id: number;
  /** Unit price charged (volume tier applied), whole pesos. */
  price: number;
  quantity: number;
  lineTotal: number;
  /** The product's IVA class and rate (percent) when ordered: the line's price includes it. */
  ivaClass: IvaClass;
  ivaRate: number;
  product: { id: number | null; name: string; imageUrl: string | null };
  /** unitsPerItem: pieces in one selling unit when sold (1 = sold by the piece). */
  variant: { id: number | null; sku: string | null; description: string; unitOfMeasure: string | null; unitsPerItem: number };
};

export type CustomerShipment = {
  createdAt: string;
  shippingMethod: ShippingMethod;
  company: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  driverName: string | null;
  licensePlate: string | null;
  /** Local delivery: the driver's phone, canonical. */
  driverPhone: string | null;
  deliveredAt: string | null;
};

/** How the order is delivered and what that costs, as fixed when it was placed. */
export type OrderDelivery = {
  /** Null on orders placed before delivery rules existed. */
  deliveryOption: DeliveryOptionKind | null;
  /** Whole pesos, 0 = free; null while 'por confirmar'. */
  shippingFee: number | null;
  /** The zone's or rate group's name ('Cúcuta', 'Santanderes'). */
  deliveryRuleName: string | null;
  deliveryEstimate: DeliveryEstimate | null;
  cashOnDelivery: boolean;
};

const orderDeliveryColumns = {
  deliveryOption: true,
  shippingFee: true,
  deliveryRuleName: true,
  deliveryEstimate: true,
  cashOnDelivery: true,
} as const;

export function orderDeliveryDto(row: OrderDelivery): OrderDelivery {
  return {
    deliveryOption: row.deliveryOption,
    shippingFee: row.shippingFee,
    deliveryRuleName: row.deliveryRuleName,
    deliveryEstimate: row.deliveryEstimate,
    cashOnDelivery: row.cashOnDelivery,
  };
}

/** Issue 26: whom it is invoiced to and the IVA the order's final prices include, per rate. */
export type OrderFiscal = {
  invoiceTo: InvoiceTarget;
  /** The fiscal data used, as it was when ordered; null on orders placed before it was kept. */
  billing: BillingSnapshot | null;
  /** The delivery fee's IVA rate (percent) under 'flat_19', when ordered. */
  shippingIvaRate: number;
  /** How the delivery fee was taxed when ordered: 'follow_goods' (the goods' rates, split) or 'flat_19'. */
  shippingIvaRule: DeliveryIvaRule;
  /** Base + IVA = total for every line, the delivery fee (its parts per class) and the order (lib/domain/iva.ts). */
  iva: IvaBreakdown;
};

const orderFiscalColumns = { invoiceTo: true, billing: true, shippingIvaRate: true, shippingIvaRule: true } as const;

/**
 * What both an order's owner and a payment link read of it: figures, states, address, delivery
 * and fiscal snapshot. Each DTO then shows only its part (a payment link, the municipality alone).
 */
export const orderSummaryColumns = {
  id: true,
  createdAt: true,
  subtotal: true,
  total: true,
  paymentStatus: true,
  shippingStatus: true,
  shippingAddress: true,
  // When staff last set the fee: the payment window counts from it (orderPaymentDueAt).
  shippingFeeChangedAt: true,
  // Which Wompi transaction paid it, if one did (onlinePaymentState shows that one).
  paidOnlineTransactionId: true,
  ...orderDeliveryColumns,
  ...orderFiscalColumns,
} as const;

/** What the order's pages show of its Wompi transactions (lib/domain/online-payment.ts onlinePaymentState). */
export const onlinePaymentStateColumns = {
  wompiTransactionId: true,
  status: true,
  outcome: true,
  paymentMethodType: true,
  createdAt: true,
  finalizedAt: true,
} as const;

export function orderFiscalDto(
  row: {
    invoiceTo: InvoiceTarget;
    billing: BillingSnapshot | null;
    shippingIvaRate: number;
    shippingIvaRule: DeliveryIvaRule;
    shippingFee: number | null;
  },
  items: { ivaClass: IvaClass; ivaRate: number; lineTotal: number }[],
): OrderFiscal {
  return {
    invoiceTo: row.invoiceTo,
    billing: row.billing,
    shippingIvaRate: row.shippingIvaRate,
    shippingIvaRule: row.shippingIvaRule,
    iva: ivaBreakdown(
      items.map((i) => ({ ivaClass: i.ivaClass, ivaRate: i.ivaRate, total: i.lineTotal })),
      row.shippingFee,
      row.shippingIvaRate,
      row.shippingIvaRule,
    ),
  };
}

const addressColumns = {
  id: addresses.id,
  recipientName: addresses.recipientName,
  street: addresses.street,
  city: addresses.city,
  state: addresses.state,
  postalCode: addresses.postalCode,
  details: addresses.details,
  phone: addresses.phone,
  isDefault: addresses.isDefault,
  country: addresses.country,
};

const db = async (q?: Queryable): Promise<Queryable> => q ?? getDb();

/** Null when the customer has not saved a profile yet (the route answers 404, as the spec has it). */
export async function getProfile(customerId: number, q?: Queryable): Promise<CustomerProfile | null> {
  const [row] = await (
    await db(q)
  )
    .select({
      email: customers.email,
      fullName: customerProfiles.fullName,
      phone: customerProfiles.phone,
      documentType: customerProfiles.documentType,
      documentNumber: customerProfiles.documentNumber,
      isBusiness: customerProfiles.isBusiness,
      businessName: customerProfiles.businessName,
      businessTaxId: customerProfiles.businessTaxId,
      invoiceEmail: customerProfiles.invoiceEmail,
    })
    .from(customerProfiles)
    .innerJoin(customers, eq(customers.id, customerProfiles.customerId))
    .where(eq(customerProfiles.customerId, customerId));
  return row ? { ...row, email: row.email ?? '' } : null;
}

/** The default address first, then the newest. */
export async function listAddresses(customerId: number, q?: Queryable): Promise<CustomerAddress[]> {
  return (await db(q))
    .select(addressColumns)
    .from(addresses)
    .where(eq(addresses.customerId, customerId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
}

export async function getAddressForCustomer(customerId: number, addressId: number, q?: Queryable): Promise<CustomerAddress | null> {
  const [row] = await (
    await db(q)
  )
    .select(addressColumns)
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.customerId, customerId)));
  return row ?? null;
}

/** Newest first. Items, shipment, payment method and history come in the same SQL statement. */
export async function listOrdersForCustomer(customerId: number, q?: Queryable): Promise<CustomerOrder[]> {
  return loadOrders(await db(q), eq(orders.customerId, customerId));
}

export async function getOrderForCustomer(customerId: number, orderId: number, q?: Queryable): Promise<CustomerOrder | null> {
  const [order] = await loadOrders(await db(q), and(eq(orders.customerId, customerId), eq(orders.id, orderId)), 1);
  return order ?? null;
}

async function loadOrders(q: Queryable, where: SQL | undefined, limit?: number): Promise<CustomerOrder[]> {
  const rows = await q.query.orders.findMany({
    where,
    limit,
    orderBy: [desc(orders.createdAt), desc(orders.id)],
    columns: { ...orderSummaryColumns, paymentConfirmationUrl: true, rejectionReason: true, deliveryNotes: true },
    with: {
      items: { orderBy: [asc(orderItems.id)] },
      shipment: true,
      invoice: { columns: { status: true, number: true, cufe: true, pdfUrl: true, xmlUrl: true } },
      creditNote: { columns: { status: true, number: true, cude: true, pdfUrl: true, xmlUrl: true } },
      partialRefunds: { orderBy: [asc(orderRefunds.id)] },
      onlinePayments: { columns: onlinePaymentStateColumns },
      paymentMethod: { columns: { id: true, name: true } },
      history: {
        columns: { field: true, toStatus: true, createdAt: true },
        orderBy: [asc(orderHistory.createdAt), asc(orderHistory.id)],
      },
    },
  });
  const windowHours = getEnv().ORDER_PAYMENT_WINDOW_HOURS;
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      subtotal: row.subtotal,
      total: row.total,
      ...orderDeliveryDto(row),
      ...orderFiscalDto(row, row.items),
      paymentStatus: row.paymentStatus,
      shippingStatus: row.shippingStatus,
      items: row.items.map(orderItemDto),
      shippingAddress: row.shippingAddress,
      shipment: row.shipment ? shipmentDto(row.shipment) : null,
      // The proof is private: its owner gets a short-lived signed address, never the stored one.
      paymentConfirmationUrl: await proofReadUrl(row.paymentConfirmationUrl),
      paymentMethod: row.paymentMethod,
      paymentDueAt: row.paymentStatus === 'pending_payment' ? (orderPaymentDueAt(row, windowHours)?.toISOString() ?? null) : null,
      rejectionReason: row.rejectionReason,
      deliveryNotes: row.deliveryNotes,
      invoice: row.invoice
        ? row.invoice.status === 'issued'
          ? { status: 'issued', number: row.invoice.number, cufe: row.invoice.cufe, pdfUrl: row.invoice.pdfUrl, xmlUrl: row.invoice.xmlUrl }
          : { status: 'pending', number: null, cufe: null, pdfUrl: null, xmlUrl: null }
        : null,
      creditNote: row.creditNote
        ? row.creditNote.status === 'issued'
          ? {
              status: 'issued',
              number: row.creditNote.number,
              cude: row.creditNote.cude,
              pdfUrl: row.creditNote.pdfUrl,
              xmlUrl: row.creditNote.xmlUrl,
            }
          : { status: 'pending', number: null, cude: null, pdfUrl: null, xmlUrl: null }
        : null,
      partialRefunds: row.partialRefunds.map(customerPartialRefundDto),
      onlinePayment: onlinePaymentState(row.onlinePayments, row.paidOnlineTransactionId),
      // A delivery-fee change reads 'fee_changed' (the amounts are in the e-mail the customer got).
      // A staff price change is internal: the customer sees the prices, not the reason.
      history: row.history.flatMap((h) =>
        h.field === 'price'
          ? []
          : [
              {
                field: h.field,
                status: h.field === 'delivery' ? 'fee_changed' : h.toStatus,
                createdAt: h.createdAt.toISOString(),
              },
            ],
      ),
    })),
  );
}

/** An order line as stored (its catalogue snapshot) → the DTO; the back office reuses it. */
export function orderItemDto(item: typeof orderItems.$inferSelect): CustomerOrderItem {
  return {
    id: item.id,
    price: item.unitPrice,
    quantity: item.quantity,
    lineTotal: item.lineTotal,
    ivaClass: item.ivaClass,
    ivaRate: item.ivaRate,
    product: { id: item.productId, name: item.productName, imageUrl: item.imageUrl },
    variant: {
      id: item.variantId,
      sku: item.sku,
      description: item.variantDescription,
      unitOfMeasure: item.unitOfMeasure,
      unitsPerItem: item.unitsPerItem,
    },
  };
}

export function shipmentDto(shipment: typeof shipments.$inferSelect): CustomerShipment {
  return {
    createdAt: shipment.createdAt.toISOString(),
    shippingMethod: shipment.shippingMethod,
    company: shipment.company,
    trackingNumber: shipment.trackingNumber,
    trackingUrl: shipment.trackingUrl,
    driverName: shipment.driverName,
    licensePlate: shipment.licensePlate,
    driverPhone: shipment.driverPhone,
    deliveredAt: shipment.deliveredAt?.toISOString() ?? null,
  };
}
