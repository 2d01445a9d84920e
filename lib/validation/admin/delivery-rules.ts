import { z } from 'zod';
import { message } from '@/lib/i18n/validation-message';
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

const TOO_HIGH = message('valueTooHigh');

/** Whole pesos ≥ 0 that fit the integer columns. */
const money = (required: string) => pesos(required).pipe(z.number().max(MAX_INT4, { error: TOO_HIGH }));
const optionalMoney = () => optionalPesos().pipe(z.number().max(MAX_INT4, { error: TOO_HIGH }).nullable());

const flag = (message: string) => z.boolean({ error: message });

const ruleName = () => requiredText(message('nameRequired'), MAX_RULE_NAME);

/** Same-day cut-off, 'HH:MM' (24 h, Colombia); blank or null = never the same day. */
const cutoff = z
  .union([z.string(), z.null()], { error: message('cutoffTime') })
  .optional()
  .transform((v) => (v == null || v.trim() === '' ? null : v.trim()))
  .refine((v) => v === null || /^([01]\d|2[0-3]):[0-5]\d$/.test(v), { error: message('cutoffTimeExample') });

/**
 * A list of codes: each must pass `exists`, none twice. Every element is checked (a number among
 * the codes is one bad element, not a failed list), so each bad one gets its own field error.
 */
function codeList(options: { exists: (code: unknown) => boolean; invalid: string; empty: string; repeated: string; max: number }) {
  return z
    .array(z.unknown(), { error: options.empty })
    .min(1, { error: options.empty })
    .max(options.max, { error: message('atMost', { max: options.max }) })
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
  enabled: flag(message('pickupEnabled')),
  preparationHours: wholeNumber(message('preparationHoursRequired'), { max: MAX_PREPARATION_HOURS }),
});

export const deliveryZoneInput = z
  .object({
    name: ruleName(),
    municipalityCodes: codeList({
      exists: isMunicipalityCode,
      invalid: message('municipalityInvalid'),
      empty: message('municipalitiesRequired'),
      repeated: message('municipalityRepeated'),
      max: MAX_ZONE_MUNICIPALITIES,
    }),
    fee: money(message('zoneFeeRequired')),
    freeFrom: optionalMoney(),
    minimumOrder: optionalMoney(),
    weekdays: z
      .array(
        z
          .number({ error: message('weekdayInvalid') })
          .int({ error: message('weekdayInvalid') })
          .min(1, { error: message('weekdayInvalid') })
          .max(7, { error: message('weekdayInvalid') }),
        {
          error: message('weekdaysRequired'),
        },
      )
      .min(1, { error: message('weekdaysRequired') })
      .max(7, { error: message('weekdayInvalid') })
      .refine((days) => new Set(days).size === days.length, { error: message('weekdaysRepeated') })
      .transform((days) => [...days].sort((a, b) => a - b)),
    sameDayCutoff: cutoff,
    cashOnDelivery: flag(message('cashOnDeliveryFlag')),
    cashOnDeliveryMax: optionalMoney(),
    active: flag(message('zoneActive')),
  })
  .superRefine((zone, ctx) => {
    if (!zone.cashOnDelivery && zone.cashOnDeliveryMax !== null) {
      ctx.addIssue({
        code: 'custom',
        path: ['cashOnDeliveryMax'],
        message: message('cashOnDeliveryMaxWithoutCod'),
      });
    }
  });

export const weightBandInput = z.object({
  upToGrams: wholeNumber(message('gramsRequired'), { min: 1, max: MAX_BAND_GRAMS, minMessage: message('gramsPositive') }),
  fee: money(message('valueRequired')),
});

export const shippingRateGroupInput = z
  .object({
    name: ruleName(),
    departmentCodes: codeList({
      exists: isDepartmentCode,
      invalid: message('departmentInvalid'),
      empty: message('departmentsRequired'),
      repeated: message('departmentRepeated'),
      max: 40,
    }),
    fee: money(message('rateRequired')),
    weightBands: z
      .array(weightBandInput, { error: message('weightBandsInvalid') })
      .max(MAX_WEIGHT_BANDS, { error: message('weightBandsMax', { max: MAX_WEIGHT_BANDS }) }),
    freeFrom: optionalMoney(),
    transitDaysMin: wholeNumber(message('transitDaysMinRequired'), { max: MAX_TRANSIT_DAYS }),
    transitDaysMax: wholeNumber(message('transitDaysMaxRequired'), { max: MAX_TRANSIT_DAYS }),
    active: flag(message('groupActive')),
  })
  .superRefine((group, ctx) => {
    group.weightBands.forEach((band, i) => {
      if (i > 0 && band.upToGrams <= group.weightBands[i - 1].upToGrams) {
        ctx.addIssue({
          code: 'custom',
          path: ['weightBands', i, 'upToGrams'],
          message: message('weightBandsAscending'),
        });
      }
    });
    if (group.transitDaysMax < group.transitDaysMin) {
      ctx.addIssue({ code: 'custom', path: ['transitDaysMax'], message: message('transitDaysOrder') });
    }
  });

export type PickupRuleInput = z.infer<typeof pickupRuleInput>;
export type DeliveryZoneInput = z.infer<typeof deliveryZoneInput>;
export type ShippingRateGroupInput = z.infer<typeof shippingRateGroupInput>;
