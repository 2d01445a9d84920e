import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  chooseDelivery,
  type DeliveryRules,
  type DeliveryZone,
  nextDeliveryDay,
  pickupReadyAt,
  quoteDelivery,
  type QuoteInput,
  type ShippingRateGroup,
  toOpeningHours,
} from '@/lib/domain/delivery';
import { buildLocationIndex, type DivipolaDepartment, resolveDestination } from '@/lib/domain/delivery-locations';
import divipola from '@/lib/domain/colombia-divipola-codes.json';

const MON_SAT = [1, 2, 3, 4, 5, 6];
const zone = (over: Partial<DeliveryZone>): DeliveryZone => ({
  id: 1,
  name: 'Cúcuta',
  municipalityCodes: ['54001'],
  fee: 5_000,
  freeFrom: 150_000,
  minimumOrder: null,
  weekdays: MON_SAT,
  sameDayCutoff: '14:00',
  cashOnDelivery: true,
  cashOnDeliveryMax: 500_000,
  active: true,
  sortOrder: 0,
  ...over,
});
const group = (over: Partial<ShippingRateGroup>): ShippingRateGroup => ({
  id: 1,
  name: 'Santanderes',
  departmentCodes: ['54', '68'],
  fee: 18_000,
  weightBands: [],
  freeFrom: null,
  transitDaysMin: 1,
  transitDaysMax: 3,
  active: true,
  sortOrder: 0,
  ...over,
});

const rules: DeliveryRules = {
  pickup: { enabled: true, preparationHours: 2 },
  zones: [
    zone({}),
    zone({
      id: 2,
      name: 'Villa del Rosario y Los Patios',
      municipalityCodes: ['54874', '54405'],
      fee: 8_000,
      freeFrom: 250_000,
      minimumOrder: 60_000,
      cashOnDelivery: true,
      cashOnDeliveryMax: 300_000,
      sortOrder: 1,
    }),
    zone({
      id: 3,
      name: 'El Zulia',
      municipalityCodes: ['54261'],
      fee: 15_000,
      freeFrom: null,
      minimumOrder: 120_000,
      weekdays: [2, 5],
      sameDayCutoff: null,
      cashOnDelivery: false,
      cashOnDeliveryMax: null,
      sortOrder: 2,
    }),
    zone({ id: 4, name: 'Inactiva', municipalityCodes: ['54518'], active: false, sortOrder: 3 }),
  ],
  groups: [
    group({
      weightBands: [
        { upToGrams: 5_000, fee: 15_000 },
        { upToGrams: 20_000, fee: 28_000 },
        { upToGrams: 50_000, fee: 55_000 },
      ],
      freeFrom: 800_000,
    }),
    group({
      id: 2,
      name: 'Bogotá y zona andina',
      departmentCodes: ['11', '25', '15'],
      fee: 22_000,
      transitDaysMin: 2,
      transitDaysMax: 4,
      sortOrder: 1,
    }),
  ],
};

const opening = toOpeningHours({
  days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  opens: '07:30',
  closes: '18:00',
});
// 2026-11-26 is a Thursday. Colombia is UTC−5: 10:00 there is 15:00Z.
const THU_10 = new Date('2026-11-26T15:00:00Z');
const CUCUTA = { departmentCode: '54', municipalityCode: '54001' };
const VILLA = { departmentCode: '54', municipalityCode: '54874' };
const PATIOS = { departmentCode: '54', municipalityCode: '54405' };
const ZULIA = { departmentCode: '54', municipalityCode: '54261' };
const PAMPLONA = { departmentCode: '54', municipalityCode: '54518' };
const BUCARAMANGA = { departmentCode: '68', municipalityCode: '68001' };
const BOGOTA = { departmentCode: '11', municipalityCode: '11001' };
const LETICIA = { departmentCode: '91', municipalityCode: '91001' };

const quote = (over: Partial<QuoteInput>) =>
  quoteDelivery({
    rules,
    destination: CUCUTA,
    subtotal: 100_000,
    lines: [{ quantity: 1, weightGrams: null }],
    now: THU_10,
    openingHours: opening,
    ...over,
  });
const only = (q: ReturnType<typeof quote>, option: string) => {
  const found = q.options.find((o) => o.option === option);
  if (!found) throw new Error(`no ${option} in ${q.options.map((o) => o.option).join(',')}`);
  return found;
};

