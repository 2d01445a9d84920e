import 'server-only';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { getDb, type Queryable } from '@/db';
import { addresses, deliveryPickup, deliveryZones, shippingRateGroups, variants } from '@/db/schema';
import { business } from '@/lib/business';
import divipola from '@/lib/domain/colombia-divipola-codes.json';
import {
  type DeliveryLine,
  type DeliveryQuote,
  type DeliveryRules,
  type DeliveryZone,
  quoteDelivery,
  type ShippingRateGroup,
  toOpeningHours,
} from '@/lib/domain/delivery';
import { buildLocationIndex, type Destination, type DivipolaDepartment, resolveDestination } from '@/lib/domain/delivery-locations';
import { MAX_INT4 } from '@/lib/domain/id';
import { priceLine } from '@/lib/domain/pricing';
import { ApiError, notFound } from '@/lib/http/errors';
import type { DeliveryQuoteInput, DeliveryRulesInput } from '@/lib/validation/delivery';
import { mergeOrderLines } from '@/lib/validation/order';

/**
 * Delivery rules (docs/delivery.md): read and saved whole by the back office, applied by the
 * checkout's quote and by order creation (lib/services/orders.ts) through the same pure
 * lib/domain/delivery.ts. With no rules saved, pickup is off and every address is 'por confirmar'.
 */

const locationIndex = buildLocationIndex(divipola as DivipolaDepartment[]);
const openingHours = toOpeningHours(business.openingHours);

/** The address's department and municipality as DANE codes; null when its names are unknown. */
export function destinationOf(address: { state: string; city: string }): Destination | null {
  return resolveDestination(locationIndex, address.state, address.city);
}

/** Every rule, inactive ones included (the back office lists them), in their saved order. */
export async function getDeliveryRules(q?: Queryable): Promise<DeliveryRules> {
  const db = q ?? (await getDb());
  const [pickup] = await db.select().from(deliveryPickup).where(eq(deliveryPickup.id, 1));
  const zones = await db.select().from(deliveryZones).orderBy(asc(deliveryZones.sortOrder), asc(deliveryZones.id));
  const groups = await db.select().from(shippingRateGroups).orderBy(asc(shippingRateGroups.sortOrder), asc(shippingRateGroups.id));
  return {
    pickup: pickup ? { enabled: pickup.enabled, preparationHours: pickup.preparationHours } : { enabled: false, preparationHours: 2 },
    zones: zones.map(
      (z): DeliveryZone => ({
        id: z.id,
        name: z.name,
        municipalityCodes: z.municipalityCodes,
        fee: z.fee,
        freeFrom: z.freeFrom,
        minimumOrder: z.minimumOrder,
        weekdays: z.weekdays,
        sameDayCutoff: z.sameDayCutoff,
        cashOnDelivery: z.cashOnDelivery,
        cashOnDeliveryMax: z.cashOnDeliveryMax,
        active: z.active,
        sortOrder: z.sortOrder,
      }),
    ),
    groups: groups.map(
      (g): ShippingRateGroup => ({
        id: g.id,
        name: g.name,
        departmentCodes: g.departmentCodes,
        fee: g.fee,
        weightBands: g.weightBands,
        freeFrom: g.freeFrom,
        transitDaysMin: g.transitDaysMin,
        transitDaysMax: g.transitDaysMax,
        active: g.active,
        sortOrder: g.sortOrder,
      }),
    ),
  };
}

/**
 * Replaces the rules with `input` in one transaction: rows with an id are updated, rows without
 * one inserted, rows left out deleted; the list order is the sort order. Orders keep their own
 * copy of what they used, so nothing here changes an existing order. An id that is not a saved
 * row is a 400 (a stale form), and nothing is written.
 */
export async function saveDeliveryRules(input: DeliveryRulesInput): Promise<DeliveryRules> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await tx
      .insert(deliveryPickup)
      .values({ id: 1, ...input.pickup })
      .onConflictDoUpdate({ target: deliveryPickup.id, set: { ...input.pickup, updatedAt: sql`now()` } });
    await replaceRows(tx, deliveryZones, input.zones, 'zones');
    await replaceRows(tx, shippingRateGroups, input.groups, 'groups');
    return getDeliveryRules(tx);
  });
}

type RuleTable = typeof deliveryZones | typeof shippingRateGroups;

async function replaceRows<T extends RuleTable>(
  tx: Queryable,
  table: T,
  rows: readonly ({ id?: number } & Record<string, unknown>)[],
  field: 'zones' | 'groups',
): Promise<void> {
  const kept = rows.flatMap((r) => (r.id === undefined ? [] : [r.id]));
  const existing = new Set((await tx.select({ id: table.id }).from(table as RuleTable)).map((r) => r.id));
  const stale = kept.findIndex((id) => !existing.has(id));
  if (stale >= 0) {
    const message = 'Esta fila ya no existe: recarga la página.';
    throw new ApiError(400, 'bad_request', message, { [`${field}.${rows.findIndex((r) => r.id === kept[stale])}.id`]: [message] });
  }
  await tx.delete(table).where(kept.length ? notInArray(table.id, kept) : undefined);
  for (const [sortOrder, { id, ...values }] of rows.entries()) {
    const row = { ...values, sortOrder } as never;
    if (id === undefined) await tx.insert(table).values(row);
    else await tx.update(table).set({ ...(row as object), updatedAt: sql`now()` } as never).where(eq(table.id, id));
  }
}

