/**
 * The back office's reports (issue 25 §4) as pure rules: date ranges in Colombia's calendar,
 * the period they are compared with, the buckets of a series, and the figures derived from the
 * sums the database returns. The SQL is in lib/data/admin/reports.ts; docs/reports.md explains
 * what each figure counts.
 */
import { colombiaToday } from './order-search';

export const reportIntervals = ['day', 'week', 'month'] as const;
export type ReportInterval = (typeof reportIntervals)[number];

export const topReportKinds = ['products', 'categories', 'customers'] as const;
export type TopReportKind = (typeof topReportKinds)[number];

/** 'source' joins once orders record where they came from (issue 25 §4: "once orders have one"). */
export const breakdownKinds = ['payment_method', 'delivery_option', 'source'] as const;
export type BreakdownKind = (typeof breakdownKinds)[number];

/** Calendar days 'YYYY-MM-DD' in Colombia, both included. */
export type ReportRange = { from: string; to: string };

/** The longest range a report covers (three years), and the longest read day by day. */
export const MAX_RANGE_DAYS = 1096;
export const MAX_DAILY_RANGE_DAYS = 366;
export const DEFAULT_RANGE_DAYS = 30;
/** Rows of a top table on screen, and the most one request (a CSV) may ask for. */
export const DEFAULT_TOP_LIMIT = 10;
export const MAX_TOP_LIMIT = 500;

const DAY_MS = 24 * 60 * 60 * 1000;
const toUtc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  return fromUtc(toUtc(day) + days * DAY_MS);
}

/** How many calendar days a range holds, both ends included (2026-11-01 → 2026-11-30 is 30). */
export function rangeDays(range: ReportRange): number {
  return Math.round((toUtc(range.to) - toUtc(range.from)) / DAY_MS) + 1;
}

/** The same number of days just before: 1-30 Nov is compared with 2-31 Oct. */
export function previousRange(range: ReportRange): ReportRange {
  const days = rangeDays(range);
  return { from: addDays(range.from, -days), to: addDays(range.from, -1) };
}

/** The last 30 days in Colombia, today included. */
export function defaultRange(now: Date = new Date()): ReportRange {
  const to = colombiaToday(now);
  return { from: addDays(to, -(DEFAULT_RANGE_DAYS - 1)), to };
}

/** Day by day up to two months, by week up to half a year, else by month: a chart of 7-62 points. */
export function defaultInterval(range: ReportRange): ReportInterval {
  const days = rangeDays(range);
  if (days <= 62) return 'day';
  if (days <= 183) return 'week';
  return 'month';
}

/** The first day of the bucket a day falls in: the day itself, its week's Monday (ISO), its month's 1st. */
export function bucketStart(day: string, interval: ReportInterval): string {
  if (interval === 'day') return day;
  if (interval === 'month') return `${day.slice(0, 7)}-01`;
  const weekday = new Date(toUtc(day)).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

function nextBucket(start: string, interval: ReportInterval): string {
  if (interval === 'day') return addDays(start, 1);
  if (interval === 'week') return addDays(start, 7);
  const [year, month] = start.split('-').map(Number);
  return fromUtc(Date.UTC(year, month, 1));
}

/** Every bucket a range touches, in order (the first and last may be partial weeks or months). */
export function bucketsOf(range: ReportRange, interval: ReportInterval): string[] {
  const buckets: string[] = [];
  for (let b = bucketStart(range.from, interval); b <= range.to; b = nextBucket(b, interval)) buckets.push(b);
  return buckets;
}

export type PeriodFigures = {
  /** Whole pesos: what the orders' totals add up to (delivery fee included). */
  sales: number;
  orders: number;
  /** Pieces ('unidades': a pack of 50 counts 50), the count that adds up across products. */
  units: number;
  /** Whole pesos, sales ÷ orders rounded; 0 without orders. */
  averageOrderValue: number;
};

export function periodFigures(sums: { sales: number; orders: number; units: number }): PeriodFigures {
  return { ...sums, averageOrderValue: sums.orders > 0 ? Math.round(sums.sales / sums.orders) : 0 };
}

/** Whole-percent change; null when the earlier figure is 0 (no base to compare with). */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 100);
}

