import { z } from 'zod';
import { MAX_INT4 } from '@/lib/domain/id';
import { MAX_ORDER_LINE_QUANTITY, MAX_ORDER_LINES } from '@/lib/validation/order';

/** The checkout's delivery quote request (the rules staff save: lib/validation/admin/delivery-rules.ts). */

const QUANTITY = `La cantidad debe ser un número entero entre 1 y ${MAX_ORDER_LINE_QUANTITY.toLocaleString('es-CO')}.`;
const LINES = `El pedido debe tener entre 1 y ${MAX_ORDER_LINES} productos.`;
const INVALID = 'El valor no es válido.';
const id = (required: string) =>
  z.number({ error: required }).int({ error: INVALID }).positive({ error: INVALID }).max(MAX_INT4, { error: INVALID });

/** POST /api/delivery/quote: the address and the cart's lines (the server prices them itself). */
export const deliveryQuoteInput = z.object({
  shippingAddressId: id('Elige una dirección de envío.'),
  items: z
    .array(
      z.object({
        variantId: id('Este campo es obligatorio.'),
        quantity: z
          .number({ error: QUANTITY })
          .int({ error: QUANTITY })
          .min(1, { error: QUANTITY })
          .max(MAX_ORDER_LINE_QUANTITY, { error: QUANTITY }),
      }),
      { error: LINES },
    )
    .min(1, { error: LINES })
    .max(MAX_ORDER_LINES, { error: LINES }),
});

export type DeliveryQuoteInput = z.infer<typeof deliveryQuoteInput>;