describe('delivery options by destination', () => {
  it('Cúcuta: pickup and its local zone, no national shipping; local is the default', () => {
    const q = quote({});
    expect(q.options.map((o) => o.option)).toEqual(['pickup', 'local_delivery']);
    expect(q.defaultOption).toBe('local_delivery');
    expect(only(q, 'local_delivery')).toMatchObject({
      ruleName: 'Cúcuta',
      fee: 5_000,
      total: 105_000,
      selectable: true,
      freeDelivery: { from: 150_000, missing: 50_000 },
    });
    expect(only(q, 'pickup')).toMatchObject({ fee: 0, total: 100_000, selectable: true, ruleName: null, cashOnDelivery: null });
  });

  it('Villa del Rosario and Los Patios share one zone with its fee', () => {
    for (const destination of [VILLA, PATIOS]) {
      expect(only(quote({ destination }), 'local_delivery')).toMatchObject({
        ruleName: 'Villa del Rosario y Los Patios',
        fee: 8_000,
        total: 108_000,
      });
    }
  });

  it('El Zulia: higher fee, minimum order, no cash on delivery', () => {
    const below = only(quote({ destination: ZULIA, subtotal: 100_000 }), 'local_delivery');
    expect(below).toMatchObject({
      fee: 15_000,
      selectable: false,
      minimumOrder: { amount: 120_000, missing: 20_000 },
      freeDelivery: null,
      cashOnDelivery: null,
    });
  });

  it('a municipality of a covered department without a zone gets national shipping (an inactive zone covers nothing)', () => {
    const q = quote({ destination: PAMPLONA });
    expect(q.options.map((o) => o.option)).toEqual(['pickup', 'national_shipping']);
    expect(q.defaultOption).toBe('national_shipping');
    expect(only(q, 'national_shipping').ruleName).toBe('Santanderes');
    expect(only(quote({ destination: BUCARAMANGA }), 'national_shipping').ruleName).toBe('Santanderes');
    expect(only(quote({ destination: BOGOTA }), 'national_shipping')).toMatchObject({ ruleName: 'Bogotá y zona andina', fee: 22_000 });
  });

  it('a destination no rule covers is "por confirmar": no fee, total unknown, still orderable', () => {
    for (const destination of [LETICIA, null]) {
      const q = quote({ destination });
      expect(q.defaultOption).toBe('to_confirm');
      expect(q.options.map((o) => o.option)).toEqual(['pickup', 'to_confirm']);
      expect(only(q, 'to_confirm')).toMatchObject({ fee: null, total: null, selectable: true, estimate: null });
    }
  });

  it('pickup disabled: not offered', () => {
    const q = quoteDelivery({
      rules: { ...rules, pickup: { enabled: false, preparationHours: 2 } },
      destination: CUCUTA,
      subtotal: 1,
      lines: [],
      now: THU_10,
      openingHours: opening,
    });
    expect(q.options.map((o) => o.option)).toEqual(['local_delivery']);
  });

  it('the zone with the lowest sort order wins when two cover a municipality', () => {
    const overlapping = { ...rules, zones: [zone({ id: 9, name: 'Tarde', sortOrder: 5 }), zone({ id: 8, name: 'Primero', sortOrder: 1 })] };
    expect(only(quote({ rules: overlapping }), 'local_delivery').ruleName).toBe('Primero');
  });
});

describe('free-delivery threshold and minimum order', () => {
  it('one peso under the threshold pays; at it delivery is free', () => {
    expect(only(quote({ subtotal: 149_999 }), 'local_delivery')).toMatchObject({
      fee: 5_000,
      total: 154_999,
      freeDelivery: { from: 150_000, missing: 1 },
    });
    expect(only(quote({ subtotal: 150_000 }), 'local_delivery')).toMatchObject({
      fee: 0,
      total: 150_000,
      freeDelivery: { from: 150_000, missing: 0 },
    });
  });

  it('Villa del Rosario threshold and minimum: one peso under, and at each', () => {
    expect(only(quote({ destination: VILLA, subtotal: 249_999 }), 'local_delivery').fee).toBe(8_000);
    expect(only(quote({ destination: VILLA, subtotal: 250_000 }), 'local_delivery').fee).toBe(0);
    expect(only(quote({ destination: VILLA, subtotal: 59_999 }), 'local_delivery')).toMatchObject({
      selectable: false,
      minimumOrder: { amount: 60_000, missing: 1 },
    });
    expect(only(quote({ destination: VILLA, subtotal: 60_000 }), 'local_delivery')).toMatchObject({
      selectable: true,
      minimumOrder: { amount: 60_000, missing: 0 },
    });
  });

  it('national free threshold: one peso under pays, at it free', () => {
    expect(only(quote({ destination: PAMPLONA, subtotal: 799_999 }), 'national_shipping').fee).toBe(18_000);
    expect(only(quote({ destination: PAMPLONA, subtotal: 800_000 }), 'national_shipping')).toMatchObject({
      fee: 0,
      freeDelivery: { from: 800_000, missing: 0 },
    });
  });
});

