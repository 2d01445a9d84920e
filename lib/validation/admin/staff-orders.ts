import { z } from 'zod';
import { message } from '@/lib/i18n/validation-message';
import { requestableDeliveryOptions } from '@/lib/domain/delivery-options';
import { MAX_INT4 } from '@/lib/domain/id';
import { addressSchema, phoneField } from '@/lib/validation/address';
import { idRef, optionalEmail, optionalText, requiredText } from '@/lib/validation/admin/fields';
import { HIDDEN_CHARACTERS_MESSAGE, isPlainText } from '@/lib/validation/plain-text';
import {
  DELIVERY_OPTION_MESSAGE,
  deliveryNotesField,
  MAX_ORDER_LINE_QUANTITY,
  MAX_ORDER_LINES,
  MAX_UNIT_PRICE,
} from '@/lib/validation/order';

/**
 * POST /api/admin/orders (issue 23 §2, docs/staff-orders.md): an order staff take for a customer
 * from WhatsApp, the phone or the counter. Spanish messages; the screen shows them per field.
 */

/** The channels staff take orders from ('web' is the store's own checkout). */
export const staffOrderSources = ['whatsapp', 'phone', 'counter'] as const;
export type StaffOrderSource = (typeof staffOrderSources)[number];

export const MAX_PRICE_REASON = 300;

export const STAFF_ORDER_MESSAGES = {
  source: message('orderSource'),
  customer: message('customerRequired'),
  customerBoth: message('customerBoth'),
  address: message('addressRequired'),
  addressBoth: message('addressBoth'),
  addressOfNewCustomer: message('addressOfNewCustomer'),
  lines: message('orderLines', { max: MAX_ORDER_LINES }),
  quantity: message('quantityRange', { max: MAX_ORDER_LINE_QUANTITY }),
  duplicate: message('lineRepeated'),
  variant: message('productRequired'),
  unitPrice: message('unitPricePesos'),
  priceReason: message('priceReasonRequired'),
  name: message('customerNameRequired'),
  phone: message('customerPhoneRequired'),
  amountReceived: message('amountReceivedRequired'),
  paymentOnlyCounter: message('paymentOnlyCounter'),
  paymentNotCod: message('paymentNotCod'),
  paymentMethod: message('paymentMethodInvalid'),
  body: message('jsonObject'),
} as const;
const m = STAFF_ORDER_MESSAGES;

const wholePesos = (required: string) =>
  z
    .number({ error: required })
    .int({ error: message('centavos') })
    .min(0, { error: required })
    .max(MAX_UNIT_PRICE, { error: message('priceTooHigh') });

const line = z.object(
  {
    variantId: idRef(m.variant),
    quantity: z
      .number({ error: m.quantity })
      .int({ error: m.quantity })
      .min(1, { error: m.quantity })
      .max(MAX_ORDER_LINE_QUANTITY, { error: m.quantity }),
    /** ADMIN only: the unit price charged instead of the catalogue's (tiers included); a VENDEDOR sending it gets a 403. */
    unitPrice: wholePesos(m.unitPrice).optional(),
    priceReason: optionalText(MAX_PRICE_REASON),
  },
  { error: m.variant },
);

export const newCustomerInput = z.object(
  {
    name: requiredText(m.name, 120),
    phone: phoneField({
      phone: message('phoneInvalid'),
      phoneRequired: m.phone,
    }),
    email: optionalEmail().transform((v) => v?.toLowerCase() ?? null),
  },
  { error: m.customer },
);

