import { z } from 'zod';
import { message } from '@/lib/i18n/validation-message';
import { MAX_INT4 } from '@/lib/domain/id';
import { MAX_ORDER_LINE_QUANTITY, MAX_ORDER_LINES } from '@/lib/validation/order';

/** POST /api/quotes (issue 26 §3): the cart's lines and, when known, the delivery's municipality. */

const QUANTITY = message('quantityRange', { max: MAX_ORDER_LINE_QUANTITY });
const LINES = message('quoteLines', { max: MAX_ORDER_LINES });
const INVALID = message('invalid');
const PLACE = message('quotePlace');
const place = z.string({ error: PLACE }).trim().max(100, { error: PLACE });

export const quoteInput = z
  .object({
    lines: z
      .array(
        z.object({
          variantId: z
            .number({ error: message('required') })
            .int({ error: INVALID })
            .positive({ error: INVALID })
            .max(MAX_INT4, { error: INVALID }),
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
    /** The municipality and department ('Cúcuta', 'Norte de Santander'); both or neither. */
    city: place.optional(),
    state: place.optional(),
  })
  .transform(({ lines, city, state }) => ({ lines, destination: city && state ? { city, state } : null }));

export type QuoteInput = z.infer<typeof quoteInput>;
