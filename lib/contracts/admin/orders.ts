import {
  cashPaymentInput,
  orderCancelInput,
  orderListQuery,
  orderNoteInput,
  orderReasonInput,
  partialRefundInput,
  shippingFeeInput,
} from '@/lib/validation/admin/orders';
import { shipmentInput, shipmentListQuery, shipmentUpdateInput } from '@/lib/validation/admin/shipments';
import { staffOrderInput, staffOrderQuoteInput, staffProductSearchQuery } from '@/lib/validation/admin/staff-orders';
import { z } from 'zod';
import type { OrderEvent } from '@/lib/domain/order-state';
import { orderSources, paymentStatuses, shippingStatuses } from '@/lib/domain/order-status';
import { onlinePaymentOutcomes, wompiTransactionStatuses } from '@/lib/domain/online-payment-status';
import { INVOICE_GAPS } from '@/lib/domain/invoice-data';
import { IVA_CLASSES } from '@/lib/domain/iva';
import { customerAddress } from '../account';
import { customerDeliveryQuote } from '../cart';
import { access, defineResource } from '../operation';
import { paths } from '../paths';
import { addressSnapshot, customerOrderItem, customerShipment, orderDelivery, orderFiscal } from '../orders';

/** Orders as staff work them: the list, one order's steps, shipments, and orders taken from a chat or the counter. */

const int = () => z.number().int();

/** Staff actions on an order; `allowedActions` tells the UI which buttons apply now. */
export const staffOrderActions = [
  'approve',
  'reject',
  'refund',
  'start_processing',
  'ship',
  'deliver',
  'record_cash_payment',
  'staff_cancel',
] as const satisfies readonly OrderEvent[];
export type StaffOrderAction = (typeof staffOrderActions)[number];

export const adminOrderUser = z.strictObject({ nombre: z.string(), email: z.string() });

export const adminOrderItem = z.strictObject({
  ...customerOrderItem.shape,
  variant: z.strictObject({
    ...customerOrderItem.shape.variant.shape,
    variantValues: z.array(z.strictObject({ attributeValue: z.strictObject({ value: z.string() }) })),
  }),
});

/** A row of the orders list: the figures, states, proof, who ordered and where it came from. */
export const adminOrderSummary = z.strictObject({
  id: int(),
  createdAt: z.string(),
  subtotal: int(),
  deliveryOption: orderDelivery.deliveryOption,
  shippingFee: int().nullable(),
  cashOnDelivery: z.boolean(),
  total: int(),
  paymentStatus: z.enum(paymentStatuses),
  shippingStatus: z.enum(shippingStatuses),
  paymentConfirmationUrl: z.string().nullable(),
  paymentSubmittedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  paymentMethod: z.strictObject({ id: int(), name: z.string() }).nullable(),
  user: adminOrderUser,
  items: z.array(adminOrderItem),
  recipientPhone: z.string().nullable(),
  deliveryNotes: z.string().nullable(),
  source: z.enum(orderSources),
  /** The staff member who took it; null for the web checkout (or a user since deleted). */
  createdBy: z.strictObject({ id: int(), nombre: z.string() }).nullable(),
});

export const adminShipment = z.strictObject({ ...customerShipment.shape, id: int(), orderId: int(), updatedAt: z.string() });

export const adminOrderHistoryEntry = z.strictObject({
  id: int(),
  /** 'delivery': the fee changed (from null: 'por confirmar'); 'price': a line's unit price changed when staff took the order. */
  field: z.enum(['payment', 'shipping', 'delivery', 'price']),
  from: z.string().nullable(),
  to: z.string(),
  actorType: z.enum(['customer', 'staff', 'system']),
  actorId: int().nullable(),
  actorName: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});

/** An internal note: staff only, never shown to the customer. */
export const adminOrderNote = z.strictObject({
  id: int(),
  note: z.string(),
  authorId: int().nullable(),
  authorName: z.string(),
  createdAt: z.string(),
});

export const adminOrderCustomer = z.strictObject({
  id: int(),
  email: z.string().nullable(),
  fullName: z.string().nullable(),
  phone: z.string().nullable(),
  documentType: z.enum(['CC', 'NIT', 'CE', 'PPT']).nullable(),
  documentNumber: z.string().nullable(),
  isBusiness: z.boolean(),
  businessName: z.string().nullable(),
  businessTaxId: z.string().nullable(),
  invoiceEmail: z.string().nullable(),
});

const documentAttempts = {
  provider: z.string(),
  number: z.string().nullable(),
  pdfUrl: z.string().nullable(),
  xmlUrl: z.string().nullable(),
  issuedAt: z.string().nullable(),
  error: z.string().nullable(),
  attempts: int(),
  nextAttemptAt: z.string().nullable(),
  canRetry: z.boolean(),
};

