import { z } from 'zod';
import { message } from '@/lib/i18n/validation-message';
import { adjustmentReasons } from '@/lib/domain/stock';
import { optionalIdRef, optionalPesos, optionalText, wholeNumber } from './fields';

/** Issue 24 §1 'Recibir': units received, optionally from whom and at what unit cost. */
export const receiveStockInput = z.object({
  quantity: wholeNumber(message('receivedQuantityRequired'), {
    min: 1,
    max: 1_000_000,
    minMessage: message('receivedQuantityMin'),
  }),
  providerId: optionalIdRef(message('providerInvalidShort')),
  unitCost: optionalPesos(),
  note: optionalText(500),
});
export type ReceiveStockInput = z.infer<typeof receiveStockInput>;

const REASON_MESSAGE = message('adjustReason');

/**
 * Issue 24 §1 'Ajustar': either the counted stock (`newStock`) or a signed change (`change`),
 * with a required reason; 'other' also needs a note saying what happened.
 */
export const adjustStockInput = z
  .object({
    newStock: wholeNumber(message('newStockRequired'), {
      min: 0,
      max: 100_000_000,
      minMessage: message('stockNotNegative'),
    }).optional(),
    change: wholeNumber(message('changeRequired'), { min: -100_000_000, max: 100_000_000 }).optional(),
    reason: z.enum(adjustmentReasons, { error: REASON_MESSAGE }),
    note: optionalText(500),
  })
  .superRefine((input, ctx) => {
    const given = [input.newStock, input.change].filter((v) => v !== undefined).length;
    if (given !== 1) {
      ctx.addIssue({ code: 'custom', path: ['newStock'], message: message('stockOrChange') });
    } else if (input.change === 0) {
      ctx.addIssue({ code: 'custom', path: ['change'], message: message('changeNotZero') });
    }
    if (input.reason === 'other' && !input.note) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: message('reasonInNote') });
    }
  });
export type AdjustStockInput = z.infer<typeof adjustStockInput>;

/** The variant's restocking settings: its own threshold (blank = store default) and provider. */
export const restockSettingsInput = z.object({
  lowStockThreshold: z
    .preprocess(
      (v) => (v === '' ? null : v),
      wholeNumber(message('thresholdInvalid'), { min: 0, max: 1_000_000, minMessage: message('thresholdNotNegative') }).nullable(),
    )
    .optional(),
  preferredProviderId: optionalIdRef(message('providerInvalidShort')).optional(),
});
export type RestockSettingsInput = z.infer<typeof restockSettingsInput>;

const page = (max: number, fallback: number) =>
  z.preprocess((v) => (v === undefined || v === '' ? fallback : v), wholeNumber(message('numberInvalid'), { min: 1, max }));

export const movementsQuery = z.object({ page: page(100_000, 1), pageSize: page(100, 20) });

export const reorderQuery = z.object({
  providerId: z.preprocess((v) => (v === '' ? undefined : v), wholeNumber(message('providerInvalidShort'), { min: 0 }).optional()),
  separator: z.enum([';', ','], { error: message('separatorInvalid') }).optional(),
});
