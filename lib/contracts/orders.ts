import { z } from 'zod';
import { invoiceTargets } from '@/lib/domain/billing';
import { deliveryOptionKinds } from '@/lib/domain/delivery-options';
import { DELIVERY_IVA_RULES, IVA_CLASSES } from '@/lib/domain/iva';
import { paymentStatuses, shippingMethods, shippingStatuses } from '@/lib/domain/order-status';
import { confirmPaymentSchema, orderInvoiceToInput, orderSchema, proofUploadSchema } from '@/lib/validation/order';
import { access, defineResource, successAnswer } from './operation';
import { paths } from './paths';
import { onlinePaymentState } from './online-payments';

/** A customer's orders (lib/data/customer.ts): her own only, a foreign id is a 404. */

const int = () => z.number().int();

/** The delivery address as it was when the order was placed. */
export const addressSnapshot = z.strictObject({
  recipientName: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string().nullable(),
  details: z.string().nullable(),
  country: z.string(),
  phone: z.string().nullable().optional(),
});

export const deliveryEstimate = z.strictObject({ earliest: z.string(), latest: z.string(), readyAt: z.string().nullable() });

const ivaSplit = { base: int(), iva: int(), total: int() };
export const ivaSplitAnswer = z.strictObject(ivaSplit);
export const ivaRateRow = z.strictObject({ ivaClass: z.enum(IVA_CLASSES), rate: int(), ...ivaSplit });
/** Base + IVA = total for every line, the delivery fee (its parts per class) and the order. */
export const ivaBreakdown = z.strictObject({
  lines: z.array(z.strictObject(ivaSplit)),
  byRate: z.array(ivaRateRow),
  delivery: z.strictObject({ ...ivaSplit, parts: z.array(ivaRateRow) }).nullable(),
  ...ivaSplit,
});

export const billingSnapshot = z.strictObject({
  to: z.enum(invoiceTargets),
  name: z.string(),
  documentType: z.enum(['CC', 'NIT', 'CE', 'PPT']),
  documentNumber: z.string().nullable(),
  checkDigit: int().nullable(),
  email: z.string().nullable(),
  fixedAt: z.string().optional(),
  municipalityCode: z.string().nullable().optional(),
});

export const customerOrderItem = z.strictObject({
  id: int(),
  price: int(),
  quantity: int(),
  lineTotal: int(),
  ivaClass: z.enum(IVA_CLASSES),
  ivaRate: int(),
  product: z.strictObject({ id: int().nullable(), name: z.string(), imageUrl: z.string().nullable() }),
  variant: z.strictObject({
    id: int().nullable(),
    sku: z.string().nullable(),
    description: z.string(),
    unitOfMeasure: z.string().nullable(),
    unitsPerItem: int(),
  }),
});

/** How the order is delivered and what that costs, as fixed when it was placed. */
export const orderDelivery = {
  deliveryOption: z.enum(deliveryOptionKinds).nullable(),
  shippingFee: int().nullable(),
  deliveryRuleName: z.string().nullable(),
  deliveryEstimate: deliveryEstimate.nullable(),
  cashOnDelivery: z.boolean(),
};

/** Whom the order is invoiced to and its IVA, as fixed when it was placed. */
export const orderFiscal = {
  invoiceTo: z.enum(invoiceTargets),
  billing: billingSnapshot.nullable(),
  shippingIvaRate: int(),
  shippingIvaRule: z.enum(DELIVERY_IVA_RULES),
  iva: ivaBreakdown,
};

/** How the order left: the carrier and tracking, or the local driver. */
export const customerShipment = z.strictObject({
  createdAt: z.string(),
  shippingMethod: z.enum(shippingMethods),
  company: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  driverName: z.string().nullable(),
  licensePlate: z.string().nullable(),
  driverPhone: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});

/** What every view of one order starts with: its number, date, figures, states and lines. */
export const orderSummary = {
  id: int(),
  createdAt: z.string(),
  subtotal: int(),
  total: int(),
  paymentStatus: z.enum(paymentStatuses),
  shippingStatus: z.enum(shippingStatuses),
  items: z.array(customerOrderItem),
};

/** A credit note as the customer sees it ('pending' until the provider issues it, a failure included). */
const customerCreditNote = z.strictObject({
  status: z.enum(['pending', 'issued']),
  number: z.string().nullable(),
  cude: z.string().nullable(),
  pdfUrl: z.string().nullable(),
  xmlUrl: z.string().nullable(),
});

