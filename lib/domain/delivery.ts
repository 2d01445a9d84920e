/**
 * Delivery options and their fees (issue 21, docs/delivery.md). Pure: given the rules staff set,
 * where the order goes, the cart's subtotal and weights, and `now`, it says which options the
 * address allows, what each costs, when it arrives and whether cash on delivery is possible.
 * The same function answers the checkout's quote and prices the order on the server.
 * Money is whole pesos; times are Colombia's (America/Bogota, UTC−5 all year: no daylight saving
 * since 1993, so a fixed offset is exact).
 */
import type { Destination } from './delivery-locations';

import type { DeliveryOptionKind, RequestableDeliveryOption } from './delivery-options';

export { deliveryOptionKinds, requestableDeliveryOptions } from './delivery-options';
export type { DeliveryOptionKind, RequestableDeliveryOption } from './delivery-options';

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export type IsoWeekday = number;

export type PickupRule = { enabled: boolean; /** Business hours needed to prepare the order. */ preparationHours: number };

export type DeliveryZone = {
  id: number;
  name: string;
  /** DANE municipality codes ('54001' = Cúcuta). */
  municipalityCodes: string[];
  fee: number;
  /** Delivery is free when the subtotal reaches this. */
  freeFrom: number | null;
  /** The subtotal below which the zone does not deliver. */
  minimumOrder: number | null;
  weekdays: IsoWeekday[];
  /** 'HH:MM' in Colombia: an order before it arrives the same day (on a delivery day). Null: never the same day. */
  sameDayCutoff: string | null;
  cashOnDelivery: boolean;
  /** Highest order total (subtotal + fee) payable in cash; null = no limit. */
  cashOnDeliveryMax: number | null;
  active: boolean;
  sortOrder: number;
};

/** The first band whose `upToGrams` holds the cart's total weight gives the fee. */
export type WeightBand = { upToGrams: number; fee: number };

export type ShippingRateGroup = {
  id: number;
  name: string;
  /** DANE department codes ('54' = Norte de Santander, '11' = Bogotá, D.C.). */
  departmentCodes: string[];
  /** Flat fee: used when there are no bands or some line has no weight. */
  fee: number;
  weightBands: WeightBand[];
  freeFrom: number | null;
  /** Business days (Monday–Friday) in transit. */
  transitDaysMin: number;
  transitDaysMax: number;
  active: boolean;
  sortOrder: number;
};

export type DeliveryRules = { pickup: PickupRule; zones: DeliveryZone[]; groups: ShippingRateGroup[] };

export type OpeningHours = { days: IsoWeekday[]; opens: string; closes: string };

export type DeliveryLine = { quantity: number; weightGrams: number | null };

export type DeliveryEstimate = {
  /** Calendar days in Colombia, 'YYYY-MM-DD'. */
  earliest: string;
  latest: string;
  /** Pickup only: when the order is ready at the shop (ISO instant). */
  readyAt: string | null;
};

export type DeliveryQuoteOption = {
  option: DeliveryOptionKind;
  /** The zone's or rate group's name (kept on the order); null for pickup and 'por confirmar'. */
  ruleName: string | null;
  /** Whole pesos, 0 = Gratis; null while 'por confirmar'. */
  fee: number | null;
  /** subtotal + fee; null while the fee is unknown. */
  total: number | null;
  /** False when the zone's minimum order is not reached. */
  selectable: boolean;
  /** The free-delivery threshold and what is missing to reach it (0 = reached). */
  freeDelivery: { from: number; missing: number } | null;
  minimumOrder: { amount: number; missing: number } | null;
  estimate: DeliveryEstimate | null;
  /** Null where the rule does not offer cash on delivery. */
  cashOnDelivery: { available: boolean; max: number | null } | null;
  /** National shipping: the cart's weight when every line has one (what the bands used). */
  weightGrams: number | null;
};

export type DeliveryQuote = {
  options: DeliveryQuoteOption[];
  /** What an order without an explicit choice gets: the local zone, else national, else 'por confirmar'. */
  defaultOption: Exclude<DeliveryOptionKind, 'pickup'>;
};

export type QuoteInput = {
  rules: DeliveryRules;
  destination: Destination | null;
  subtotal: number;
  lines: readonly DeliveryLine[];
  now: Date;
  openingHours: OpeningHours;
};

const BOGOTA_OFFSET_MS = -5 * 3600_000;
const DAY_MS = 86_400_000;

/** The active zone (lowest sortOrder, then id) that covers the municipality. */
export function findZone(zones: readonly DeliveryZone[], municipalityCode: string): DeliveryZone | null {
  return byOrder(zones).find((z) => z.active && z.municipalityCodes.includes(municipalityCode)) ?? null;
}

/** The active rate group (lowest sortOrder, then id) that covers the department. */
export function findRateGroup(groups: readonly ShippingRateGroup[], departmentCode: string): ShippingRateGroup | null {
  return byOrder(groups).find((g) => g.active && g.departmentCodes.includes(departmentCode)) ?? null;
}