export type SeriesSums = { bucket: string; sales: number; orders: number; units: number };
export type SeriesPoint = SeriesSums & {
  /** The bucket at the same position in the previous period, and its figures. */
  previousBucket: string | null;
  previousSales: number;
  previousOrders: number;
};

/**
 * Every bucket of the range, empty ones as zeros, each beside the bucket at the same position of
 * the previous period (the database only returns buckets that sold).
 */
export function fillSeries(
  range: ReportRange,
  interval: ReportInterval,
  current: readonly SeriesSums[],
  previous: readonly SeriesSums[],
): SeriesPoint[] {
  const byBucket = new Map(current.map((row) => [row.bucket, row]));
  const previousByBucket = new Map(previous.map((row) => [row.bucket, row]));
  const previousBuckets = bucketsOf(previousRange(range), interval);
  return bucketsOf(range, interval).map((bucket, index) => {
    const row = byBucket.get(bucket);
    const previousBucket = previousBuckets[index] ?? null;
    const before = previousBucket ? previousByBucket.get(previousBucket) : undefined;
    return {
      bucket,
      sales: row?.sales ?? 0,
      orders: row?.orders ?? 0,
      units: row?.units ?? 0,
      previousBucket,
      previousSales: before?.sales ?? 0,
      previousOrders: before?.orders ?? 0,
    };
  });
}

export type CostFigures = {
  /** Σ quantity × the variant's cost price, over the lines whose variant has one. */
  cost: number;
  /** Those same lines' totals minus their cost. */
  margin: number;
  /** Whole percent of those lines' totals; null when no line has a cost. */
  marginPercent: number | null;
  /** Whole percent of the line totals that had a cost price to compare with. */
  costCoverage: number | null;
};

export function costFigures(sums: { cost: number; costedSales: number; lineSales: number }): CostFigures {
  const margin = sums.costedSales - sums.cost;
  return {
    cost: sums.cost,
    margin,
    marginPercent: sums.costedSales > 0 ? Math.round((margin / sums.costedSales) * 100) : null,
    costCoverage: sums.lineSales > 0 ? Math.round((sums.costedSales / sums.lineSales) * 100) : null,
  };
}

/** Whole percent of a total (a payment method's share of sales); 0 of nothing is 0. */
export function shareOf(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 100) : 0;
}

const labelFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A bucket's short name on a chart axis and in a table: '3 nov' / 'Nov 3' for a day, the week's
 * Monday for a week ('sem. 2 nov' / 'wk Nov 2'), 'nov 2026' / 'Nov 2026' for a month. Buckets are
 * calendar days already in Colombia's calendar, so they are formatted as UTC dates.
 */
export function bucketLabel(bucket: string, interval: ReportInterval, locale: string): string {
  const key = `${locale}|${interval}`;
  let format = labelFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'es' ? 'es-CO' : 'en-US', {
      timeZone: 'UTC',
      ...(interval === 'month' ? { month: 'short', year: 'numeric' } : { day: 'numeric', month: 'short' }),
    });
    labelFormats.set(key, format);
  }
  const text = format
    .format(new Date(`${bucket}T00:00:00Z`))
    .replace('.', '')
    .replace(/ de /g, ' ');
  if (interval !== 'week') return text;
  return locale === 'es' ? `sem. ${text}` : `wk ${text}`;
}

export const REPORT_PRESETS = ['last7', 'last30', 'thisMonth', 'lastMonth', 'thisYear'] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];

/** The ranges one tap away, in Colombia's calendar (today included). */
export function presetRange(preset: ReportPreset, now: Date = new Date()): ReportRange {
  const today = colombiaToday(now);
  const monthStart = `${today.slice(0, 7)}-01`;
  switch (preset) {
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'thisMonth':
      return { from: monthStart, to: today };
    case 'lastMonth': {
      const lastDay = addDays(monthStart, -1);
      return { from: `${lastDay.slice(0, 7)}-01`, to: lastDay };
    }
    case 'thisYear':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
  }
}
