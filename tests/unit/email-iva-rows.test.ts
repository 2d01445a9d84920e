import { describe, expect, it } from 'vitest';
import { type EmailOrderLine, ivaRows } from '@/lib/email/templates/order-summary';

const line = (ivaClass: EmailOrderLine['ivaClass'], lineTotal: number): EmailOrderLine => ({
  productName: 'Vaso',
  variantDescription: '7 oz',
  unitOfMeasure: null,
  quantity: 1,
  lineTotal,
  ivaClass,
});

describe('the IVA rows of an order e-mail', () => {
  it('prints a single rate once, without a total that repeats it', () => {
    const rows = ivaRows('es', { items: [line('iva_19', 11_900), line('iva_19', 2_380)], delivery: { option: 'pickup', fee: 0 } });
    expect(rows).toEqual([['IVA 19 % (base $\u00a012.000)', '$\u00a02.280']]);
  });

  it('adds the total when there are several rates or delivery IVA', () => {
    const mixed = ivaRows('es', { items: [line('iva_19', 11_900), line('iva_5', 10_500)], delivery: { option: 'pickup', fee: 0 } });
    expect(mixed.map(([label]) => label)).toEqual([
      'IVA 19 % (base $\u00a010.000)',
      'IVA 5 % (base $\u00a010.000)',
      'IVA incluido (base $\u00a020.000)',
    ]);
    expect(mixed.at(-1)?.[1]).toBe('$\u00a02.400');
    const withFee = ivaRows('en', { items: [line('iva_19', 11_900)], delivery: { option: 'local_delivery', fee: 5_950 } });
    expect(withFee.map(([label]) => label)).toEqual([
      'VAT 19 % (base $\u00a010.000)',
      'VAT 19 % on delivery (base $\u00a05.000)',
      'VAT included (base $\u00a015.000)',
    ]);
  });

  it('prints a delivery row per rate when the fee follows the goods', () => {
    const rows = ivaRows('es', {
      items: [line('iva_19', 11_900), line('iva_5', 10_500), line('excluido', 7_600)],
      delivery: { option: 'local_delivery', fee: 3_000, ivaRule: 'follow_goods' },
    });
    // $ 3.000 shared by $ 11.900 / $ 10.500 / $ 7.600 of $ 30.000: $ 1.190, $ 1.050, $ 760.
    expect(rows.map(([label, value]) => `${label} → ${value}`)).toEqual([
      'IVA 19 % (base $\u00a010.000) → $\u00a01.900',
      'IVA 5 % (base $\u00a010.000) → $\u00a0500',
      'Excluido de IVA (base $\u00a07.600) → $\u00a00',
      'IVA 19 % del envío (base $\u00a01.000) → $\u00a0190',
      'IVA 5 % del envío (base $\u00a01.000) → $\u00a050',
      'IVA 0 % del envío (base $\u00a0760) → $\u00a00',
      'IVA incluido (base $\u00a030.360) → $\u00a02.640',
    ]);
  });
});
