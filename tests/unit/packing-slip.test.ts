import { describe, expect, it } from 'vitest';
import { createTranslator } from 'use-intl/core';
import { formatCOP } from '@/lib/domain/money';
import { paymentStatuses } from '@/lib/domain/order-status';
import { cashToCollect, piecesOf, slipFormatOf, slipPageCss, slipTotals } from '@/lib/domain/packing-slip';
import en from '@/messages/en.json';
import es from '@/messages/es.json';

describe('packing slip', () => {
  it('pieces are quantity × units per item', () => {
    expect(piecesOf(3, 1000)).toBe(3000);
    expect(piecesOf(5, 1)).toBe(5);
    expect(piecesOf(2, 0)).toBe(2);
    expect(piecesOf(2, Number.NaN)).toBe(2);
    expect(
      slipTotals([
        { quantity: 3, unitsPerItem: 50 },
        { quantity: 2, unitsPerItem: 1 },
      ]),
    ).toEqual({ items: 5, pieces: 152 });
  });

  it('reads the format from the address: 80mm or A4', () => {
    expect(slipFormatOf('80mm')).toBe('80mm');
    expect(slipFormatOf(null)).toBe('a4');
    expect(slipFormatOf('letter')).toBe('a4');
    expect(slipPageCss('a4')).toContain('size:A4');
    expect(slipPageCss('80mm')).toContain('size:80mm');
  });

  it('tells the driver to collect the total of a cash-on-delivery order still waiting for its money', () => {
    const slip = (messages: typeof es, locale: 'es' | 'en', total: number) =>
      createTranslator({ locale, messages: { AdminOrders: messages.AdminOrders }, namespace: 'AdminOrders.slip' })('collectCash', {
        amount: formatCOP(total),
      });
    const cod = { cashOnDelivery: true, paymentStatus: 'pending_confirmation', total: 368_500 } as const;
    expect(cashToCollect(cod)).toBe(368_500);
    expect(slip(es, 'es', 368_500).replace(/\u00a0/g, ' ')).toBe('Cobrar $ 368.500 en efectivo');
    expect(slip(en as typeof es, 'en', 368_500).replace(/\u00a0/g, ' ')).toBe('Collect $ 368.500 in cash');
    // Paid (the cash recorded), cancelled or refused: nothing to collect. Paid by proof: never.
    for (const paymentStatus of paymentStatuses.filter((s) => s !== 'pending_confirmation'))
      expect(cashToCollect({ ...cod, paymentStatus })).toBeNull();
    expect(cashToCollect({ ...cod, cashOnDelivery: false })).toBeNull();
  });
});
