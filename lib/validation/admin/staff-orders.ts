import { z } from 'zod';
import { requestableDeliveryOptions } from '@/lib/domain/delivery-options';
import { MAX_INT4 } from '@/lib/domain/id';
import { CENTAVOS_MESSAGE } from '@/lib/domain/money';
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
  source: 'Elige de dónde viene el pedido: WhatsApp, teléfono o mostrador.',
  customer: 'Elige un cliente o crea uno nuevo.',
  customerBoth: 'Elige un cliente existente o crea uno nuevo, no ambos.',
  address: 'Elige una dirección del cliente o escribe una nueva.',
  addressBoth: 'Elige una dirección guardada o escribe una nueva, no ambas.',
  addressOfNewCustomer: 'Un cliente nuevo aún no tiene direcciones: escribe la dirección.',
  lines: `El pedido debe tener entre 1 y ${MAX_ORDER_LINES} productos.`,
  quantity: `La cantidad debe ser un número entero entre 1 y ${MAX_ORDER_LINE_QUANTITY.toLocaleString('es-CO')}.`,
  duplicate: 'Este producto ya está en el pedido: cambia la cantidad de esa línea.',
  variant: 'Elige un producto.',
  unitPrice: 'Escribe un precio en pesos, sin centavos.',
  priceReason: 'Escribe el motivo del cambio de precio.',
  name: 'Escribe el nombre del cliente.',
  phone: 'Escribe el teléfono del cliente.',
  amountReceived: 'Escribe el monto recibido.',
  paymentOnlyCounter: 'Solo una venta de mostrador se registra como pagada al tomarla.',
  paymentNotCod: 'Un pedido contra entrega se cobra al entregarlo, no al tomarlo.',
  paymentMethod: 'Elige un método de pago válido.',
  body: 'El cuerpo debe ser un objeto JSON.',
} as const;
const m = STAFF_ORDER_MESSAGES;

const wholePesos = (required: string) =>
  z
    .number({ error: required })
    .int({ error: CENTAVOS_MESSAGE })
    .min(0, { error: required })
    .max(MAX_UNIT_PRICE, { error: 'El precio es demasiado alto.' });

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
      phone: 'Escribe un celular de 10 dígitos que empiece por 3 o un fijo que empiece por 60 (por ejemplo 300 123 4567).',
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
      cashOnDelivery: z.boolean({ error: 'El valor no es válido.' }).optional(),
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
              .int({ error: CENTAVOS_MESSAGE })
              .min(0, { error: m.amountReceived })
              .max(MAX_INT4, { error: 'El monto es demasiado alto.' }),
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
        { state: requiredText('Escribe el departamento.', 100), city: requiredText('Escribe el municipio.', 100) },
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
      .string({ error: 'Escribe qué buscar.' })
      .min(1, { error: 'Escribe qué buscar.' })
      .max(100, { error: 'La búsqueda no puede superar 100 caracteres.' })
      .refine(isPlainText, { error: HIDDEN_CHARACTERS_MESSAGE }),
  ),
});