export const customerOrder = z.strictObject({
  ...orderDelivery,
  ...orderFiscal,
  ...orderSummary,
  shippingAddress: addressSnapshot,
  shipment: customerShipment.nullable(),
  paymentConfirmationUrl: z.string().nullable(),
  paymentMethod: z.strictObject({ id: int(), name: z.string() }).nullable(),
  paymentDueAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  deliveryNotes: z.string().nullable(),
  history: z.array(z.strictObject({ field: z.enum(['payment', 'shipping', 'delivery']), status: z.string(), createdAt: z.string() })),
  /** The electronic invoice: null when there is none; 'pending' until the provider issues it. */
  invoice: z
    .strictObject({
      status: z.enum(['pending', 'issued']),
      number: z.string().nullable(),
      cufe: z.string().nullable(),
      pdfUrl: z.string().nullable(),
      xmlUrl: z.string().nullable(),
    })
    .nullable(),
  /** After a refund, the credit note cancelling the invoice (cude: DIAN's key of a note), shown like it. */
  creditNote: customerCreditNote.nullable(),
  /** Paying online (docs/payments.md): where the order's Wompi payment stands, null while there is none. */
  onlinePayment: onlinePaymentState.nullable(),
  /** Partial refunds (the order stays paid), each with the credit note that credits it. */
  partialRefunds: z.array(
    z.strictObject({
      amount: z.number().int(),
      createdAt: z.string(),
      creditNote: customerCreditNote.nullable(),
    }),
  ),
});
export type CustomerOrder = z.infer<typeof customerOrder>;
export type CustomerOrderItem = z.infer<typeof customerOrderItem>;

const orderAnswer = z.strictObject({ order: customerOrder });

/** A pre-signed PUT address for a payment proof, and where the image is public afterwards. */
export const uploadUrlAnswer = z.strictObject({ url: z.string(), publicUrl: z.string() });

export const orders = defineResource('orders', {
  list: {
    method: 'GET',
    path: paths.orders.list,
    summary: "The customer's orders, newest first",
    access: access.customer,
    responses: { 200: z.strictObject({ orders: z.array(customerOrder) }) },
  },
  create: {
    method: 'POST',
    path: paths.orders.create,
    summary: 'Place an order from the cart',
    description:
      'Prices, stock and the delivery fee are the server’s: a difference with what the client showed answers 409 (`price_changed`, `out_of_stock`, `variant_unavailable`). Honours `Idempotency-Key`.',
    access: access.customer,
    body: orderSchema(),
    responses: { 201: orderAnswer },
    errors: [409, 429],
  },
  get: {
    method: 'GET',
    path: paths.orders.get,
    summary: 'One of the customer’s orders',
    access: access.customer,
    responses: { 200: orderAnswer },
  },
  confirmPayment: {
    method: 'POST',
    path: paths.orders.confirmPayment,
    summary: 'Send the payment proof of an order',
    description: 'The order moves to `pending_confirmation` until staff approve or reject it. Honours `Idempotency-Key`.',
    access: access.customer,
    body: confirmPaymentSchema(),
    responses: { 200: orderAnswer },
    errors: [409],
  },
  cancel: {
    method: 'POST',
    path: paths.orders.cancel,
    summary: 'Cancel an unpaid order',
    access: access.customer,
    responses: { 200: orderAnswer },
    errors: [409],
  },
  invoiceTo: {
    method: 'PUT',
    path: paths.orders.invoiceTo,
    summary: 'Choose whom an unpaid order is invoiced to',
    access: access.customer,
    body: orderInvoiceToInput,
    responses: { 200: orderAnswer },
    errors: [409],
  },
  receipt: {
    method: 'GET',
    path: paths.orders.receipt,
    summary: 'The order’s receipt as a PDF',
    access: access.customer,
    responses: { 200: { file: 'application/pdf', description: 'The receipt.' } },
  },
  proofUploadUrl: {
    method: 'POST',
    path: paths.orders.proofUploadUrl,
    summary: 'A pre-signed address to upload a payment proof',
    description:
      "`filename` is 'payment-confirmation/order-{orderId}-{timestamp}.webp' for one of the customer's orders; the image is then sent with a PUT of `image/webp` to `url`.",
    access: access.customer,
    body: proofUploadSchema(),
    responses: { 200: uploadUrlAnswer },
  },
  logoutAll: {
    method: 'POST',
    path: paths.orders.logoutAll,
    summary: 'End every session of the customer',
    access: access.customer,
    responses: { 200: successAnswer },
  },
});