/** Grams of the whole cart, or null when a line has no weight (then the flat fee applies). */
export function cartWeight(lines: readonly DeliveryLine[]): number | null {
  let grams = 0;
  for (const line of lines) {
    if (line.weightGrams === null) return null;
    grams += line.weightGrams * line.quantity;
  }
  return grams;
}

/**
 * A group's fee: free from its threshold; else the first band holding the weight (heavier than
 * every band: the heaviest band's fee, and staff may adjust the order); else the flat fee.
 */
export function nationalFee(group: ShippingRateGroup, subtotal: number, weightGrams: number | null): number {
  if (group.freeFrom !== null && subtotal >= group.freeFrom) return 0;
  if (weightGrams === null || group.weightBands.length === 0) return group.fee;
  const bands = [...group.weightBands].sort((a, b) => a.upToGrams - b.upToGrams);
  return (bands.find((b) => weightGrams <= b.upToGrams) ?? bands[bands.length - 1]).fee;
}

export function localFee(zone: DeliveryZone, subtotal: number): number {
  return zone.freeFrom !== null && subtotal >= zone.freeFrom ? 0 : zone.fee;
}

export function quoteDelivery(input: QuoteInput): DeliveryQuote {
  const { rules, destination, subtotal, now } = input;
  const options: DeliveryQuoteOption[] = [];
  if (rules.pickup.enabled) {
    const readyAt = pickupReadyAt(now, rules.pickup.preparationHours, input.openingHours);
    const day = readyAt ? bogotaDateKey(readyAt) : null;
    options.push({
      ...blank('pickup', subtotal, 0),
      estimate: readyAt && day ? { earliest: day, latest: day, readyAt: readyAt.toISOString() } : null,
    });
  }

  const zone = destination ? findZone(rules.zones, destination.municipalityCode) : null;
  const group = destination && !zone ? findRateGroup(rules.groups, destination.departmentCode) : null;
  if (zone) {
    const fee = localFee(zone, subtotal);
    const day = nextDeliveryDay(now, zone.weekdays, zone.sameDayCutoff);
    options.push({
      ...blank('local_delivery', subtotal, fee),
      ruleName: zone.name,
      selectable: zone.minimumOrder === null || subtotal >= zone.minimumOrder,
      freeDelivery: threshold(zone.freeFrom, subtotal),
      minimumOrder: zone.minimumOrder === null ? null : { amount: zone.minimumOrder, missing: Math.max(0, zone.minimumOrder - subtotal) },
      estimate: day ? { earliest: day, latest: day, readyAt: null } : null,
      cashOnDelivery: zone.cashOnDelivery
        ? { available: zone.cashOnDeliveryMax === null || subtotal + fee <= zone.cashOnDeliveryMax, max: zone.cashOnDeliveryMax }
        : null,
    });
  } else if (group) {
    const weightGrams = cartWeight(input.lines);
    const today = bogotaDateKey(now);
    options.push({
      ...blank('national_shipping', subtotal, nationalFee(group, subtotal, weightGrams)),
      ruleName: group.name,
      freeDelivery: threshold(group.freeFrom, subtotal),
      estimate: {
        earliest: addBusinessDays(today, group.transitDaysMin),
        latest: addBusinessDays(today, group.transitDaysMax),
        readyAt: null,
      },
      weightGrams,
    });
  } else {
    options.push({ ...blank('to_confirm', subtotal, null) });
  }
  return { options, defaultOption: zone ? 'local_delivery' : group ? 'national_shipping' : 'to_confirm' };
}

export type DeliveryChoice =
  | { ok: true; option: DeliveryQuoteOption; cashOnDelivery: boolean }
  | {
      ok: false;
      field: 'deliveryOption' | 'cashOnDelivery';
      reason: 'not_allowed' | 'minimum_not_reached' | 'cod_not_offered' | 'cod_over_limit';
    };

/**
 * The option an order gets: the one asked for when the address allows it (pickup only when asked),
 * else the quote's default; cash on delivery only where the option offers it within its limit.
 */
export function chooseDelivery(
  quote: DeliveryQuote,
  requested: { deliveryOption?: RequestableDeliveryOption; cashOnDelivery?: boolean },
): DeliveryChoice {
  const wanted = requested.deliveryOption ?? quote.defaultOption;
  const option = quote.options.find((o) => o.option === wanted);
  if (!option) return { ok: false, field: 'deliveryOption', reason: 'not_allowed' };
  if (!option.selectable) return { ok: false, field: 'deliveryOption', reason: 'minimum_not_reached' };
  if (requested.cashOnDelivery) {
    if (!option.cashOnDelivery) return { ok: false, field: 'cashOnDelivery', reason: 'cod_not_offered' };
    if (!option.cashOnDelivery.available) return { ok: false, field: 'cashOnDelivery', reason: 'cod_over_limit' };
  }
  return { ok: true, option, cashOnDelivery: Boolean(requested.cashOnDelivery) };
}

