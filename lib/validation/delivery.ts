import { z } from 'zod';
import divipola from '@/lib/domain/colombia-divipola-codes.json';
import { buildLocationIndex, type DivipolaDepartment } from '@/lib/domain/delivery-locations';
import { MAX_INT4 } from '@/lib/domain/id';
import { MAX_ORDER_LINE_QUANTITY, MAX_ORDER_LINES } from '@/lib/validation/order';
import { optionalPesos, pesos, requiredText, wholeNumber } from './admin/fields';

/**
 * The delivery rules staff save (PUT /api/admin/delivery-rules, the back-office form) and the
 * checkout's quote request. Messages are Spanish field errors. Codes are DANE DIVIPOLA codes
 * that must exist; a municipality (or a department) belongs to at most one active zone (group),
 * so an address never has two prices.
 */

const index = buildLocationIndex(divipola as DivipolaDepartment[]);
const MAX_ZONES = 50;
const MAX_CODES = 1200;
const MAX_BANDS = 20;
const MAX_GRAMS = 10_000_000;

const money = (required: string) => pesos(required).pipe(z.number().max(MAX_INT4, { error: 'El valor es demasiado alto.' }));
const optionalMoney = () => optionalPesos().pipe(z.number().max(MAX_INT4, { error: 'El valor es demasiado alto.' }).nullable());
const flag = (message: string) => z.boolean({ error: message });
const optionalId = z.number().int().positive().max(MAX_INT4).optional();

const municipalityCode = z
  .string({ error: 'Cada municipio debe ser un código DANE de 5 dígitos.' })
  .refine((code) => index.municipalityDepartment.has(code), { error: 'Este código de municipio no existe en DIVIPOLA.' });
const departmentCode = z
  .string({ error: 'Cada departamento debe ser un código DANE de 2 dígitos.' })
  .refine((code) => index.departmentCodes.has(code), { error: 'Este código de departamento no existe en DIVIPOLA.' });

const distinct = <T>(items: readonly T[]) => new Set(items).size === items.length;

export const deliveryZoneInput = z
  .object({
    id: optionalId,
    name: requiredText('El nombre de la zona es requerido.', 80),
    municipalityCodes: z
      .array(municipalityCode, { error: 'Elige al menos un municipio.' })
      .min(1, { error: 'Elige al menos un municipio.' })
      .max(MAX_CODES, { error: 'Demasiados municipios.' })
      .refine(distinct, { error: 'Hay municipios repetidos.' }),
    fee: money('La tarifa es requerida.'),
    freeFrom: optionalMoney(),
    minimumOrder: optionalMoney(),
    weekdays: z
      .array(z.number({ error: 'Día no válido.' }).int({ error: 'Día no válido.' }).min(1, { error: 'Día no válido.' }).max(7, { error: 'Día no válido.' }), {
        error: 'Elige al menos un día de entrega.',
      })
      .min(1, { error: 'Elige al menos un día de entrega.' })
      .max(7, { error: 'Día no válido.' })
      .refine(distinct, { error: 'Hay días repetidos.' }),
    sameDayCutoff: z
      .string({ error: 'Escribe la hora límite como HH:MM (p. ej. 14:00).' })
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Escribe la hora límite como HH:MM (p. ej. 14:00).' })
      .nullable(),
    cashOnDelivery: flag('Indica si se ofrece pago contra entrega.'),
    cashOnDeliveryMax: optionalMoney(),
    active: flag('Indica si la zona está activa.'),
  })
  .superRefine((zone, ctx) => {
    if (!zone.cashOnDelivery && zone.cashOnDeliveryMax !== null) {
      ctx.addIssue({ code: 'custom', path: ['cashOnDeliveryMax'], message: 'El tope de pago contra entrega solo aplica si se ofrece.' });
    }
  });

export const weightBandInput = z.object({
  upToGrams: wholeNumber('El peso es requerido.', { min: 1, max: MAX_GRAMS, minMessage: 'El peso debe ser mayor que cero.' }),
  fee: money('La tarifa es requerida.'),
});