describe('weight bands', () => {
  const fee = (lines: QuoteInput['lines']) => only(quote({ destination: PAMPLONA, lines }), 'national_shipping');

  it('picks the first band holding the total weight, band edges included', () => {
    expect(fee([{ quantity: 2, weightGrams: 2_500 }])).toMatchObject({ fee: 15_000, weightGrams: 5_000 });
    expect(fee([{ quantity: 1, weightGrams: 5_001 }]).fee).toBe(28_000);
    expect(
      fee([
        { quantity: 4, weightGrams: 5_000 },
        { quantity: 1, weightGrams: 1 },
      ]).fee,
    ).toBe(55_000);
  });

  it('heavier than every band: the heaviest band', () => {
    expect(fee([{ quantity: 10, weightGrams: 10_000 }])).toMatchObject({ fee: 55_000, weightGrams: 100_000 });
  });

  it('a line without weight: the flat fee', () => {
    expect(
      fee([
        { quantity: 1, weightGrams: 1_000 },
        { quantity: 1, weightGrams: null },
      ]),
    ).toMatchObject({ fee: 18_000, weightGrams: null });
  });

  it('a group without bands: the flat fee whatever the weight', () => {
    expect(only(quote({ destination: BOGOTA, lines: [{ quantity: 1, weightGrams: 90_000 }] }), 'national_shipping').fee).toBe(22_000);
  });
});

describe('cash on delivery', () => {
  it('offered in Cúcuta up to the limit on the total (subtotal + fee)', () => {
    expect(only(quote({ subtotal: 495_000 }), 'local_delivery').cashOnDelivery).toEqual({ available: true, max: 500_000 });
    expect(only(quote({ subtotal: 500_001 }), 'local_delivery').cashOnDelivery).toEqual({ available: false, max: 500_000 });
    // Below the free threshold the fee counts: 295.001 + 8.000 > 300.000 in Villa del Rosario.
    expect(only(quote({ destination: VILLA, subtotal: 292_000 }), 'local_delivery').cashOnDelivery).toEqual({
      available: true,
      max: 300_000,
    });
    expect(only(quote({ destination: VILLA, subtotal: 300_001 }), 'local_delivery').cashOnDelivery).toEqual({
      available: false,
      max: 300_000,
    });
  });

  it('never for pickup, national shipping or a zone that does not offer it', () => {
    expect(only(quote({}), 'pickup').cashOnDelivery).toBeNull();
    expect(only(quote({ destination: PAMPLONA }), 'national_shipping').cashOnDelivery).toBeNull();
    expect(only(quote({ destination: ZULIA, subtotal: 200_000 }), 'local_delivery').cashOnDelivery).toBeNull();
  });

  it('without a limit, any total', () => {
    const unlimited = { ...rules, zones: [zone({ cashOnDeliveryMax: null })] };
    expect(only(quote({ rules: unlimited, subtotal: 9_000_000 }), 'local_delivery').cashOnDelivery).toEqual({ available: true, max: null });
  });
});