/** The electronic invoice; `missing` is what it lacks, known before the order is paid. */
export const adminOrderInvoice = z.strictObject({
  ...documentAttempts,
  status: z.enum(['not_queued', 'pending', 'issued', 'failed']),
  cufe: z.string().nullable(),
  missing: z.array(z.enum(INVOICE_GAPS)),
  missingMessage: z.string().nullable(),
  finalConsumer: z.boolean(),
});

/** The credit note that cancelled the invoice of a refunded order (`cude`: DIAN's key of a note). */
export const adminOrderCreditNote = z.strictObject({
  ...documentAttempts,
  status: z.enum(['pending', 'issued', 'failed']),
  cude: z.string().nullable(),
  amount: int().nullable(),
});

/**
 * A partial refund (docs/invoicing.md "Partial refunds"): what was given back, per line and per
 * share of the delivery fee, its IVA, who and why, and its own credit note (null: invoicing off,
 * or the order had no invoice).
 */
export const adminOrderPartialRefund = z.strictObject({
  id: int(),
  amount: int(),
  base: int(),
  iva: int(),
  reason: z.string(),
  actorName: z.string().nullable(),
  createdAt: z.string(),
  parts: z.array(
    z.strictObject({
      kind: z.enum(['line', 'delivery']),
      itemId: int().nullable(),
      quantity: int(),
      ivaClass: z.enum(IVA_CLASSES),
      ivaRate: int(),
      amount: int(),
    }),
  ),
  creditNote: adminOrderCreditNote.nullable(),
});

/**
 * How the order was paid online, as staff see it (docs/payments.md): the transaction that paid it,
 * else the newest one Wompi reported; with what Wompi charged and what the order asked, in cents.
 */
export const adminOrderOnlinePayment = z.strictObject({
  transactionId: z.string(),
  status: z.enum(wompiTransactionStatuses),
  outcome: z.enum(onlinePaymentOutcomes),
  method: z.string().nullable(),
  /** When Wompi finalised it (else when it was created). */
  at: z.string(),
  amountInCents: int(),
  currency: z.string(),
  expectedInCents: int(),
});

export const adminOrder = z.strictObject({
  ...adminOrderSummary.shape,
  ...orderDelivery,
  ...orderFiscal,
  locale: z.enum(['es', 'en']),
  updatedAt: z.string(),
  cancelledAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  shippingAddress: addressSnapshot,
  customer: adminOrderCustomer,
  shipment: adminShipment.nullable(),
  history: z.array(adminOrderHistoryEntry),
  notes: z.array(adminOrderNote),
  allowedActions: z.array(z.enum(staffOrderActions)),
  cashReceived: int().nullable(),
  shippingFeeChangedAt: z.string().nullable(),
  proofForPreviousTotal: z.boolean(),
  canChangeShippingFee: z.boolean(),
  /** The absolute `/pagar/<token>` link while the order waits for payment (not cash on delivery). */
  paymentLink: z.string().nullable(),
  invoice: adminOrderInvoice.nullable(),
  creditNote: adminOrderCreditNote.nullable(),
  /** Partial refunds, oldest first; the order stays paid. */
  partialRefunds: z.array(adminOrderPartialRefund),
  /** What is left to refund: the total less every partial refund (0 once refunded in full). */
  refundable: int(),
  /** Null while Wompi has reported no transaction for it. */
  onlinePayment: adminOrderOnlinePayment.nullable(),
  /** Online payments are on and the order can be paid online now: 'Enviar enlace de pago en línea'. */
  canSendOnlinePaymentLink: z.boolean(),
});

export type AdminOrderUser = z.infer<typeof adminOrderUser>;
export type AdminOrderItem = z.infer<typeof adminOrderItem>;
export type AdminOrderSummary = z.infer<typeof adminOrderSummary>;
export type AdminShipment = z.infer<typeof adminShipment>;
export type AdminOrderHistoryEntry = z.infer<typeof adminOrderHistoryEntry>;
export type AdminOrderNote = z.infer<typeof adminOrderNote>;
export type AdminOrderCustomer = z.infer<typeof adminOrderCustomer>;
export type AdminOrderInvoice = z.infer<typeof adminOrderInvoice>;
export type AdminOrderCreditNote = z.infer<typeof adminOrderCreditNote>;
export type AdminOrderPartialRefund = z.infer<typeof adminOrderPartialRefund>;
export type AdminOrder = z.infer<typeof adminOrder>;
export type AdminOrderOnlinePayment = z.infer<typeof adminOrderOnlinePayment>;

