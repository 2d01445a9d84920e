import { z } from 'zod';
import { message } from '@/lib/i18n/validation-message';
import { invoiceTargets } from '@/lib/domain/billing';
import { MAX_INT4 } from '@/lib/domain/id';
import { requestableDeliveryOptions } from '@/lib/domain/delivery-options';
import { mergeOrderLines } from '@/lib/domain/order-lines';
import { HIDDEN_CHARACTERS_MESSAGE, isPlainText } from './plain-text';

/** Largest quantity of one variant in one order (after merging duplicate lines). */
export const MAX_ORDER_LINE_QUANTITY = 100_000;
export const MAX_ORDER_LINES = 100;
/** Far above any real unit price (the cart uses the same ceiling); keeps every sum a safe integer. */
export const MAX_UNIT_PRICE = 100_000_000;
/** 'Indicaciones para la entrega': enough for a gate code, a landmark and a time window. */
export const MAX_DELIVERY_NOTES = 500;

/** The order's 400 on `acceptDataPolicy` (lib/services/orders.ts placeOrder). */
export const CHECKOUT_CONSENT_MESSAGE = message('consentCheckout');

export const DELIVERY_OPTION_MESSAGE = message('deliveryOption');

export const INVOICE_TO_MESSAGE = message('invoiceTo');
export const INVOICE_TO_BUSINESS_MESSAGE = message('invoiceToBusiness');

export type OrderMessages = {
  required: string;
  invalid: string;
  quantity: string;
  centavos: string;
  lines: string;
  webp: string;
  notesTooLong: string;
  hiddenCharacters: string;
};

const spanish: OrderMessages = {
  required: message('required'),
  invalid: message('invalid'),
  quantity: message('quantityRange', { max: MAX_ORDER_LINE_QUANTITY }),
  centavos: message('centavos'),
  lines: message('orderLines', { max: MAX_ORDER_LINES }),
  webp: message('webpOnly'),
  notesTooLong: message('deliveryNotesMax', { max: MAX_DELIVERY_NOTES }),
  hiddenCharacters: HIDDEN_CHARACTERS_MESSAGE,
};

/**
 * Optional plain text: null or blank → null (no notes). A missing key stays missing, so the
 * spec's payload parses to exactly what it was (its idempotency fingerprint included).
 */
export function deliveryNotesField(m: Pick<OrderMessages, 'invalid' | 'notesTooLong' | 'hiddenCharacters'> = spanish) {
  return z
    .string({ error: m.invalid })
    .trim()
    .max(MAX_DELIVERY_NOTES, { error: m.notesTooLong })
    .refine(isPlainText, { error: m.hiddenCharacters })
    .nullable()
    .transform((v) => v || null)
    .optional();
}

const id = (m: OrderMessages) =>
  z.number({ error: m.required }).int({ error: m.invalid }).positive({ error: m.invalid }).max(MAX_INT4, { error: m.invalid });

/**
 * Spec 1 §3 "Order create payload": items (variantId, quantity, unitPrice) and shippingAddressId;
 * plus the optional `deliveryNotes` (issue 21), which a spec client leaves out (→ none).
 */
export function orderSchema(m: OrderMessages = spanish) {
  const item = z.object({
    variantId: id(m),
    quantity: z
      .number({ error: m.quantity })
      .int({ error: m.quantity })
      .min(1, { error: m.quantity })
      .max(MAX_ORDER_LINE_QUANTITY, { error: m.quantity }),
    // Whole pesos (what the cart showed); only ever compared, never charged.
    unitPrice: z
      .number({ error: m.required })
      .int({ error: m.centavos })
      .min(0, { error: m.invalid })
      .max(MAX_UNIT_PRICE, { error: m.invalid }),
  });
  return z
    .object({
      items: z.array(item, { error: m.lines }).min(1, { error: m.lines }).max(MAX_ORDER_LINES, { error: m.lines }),
      shippingAddressId: id(m),
      deliveryNotes: deliveryNotesField(m),
      // Beyond the spec's payload (issue 21): all optional, so the spec's own client still works.
      deliveryOption: z.enum(requestableDeliveryOptions, { error: DELIVERY_OPTION_MESSAGE }).optional(),
      /** The delivery fee the client showed: only compared (a higher server fee → 409), never charged. */
      shippingFee: z
        .number({ error: m.invalid })
        .int({ error: m.centavos })
        .min(0, { error: m.invalid })
        .max(MAX_UNIT_PRICE, { error: m.invalid })
        .optional(),
      cashOnDelivery: z.boolean({ error: m.invalid }).optional(),
      /**
       * The data policy accepted at checkout (issue 22 §5), for a session that began before the
       * current version: required then (400 on this field), ignored once accepted.
       */
      acceptDataPolicy: z.literal(true, { error: CHECKOUT_CONSENT_MESSAGE }).optional(),
      /** Issue 26 §2: invoice the order to the person (default) or to the customer's business. */
      invoiceTo: z.enum(invoiceTargets, { error: INVOICE_TO_MESSAGE }).optional(),
    })
    .superRefine((order, ctx) => {
      // Duplicate lines are merged; their sum must respect the same limit.
      for (const line of mergeOrderLines(order.items)) {
        if (line.quantity <= MAX_ORDER_LINE_QUANTITY) continue;
        const index = order.items.findIndex((i) => i.variantId === line.variantId);
        ctx.addIssue({ code: 'custom', path: ['items', index, 'quantity'], message: m.quantity });
      }
    });
}

/** Spec 1 §3 "Payment confirmation payload". */
export function confirmPaymentSchema(m: OrderMessages = spanish) {
  return z.object({
    paymentMethodId: id(m),
    paymentConfirmationUrl: z.string({ error: m.required }).trim().min(1, { error: m.required }).max(2048, { error: m.invalid }),
  });
}

/** POST /api/customer/upload-url: which proof to upload (the key is checked by the server). */
export function proofUploadSchema(m: OrderMessages = spanish) {
  return z.object({
    filename: z.string({ error: m.required }).trim().min(1, { error: m.required }).max(200, { error: m.invalid }),
    contentType: z.literal('image/webp', { error: m.webp }),
  });
}

/** What places an order; `deliveryNotes` may be left out (none), as the spec's own client does. */
export type OrderInput = z.infer<ReturnType<typeof orderSchema>>;
export type ConfirmPaymentInput = z.infer<ReturnType<typeof confirmPaymentSchema>>;
export type ProofUploadInput = z.infer<ReturnType<typeof proofUploadSchema>>;

/** PUT /api/orders/{id}/invoice-to (issue 26 §2): whom an unpaid order is invoiced to. */
export const orderInvoiceToInput = z.object({
  invoiceTo: z.enum(invoiceTargets, { error: INVOICE_TO_MESSAGE }),
});
export type OrderInvoiceToInput = z.infer<typeof orderInvoiceToInput>;
