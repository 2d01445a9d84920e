import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { departmentName, isDepartmentCode, isMunicipalityCode, municipalitiesOf, municipalityLabel } from '@/lib/domain/delivery-codes';
import { deliveryZoneInput, pickupRuleInput, shippingRateGroupInput } from '@/lib/validation/admin/delivery-rules';
import { validationText } from '@/lib/i18n/validation-text';

/** Issue 21 "Staff set the rules": what the dialogs and the routes accept. */

const zone = {
  name: 'Cúcuta',
  municipalityCodes: ['54001'],
  fee: 5000,
  freeFrom: null,
  minimumOrder: null,
  weekdays: [1, 2, 3, 4, 5, 6],
  sameDayCutoff: '14:00',
  cashOnDelivery: false,
  cashOnDeliveryMax: null,
  active: true,
};

const group = {
  name: 'Resto del país',
  departmentCodes: ['05'],
  fee: 20000,
  weightBands: [],
  freeFrom: null,
  transitDaysMin: 2,
  transitDaysMax: 5,
  active: true,
};

/** path → messages of a failed parse (nothing when it passes). */
function errorsOf(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  const fields: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (fields[issue.path.join('.') || '_'] ??= []).push(validationText(issue.message, 'es'));
  return fields;
}

describe('DIVIPOLA codes', () => {
  it('knows real codes and names, and nothing else', () => {
    expect(isMunicipalityCode('54261')).toBe(true);
    expect(isMunicipalityCode('54999')).toBe(false);
    expect(isMunicipalityCode(54001)).toBe(false);
    expect(isDepartmentCode('54')).toBe(true);
    expect(isDepartmentCode('54001')).toBe(false);
    expect(departmentName('11')).toBe('Bogotá, D.C.');
    expect(municipalityLabel('54261')).toBe('El Zulia');
    expect(municipalityLabel('05001')).toBe('Medellín (Antioquia)');
    expect(municipalitiesOf('54').map((m) => m.name)).toContain('Villa del Rosario');
  });
});

describe('zone', () => {
  it('accepts money as typed in pesos and sorts the days', () => {
    const parsed = deliveryZoneInput.parse({
      ...zone,
      fee: '$ 5.000',
      freeFrom: '150.000',
      minimumOrder: '',
      weekdays: [6, 1],
      sameDayCutoff: '',
    });
    expect(parsed).toMatchObject({ fee: 5000, freeFrom: 150000, minimumOrder: null, weekdays: [1, 6], sameDayCutoff: null });
  });

  it('refuses money that is negative, has centavos, is not a number or is missing', () => {
    expect(errorsOf(deliveryZoneInput, { ...zone, fee: -1 })).toEqual({ fee: ['El valor no puede ser negativo.'] });
    expect(errorsOf(deliveryZoneInput, { ...zone, fee: '5.000,5' })).toEqual({ fee: ['Los precios van en pesos enteros, sin centavos.'] });
    expect(errorsOf(deliveryZoneInput, { ...zone, freeFrom: 'mucho' })).toEqual({ freeFrom: ['Escribe un valor en pesos válido.'] });
    expect(errorsOf(deliveryZoneInput, { ...zone, fee: '' })).toEqual({ fee: ['El valor del domicilio es requerido.'] });
    expect(errorsOf(deliveryZoneInput, { ...zone, minimumOrder: 2 ** 31 })).toEqual({ minimumOrder: ['El valor es demasiado alto.'] });
  });

  it('refuses municipalities that do not exist, repeated ones and an empty list', () => {
    expect(errorsOf(deliveryZoneInput, { ...zone, municipalityCodes: ['54001', '00000', '54001', 54874] })).toEqual({
      'municipalityCodes.1': ['Municipio no válido.'],
      'municipalityCodes.2': ['El municipio está repetido.'],
      'municipalityCodes.3': ['Municipio no válido.'],
    });
    expect(errorsOf(deliveryZoneInput, { ...zone, municipalityCodes: [] })).toEqual({
      municipalityCodes: ['Elige al menos un municipio.'],
    });
    // A department code is not a municipality.
    expect(errorsOf(deliveryZoneInput, { ...zone, municipalityCodes: ['54'] })).toEqual({
      'municipalityCodes.0': ['Municipio no válido.'],
    });
  });

  it('needs at least one weekday, each 1–7, none twice', () => {
    expect(errorsOf(deliveryZoneInput, { ...zone, weekdays: [] })).toEqual({ weekdays: ['Elige al menos un día de entrega.'] });
    expect(errorsOf(deliveryZoneInput, { ...zone, weekdays: [0] })).toEqual({ 'weekdays.0': ['Día no válido.'] });
    expect(errorsOf(deliveryZoneInput, { ...zone, weekdays: [7, 1.5] })).toEqual({ 'weekdays.1': ['Día no válido.'] });
    expect(errorsOf(deliveryZoneInput, { ...zone, weekdays: [2, 2] })).toEqual({ weekdays: ['Hay días repetidos.'] });
    expect(errorsOf(deliveryZoneInput, { ...zone, weekdays: [1, 7] })).toEqual({});
  });

  it('reads the cut-off as HH:MM on a 24-hour clock', () => {
    for (const ok of ['00:00', '09:30', '23:59', ' 14:00 '])
      expect(errorsOf(deliveryZoneInput, { ...zone, sameDayCutoff: ok }), ok).toEqual({});
    for (const bad of ['24:00', '9:30', '12:60', '2pm', '12:00:00']) {
      expect(errorsOf(deliveryZoneInput, { ...zone, sameDayCutoff: bad }), bad).toEqual({
        sameDayCutoff: ['Escribe la hora de corte como HH:MM (por ejemplo 14:00).'],
      });
    }
    expect(deliveryZoneInput.parse({ ...zone, sameDayCutoff: undefined }).sameDayCutoff).toBeNull();
  });

  it('takes a cash-on-delivery limit only when cash on delivery is offered', () => {
    expect(errorsOf(deliveryZoneInput, { ...zone, cashOnDelivery: false, cashOnDeliveryMax: 300000 })).toEqual({
      cashOnDeliveryMax: ['El límite de pago contra entrega solo aplica si la zona lo ofrece.'],
    });
    expect(deliveryZoneInput.parse({ ...zone, cashOnDelivery: true, cashOnDeliveryMax: '300.000' }).cashOnDeliveryMax).toBe(300000);
    expect(deliveryZoneInput.parse({ ...zone, cashOnDelivery: true, cashOnDeliveryMax: '' }).cashOnDeliveryMax).toBeNull();
  });

  it('keeps names plain, trimmed and at most 80 characters', () => {
    expect(deliveryZoneInput.parse({ ...zone, name: '  Cúcuta centro  ' }).name).toBe('Cúcuta centro');
    expect(errorsOf(deliveryZoneInput, { ...zone, name: '   ' })).toEqual({ name: ['El nombre es requerido.'] });
    expect(errorsOf(deliveryZoneInput, { ...zone, name: 'a'.repeat(81) })).toEqual({ name: ['El texto es demasiado largo.'] });
    expect(Object.keys(errorsOf(deliveryZoneInput, { ...zone, name: 'Zona\u200b1' }))).toEqual(['name']);
    expect(errorsOf(deliveryZoneInput, { ...zone, name: 'a'.repeat(80) })).toEqual({});
  });

  it('needs the flags to be booleans', () => {
    expect(Object.keys(errorsOf(deliveryZoneInput, { ...zone, active: 'true', cashOnDelivery: 1 })).sort()).toEqual([
      'active',
      'cashOnDelivery',
    ]);
  });
});