describe('choosing an option', () => {
  it('no choice: the default; pickup only when asked', () => {
    expect(chooseDelivery(quote({}), {})).toMatchObject({ ok: true, option: { option: 'local_delivery' }, cashOnDelivery: false });
    expect(chooseDelivery(quote({}), { deliveryOption: 'pickup' })).toMatchObject({ ok: true, option: { option: 'pickup', fee: 0 } });
    expect(chooseDelivery(quote({ destination: LETICIA }), {})).toMatchObject({ ok: true, option: { option: 'to_confirm', fee: null } });
  });

  it('refuses an option the address does not allow', () => {
    expect(chooseDelivery(quote({}), { deliveryOption: 'national_shipping' })).toEqual({
      ok: false,
      field: 'deliveryOption',
      reason: 'not_allowed',
    });
    expect(chooseDelivery(quote({ destination: PAMPLONA }), { deliveryOption: 'local_delivery' })).toEqual({
      ok: false,
      field: 'deliveryOption',
      reason: 'not_allowed',
    });
    expect(chooseDelivery(quote({ destination: LETICIA }), { deliveryOption: 'national_shipping' })).toMatchObject({
      ok: false,
      reason: 'not_allowed',
    });
  });

  it('refuses a minimum not reached, but pickup stays possible', () => {
    const q = quote({ destination: ZULIA, subtotal: 119_999 });
    expect(chooseDelivery(q, {})).toEqual({ ok: false, field: 'deliveryOption', reason: 'minimum_not_reached' });
    expect(chooseDelivery(q, { deliveryOption: 'pickup' })).toMatchObject({ ok: true });
  });

  it('refuses cash on delivery where not offered or above the limit', () => {
    expect(chooseDelivery(quote({}), { cashOnDelivery: true })).toMatchObject({ ok: true, cashOnDelivery: true });
    expect(chooseDelivery(quote({}), { deliveryOption: 'pickup', cashOnDelivery: true })).toEqual({
      ok: false,
      field: 'cashOnDelivery',
      reason: 'cod_not_offered',
    });
    expect(chooseDelivery(quote({ subtotal: 500_001 }), { cashOnDelivery: true })).toEqual({
      ok: false,
      field: 'cashOnDelivery',
      reason: 'cod_over_limit',
    });
    expect(chooseDelivery(quote({ destination: PAMPLONA }), { cashOnDelivery: true })).toMatchObject({
      ok: false,
      reason: 'cod_not_offered',
    });
  });
});

describe('estimated dates', () => {
  const at = (iso: string) => new Date(iso);
  it('same day before the cut-off, next delivery day at or after it', () => {
    expect(nextDeliveryDay(at('2026-11-26T18:59:00Z'), MON_SAT, '14:00')).toBe('2026-11-26'); // Thu 13:59
    expect(nextDeliveryDay(at('2026-11-26T19:00:00Z'), MON_SAT, '14:00')).toBe('2026-11-27'); // Thu 14:00
    expect(only(quote({ now: at('2026-11-26T18:59:00Z') }), 'local_delivery').estimate).toEqual({
      earliest: '2026-11-26',
      latest: '2026-11-26',
      readyAt: null,
    });
  });

  it('Saturday after the cut-off and Sunday roll over to Monday', () => {
    expect(nextDeliveryDay(at('2026-11-28T18:00:00Z'), MON_SAT, '14:00')).toBe('2026-11-28'); // Sat 13:00
    expect(nextDeliveryDay(at('2026-11-28T20:00:00Z'), MON_SAT, '14:00')).toBe('2026-11-30'); // Sat 15:00 → Mon
    expect(nextDeliveryDay(at('2026-11-29T15:00:00Z'), MON_SAT, '14:00')).toBe('2026-11-30'); // Sun 10:00 → Mon
  });

  it('late at night in Colombia is still that day (UTC is already tomorrow)', () => {
    // Thu 23:30 in Cúcuta = Fri 04:30Z: the next delivery is Friday, not Saturday.
    expect(nextDeliveryDay(at('2026-11-27T04:30:00Z'), MON_SAT, '14:00')).toBe('2026-11-27');
  });

  it('no cut-off: never the same day; few delivery days: the next one', () => {
    expect(nextDeliveryDay(at('2026-11-24T13:00:00Z'), [2, 5], null)).toBe('2026-11-27'); // Tue 08:00 → Fri
    expect(nextDeliveryDay(at('2026-11-27T13:00:00Z'), [2, 5], null)).toBe('2026-12-01'); // Fri → Tue
    expect(nextDeliveryDay(THU_10, [], '14:00')).toBeNull();
  });

  it('national: transit in business days, Monday to Friday', () => {
    expect(addBusinessDays('2026-11-26', 1)).toBe('2026-11-27');
    expect(addBusinessDays('2026-11-26', 3)).toBe('2026-12-01');
    expect(addBusinessDays('2026-11-28', 1)).toBe('2026-11-30');
    expect(only(quote({ destination: PAMPLONA }), 'national_shipping').estimate).toEqual({
      earliest: '2026-11-27',
      latest: '2026-12-01',
      readyAt: null,
    });
  });

  it('pickup: preparation counted in opening hours (Mon–Sat 07:30–18:00)', () => {
    expect(pickupReadyAt(THU_10, 2, opening)?.toISOString()).toBe('2026-11-26T17:00:00.000Z'); // Thu 12:00
    expect(pickupReadyAt(at('2026-11-26T22:30:00Z'), 2, opening)?.toISOString()).toBe('2026-11-27T14:00:00.000Z'); // Thu 17:30: 30 min, then 90 min from Fri 07:30 → 09:00
    expect(pickupReadyAt(at('2026-11-28T22:00:00Z'), 2, opening)?.toISOString()).toBe('2026-11-30T13:30:00.000Z'); // Sat 17:00: 1 h, then 1 h from Mon 07:30 → 08:30
    expect(pickupReadyAt(at('2026-11-29T15:00:00Z'), 2, opening)?.toISOString()).toBe('2026-11-30T14:30:00.000Z'); // Sunday → Mon 09:30
    expect(pickupReadyAt(at('2026-11-26T10:00:00Z'), 0, opening)?.toISOString()).toBe('2026-11-26T12:30:00.000Z'); // 05:00 → opening
    expect(pickupReadyAt(THU_10, 2, { days: [], opens: '07:30', closes: '18:00' })).toBeNull();
  });

  it('pickup: the ready time is rounded up to the half hour, or to the opening', () => {
    const sevenToSix = { days: [1, 2, 3, 4, 5, 6], opens: '07:00', closes: '18:00' };
    // Thu 17:16 + 2 h: 44 min on Thursday, 76 min from Fri 07:00 → 08:16, promised 08:30.
    expect(pickupReadyAt(at('2026-11-26T22:16:00Z'), 2, sevenToSix)?.toISOString()).toBe('2026-11-27T13:30:00.000Z');
    expect(pickupReadyAt(at('2026-11-26T15:01:00Z'), 1, sevenToSix)?.toISOString()).toBe('2026-11-26T16:30:00.000Z'); // 10:01 → 11:01 → 11:30
    expect(pickupReadyAt(at('2026-11-26T15:00:00Z'), 1, sevenToSix)?.toISOString()).toBe('2026-11-26T16:00:00.000Z'); // 11:00 stays
    // An opening off the half hour is kept: ready when the shop opens.
    expect(pickupReadyAt(at('2026-11-26T10:00:00Z'), 0, { ...sevenToSix, opens: '07:15' })?.toISOString()).toBe('2026-11-26T12:15:00.000Z');
    // Ready at 17:45 would round to the closing: promised at Friday's opening instead.
    expect(pickupReadyAt(at('2026-11-26T21:45:00Z'), 1, sevenToSix)?.toISOString()).toBe('2026-11-27T12:00:00.000Z');
    for (let minute = 0; minute < 24 * 60; minute += 7) {
      const ready = pickupReadyAt(new Date(Date.parse('2026-11-26T05:00:00Z') + minute * 60_000), 1.3, sevenToSix)!;
      const wall = new Date(ready.getTime() - 5 * 3600_000);
      expect(wall.getUTCMinutes() % 30).toBe(0);
      expect(wall.getUTCHours() * 60 + wall.getUTCMinutes()).toBeLessThan(18 * 60);
    }
    expect(only(quote({}), 'pickup').estimate).toEqual({
      earliest: '2026-11-26',
      latest: '2026-11-26',
      readyAt: '2026-11-26T17:00:00.000Z',
    });
  });
});