/** The options an address allows for a cart of `subtotal` with these lines, now. */
export async function quoteForAddress(
  q: Queryable,
  address: { state: string; city: string },
  subtotal: number,
  lines: readonly DeliveryLine[],
  now = new Date(),
): Promise<DeliveryQuote & { destination: Destination | null }> {
  const destination = destinationOf(address);
  const quote = quoteDelivery({ rules: await getDeliveryRules(q), destination, subtotal, lines, now, openingHours });
  return { ...quote, destination };
}

export type CustomerDeliveryQuote = DeliveryQuote & {
  subtotal: number;
  destination: { department: string; municipality: string; departmentCode: string | null; municipalityCode: string | null };
};

/**
 * POST /api/delivery/quote: the customer's own address (another's is a 404) and the cart's lines,
 * priced by the server as the order will be. A variant that no longer exists is a 400 naming it.
 */
export async function quoteDeliveryForCustomer(customerId: number, input: DeliveryQuoteInput, now = new Date()): Promise<CustomerDeliveryQuote> {
  const db = await getDb();
  const [address] = await db
    .select({ state: addresses.state, city: addresses.city })
    .from(addresses)
    .where(and(eq(addresses.id, input.shippingAddressId), eq(addresses.customerId, customerId)));
  if (!address) throw notFound('La dirección de envío no existe.');

  const lines = mergeOrderLines(input.items.map((i) => ({ ...i, unitPrice: 0 })));
  const rows = await db.query.variants.findMany({
    where: inArray(variants.id, lines.map((l) => l.variantId)),
    columns: { id: true, price: true, salePrice: true, weightGrams: true },
    with: { volumeDiscounts: { columns: { minQuantity: true, price: true } } },
  });
  const byId = new Map(rows.map((r) => [r.id, r]));
  let subtotal = 0;
  const weighed: DeliveryLine[] = [];
  for (const [i, line] of lines.entries()) {
    const variant = byId.get(line.variantId);
    if (!variant) {
      const message = 'Este producto ya no está disponible.';
      throw new ApiError(400, 'bad_request', message, { [`items.${i}.variantId`]: [message] });
    }
    subtotal += priceLine(variant, line.quantity).lineTotal;
    weighed.push({ quantity: line.quantity, weightGrams: variant.weightGrams });
  }
  if (subtotal > MAX_INT4) throw new ApiError(400, 'order_too_large', 'El pedido supera el monto máximo por pedido. Divídelo en varios pedidos.');

  const quote = await quoteForAddress(db, address, subtotal, weighed, now);
  return {
    options: quote.options,
    defaultOption: quote.defaultOption,
    subtotal,
    destination: {
      department: address.state,
      municipality: address.city,
      departmentCode: quote.destination?.departmentCode ?? null,
      municipalityCode: quote.destination?.municipalityCode ?? null,
    },
  };
}

export type DeliverySummary = {
  pickup: { enabled: boolean; preparationHours: number; address: string; city: string; opens: string; closes: string; weekdays: number[] };
  zones: {
    name: string;
    municipalityCodes: string[];
    fee: number;
    freeFrom: number | null;
    minimumOrder: number | null;
    weekdays: number[];
    sameDayCutoff: string | null;
    cashOnDelivery: boolean;
    cashOnDeliveryMax: number | null;
  }[];
  national: { name: string; departmentCodes: string[]; fee: number; freeFrom: number | null; transitDaysMin: number; transitDaysMax: number }[];
};

/**
 * GET /api/delivery/summary: what the cart may tell anyone ('Domicilio gratis en Cúcuta desde
 * $ 150.000'): the active rules, without ids, sort orders or weight bands.
 */
export async function getDeliverySummary(): Promise<DeliverySummary> {
  const rules = await getDeliveryRules();
  return {
    pickup: {
      enabled: rules.pickup.enabled,
      preparationHours: rules.pickup.preparationHours,
      address: business.streetAddress,
      city: business.city,
      opens: openingHours.opens,
      closes: openingHours.closes,
      weekdays: openingHours.days,
    },
    zones: rules.zones
      .filter((z) => z.active)
      .map(({ name, municipalityCodes, fee, freeFrom, minimumOrder, weekdays, sameDayCutoff, cashOnDelivery, cashOnDeliveryMax }) => ({
        name,
        municipalityCodes,
        fee,
        freeFrom,
        minimumOrder,
        weekdays,
        sameDayCutoff,
        cashOnDelivery,
        cashOnDeliveryMax,
      })),
    national: rules.groups
      .filter((g) => g.active)
      .map(({ name, departmentCodes, fee, freeFrom, transitDaysMin, transitDaysMax }) => ({ name, departmentCodes, fee, freeFrom, transitDaysMin, transitDaysMax })),
  };
}
