import { z } from 'zod';
import { DELIVERY_IVA_RULES } from '@/lib/domain/iva';
import { MAX_LOW_STOCK_THRESHOLD, MAX_QUOTE_VALIDITY_DAYS } from '@/lib/domain/store-settings';
import { wholeNumber } from './fields';

/**
 * PATCH /api/admin/settings: the store-wide settings (docs/store-settings.md). Each setting is
 * optional and an absent one keeps its value (each screen saves its own); an empty patch is a 400.
 */
export const storeSettingsPatch = z
  .object({
    lowStockThreshold: wholeNumber('Escribe el umbral de stock bajo.', {
      min: 0,
      max: MAX_LOW_STOCK_THRESHOLD,
      minMessage: 'El umbral no puede ser negativo.',
    }).optional(),
    quoteValidityDays: wholeNumber('Escribe cuántos días vale una cotización.', {
      min: 1,
      max: MAX_QUOTE_VALIDITY_DAYS,
      minMessage: 'Una cotización vale al menos 1 día.',
    }).optional(),
    deliveryIvaRule: z
      .enum(DELIVERY_IVA_RULES, { error: 'Elige cómo se cobra el IVA del envío: follow_goods (según los productos) o flat_19 (19 %).' })
      .optional(),
  })
  .refine(
    (patch) => patch.lowStockThreshold !== undefined || patch.quoteValidityDays !== undefined || patch.deliveryIvaRule !== undefined,
    {
      error: 'Escribe el umbral de stock bajo, la vigencia de las cotizaciones o el IVA del envío.',
      path: ['lowStockThreshold'],
    },
  );

export type StoreSettingsPatch = z.infer<typeof storeSettingsPatch>;
