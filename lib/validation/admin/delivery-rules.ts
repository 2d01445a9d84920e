import { z } from 'zod';
import { MAX_INT4 } from '@/lib/domain/id';
import { isDepartmentCode, isMunicipalityCode } from '@/lib/domain/delivery-codes';
import { optionalPesos, pesos, requiredText, wholeNumber } from './fields';

/**
 * The delivery rules staff set (issue 21 "Staff set the rules"): store pickup, local delivery
 * zones and national rate groups. Shared by the back-office dialogs and the route handlers.
 * Money is whole pesos (the product prices' parser); places are DANE DIVIPOLA codes that must
 * exist. Rules that need other rows (a municipality already in another active zone) are the
 * service's (lib/services/admin/delivery-rules.ts).
 */

export const MAX_RULE_NAME = 80;
export const MAX_ZONE_MUNICIPALITIES = 200;
export const MAX_WEIGHT_BANDS = 20;
export const MAX_PREPARATION_HOURS = 240;
export const MAX_TRANSIT_DAYS = 60;
/** 30 t: more than any parcel, well inside an integer column. */
export const MAX_BAND_GRAMS = 30_000_000;

const TOO_HIGH = 'El valor es demasiado alto.';

/** Whole pesos ≥ 0 that fit the integer columns. */
const money = (required: string) => pesos(required).pipe(z.number().max(MAX_INT4, { error: TOO_HIGH }));
const optionalMoney = () => optionalPesos().pipe(z.number().max(MAX_INT4, { error: TOO_HIGH }).nullable());

const flag = (message: string) => z.boolean({ error: message });

const ruleName = () => requiredText('El nombre es requerido.', MAX_RULE_NAME);

/** Same-day cut-off, 'HH:MM' (24 h, Colombia); blank or null = never the same day. */
const cutoff = z
  .union([z.string(), z.null()], { error: 'Escribe la hora de corte como HH:MM.' })
  .optional()
  .transform((v) => (v == null || v.trim() === '' ? null : v.trim()))
  .refine((v) => v === null || /^([01]\d|2[0-3]):[0-5]\d$/.test(v), { error: 'Escribe la hora de corte como HH:MM (por ejemplo 14:00).' });

/**
 * A list of codes: each must pass `exists`, none twice. Every element is checked (a number among
 * the codes is one bad element, not a failed list), so each bad one gets its own field error.
 */
function codeList(options: { exists: (code: unknown) => boolean; invalid: string; empty: string; repeated: string; max: number }) {
  return z
    .array(z.unknown(), { error: options.empty })
    .min(1, { error: options.empty })
    .max(options.max, { error: `Como máximo ${options.max}.` })
    .superRefine((codes, ctx) => {
      const seen = new Set<unknown>();
      codes.forEach((code, i) => {
        if (!options.exists(code)) ctx.addIssue({ code: 'custom', path: [i], message: options.invalid });
        else if (seen.has(code)) ctx.addIssue({ code: 'custom', path: [i], message: options.repeated });
        seen.add(code);
      });
    })
    .transform((codes) => codes as string[]);
}

export const pickupRuleInput = z.object({
  enabled: flag('Indica si se puede recoger en tienda.'),
  preparationHours: wholeNumber('Las horas de preparación son requeridas.', { max: MAX_PREPARATION_HOURS }),
});

export const deliveryZoneInput = z
  .object({
    name: ruleName(),
    municipalityCodes: codeList({
      exists: isMunicipalityCode,
      invalid: 'Municipio no válido.',
      empty: 'Elige al menos un municipio.',
      repeated: 'El municipio está repetido.',
      max: MAX_ZONE_MUNICIPALITIES,
    }),
    fee: money('El valor del domicilio es requerido.'),
    freeFrom: optionalMoney(),
    minimumOrder: optionalMoney(),
    weekdays: z
      .array(
        z
          .number({ error: 'Día no válido.' })
          .int({ error: 'Día no válido.' })
          .min(1, { error: 'Día no válido.' })
          .max(7, { error: 'Día no válido.' }),
        {
          error: 'Elige al menos un día de entrega.',
        },
      )
      .min(1, { error: 'Elige al menos un día de entrega.' })
      .max(7, { error: 'Día no válido.' })
      .refine((days) => new Set(days).size === days.length, { error: 'Hay días repetidos.' })
      .transform((days) => [...days].sort((a, b) => a - b)),
    sameDayCutoff: cutoff,
    cashOnDelivery: flag('Indica si hay pago contra entrega.'),
    cashOnDeliveryMax: optionalMoney(),
    active: flag('Indica si la zona está activa.'),
  })
  .superRefine((zone, ctx) => {
    if (!zone.cashOnDelivery && zone.cashOnDeliveryMax !== null) {
      ctx.addIssue({
        code: 'custom',
        path: ['cashOnDeliveryMax'],
        message: 'El límite de pago contra entrega solo aplica si la zona lo ofrece.',
      });
    }
  });

export const weightBandInput = z.object({
  upToGrams: wholeNumber('Los gramos son requeridos.', { min: 1, max: MAX_BAND_GRAMS, minMessage: 'Los gramos deben ser mayores que 0.' }),
  fee: money('El valor es requerido.'),
});

export const shippingRateGroupInput = z
  .object({
    name: ruleName(),
    departmentCodes: codeList({
      exists: isDepartmentCode,
      invalid: 'Departamento no válido.',
      empty: 'Elige al menos un departamento.',
      repeated: 'El departamento está repetido.',
      max: 40,
    }),
    fee: money('La tarifa es requerida.'),
    weightBands: z
      .array(weightBandInput, { error: 'Las tarifas por peso no son válidas.' })
      .max(MAX_WEIGHT_BANDS, { error: `Como máximo ${MAX_WEIGHT_BANDS} tarifas por peso.` }),
    freeFrom: optionalMoney(),
    transitDaysMin: wholeNumber('Los días mínimos son requeridos.', { max: MAX_TRANSIT_DAYS }),
    transitDaysMax: wholeNumber('Los días máximos son requeridos.', { max: MAX_TRANSIT_DAYS }),
    active: flag('Indica si el grupo está activo.'),
  })
  .superRefine((group, ctx) => {
    group.weightBands.forEach((band, i) => {
      if (i > 0 && band.upToGrams <= group.weightBands[i - 1].upToGrams) {
        ctx.addIssue({
          code: 'custom',
          path: ['weightBands', i, 'upToGrams'],
          message: 'Cada tramo debe tener más gramos que el anterior.',
        });
      }
    });
    if (group.transitDaysMax < group.transitDaysMin) {
      ctx.addIssue({ code: 'custom', path: ['transitDaysMax'], message: 'Los días máximos no pueden ser menos que los mínimos.' });
    }
  });

export type PickupRuleInput = z.infer<typeof pickupRuleInput>;
export type DeliveryZoneInput = z.infer<typeof deliveryZoneInput>;
export type ShippingRateGroupInput = z.infer<typeof shippingRateGroupInput>;