// ---- dates ----------------------------------------------------------------------------------

/** A Date whose UTC fields read as the wall clock in Colombia. */
function bogotaWall(instant: Date): Date {
  return new Date(instant.getTime() + BOGOTA_OFFSET_MS);
}

/** 'YYYY-MM-DD' of the instant in Colombia. */
export function bogotaDateKey(instant: Date): string {
  return bogotaWall(instant).toISOString().slice(0, 10);
}

function isoWeekday(wall: Date): IsoWeekday {
  return wall.getUTCDay() || 7;
}

/** 'HH:MM' → minutes after midnight. */
export function minutesOfDay(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
}

/**
 * The zone's delivery day: today when today is a delivery day and it is before the cut-off,
 * otherwise the next delivery day (Saturday after the cut-off → Monday for a Monday–Saturday zone).
 * Null when the zone has no delivery day at all.
 */
export function nextDeliveryDay(now: Date, weekdays: readonly IsoWeekday[], sameDayCutoff: string | null): string | null {
  if (weekdays.length === 0) return null;
  const wall = bogotaWall(now);
  const minutes = wall.getUTCHours() * 60 + wall.getUTCMinutes();
  const start = sameDayCutoff !== null && minutes < minutesOfDay(sameDayCutoff) ? 0 : 1;
  for (let d = start; d <= 7; d++) {
    const day = new Date(wall.getTime() + d * DAY_MS);
    if (weekdays.includes(isoWeekday(day))) return day.toISOString().slice(0, 10);
  }
  return null;
}

/** `date` ('YYYY-MM-DD') plus `days` business days (Monday–Friday; holidays are not modelled). */
export function addBusinessDays(date: string, days: number): string {
  let day = new Date(`${date}T00:00:00Z`);
  let left = days;
  while (left > 0) {
    day = new Date(day.getTime() + DAY_MS);
    if (isoWeekday(day) <= 5) left--;
  }
  return day.toISOString().slice(0, 10);
}

/** The ready time promised at pickup is on the half hour ('Listo mañana a las 8:30 a. m.', never 8:16). */
export const PICKUP_READY_STEP_MINUTES = 30;

/**
 * When a pickup order is ready: `hours` of the shop's opening hours after `now` (outside them,
 * counting from the next opening), rounded up to the next whole or half hour; a time that lands
 * on the opening is kept as it is (ready when the shop opens), and one that rounding would carry
 * to the closing or past it becomes the next opening. Null if the shop never opens.
 */
export function pickupReadyAt(now: Date, hours: number, opening: OpeningHours): Date | null {
  if (opening.days.length === 0) return null;
  const opens = minutesOfDay(opening.opens);
  const closes = minutesOfDay(opening.closes);
  const wall = bogotaWall(now);
  const midnight = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate());
  let cursor = wall.getUTCHours() * 60 + wall.getUTCMinutes();
  let left = Math.round(hours * 60);
  for (let d = 0; d < 8 + Math.ceil(left / Math.max(1, closes - opens)) * 2; d++) {
    const dayStart = midnight + d * DAY_MS;
    if (opening.days.includes(isoWeekday(new Date(dayStart)))) {
      const start = Math.max(cursor, opens);
      if (start < closes) {
        // Ready strictly before closing, so someone is there to hand it over.
        if (left < closes - start) {
          const ready = start + left;
          const promised = ready <= opens ? opens : Math.ceil(ready / PICKUP_READY_STEP_MINUTES) * PICKUP_READY_STEP_MINUTES;
          if (promised < closes) return new Date(dayStart + promised * 60_000 - BOGOTA_OFFSET_MS);
          left = 0;
        } else left -= closes - start;
      }
    }
    cursor = 0;
  }
  return null;
}

// ---- helpers --------------------------------------------------------------------------------

function blank(option: DeliveryOptionKind, subtotal: number, fee: number | null): DeliveryQuoteOption {
  return {
    option,
    ruleName: null,
    fee,
    total: fee === null ? null : subtotal + fee,
    selectable: true,
    freeDelivery: null,
    minimumOrder: null,
    estimate: null,
    cashOnDelivery: null,
    weightGrams: null,
  };
}

function threshold(from: number | null, subtotal: number) {
  return from === null ? null : { from, missing: Math.max(0, from - subtotal) };
}

function byOrder<T extends { sortOrder: number; id: number }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
}

const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The business module's hours ({ days: ['Monday', …], opens, closes }) as ISO weekdays. */
export function toOpeningHours(hours: { days: readonly string[]; opens: string; closes: string }): OpeningHours {
  return { days: hours.days.map((d) => WEEKDAY_NAMES.indexOf(d) + 1).filter((d) => d > 0), opens: hours.opens, closes: hours.closes };
}
