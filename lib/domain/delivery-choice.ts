/**
 * The shopper's side of the delivery quote (docs/delivery.md): which option the checkout starts on, what
 * the order payload carries, when to nudge towards free delivery and how to name the day. Pure and
 * light (types only from delivery.ts), because the checkout dialog and the cart bundle it.
 */
import type { DeliveryQuote, DeliveryQuoteOption } from './delivery';
import type { RequestableDeliveryOption } from './delivery-options';

/**
 * The option preselected for the shopper: the one the address falls under when it can be ordered,
 * else pickup (a minimum order not reached), else the first one that can be; null when none can.
 */
export function initialDeliveryOption(quote: Pick<DeliveryQuote, 'options' | 'defaultOption'>): DeliveryQuoteOption | null {
  const selectable = quote.options.filter((o) => o.selectable);
  return selectable.find((o) => o.option === quote.defaultOption) ?? selectable.find((o) => o.option === 'pickup') ?? selectable[0] ?? null;
}

export type DeliveryOrderFields = {
  deliveryOption?: RequestableDeliveryOption;
  shippingFee?: number;
  cashOnDelivery?: boolean;
};

/**
 * What POST /api/orders carries for the chosen option: the option and the fee the shopper saw
 * (the server refuses with 409 if its own fee is higher), and cash on delivery only where the
 * option offers it. 'Por confirmar' is what an order without an option gets: nothing is sent.
 */
export function deliveryOrderFields(option: DeliveryQuoteOption, cashOnDelivery: boolean): DeliveryOrderFields {
  if (option.option === 'to_confirm') return {};
  const fields: DeliveryOrderFields = { deliveryOption: option.option };
  if (option.fee !== null) fields.shippingFee = option.fee;
  if (cashOnDelivery && canPayOnDelivery(option)) fields.cashOnDelivery = true;
  return fields;
}

export const canPayOnDelivery = (option: DeliveryQuoteOption): boolean => option.cashOnDelivery?.available === true;

/**
 * 'Te faltan $ X para el domicilio gratis' when it is within reach: something is missing, and no
 * more than half of the threshold (a $ 5.000 cart is not told to add $ 145.000).
 */
export function freeDeliveryNudge(option: Pick<DeliveryQuoteOption, 'freeDelivery' | 'fee'>): number | null {
  const free = option.freeDelivery;
  if (!free || free.missing <= 0 || option.fee === 0) return null;
  return free.missing * 2 <= free.from ? free.missing : null;
}

/** Subtotal, delivery and total as the checkout shows them; the fee is null while 'por confirmar'. */
export function deliveryTotals(
  subtotal: number,
  option: Pick<DeliveryQuoteOption, 'fee'> | null,
): { subtotal: number; fee: number | null; total: number } {
  const fee = option?.fee ?? null;
  return { subtotal, fee, total: subtotal + (fee ?? 0) };
}

/** 'YYYY-MM-DD' of `now` in Colombia (UTC−5 all year). */
export function colombiaDateKey(now: Date): string {
  return new Date(now.getTime() - 5 * 3_600_000).toISOString().slice(0, 10);
}

/** How to name an estimated day: today, tomorrow, or the date itself. */
export function relativeDay(dateKey: string, now: Date): 'today' | 'tomorrow' | 'date' {
  const today = colombiaDateKey(now);
  if (dateKey === today) return 'today';
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return dateKey === tomorrow ? 'tomorrow' : 'date';
}

/**
 * The cart's delivery line from what is known: with the shopper's default address
 * quoted, its free-delivery threshold ('Te faltan $ X', or reached); with no address known, the
 * public rules' first local zone with a threshold ('Domicilio gratis en Cúcuta desde $ 150.000').
 * A shopper whose address is known but could not be quoted hears nothing: the public zone's offer
 * may be another city's (an address in Bogotá).
 */
export type CartDeliveryNote =
  | { kind: 'missing'; option: 'local_delivery' | 'national_shipping'; amount: number }
  | { kind: 'reached'; option: 'local_delivery' | 'national_shipping' }
  | { kind: 'freeFrom'; zone: string; amount: number }
  | { kind: 'reachedIn'; zone: string }
  | null;

export function cartDeliveryNote(input: {
  quoted?: Pick<DeliveryQuote, 'options'> | null;
  /** The shopper has an address on file (signed in): only its own quote may promise anything. */
  addressKnown?: boolean;
  zones?: readonly { name: string; freeFrom: number | null }[] | null;
  /** The cart's total, for the public rules' line once it reaches the threshold. */
  subtotal?: number;
}): CartDeliveryNote {
  if (input.quoted) {
    const delivered = input.quoted.options.find((o) => o.option === 'local_delivery' || o.option === 'national_shipping');
    if (delivered?.freeDelivery && (delivered.option === 'local_delivery' || delivered.option === 'national_shipping')) {
      const { missing } = delivered.freeDelivery;
      return missing > 0 ? { kind: 'missing', option: delivered.option, amount: missing } : { kind: 'reached', option: delivered.option };
    }
    // The shopper's address has no threshold (pickup only, 'por confirmar', none set): another
    // city's free delivery would mislead.
    return null;
  }
  if (input.addressKnown) return null;
  const zone = input.zones?.find((z) => z.freeFrom !== null);
  if (!zone || zone.freeFrom === null) return null;
  return input.subtotal !== undefined && input.subtotal >= zone.freeFrom
    ? { kind: 'reachedIn', zone: zone.name }
    : { kind: 'freeFrom', zone: zone.name, amount: zone.freeFrom };
}
