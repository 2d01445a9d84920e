import { z } from 'zod';
import { contactSchema } from '@/lib/validation/contact';
import { deliveryQuoteInput } from '@/lib/validation/delivery';
import { confirmPaymentSchema, proofUploadSchema } from '@/lib/validation/order';
import { quoteInput } from '@/lib/validation/quote';
import { sharedCartInput } from '@/lib/validation/shared-cart';
import { deliveryOptionKinds } from '@/lib/domain/delivery-options';
import { onlinePaymentState } from './online-payments';
import { access, defineResource } from './operation';
import { paths } from './paths';
import { deliveryEstimate, ivaBreakdown, orderDelivery, orderSummary, uploadUrlAnswer } from './orders';

/** What the cart and checkout call besides placing the order: delivery, shared carts, quotes, payment links, contact. */

const int = () => z.number().int();

/** One way the address can be served (lib/domain/delivery.ts quoteDelivery), priced for the cart. */
export const deliveryQuoteOption = z.strictObject({
  option: z.enum(deliveryOptionKinds),
  ruleName: z.string().nullable(),
  fee: int().nullable(),
  total: int().nullable(),
  selectable: z.boolean(),
  freeDelivery: z.strictObject({ from: int(), missing: int() }).nullable(),
  minimumOrder: z.strictObject({ amount: int(), missing: int() }).nullable(),
  estimate: deliveryEstimate.nullable(),
  cashOnDelivery: z.strictObject({ available: z.boolean(), max: int().nullable() }).nullable(),
  weightGrams: int().nullable(),
});

export const customerDeliveryQuote = z.strictObject({
  options: z.array(deliveryQuoteOption),
  defaultOption: z.enum(['local_delivery', 'national_shipping', 'to_confirm']),
  subtotal: int(),
  destination: z.strictObject({
    department: z.string(),
    municipality: z.string(),
    departmentCode: z.string().nullable(),
    municipalityCode: z.string().nullable(),
  }),
});
export type CustomerDeliveryQuote = z.infer<typeof customerDeliveryQuote>;

/** The delivery rules as staff save them (lib/domain/delivery.ts). */
export const pickupRule = z.strictObject({ enabled: z.boolean(), preparationHours: int() });
export const deliveryZone = z.strictObject({
  id: int(),
  name: z.string(),
  municipalityCodes: z.array(z.string()),
  fee: int(),
  freeFrom: int().nullable(),
  minimumOrder: int().nullable(),
  weekdays: z.array(int()),
  sameDayCutoff: z.string().nullable(),
  cashOnDelivery: z.boolean(),
  cashOnDeliveryMax: int().nullable(),
  active: z.boolean(),
  sortOrder: int(),
});
export const shippingRateGroup = z.strictObject({
  id: int(),
  name: z.string(),
  departmentCodes: z.array(z.string()),
  fee: int(),
  weightBands: z.array(z.strictObject({ upToGrams: int(), fee: int() })),
  freeFrom: int().nullable(),
  transitDaysMin: int(),
  transitDaysMax: int(),
  active: z.boolean(),
  sortOrder: int(),
});

/** The active rules as anyone may read them: no ids, sort orders or weight bands. */
export const deliverySummary = z.strictObject({
  pickup: z.strictObject({
    ...pickupRule.shape,
    address: z.string(),
    city: z.string(),
    opens: z.string(),
    closes: z.string(),
    weekdays: z.array(int()),
  }),
  zones: z.array(deliveryZone.omit({ id: true, active: true, sortOrder: true })),
  national: z.array(shippingRateGroup.omit({ id: true, weightBands: true, active: true, sortOrder: true })),
});
export type DeliverySummary = z.infer<typeof deliverySummary>;

export const sharedCartCreated = z.strictObject({ id: z.string(), url: z.string(), expiresAt: z.string() });
export type SharedCartCreated = z.infer<typeof sharedCartCreated>;

