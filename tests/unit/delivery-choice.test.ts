import { describe, expect, it } from 'vitest';
import type { DeliveryQuoteOption } from '@/lib/domain/delivery';
import {
  cartDeliveryNote,
  colombiaDateKey,
  deliveryOrderFields,
  deliveryTotals,
  freeDeliveryNudge,
  initialDeliveryOption,
  relativeDay,
} from '@/lib/domain/delivery-choice';

const base = (over: Partial<DeliveryQuoteOption>): DeliveryQuoteOption => ({
  option: 'pickup',
  ruleName: null,
  fee: 0,
  total: 30_000,
  selectable: true,
  freeDelivery: null,
  minimumOrder: null,
  estimate: null,
  cashOnDelivery: null,
  weightGrams: null,
  ...over,
});

const pickup = base({});
const villa = base({
  option: 'local_delivery',
  ruleName: 'Villa del Rosario y Los Patios',
  fee: 8000,
  total: 68_000,
  freeDelivery: { from: 250_000, missing: 190_000 },
  minimumOrder: { amount: 50_000, missing: 0 },
  cashOnDelivery: { available: true, max: 300_000 },
});

describe('initialDeliveryOption', () => {
  it("starts on the address's own option when it can be ordered", () => {
    expect(initialDeliveryOption({ options: [pickup, villa], defaultOption: 'local_delivery' })?.option).toBe('local_delivery');
  });
  it('falls back to pickup when the minimum order is not reached', () => {
    const below = { ...villa, selectable: false, minimumOrder: { amount: 50_000, missing: 20_000 } };
    expect(initialDeliveryOption({ options: [pickup, below], defaultOption: 'local_delivery' })?.option).toBe('pickup');
  });
  it('is null when nothing can be ordered', () => {
    expect(initialDeliveryOption({ options: [{ ...villa, selectable: false }], defaultOption: 'local_delivery' })).toBeNull();
  });
  it("takes 'por confirmar' when that is all the address allows", () => {
    const toConfirm = base({ option: 'to_confirm', fee: null, total: null });
    expect(initialDeliveryOption({ options: [toConfirm], defaultOption: 'to_confirm' })?.option).toBe('to_confirm');
  });
});

describe('deliveryOrderFields', () => {
  it('sends the option and the fee shown', () => {
    expect(deliveryOrderFields(villa, false)).toEqual({ deliveryOption: 'local_delivery', shippingFee: 8000 });
    expect(deliveryOrderFields(pickup, false)).toEqual({ deliveryOption: 'pickup', shippingFee: 0 });
  });
  it('asks for cash on delivery only where it is available', () => {
    expect(deliveryOrderFields(villa, true)).toEqual({ deliveryOption: 'local_delivery', shippingFee: 8000, cashOnDelivery: true });
    expect(deliveryOrderFields(pickup, true)).toEqual({ deliveryOption: 'pickup', shippingFee: 0 });
    const overLimit = { ...villa, cashOnDelivery: { available: false, max: 300_000 } };
    expect(deliveryOrderFields(overLimit, true)).toEqual({ deliveryOption: 'local_delivery', shippingFee: 8000 });
  });
  it("sends nothing for 'por confirmar' (the server's default for the address)", () => {
    expect(deliveryOrderFields(base({ option: 'to_confirm', fee: null, total: null }), false)).toEqual({});
  });
});

describe('freeDeliveryNudge', () => {
  it('nudges when at most half of the threshold is missing', () => {
    expect(freeDeliveryNudge({ fee: 5000, freeDelivery: { from: 150_000, missing: 75_000 } })).toBe(75_000);
    expect(freeDeliveryNudge({ fee: 5000, freeDelivery: { from: 150_000, missing: 1 } })).toBe(1);
  });
  it('stays quiet when far away, reached or already free', () => {
    expect(freeDeliveryNudge({ fee: 5000, freeDelivery: { from: 150_000, missing: 75_001 } })).toBeNull();
    expect(freeDeliveryNudge({ fee: 0, freeDelivery: { from: 150_000, missing: 0 } })).toBeNull();
    expect(freeDeliveryNudge({ fee: 5000, freeDelivery: null })).toBeNull();
  });
});

describe('deliveryTotals', () => {
  it('adds the fee; a fee still to confirm adds nothing', () => {
    expect(deliveryTotals(60_000, villa)).toEqual({ subtotal: 60_000, fee: 8000, total: 68_000 });
    expect(deliveryTotals(60_000, { fee: null })).toEqual({ subtotal: 60_000, fee: null, total: 60_000 });
    expect(deliveryTotals(60_000, null)).toEqual({ subtotal: 60_000, fee: null, total: 60_000 });
  });
});

describe('days in Colombia', () => {
  it('reads the calendar day in Bogotá (UTC−5)', () => {
    expect(colombiaDateKey(new Date('2026-11-27T04:59:00Z'))).toBe('2026-11-26');
    expect(colombiaDateKey(new Date('2026-11-27T05:00:00Z'))).toBe('2026-11-27');
  });
  it('names today, tomorrow or the date', () => {
    const now = new Date('2026-11-26T22:00:00Z'); // 17:00 in Cúcuta
    expect(relativeDay('2026-11-26', now)).toBe('today');
    expect(relativeDay('2026-11-27', now)).toBe('tomorrow');
    expect(relativeDay('2026-11-28', now)).toBe('date');
    expect(relativeDay('2026-12-01', new Date('2026-11-30T23:00:00Z'))).toBe('tomorrow');
  });
});

describe('cartDeliveryNote', () => {
  const zones = [
    { name: 'Cúcuta', freeFrom: 150_000 },
    { name: 'El Zulia', freeFrom: 400_000 },
  ];
  it("tells anyone the first zone's free delivery", () => {
    expect(cartDeliveryNote({ zones, subtotal: 40_000 })).toEqual({ kind: 'freeFrom', zone: 'Cúcuta', amount: 150_000 });
    expect(cartDeliveryNote({ zones, subtotal: 150_000 })).toEqual({ kind: 'reachedIn', zone: 'Cúcuta' });
    expect(cartDeliveryNote({ zones: [{ name: 'X', freeFrom: null }] })).toBeNull();
  });
  it('tells the signed-in shopper what their own address is missing', () => {
    expect(cartDeliveryNote({ quoted: { options: [pickup, villa] }, zones })).toEqual({
      kind: 'missing',
      option: 'local_delivery',
      amount: 190_000,
    });
    const reached = { ...villa, fee: 0, freeDelivery: { from: 250_000, missing: 0 } };
    expect(cartDeliveryNote({ quoted: { options: [pickup, reached] }, zones })).toEqual({ kind: 'reached', option: 'local_delivery' });
  });
  it("promises another city's free delivery only to a shopper whose address is not known", () => {
    // Signed in with an address in Bogotá, its quote not at hand: Cúcuta's offer is not hers.
    expect(cartDeliveryNote({ quoted: null, addressKnown: true, zones, subtotal: 40_000 })).toBeNull();
    expect(cartDeliveryNote({ quoted: null, addressKnown: false, zones, subtotal: 40_000 })).toEqual({
      kind: 'freeFrom',
      zone: 'Cúcuta',
      amount: 150_000,
    });
  });
  it("says nothing of another city's offer when the shopper's address has no threshold", () => {
    expect(cartDeliveryNote({ quoted: { options: [pickup, base({ option: 'to_confirm', fee: null })] }, zones })).toBeNull();
  });
});
