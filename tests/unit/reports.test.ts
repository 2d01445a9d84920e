import { describe, expect, it } from 'vitest';
import { breakdownLabel, salesSeriesTable, toCsv, topTable } from '@/lib/domain/report-csv';
import {
  addDays,
  bucketLabel,
  bucketsOf,
  bucketStart,
  costFigures,
  defaultInterval,
  defaultRange,
  fillSeries,
  percentChange,
  periodFigures,
  presetRange,
  previousRange,
  rangeDays,
  shareOf,
} from '@/lib/domain/reports';

describe('report ranges (Colombian calendar days)', () => {
  it('counts both ends and crosses month and leap-year ends', () => {
    expect(rangeDays({ from: '2026-11-01', to: '2026-11-30' })).toBe(30);
    expect(rangeDays({ from: '2026-11-30', to: '2026-11-30' })).toBe(1);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('compares with the same number of days just before', () => {
    expect(previousRange({ from: '2026-11-01', to: '2026-11-30' })).toEqual({ from: '2026-10-02', to: '2026-10-31' });
    expect(previousRange({ from: '2026-03-01', to: '2026-03-31' })).toEqual({ from: '2026-01-29', to: '2026-02-28' });
    expect(previousRange({ from: '2026-01-01', to: '2026-01-01' })).toEqual({ from: '2025-12-31', to: '2025-12-31' });
  });

  it('defaults to the last 30 days of Colombia, where 23:30 on 30 Nov is already December in UTC', () => {
    expect(defaultRange(new Date('2026-12-01T04:30:00Z'))).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(defaultRange(new Date('2026-12-01T05:00:00Z'))).toEqual({ from: '2026-11-02', to: '2026-12-01' });
  });

  it('reads short ranges by day, half a year by week, longer by month', () => {
    expect(defaultInterval({ from: '2026-11-01', to: '2026-11-30' })).toBe('day');
    expect(defaultInterval({ from: '2026-01-01', to: '2026-03-03' })).toBe('day'); // 62 days
    expect(defaultInterval({ from: '2026-01-01', to: '2026-03-04' })).toBe('week');
    expect(defaultInterval({ from: '2026-01-01', to: '2026-12-31' })).toBe('month');
  });
});

describe('preset ranges', () => {
  it('are Colombian calendar ranges ending today', () => {
    const now = new Date('2026-03-01T03:00:00Z'); // 28 Feb, 22:00 in Cúcuta
    expect(presetRange('last7', now)).toEqual({ from: '2026-02-22', to: '2026-02-28' });
    expect(presetRange('last30', now)).toEqual({ from: '2026-01-30', to: '2026-02-28' });
    expect(presetRange('thisMonth', now)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetRange('lastMonth', now)).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(presetRange('thisYear', now)).toEqual({ from: '2026-01-01', to: '2026-02-28' });
    expect(presetRange('lastMonth', new Date('2026-01-10T12:00:00Z'))).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });
});

describe('buckets', () => {
  it('starts weeks on Monday (ISO, as PostgreSQL date_trunc) and months on the 1st', () => {
    expect(bucketStart('2026-11-01', 'week')).toBe('2026-10-26'); // a Sunday
    expect(bucketStart('2026-11-02', 'week')).toBe('2026-11-02'); // a Monday
    expect(bucketStart('2026-11-17', 'month')).toBe('2026-11-01');
    expect(bucketStart('2026-11-17', 'day')).toBe('2026-11-17');
  });

  it('lists every bucket a range touches, partial ones included', () => {
    expect(bucketsOf({ from: '2026-11-01', to: '2026-11-10' }, 'week')).toEqual(['2026-10-26', '2026-11-02', '2026-11-09']);
    expect(bucketsOf({ from: '2026-11-15', to: '2027-02-01' }, 'month')).toEqual(['2026-11-01', '2026-12-01', '2027-01-01', '2027-02-01']);
    expect(bucketsOf({ from: '2026-12-30', to: '2027-01-02' }, 'day')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
  });

  it("fills empty buckets with zeros beside the previous period's bucket at the same position", () => {
    const range = { from: '2026-11-01', to: '2026-11-03' };
    const series = fillSeries(
      range,
      'day',
      [{ bucket: '2026-11-02', sales: 5000, orders: 2, units: 7 }],
      [{ bucket: '2026-10-29', sales: 900, orders: 1, units: 1 }],
    );
    expect(series).toEqual([
      { bucket: '2026-11-01', sales: 0, orders: 0, units: 0, previousBucket: '2026-10-29', previousSales: 900, previousOrders: 1 },
      { bucket: '2026-11-02', sales: 5000, orders: 2, units: 7, previousBucket: '2026-10-30', previousSales: 0, previousOrders: 0 },
      { bucket: '2026-11-03', sales: 0, orders: 0, units: 0, previousBucket: '2026-10-31', previousSales: 0, previousOrders: 0 },
    ]);
  });
});

describe('bucket labels', () => {
  it('names days, weeks and months in Spanish and English without the time zone moving them', () => {
    expect(bucketLabel('2026-11-01', 'day', 'es')).toBe('1 nov');
    expect(bucketLabel('2026-11-01', 'day', 'en')).toBe('Nov 1');
    expect(bucketLabel('2026-10-26', 'week', 'es')).toBe('sem. 26 oct');
    expect(bucketLabel('2026-10-26', 'week', 'en')).toBe('wk Oct 26');
    expect(bucketLabel('2026-11-01', 'month', 'es')).toBe('nov 2026');
    expect(bucketLabel('2026-11-01', 'month', 'en')).toBe('Nov 2026');
  });
});

describe('figures', () => {
  it('rounds the average order value to whole pesos; 0 without orders', () => {
    expect(periodFigures({ sales: 35_000, orders: 3, units: 21 })).toEqual({
      sales: 35_000,
      orders: 3,
      units: 21,
      averageOrderValue: 11_667,
    });
    expect(periodFigures({ sales: 0, orders: 0, units: 0 }).averageOrderValue).toBe(0);
  });

  it('has no change without a base', () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(50, 100)).toBe(-50);
    expect(percentChange(100, 0)).toBeNull();
  });

  it('computes the margin over the lines that have a cost, and says how much that covers', () => {
    expect(costFigures({ cost: 15_000, costedSales: 28_500, lineSales: 33_000 })).toEqual({
      cost: 15_000,
      margin: 13_500,
      marginPercent: 47,
      costCoverage: 86,
    });
    expect(costFigures({ cost: 0, costedSales: 0, lineSales: 0 })).toEqual({ cost: 0, margin: 0, marginPercent: null, costCoverage: null });
    expect(costFigures({ cost: 1200, costedSales: 1000, lineSales: 1000 }).marginPercent).toBe(-20);
  });

  it('shares of nothing are 0', () => {
    expect(shareOf(1, 3)).toBe(33);
    expect(shareOf(5, 0)).toBe(0);
  });
});

describe('report CSV', () => {
  const decode = (csv: string) => csv.split('\r\n');

  it('neutralises formula-looking names and keeps numbers as numbers', () => {
    const rows = [
      { id: null, name: '=HYPERLINK("http://x")', orders: 1, units: 2, sales: 1000 },
      { id: 2, name: '+57 bolsa', orders: 1, units: 1, sales: -5 },
      { id: null, name: null, orders: 1, units: 1, sales: 10 },
    ];
    const lines = decode(toCsv(topTable('categories', rows, 'Sin categoría')));
    expect(lines[0]).toBe('\uFEFFCategoría;Órdenes;Unidades;Ventas');
    expect(lines[1]).toBe(`"'=HYPERLINK(""http://x"")";1;2;1000`);
    expect(lines[2]).toBe("'+57 bolsa;1;1;-5");
    expect(lines[3]).toBe('Sin categoría;1;1;10');
  });

  it('adds the e-mail for customers and cost columns only when rows carry costs', () => {
    const costs = { cost: 10, margin: 5, marginPercent: 33, costCoverage: 100 };
    expect(decode(toCsv(topTable('customers', [{ id: 1, name: 'Ana', email: '@ana@x.co', orders: 1, units: 1, sales: 15 }], '')))[1]).toBe(
      "Ana;'@ana@x.co;1;1;15",
    );
    expect(decode(toCsv(topTable('products', [{ id: 1, name: 'Plato', orders: 1, units: 1, sales: 15, costs }], ''), ','))[0]).toBe(
      '\uFEFFProducto,Órdenes,Unidades,Ventas,Costo,Margen,Margen %,Ventas con costo %',
    );
  });

  it("writes the series with each bucket's average and the previous period", () => {
    const lines = decode(
      toCsv(
        salesSeriesTable([
          { bucket: '2026-11-01', sales: 10, orders: 3, units: 4, previousBucket: null, previousSales: 0, previousOrders: 0 },
        ]),
      ),
    );
    expect(lines[1]).toBe('2026-11-01;10;3;4;3;;0;0');
  });

  it('names breakdown keys in Spanish, a method by its own name', () => {
    expect(breakdownLabel('payment_method', { key: '7', name: 'Nequi' })).toBe('Nequi');
    expect(breakdownLabel('payment_method', { key: 'cash_on_delivery', name: null })).toBe('Contra entrega');
    expect(breakdownLabel('payment_method', { key: 'none', name: null })).toBe('Método eliminado');
    expect(breakdownLabel('delivery_option', { key: 'pickup', name: null })).toBe('Recoger en tienda');
    expect(breakdownLabel('delivery_option', { key: 'none', name: null })).toBe('Sin opción registrada');
    // Issue 23 §5: where the orders came from.
    expect(breakdownLabel('source', { key: 'whatsapp', name: null })).toBe('WhatsApp');
    expect(breakdownLabel('source', { key: 'counter', name: null })).toBe('Mostrador');
  });
});
