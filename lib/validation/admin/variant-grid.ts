import { z } from 'zod';
import { message } from '@/lib/i18n/validation-message';
import { adjustmentReasons } from '@/lib/domain/stock';
import { idRef, keptWhenAbsent, optionalPesos, optionalText, pesos, wholeNumber } from './fields';
import { MAX_VARIANTS } from './products';

/**
 * A product's variants edited in one grid (price, sale price, stock) and saved at once. The grid
 * sends each row's fields that staff changed: a missing one keeps what is stored, so a bulk price
 * change or a receipt made while the grid was open is never written back over. A stock carries
 * the version it was read at (stockVersion; stale → 409 stock_changed). The reason is required
 * by the server only when some stock changes (it becomes each stock movement's adjustment reason).
 */
export const variantGridRowInput = z
  .object({
    id: idRef(message('variantInvalid')),
    price: keptWhenAbsent(pesos()),
    // Missing keeps the stored sale price; null or blank clears it (spec: empty sale price means none).
    salePrice: keptWhenAbsent(optionalPesos()),
    stock: keptWhenAbsent(wholeNumber(message('stockRequired'), { min: 0, max: 100_000_000, minMessage: message('stockNotNegative') })),
    stockVersion: keptWhenAbsent(wholeNumber(message('stockVersionInvalid'))),
  })
  .superRefine((row, ctx) => {
    if (row.salePrice != null && row.price !== undefined && row.salePrice > row.price) {
      ctx.addIssue({ code: 'custom', path: ['salePrice'], message: message('salePriceAbovePrice') });
    }
  });

export const GRID_REASON_MESSAGE = message('gridReason');

export const variantGridInput = z
  .object({
    reason: z.preprocess((v) => (v === '' ? null : v), z.enum(adjustmentReasons, { error: GRID_REASON_MESSAGE }).nullish()),
    note: optionalText(500),
    variants: z
      .array(variantGridRowInput, { error: message('variantsInvalid') })
      .min(1, { error: message('variantsAtLeastOne') })
      .max(MAX_VARIANTS, { error: message('gridVariantsMax', { max: MAX_VARIANTS }) }),
  })
  .superRefine((input, ctx) => {
    const seen = new Set<number>();
    input.variants.forEach((row, i) => {
      if (seen.has(row.id)) ctx.addIssue({ code: 'custom', path: ['variants', i, 'id'], message: message('variantRepeated') });
      seen.add(row.id);
    });
    if (input.reason === 'other' && !input.note) ctx.addIssue({ code: 'custom', path: ['note'], message: message('reasonInNote') });
  });
export type VariantGridInput = z.infer<typeof variantGridInput>;
