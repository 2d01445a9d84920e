import { z } from 'zod';
import { MAX_LOW_STOCK_THRESHOLD } from '@/lib/domain/store-settings';
import { wholeNumber } from './fields';

/** PATCH /api/admin/settings: the store-wide settings (docs/store-settings.md). */
export const storeSettingsPatch = z.object({
  lowStockThreshold: wholeNumber('Escribe el umbral de stock bajo.', {
    min: 0,
    max: MAX_LOW_STOCK_THRESHOLD,
    minMessage: 'El umbral no puede ser negativo.',
  }),
});

export type StoreSettingsPatch = z.infer<typeof storeSettingsPatch>;
