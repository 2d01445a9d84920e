import { z } from 'zod';
import { MAX_AMOUNT, MAX_PERCENT, MIN_PERCENT, PRICE_ROUNDINGS } from '@/lib/domain/bulk-prices';
import { optionalIdRef } from './fields';

/** Issue 24 §4: which variants (all the given filters together) and how their prices change. */
export const bulkPriceInput = z
  .object({
    categoryId: optionalIdRef('La categoría no es válida.'),
    providerId: optionalIdRef('El proveedor no es válido.'),
    search: z.string({ error: 'La búsqueda no es válida.' }).trim().max(200, { error: 'La búsqueda es demasiado larga.' }).default(''),
    kind: z.enum(['percent', 'amount'], { error: 'Elige porcentaje o valor.' }),
    value: z.number({ error: 'Escribe el cambio como un número.' }).refine(Number.isFinite, { error: 'Escribe el cambio como un número.' }),
    rounding: z.enum(PRICE_ROUNDINGS, { error: 'El redondeo debe ser ninguno, 50 o 100.' }).default('none'),
    includeSalePrice: z.boolean({ error: 'Indica si cambia también el precio de oferta.' }).default(false),
  })
  .superRefine((input, ctx) => {
    if (input.value === 0) ctx.addIssue({ code: 'custom', path: ['value'], message: 'El cambio no puede ser 0.' });
    if (input.kind === 'percent') {
      if (input.value < MIN_PERCENT || input.value > MAX_PERCENT) {
        ctx.addIssue({ code: 'custom', path: ['value'], message: `El porcentaje debe estar entre ${MIN_PERCENT} y ${MAX_PERCENT}.` });
      } else if (Math.round(input.value * 100) !== input.value * 100) {
        ctx.addIssue({ code: 'custom', path: ['value'], message: 'El porcentaje admite como máximo dos decimales.' });
      }
    } else if (!Number.isInteger(input.value)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'El valor va en pesos enteros, sin centavos.' });
    } else if (Math.abs(input.value) > MAX_AMOUNT) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'El valor es demasiado grande.' });
    }
  });

export type BulkPriceInput = z.infer<typeof bulkPriceInput>;
