import { z } from 'zod';
import { message } from '@/lib/i18n/validation-message';
import { MAX_AMOUNT, MAX_PERCENT, MIN_PERCENT, PRICE_ROUNDINGS } from '@/lib/domain/bulk-prices';
import { optionalIdRef } from './fields';

/** Issue 24 §4: which variants (all the given filters together) and how their prices change. */
export const bulkPriceInput = z
  .object({
    categoryId: optionalIdRef(message('categoryInvalid')),
    providerId: optionalIdRef(message('providerInvalid')),
    search: z
      .string({ error: message('searchInvalid') })
      .trim()
      .max(200, { error: message('searchTooLong') })
      .default(''),
    kind: z.enum(['percent', 'amount'], { error: message('bulkMode') }),
    value: z.number({ error: message('bulkChangeNumber') }).refine(Number.isFinite, { error: message('bulkChangeNumber') }),
    rounding: z.enum(PRICE_ROUNDINGS, { error: message('bulkRounding') }).default('none'),
    includeSalePrice: z.boolean({ error: message('bulkIncludeSale') }).default(false),
  })
  .superRefine((input, ctx) => {
    if (input.value === 0) ctx.addIssue({ code: 'custom', path: ['value'], message: message('changeNotZero') });
    if (input.kind === 'percent') {
      if (input.value < MIN_PERCENT || input.value > MAX_PERCENT) {
        ctx.addIssue({ code: 'custom', path: ['value'], message: message('percentRange', { min: MIN_PERCENT, max: MAX_PERCENT }) });
      } else if (Math.round(input.value * 100) !== input.value * 100) {
        ctx.addIssue({ code: 'custom', path: ['value'], message: message('percentDecimals') });
      }
    } else if (!Number.isInteger(input.value)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: message('amountWholePesos') });
    } else if (Math.abs(input.value) > MAX_AMOUNT) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: message('amountTooLarge') });
    }
  });

export type BulkPriceInput = z.infer<typeof bulkPriceInput>;
