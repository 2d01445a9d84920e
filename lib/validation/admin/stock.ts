import { z } from 'zod';
import { adjustmentReasons } from '@/lib/domain/stock';
import { optionalIdRef, optionalPesos, optionalText, wholeNumber } from './fields';

/** Issue 24 §1 'Recibir': units received, optionally from whom and at what unit cost. */
export const receiveStockInput = z.object({
  quantity: wholeNumber('La cantidad recibida es requerida.', {
    min: 1,
    max: 1_000_000,
    minMessage: 'La cantidad recibida debe ser al menos 1.',
  }),
  providerId: optionalIdRef('Proveedor inválido.'),
  unitCost: optionalPesos(),
  note: optionalText(500),
});
export type ReceiveStockInput = z.infer<typeof receiveStockInput>;

const REASON_MESSAGE = 'Elige el motivo del ajuste: conteo, daño, pérdida u otro.';

/**
 * Issue 24 §1 'Ajustar': either the counted stock (`newStock`) or a signed change (`change`),
 * with a required reason; 'other' also needs a note saying what happened.
 */
export const adjustStockInput = z
  .object({
    newStock: wholeNumber('El nuevo stock es requerido.', {
      min: 0,
      max: 100_000_000,
      minMessage: 'El stock no puede ser negativo.',
    }).optional(),
    change: wholeNumber('El cambio es requerido.', { min: -100_000_000, max: 100_000_000 }).optional(),
    reason: z.enum(adjustmentReasons, { error: REASON_MESSAGE }),
    note: optionalText(500),
  })
  .superRefine((input, ctx) => {
    const given = [input.newStock, input.change].filter((v) => v !== undefined).length;
    if (given !== 1) {
      ctx.addIssue({ code: 'custom', path: ['newStock'], message: 'Escribe el nuevo stock o el cambio (uno de los dos).' });
    } else if (input.change === 0) {
      ctx.addIssue({ code: 'custom', path: ['change'], message: 'El cambio no puede ser 0.' });
    }
    if (input.reason === 'other' && !input.note) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'Explica el motivo en la nota.' });
    }
  });
export type AdjustStockInput = z.infer<typeof adjustStockInput>;

/** The variant's restocking settings: its own threshold (blank = store default) and provider. */
export const restockSettingsInput = z.object({
  lowStockThreshold: z
    .preprocess(
      (v) => (v === '' ? null : v),
      wholeNumber('Umbral inválido.', { min: 0, max: 1_000_000, minMessage: 'El umbral no puede ser negativo.' }).nullable(),
    )
    .optional(),
  preferredProviderId: optionalIdRef('Proveedor inválido.').optional(),
});
export type RestockSettingsInput = z.infer<typeof restockSettingsInput>;

const page = (max: number, fallback: number) =>
  z.preprocess((v) => (v === undefined || v === '' ? fallback : v), wholeNumber('Número inválido.', { min: 1, max }));

export const movementsQuery = z.object({ page: page(100_000, 1), pageSize: page(100, 20) });

export const reorderQuery = z.object({
  providerId: z.preprocess((v) => (v === '' ? undefined : v), wholeNumber('Proveedor inválido.', { min: 0 }).optional()),
  separator: z.enum([';', ','], { error: 'Separador inválido.' }).optional(),
});
