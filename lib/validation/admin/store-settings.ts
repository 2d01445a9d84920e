import { z } from 'zod';
import { message } from '@/lib/i18n/validation-message';
import { DELIVERY_IVA_RULES } from '@/lib/domain/iva';
import { MAX_LOW_STOCK_THRESHOLD, MAX_QUOTE_VALIDITY_DAYS } from '@/lib/domain/store-settings';
import { wholeNumber } from './fields';

/**
 * PATCH /api/admin/settings: the store-wide settings (docs/store-settings.md). Each setting is
 * optional and an absent one keeps its value (each screen saves its own); an empty patch is a 400.
 */
export const storeSettingsPatch = z
  .object({
    lowStockThreshold: wholeNumber(message('lowStockThresholdRequired'), {
      min: 0,
      max: MAX_LOW_STOCK_THRESHOLD,
      minMessage: message('thresholdNotNegative'),
    }).optional(),
    quoteValidityDays: wholeNumber(message('quoteValidityRequired'), {
      min: 1,
      max: MAX_QUOTE_VALIDITY_DAYS,
      minMessage: message('quoteValidityMin'),
    }).optional(),
    deliveryIvaRule: z.enum(DELIVERY_IVA_RULES, { error: message('deliveryIvaRule') }).optional(),
    sellersChangePrices: z.boolean({ error: message('invalid') }).optional(),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    error: message('storeSettingsEmpty'),
    path: ['lowStockThreshold'],
  });

export type StoreSettingsPatch = z.infer<typeof storeSettingsPatch>;
