import { z } from 'zod';
import { message } from '@/lib/i18n/validation-message';
import { MAX_INT4 } from '@/lib/domain/id';
import { MAX_ORDER_LINE_QUANTITY, MAX_ORDER_LINES } from '@/lib/validation/order';

/** The checkout's delivery quote request (the rules staff save: lib/validation/admin/delivery-rules.ts). */

const QUANTITY = message('quantityRange', { max: MAX_ORDER_LINE_QUANTITY });
const LINES = message('orderLines', { max: MAX_ORDER_LINES });
const INVALID = message('invalid');
const id = (required: string) =>
  z.number({ error: required }).int({ error: INVALID }).positive({ error: INVALID }).max(MAX_INT4, { error: INVALID });

/** POST /api/delivery/quote: the address and the cart's lines (the server prices them itself). */
export const deliveryQuoteInput = z.object({
  shippingAddressId: id(message('shippingAddressRequired')),
  items: z
    .array(
      z.object({
        variantId: id(message('required')),
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