describe('national rate group', () => {
  it('accepts weight bands that grow strictly, with fees in pesos', () => {
    const parsed = shippingRateGroupInput.parse({
      ...group,
      weightBands: [
        { upToGrams: '1000', fee: '15.000' },
        { upToGrams: 1001, fee: 15000 },
      ],
    });
    expect(parsed.weightBands).toEqual([
      { upToGrams: 1000, fee: 15000 },
      { upToGrams: 1001, fee: 15000 },
    ]);
  });

  it('refuses bands that do not grow, zero grams and fractions', () => {
    expect(
      errorsOf(shippingRateGroupInput, {
        ...group,
        weightBands: [
          { upToGrams: 2000, fee: 1 },
          { upToGrams: 1000, fee: 2 },
        ],
      }),
    ).toEqual({
      'weightBands.1.upToGrams': ['Cada tramo debe tener más gramos que el anterior.'],
    });
    expect(errorsOf(shippingRateGroupInput, { ...group, weightBands: [{ upToGrams: 0, fee: 1 }] })).toEqual({
      'weightBands.0.upToGrams': ['Los gramos deben ser mayores que 0.'],
    });
    expect(errorsOf(shippingRateGroupInput, { ...group, weightBands: [{ upToGrams: 1.5, fee: 1 }] })).toEqual({
      'weightBands.0.upToGrams': ['Debe ser un número entero.'],
    });
  });

  it('refuses unknown or repeated departments and an empty list', () => {
    expect(errorsOf(shippingRateGroupInput, { ...group, departmentCodes: ['05', '5', '05'] })).toEqual({
      'departmentCodes.1': ['Departamento no válido.'],
      'departmentCodes.2': ['El departamento está repetido.'],
    });
    expect(errorsOf(shippingRateGroupInput, { ...group, departmentCodes: [] })).toEqual({
      departmentCodes: ['Elige al menos un departamento.'],
    });
  });

  it('needs transit days from min to max', () => {
    expect(errorsOf(shippingRateGroupInput, { ...group, transitDaysMin: 3, transitDaysMax: 3 })).toEqual({});
    expect(errorsOf(shippingRateGroupInput, { ...group, transitDaysMin: 4, transitDaysMax: 3 })).toEqual({
      transitDaysMax: ['Los días máximos no pueden ser menos que los mínimos.'],
    });
    expect(errorsOf(shippingRateGroupInput, { ...group, transitDaysMin: -1 })).toEqual({ transitDaysMin: ['Debe ser al menos 0.'] });
  });
});

describe('pickup', () => {
  it('takes 0–240 preparation hours', () => {
    expect(pickupRuleInput.parse({ enabled: true, preparationHours: '0' })).toEqual({ enabled: true, preparationHours: 0 });
    expect(errorsOf(pickupRuleInput, { enabled: true, preparationHours: 241 })).toEqual({
      preparationHours: ['Debe ser como máximo 240.'],
    });
    expect(errorsOf(pickupRuleInput, { enabled: true, preparationHours: '' })).toEqual({
      preparationHours: ['Las horas de preparación son requeridas.'],
    });
  });
});
