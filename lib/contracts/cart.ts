import { z } from 'zod';
import { contactSchema } from '@/lib/validation/contact';
import { deliveryQuoteInput } from '@/lib/validation/delivery';
import { confirmPaymentSchema, proofUploadSchema } from '@/lib/validation/order';
import { quoteInput } from '@/lib/validation/quote';
import { sharedCartInput } from '@/lib/validation/shared-cart';
import { access, defineResource } from './operation';
import { uploadUrlAnswer } from './orders';

/** What the cart and checkout call besides placing the order: delivery, shared carts, quotes, payment links, contact. */

export const cart = defineResource('cart', {
  deliveryQuote: {
    method: 'POST',
    path: '/api/delivery/quote',
    summary: "The delivery options for the customer's address and cart",
    description:
      'Each option with its fee, estimated date, minimum order and cash on delivery. A POST because it carries the cart; it writes nothing.',
    access: access.customer,
    body: deliveryQuoteInput,
    responses: { 200: null },
  },
  deliverySummary: {
    method: 'GET',
    path: '/api/delivery/summary',
    summary: 'The delivery rules as the store explains them (pickup, zones, national rates)',
    access: access.public,
    responses: { 200: null },
  },
  shareCart: {
    method: 'POST',
    path: '/api/shared-carts',
    summary: 'Share a cart: store its lines for 30 days under a new id',
    access: access.public,
    body: sharedCartInput,
    responses: { 201: null },
    errors: [429],
  },
  getSharedCart: {
    method: 'GET',
    path: '/api/shared-carts/{id}',
    summary: "A shared cart's lines with today's prices and stock, and what changed",
    description: '404 for an unknown id, 410 once expired.',
    access: access.public,
    params: z.object({ id: z.string().describe('The 22-character id of the shared link.') }),
    responses: { 200: null },
    errors: [410],
  },
  quote: {
    method: 'POST',
    path: '/api/quotes',
    summary: 'A quotation (cotización) of the cart as a PDF',
    access: access.public,
    body: quoteInput,
    responses: { 200: { file: 'application/pdf', description: 'The quotation.' } },
    errors: [429],
  },
  contact: {
    method: 'POST',
    path: '/api/contact',
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
    path: '/api/pay/{token}',
    summary: 'The order a payment link pays, as the link shows it',
    description: 'No sign-in: the token is the credential. 404 for any token not signed for this purpose, 410 `link_expired`.',
    access: access.paymentLink,
    params: tokenParam,
    responses: { 200: null },
    errors: [410],
  },
  uploadUrl: {
    method: 'POST',
    path: '/api/pay/{token}/upload-url',
    summary: "A pre-signed address to upload the proof of the link's order",
    access: access.paymentLink,
    params: tokenParam,
    body: proofUploadSchema(),
    responses: { 200: uploadUrlAnswer },
    errors: [410],
  },
  confirmPayment: {
    method: 'POST',
    path: '/api/pay/{token}/confirm-payment',
    summary: "Send the payment proof of the link's order",
    description: 'Honours `Idempotency-Key`; 409 `invalid_state` once the order no longer waits for payment.',
    access: access.paymentLink,
    params: tokenParam,
    body: confirmPaymentSchema(),
    responses: { 200: null },
    errors: [409, 410],
  },
});