describe('address names to DANE codes', () => {
  const index = buildLocationIndex(divipola as DivipolaDepartment[]);
  it('resolves the names the address form stores, ignoring case and accents', () => {
    expect(resolveDestination(index, 'Norte de Santander', 'Cúcuta')).toEqual(CUCUTA);
    expect(resolveDestination(index, 'norte de santander', 'villa del rosario')).toEqual(VILLA);
    expect(resolveDestination(index, 'Norte de Santander', 'Los Patios')).toEqual(PATIOS);
    expect(resolveDestination(index, 'Norte de Santander', 'EL ZULIA')).toEqual(ZULIA);
    expect(resolveDestination(index, 'Bogotá, D.C.', 'Bogotá, D.C.')).toEqual(BOGOTA);
    expect(resolveDestination(index, 'Bogota', 'Bogota')).toEqual(BOGOTA);
  });

  it('unknown names, or a municipality of another department, resolve to nothing', () => {
    expect(resolveDestination(index, 'Santander', 'Cúcuta')).toBeNull();
    expect(resolveDestination(index, 'Atlantis', 'Cúcuta')).toBeNull();
    expect(resolveDestination(index, 'Norte de Santander', 'Springfield')).toBeNull();
  });

  it('knows every department and its municipalities', () => {
    expect(index.departmentCodes.size).toBe(33);
    expect(index.municipalityDepartment.get('54874')).toBe('54');
    expect(index.municipalityDepartment.has('99999')).toBe(false);
  });
});