/** A shared line with today's price and stock beside the ones it was shared with. */
export const sharedCartLine = z.strictObject({
  variantId: int(),
  productId: int(),
  productName: z.string(),
  variantLabel: z.string(),
  sku: z.string(),
  imageUrl: z.string().nullable(),
  quantity: int(),
  sharedUnitPrice: int(),
  unitPrice: int().nullable(),
  stock: int(),
  available: z.boolean(),
  changes: z.array(z.enum(['price', 'stock', 'unavailable'])),
});
export const sharedCart = z.strictObject({ id: z.string(), createdAt: z.string(), expiresAt: z.string(), lines: z.array(sharedCartLine) });
export type SharedCartLineDto = z.infer<typeof sharedCartLine>;
export type SharedCartDto = z.infer<typeof sharedCart>;
export type SharedCartChange = SharedCartLineDto['changes'][number];

/** What a payment link shows: no street, recipient, contact, fiscal data, proof or history. */
export const paymentLinkOrder = z.strictObject({
  ...orderSummary,
  ...orderDelivery,
  municipality: z.strictObject({ city: z.string(), state: z.string() }),
  paymentDueAt: z.string().nullable(),
  iva: ivaBreakdown,
  onlinePayment: onlinePaymentState.nullable(),
});
export type PaymentLinkOrder = z.infer<typeof paymentLinkOrder>;
const paymentLinkAnswer = z.strictObject({ order: paymentLinkOrder });

export const cart = defineResource('cart', {
  deliveryQuote: {
    method: 'POST',
    path: paths.cart.deliveryQuote,
    summary: "The delivery options for the customer's address and cart",
    description:
      'Each option with its fee, estimated date, minimum order and cash on delivery. A POST because it carries the cart; it writes nothing.',
    access: access.customer,
    body: deliveryQuoteInput,
    responses: { 200: z.strictObject({ quote: customerDeliveryQuote }) },
  },
  deliverySummary: {
    method: 'GET',
    path: paths.cart.deliverySummary,
    summary: 'The delivery rules as the store explains them (pickup, zones, national rates)',
    access: access.public,
    responses: { 200: z.strictObject({ delivery: deliverySummary }) },
  },
  shareCart: {
    method: 'POST',
    path: paths.cart.shareCart,
    summary: 'Share a cart: store its lines for 30 days under a new id',
    access: access.public,
    body: sharedCartInput,
    responses: { 201: sharedCartCreated },
    errors: [429],
  },
  getSharedCart: {
    method: 'GET',
    path: paths.cart.getSharedCart,
    summary: "A shared cart's lines with today's prices and stock, and what changed",
    description: '404 for an unknown id, 410 once expired.',
    access: access.public,
    params: z.object({ id: z.string().describe('The 22-character id of the shared link.') }),
    responses: { 200: sharedCart },
    errors: [410],
  },
  quote: {
    method: 'POST',
    path: paths.cart.quote,
    summary: 'A quotation (cotización) of the cart as a PDF',
    access: access.public,
    body: quoteInput,
    responses: { 200: { file: 'application/pdf', description: 'The quotation.' } },
    errors: [429],
  },
  contact: {
    method: 'POST',
    path: paths.cart.contact,
    summary: 'Send a message to the shop',
    access: access.public,
    body: contactSchema(),
    responses: { 200: z.strictObject({ success: z.literal(true), message: z.string() }) },
    errors: [429],
  },
});

const tokenParam = z.object({ token: z.string().describe('The payment link’s signed token: it is the credential.') });

export const paymentLinks = defineResource('pay', {
  get: {
    method: 'GET',
    path: paths.paymentLinks.get,
    summary: 'The order a payment link pays, as the link shows it',
    description: 'No sign-in: the token is the credential. 404 for any token not signed for this purpose, 410 `link_expired`.',
    access: access.paymentLink,
    params: tokenParam,
    responses: { 200: paymentLinkAnswer },
    errors: [410],
  },
  uploadUrl: {
    method: 'POST',
    path: paths.paymentLinks.uploadUrl,
    summary: "A pre-signed address to upload the proof of the link's order",
    access: access.paymentLink,
    params: tokenParam,
    body: proofUploadSchema(),
    responses: { 200: uploadUrlAnswer },
    errors: [410],
  },
  confirmPayment: {
    method: 'POST',
    path: paths.paymentLinks.confirmPayment,
    summary: "Send the payment proof of the link's order",
    description: 'Honours `Idempotency-Key`; 409 `invalid_state` once the order no longer waits for payment.',
    access: access.paymentLink,
    params: tokenParam,
    body: confirmPaymentSchema(),
    responses: { 200: paymentLinkAnswer },
    errors: [409, 410],
  },
});