export const staffOrderInput = z
  .object(
    {
      source: z.enum(staffOrderSources, { error: m.source }),
      customerId: idRef(m.customer).optional(),
      newCustomer: newCustomerInput.optional(),
      shippingAddressId: idRef(m.address).optional(),
      /** Typed there and saved to the customer's addresses. */
      newAddress: addressSchema().optional(),
      items: z.array(line, { error: m.lines }).min(1, { error: m.lines }).max(MAX_ORDER_LINES, { error: m.lines }),
      deliveryOption: z.enum(requestableDeliveryOptions, { error: DELIVERY_OPTION_MESSAGE }).optional(),
      cashOnDelivery: z.boolean({ error: message('invalid') }).optional(),
      deliveryNotes: deliveryNotesField(),
      /** A counter sale paid on the spot: recorded as paid at once (null method: cash). */
      payment: z
        .object(
          {
            paymentMethodId: idRef(m.paymentMethod)
              .nullish()
              .transform((v) => v ?? null),
            amountReceived: z
              .number({ error: m.amountReceived })
              .int({ error: message('centavos') })
              .min(0, { error: m.amountReceived })
              .max(MAX_INT4, { error: message('amountTooHigh') }),
          },
          { error: m.amountReceived },
        )
        .optional(),
    },
    { error: m.body },
  )
  .superRefine((order, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    if (order.customerId === undefined && order.newCustomer === undefined) issue(['customerId'], m.customer);
    if (order.customerId !== undefined && order.newCustomer !== undefined) issue(['newCustomer'], m.customerBoth);
    if (order.shippingAddressId === undefined && order.newAddress === undefined && !takenAtStore(order)) {
      issue(['shippingAddressId'], m.address);
    }
    if (order.shippingAddressId !== undefined && order.newAddress !== undefined) issue(['newAddress'], m.addressBoth);
    if (order.newCustomer !== undefined && order.shippingAddressId !== undefined) issue(['shippingAddressId'], m.addressOfNewCustomer);
    const seen = new Set<number>();
    order.items.forEach((item, index) => {
      if (seen.has(item.variantId)) issue(['items', index, 'variantId'], m.duplicate);
      seen.add(item.variantId);
      if (item.unitPrice !== undefined && !item.priceReason) issue(['items', index, 'priceReason'], m.priceReason);
    });
    if (order.payment && order.source !== 'counter') issue(['payment'], m.paymentOnlyCounter);
    if (order.payment && order.cashOnDelivery) issue(['payment'], m.paymentNotCod);
  });

export type StaffOrderInput = z.infer<typeof staffOrderInput>;

/**
 * An order that needs no address: picked up at the store, or a counter sale with no delivery
 * asked for (the customer is there and takes the goods).
 */
export function takenAtStore(order: { source: StaffOrderSource; deliveryOption?: string }): boolean {
  return order.deliveryOption === 'pickup' || (order.source === 'counter' && order.deliveryOption === undefined);
}
export type NewCustomerInput = z.infer<typeof newCustomerInput>;

/** POST /api/admin/new-order/quote: the lines priced as the order would be, and the delivery options of an address. */
export const staffOrderQuoteInput = z.object(
  {
    items: z
      .array(z.object({ variantId: idRef(m.variant), quantity: line.shape.quantity }, { error: m.variant }), { error: m.lines })
      .max(MAX_ORDER_LINES, { error: m.lines }),
    /** Where it goes: a saved address of `customerId`, or the department and city typed for a new one. */
    customerId: idRef(m.customer).optional(),
    shippingAddressId: idRef(m.address).optional(),
    destination: z
      .object(
        { state: requiredText(message('departmentRequired'), 100), city: requiredText(message('municipalityRequired'), 100) },
        { error: m.address },
      )
      .optional(),
  },
  { error: m.body },
);
export type StaffOrderQuoteInput = z.infer<typeof staffOrderQuoteInput>;

/** GET /api/admin/new-order/products?q= : the product finder ('Buscar por nombre o SKU'). */
export const staffProductSearchQuery = z.object({
  q: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z
      .string({ error: message('searchRequired') })
      .min(1, { error: message('searchRequired') })
      .max(100, { error: message('searchMaxChars', { max: 100 }) })
      .refine(isPlainText, { error: HIDDEN_CHARACTERS_MESSAGE }),
  ),
});
