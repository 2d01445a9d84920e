import { z } from 'zod';
import { MAX_INT4 } from '@/lib/domain/id';
import { MAX_ORDER_LINE_QUANTITY, MAX_ORDER_LINES } from '@/lib/validation/order';

/** POST /api/quotes (issue 26 §3): the cart's lines and, when known, the delivery's municipality. */

const QUANTITY = `La cantidad debe ser un número entero entre 1 y ${MAX_ORDER_LINE_QUANTITY.toLocaleString('es-CO')}.`;
const LINES = `La cotización debe tener entre 1 y ${MAX_ORDER_LINES} productos.`;
const INVALID = 'El valor no es válido.';
const PLACE = 'Escribe el municipio y el departamento, de hasta 100 caracteres.';
const place = z.string({ error: PLACE }).trim().max(100, { error: PLACE });

export const quoteInput = z
  .object({
    lines: z
      .array(
        z.object({
          variantId: z
            .number({ error: 'Este campo es obligatorio.' })
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