export const shippingRateGroupInput = z
  .object({
    id: optionalId,
    name: requiredText('El nombre del grupo es requerido.', 80),
    departmentCodes: z
      .array(departmentCode, { error: 'Elige al menos un departamento.' })
      .min(1, { error: 'Elige al menos un departamento.' })
      .max(40, { error: 'Demasiados departamentos.' })
      .refine(distinct, { error: 'Hay departamentos repetidos.' }),
    fee: money('La tarifa es requerida.'),
    weightBands: z.array(weightBandInput, { error: 'Rangos de peso no válidos.' }).max(MAX_BANDS, { error: 'Demasiados rangos de peso.' }),
    freeFrom: optionalMoney(),
    transitDaysMin: wholeNumber('Los días de tránsito son requeridos.', { min: 0, max: 60 }),
    transitDaysMax: wholeNumber('Los días de tránsito son requeridos.', { min: 0, max: 60 }),
    active: flag('Indica si el grupo está activo.'),
  })
  .superRefine((group, ctx) => {
    if (group.transitDaysMax < group.transitDaysMin) {
      ctx.addIssue({ code: 'custom', path: ['transitDaysMax'], message: 'El máximo de días no puede ser menor que el mínimo.' });
    }
    if (!distinct(group.weightBands.map((b) => b.upToGrams))) {
      ctx.addIssue({ code: 'custom', path: ['weightBands'], message: 'Dos rangos de peso tienen el mismo límite.' });
    }
  });

export const deliveryRulesInput = z
  .object({
    pickup: z.object({
      enabled: flag('Indica si se puede recoger en tienda.'),
      preparationHours: wholeNumber('El tiempo de preparación es requerido.', { min: 0, max: 240 }),
    }),
    zones: z.array(deliveryZoneInput, { error: 'Zonas no válidas.' }).max(MAX_ZONES, { error: 'Demasiadas zonas.' }),
    groups: z.array(shippingRateGroupInput, { error: 'Grupos no válidos.' }).max(MAX_ZONES, { error: 'Demasiados grupos.' }),
  })
  .superRefine((rules, ctx) => {
    overlap(ctx, rules.zones, 'zones', 'municipalityCodes', 'Este municipio ya está en otra zona activa.');
    overlap(ctx, rules.groups, 'groups', 'departmentCodes', 'Este departamento ya está en otro grupo activo.');
    for (const [list, key] of [[rules.zones, 'zones'], [rules.groups, 'groups']] as const) {
      const ids = list.flatMap((r) => (r.id === undefined ? [] : [r.id]));
      if (!distinct(ids)) ctx.addIssue({ code: 'custom', path: [key], message: 'Hay filas repetidas.' });
      const names = list.map((r) => r.name.toLocaleLowerCase('es'));
      names.forEach((name, i) => {
        if (names.indexOf(name) !== i) ctx.addIssue({ code: 'custom', path: [key, i, 'name'], message: 'Ya hay otra con este nombre.' });
      });
    }
  });

function overlap<K extends string>(
  ctx: z.RefinementCtx,
  rows: readonly ({ active: boolean } & Record<K, string[]>)[],
  list: string,
  key: K,
  message: string,
) {
  const seen = new Set<string>();
  rows.forEach((row, i) => {
    if (!row.active) return;
    row[key].forEach((code, j) => {
      if (seen.has(code)) ctx.addIssue({ code: 'custom', path: [list, i, key, j], message });
      seen.add(code);
    });
  });
}

const QUANTITY = `La cantidad debe ser un número entero entre 1 y ${MAX_ORDER_LINE_QUANTITY.toLocaleString('es-CO')}.`;
const LINES = `El pedido debe tener entre 1 y ${MAX_ORDER_LINES} productos.`;
const INVALID = 'El valor no es válido.';
const id = (required: string) => z.number({ error: required }).int({ error: INVALID }).positive({ error: INVALID }).max(MAX_INT4, { error: INVALID });

/** POST /api/delivery/quote: the address and the cart's lines (the server prices them itself). */
export const deliveryQuoteInput = z.object({
  shippingAddressId: id('Elige una dirección de envío.'),
  items: z
    .array(
      z.object({
        variantId: id('Este campo es obligatorio.'),
        quantity: z.number({ error: QUANTITY }).int({ error: QUANTITY }).min(1, { error: QUANTITY }).max(MAX_ORDER_LINE_QUANTITY, { error: QUANTITY }),
      }),
      { error: LINES },
    )
    .min(1, { error: LINES })
    .max(MAX_ORDER_LINES, { error: LINES }),
});

export type DeliveryRulesInput = z.infer<typeof deliveryRulesInput>;
export type DeliveryZoneInput = z.infer<typeof deliveryZoneInput>;
export type ShippingRateGroupInput = z.infer<typeof shippingRateGroupInput>;
export type DeliveryQuoteInput = z.infer<typeof deliveryQuoteInput>;