const orderAnswer = z.strictObject({ order: adminOrder });
const nextCursor = z.string().nullable();

/** A shipment with its order's state: the 'Envíos Realizados' table. */
export const adminShipmentWithOrder = z.strictObject({
  ...adminShipment.shape,
  order: z.strictObject({
    id: int(),
    paymentStatus: z.enum(paymentStatuses),
    shippingStatus: z.enum(shippingStatuses),
    total: int(),
    user: adminOrderUser,
    recipientPhone: z.string().nullable(),
    deliveryNotes: z.string().nullable(),
  }),
});
export type AdminShipmentWithOrder = z.infer<typeof adminShipmentWithOrder>;
const shipmentAnswer = z.strictObject({ shipment: adminShipmentWithOrder });

export const staffOrderResult = z.strictObject({
  order: adminOrder,
  /** The customer the order is for; `created` when staff created them with this order. */
  customer: z.strictObject({ id: int(), created: z.boolean(), existing: z.boolean() }),
  /** Said to staff when a new customer's e-mail already belonged to someone (the order went to them). */
  notice: z.string().nullable(),
});
export type StaffOrderResult = z.infer<typeof staffOrderResult>;

const tiers = z.array(z.strictObject({ minQuantity: int(), price: int() }));

export const orderProduct = z.strictObject({
  id: int(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  variants: z.array(
    z.strictObject({
      id: int(),
      sku: z.string(),
      description: z.string(),
      unitOfMeasure: z.string().nullable(),
      unitsPerItem: int(),
      price: int(),
      salePrice: int().nullable(),
      stock: int(),
      tiers,
    }),
  ),
});
export type OrderProduct = z.infer<typeof orderProduct>;
export type OrderProductVariant = OrderProduct['variants'][number];

export const orderCustomerContext = z.strictObject({
  customer: z.strictObject({ id: int(), name: z.string(), email: z.string().nullable(), phone: z.string().nullable() }),
  addresses: z.array(customerAddress),
  /** Newest first: what 'Copiar un pedido anterior' offers. */
  recentOrders: z.array(
    z.strictObject({
      id: int(),
      createdAt: z.string(),
      total: int(),
      source: z.enum(orderSources),
      items: z.array(z.strictObject({ variantId: int(), quantity: int(), productName: z.string(), variantDescription: z.string() })),
    }),
  ),
});
export type OrderCustomerContext = z.infer<typeof orderCustomerContext>;

/** The lines priced as the order will price them, with their stock, and the address's delivery options. */
export const staffOrderQuote = z.strictObject({
  lines: z.array(
    z.strictObject({
      variantId: int(),
      quantity: int(),
      productName: z.string(),
      description: z.string(),
      sku: z.string(),
      unitOfMeasure: z.string().nullable(),
      basePrice: int(),
      unitPrice: int(),
      lineTotal: int(),
      discounted: z.boolean(),
      stock: int(),
    }),
  ),
  subtotal: int(),
  /** Null while no address or destination is chosen. */
  delivery: customerDeliveryQuote.pick({ options: true, defaultOption: true }).nullable(),
});
export type StaffOrderQuote = z.infer<typeof staffOrderQuote>;

export const adminOrders = defineResource('admin/orders', {
  list: {
    method: 'GET',
    path: paths.adminOrders.list,
    summary: 'Orders, newest first, filtered and paged by cursor',
    access: access.staff,
    query: orderListQuery,
    responses: { 200: z.strictObject({ orders: z.array(adminOrderSummary), nextCursor }) },
  },
  create: {
    method: 'POST',
    path: paths.adminOrders.create,
    summary: 'Take an order for a customer (WhatsApp, phone, counter)',
    description: 'Honours `Idempotency-Key`.',
    access: access.staff,
    body: staffOrderInput,
    responses: { 201: staffOrderResult },
    errors: [409],
  },
  get: {
    method: 'GET',
    path: paths.adminOrders.get,
    summary: 'One order with its items, payment, shipment, notes and history',
    access: access.staff,
    responses: { 200: orderAnswer },
  },
  approve: {
    method: 'POST',
    path: paths.adminOrders.approve,
    summary: "Approve an order's payment",
    access: access.staff,
    responses: { 200: orderAnswer },
    errors: [409],
  },
  reject: {
    method: 'POST',
    path: paths.adminOrders.reject,
    summary: "Reject an order's payment proof (optional `reason`)",
    access: access.staff,
    body: orderReasonInput,
    bodyOptional: true,
    responses: { 200: orderAnswer },
    errors: [409],
  },
  refund: {
    method: 'POST',
    path: paths.adminOrders.refund,
    summary: 'Refund a paid order (optional `reason`)',
    access: access.admin,
    body: orderReasonInput,
    bodyOptional: true,
    responses: { 200: orderAnswer },
    errors: [409],
  },
  partialRefund: {
    method: 'POST',
    path: paths.adminOrders.partialRefund,
    summary: 'Refund part of a paid order: lines and units, the delivery fee and/or an amount (a discount for damage)',
    description:
      'The order stays paid; refunds never add up to more than was paid. With invoicing on, a credit note for that part is queued. Everything that is left is the full refund (`/refund`), not this.',
    access: access.admin,
    body: partialRefundInput,
    responses: { 201: orderAnswer },
    errors: [409],
  },
  cancel: {
    method: 'POST',
    path: paths.adminOrders.cancel,
    summary: 'Cancel an unpaid order',
    access: access.staff,
    body: orderCancelInput,
    responses: { 200: orderAnswer },
    errors: [409],
  },
  cashPayment: {
    method: 'POST',
    path: paths.adminOrders.cashPayment,
    summary: 'Record a cash-on-delivery payment',
    access: access.staff,
    body: cashPaymentInput,
    responses: { 200: orderAnswer },
    errors: [409],
  },
  processing: {
    method: 'POST',
    path: paths.adminOrders.processing,
    summary: 'Mark a paid order as being prepared',
    access: access.staff,
    responses: { 200: orderAnswer },
    errors: [409],
  },
  shippingFee: {
    method: 'PUT',
    path: paths.adminOrders.shippingFee,
    summary: "Set the delivery fee of an order 'por confirmar'",
    access: access.staff,
    body: shippingFeeInput,
    responses: { 200: orderAnswer },
    errors: [409],
  },
  addNote: {
    method: 'POST',
    path: paths.adminOrders.addNote,
    summary: 'Add an internal note to an order',
    access: access.staff,
    body: orderNoteInput,
    responses: { 201: z.strictObject({ note: adminOrderNote }) },
  },
  receipt: {
    method: 'GET',
    path: paths.adminOrders.receipt,
    summary: "The order's receipt or packing slip as a PDF",
    access: access.staff,
    responses: { 200: { file: 'application/pdf', description: 'The document.' } },
  },
  retryInvoice: {
    method: 'POST',
    path: paths.adminOrders.retryInvoice,
    summary: "Ask the invoicing provider again for a paid order's electronic invoice",
    access: access.staff,
    responses: { 200: orderAnswer },
    errors: [409],
  },
  retryCreditNote: {
    method: 'POST',
    path: paths.adminOrders.retryCreditNote,
    summary: "Ask the invoicing provider again for a refunded order's credit note",
    access: access.admin,
    responses: { 200: orderAnswer },
    errors: [409],
  },
  createShipment: {
    method: 'POST',
    path: paths.adminOrders.createShipment,
    summary: 'Ship an order (local delivery or national carrier)',
    access: access.staff,
    body: shipmentInput,
    responses: { 201: shipmentAnswer },
    errors: [409],
  },
  listShipments: {
    method: 'GET',
    path: paths.adminOrders.listShipments,
    summary: 'Shipments, filtered',
    access: access.staff,
    query: shipmentListQuery,
    responses: { 200: z.strictObject({ shipments: z.array(adminShipmentWithOrder), nextCursor }) },
  },
  updateShipment: {
    method: 'PUT',
    path: paths.adminOrders.updateShipment,
    summary: "Change a shipment's method-specific fields",
    access: access.staff,
    body: shipmentUpdateInput,
    responses: { 200: shipmentAnswer },
    errors: [409],
  },
  deliverShipment: {
    method: 'POST',
    path: paths.adminOrders.deliverShipment,
    summary: 'Mark a shipment delivered',
    access: access.staff,
    responses: { 200: shipmentAnswer },
    errors: [409],
  },
  newOrderProducts: {
    method: 'GET',
    path: paths.adminOrders.newOrderProducts,
    summary: 'Find variants to add to an order taken by staff',
    access: access.staff,
    query: staffProductSearchQuery,
    responses: { 200: z.strictObject({ products: z.array(orderProduct) }) },
  },
  newOrderCustomer: {
    method: 'GET',
    path: paths.adminOrders.newOrderCustomer,
    summary: "A customer's addresses and fiscal data for an order taken by staff",
    access: access.staff,
    responses: { 200: orderCustomerContext },
  },
  newOrderQuote: {
    method: 'POST',
    path: paths.adminOrders.newOrderQuote,
    summary: 'Price an order taken by staff (writes nothing)',
    access: access.staff,
    body: staffOrderQuoteInput,
    responses: { 200: staffOrderQuote },
  },
});
