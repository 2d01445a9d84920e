import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { getDb, type Queryable } from '@/db';
import { addresses, deliveryPickup, deliveryZones, shippingRateGroups, variants } from '@/db/schema';
import { business } from '@/lib/business';
import divipola from '@/lib/domain/colombia-divipola-codes.json';
import { type DeliveryLine, type DeliveryQuote, type DeliveryRules, quoteDelivery, toOpeningHours } from '@/lib/domain/delivery';
import { buildLocationIndex, type Destination, type DivipolaDepartment, resolveDestination } from '@/lib/domain/delivery-locations';
import { MAX_INT4 } from '@/lib/domain/id';
import { priceLine } from '@/lib/domain/pricing';
import { apiError, notFound } from '@/lib/errors';
import type { DeliveryQuoteInput } from '@/lib/validation/delivery';
import { mergeOrderLines } from '@/lib/domain/order-lines';
/** What the quote and summary routes answer is the API's shape (lib/contracts/cart.ts). */
import type { CustomerDeliveryQuote, DeliverySummary } from '@/lib/contracts/cart';

/**
 * Delivery rules (docs/delivery.md): read by the back office (saved rule by rule in
 * lib/services/admin/delivery-rules.ts), applied by the
 * checkout's quote and by order creation (lib/services/orders.ts) through the same pure
 * lib/domain/delivery.ts. With no rules saved, pickup is off and every address is 'por confirmar'.
 */

/** The columns of each rule, in the shape lib/domain/delivery.ts prices with (ids included). */
export const pickupColumns = { enabled: deliveryPickup.enabled, preparationHours: deliveryPickup.preparationHours };

export const zoneColumns = {
  id: deliveryZones.id,
  name: deliveryZones.name,
  municipalityCodes: deliveryZones.municipalityCodes,
  fee: deliveryZones.fee,
  freeFrom: deliveryZones.freeFrom,
  minimumOrder: deliveryZones.minimumOrder,
  weekdays: deliveryZones.weekdays,
  sameDayCutoff: deliveryZones.sameDayCutoff,
  cashOnDelivery: deliveryZones.cashOnDelivery,
  cashOnDeliveryMax: deliveryZones.cashOnDeliveryMax,
  active: deliveryZones.active,
  sortOrder: deliveryZones.sortOrder,
};

export const groupColumns = {
  id: shippingRateGroups.id,
  name: shippingRateGroups.name,
  departmentCodes: shippingRateGroups.departmentCodes,
  fee: shippingRateGroups.fee,
  weightBands: shippingRateGroups.weightBands,
  freeFrom: shippingRateGroups.freeFrom,
  transitDaysMin: shippingRateGroups.transitDaysMin,
  transitDaysMax: shippingRateGroups.transitDaysMax,
  active: shippingRateGroups.active,
  sortOrder: shippingRateGroups.sortOrder,
};

const locationIndex = buildLocationIndex(divipola as DivipolaDepartment[]);
const openingHours = toOpeningHours(business.openingHours);

/** The address's department and municipality as DANE codes; null when its names are unknown. */
export function destinationOf(address: { state: string; city: string }): Destination | null {
  return resolveDestination(locationIndex, address.state, address.city);
}

/** Every rule, inactive ones included (the back office lists them), in their saved order. */
export async function getDeliveryRules(q?: Queryable): Promise<DeliveryRules> {
  const db = q ?? (await getDb());
  const [pickup] = await db.select(pickupColumns).from(deliveryPickup).where(eq(deliveryPickup.id, 1));
  const zones = await db.select(zoneColumns).from(deliveryZones).orderBy(asc(deliveryZones.sortOrder), asc(deliveryZones.id));
  const groups = await db
    .select(groupColumns)
    .from(shippingRateGroups)
    .orderBy(asc(shippingRateGroups.sortOrder), asc(shippingRateGroups.id));
  // Never saved: no pickup offered until staff switch it on.
  return { pickup: pickup ?? { enabled: false, preparationHours: 2 }, zones, groups };
}

/** The options an address allows for a cart of `subtotal` with these lines, now. */
export async function quoteForAddress(
  q: Queryable,
  address: { state: string; city: string },
  subtotal: number,
  lines: readonly DeliveryLine[],
  now = new Date(),
  /** The rules when the caller already read them (the demo seed quotes many orders in one transaction). */
  rules?: DeliveryRules,
): Promise<DeliveryQuote & { destination: Destination | null }> {
  const destination = destinationOf(address);
  const quote = quoteDelivery({ rules: rules ?? (await getDeliveryRules(q)), destination, subtotal, lines, now, openingHours });
  return { ...quote, destination };
}

export type { CustomerDeliveryQuote };

/**
 * POST /api/delivery/quote: the customer's own address (another's is a 404) and the cart's lines,
 * priced by the server as the order will be. A variant that no longer exists is a 400 naming it.
 */
export async function quoteDeliveryForCustomer(
  customerId: number,
  input: DeliveryQuoteInput,
  now = new Date(),
): Promise<CustomerDeliveryQuote> {
  const db = await getDb();
  const [address] = await db
    .select({ state: addresses.state, city: addresses.city })
    .from(addresses)
    .where(and(eq(addresses.id, input.shippingAddressId), eq(addresses.customerId, customerId)));
  if (!address) throw notFound({ key: 'orders.addressMissing' });

  const lines = mergeOrderLines(input.items.map((i) => ({ ...i, unitPrice: 0 })));
  const rows = await db.query.variants.findMany({
    where: inArray(
      variants.id,
      lines.map((l) => l.variantId),
    ),
    columns: { id: true, price: true, salePrice: true, weightGrams: true },
    with: { volumeDiscounts: { columns: { minQuantity: true, price: true } } },
  });
  const byId = new Map(rows.map((r) => [r.id, r]));
  let subtotal = 0;
  const weighed: DeliveryLine[] = [];
  for (const [i, line] of lines.entries()) {
    const variant = byId.get(line.variantId);
    if (!variant) {
      throw apiError({ code: 'bad_request', key: 'orders.productUnavailable', fields: [`items.${i}.variantId`] });
    }
    subtotal += priceLine(variant, line.quantity).lineTotal;
    weighed.push({ quantity: line.quantity, weightGrams: variant.weightGrams });
  }
  if (subtotal > MAX_INT4) throw apiError({ code: 'order_too_large', key: 'orders.tooLarge' });

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

export type { DeliverySummary };

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
      .map(({ name, departmentCodes, fee, freeFrom, transitDaysMin, transitDaysMax }) => ({
        name,
        departmentCodes,
        fee,
        freeFrom,
        transitDaysMin,
        transitDaysMax,
      })),
  };
}
