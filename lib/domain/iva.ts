/**
 * IVA (docs/iva-and-fiscal-data.md). Prices are final prices, IVA included; what a line, the
 * delivery fee or an order "contains" of IVA is derived here, in whole pesos, so that
 * base + IVA = total for every line, for the delivery fee and for the order. Pure: the order
 * e-mails, the customer and staff order views, the IVA report and (later) the quote and receipt
 * documents all use it.
 */

/** 19 % general, 5 % reduced, exento (0 %, gives the seller a right to deduct) and excluido (outside IVA). */
export const IVA_CLASSES = ['iva_19', 'iva_5', 'exento', 'excluido'] as const;
export type IvaClass = (typeof IVA_CLASSES)[number];

export const DEFAULT_IVA_CLASS: IvaClass = 'iva_19';

/** Percent per class, as of 2026 (Estatuto Tributario arts. 468, 468-1, 477, 424). */
export const IVA_RATES: Record<IvaClass, number> = { iva_19: 19, iva_5: 5, exento: 0, excluido: 0 };

/** The delivery fee is a service taxed at the general rate. */
export const DELIVERY_IVA_CLASS: IvaClass = 'iva_19';

export function isIvaClass(value: unknown): value is IvaClass {
  return typeof value === 'string' && (IVA_CLASSES as readonly string[]).includes(value);
}

export type IvaSplit = { base: number; iva: number; total: number };

/**
 * A final price (whole pesos, IVA included) → its base and IVA, whole pesos. The base is
 * total / (1 + rate), rounded half up; the IVA is what remains, so base + IVA = total exactly.
 * Integer arithmetic only: (total·100·2 + (100 + rate)) div (2·(100 + rate)) is round-half-up.
 */
export function splitIva(total: number, rate: number): IvaSplit {
  if (!Number.isSafeInteger(total)) throw new RangeError(`splitIva: ${total} is not whole pesos`);
  if (!Number.isInteger(rate) || rate < 0 || rate > 100) throw new RangeError(`splitIva: bad rate ${rate}`);
  if (rate === 0 || total === 0) return { base: total, iva: 0, total };
  const sign = total < 0 ? -1 : 1;
  const abs = Math.abs(total);
  const divisor = 100 + rate;
  const base = Math.floor((abs * 200 + divisor) / (2 * divisor));
  return { base: sign * base, iva: sign * (abs - base), total };
}

export type IvaLine = { ivaClass: IvaClass; ivaRate: number; total: number };

/** One row of the breakdown: everything at one class (exento and excluido stay apart, both 0 %). */
export type IvaRateRow = { ivaClass: IvaClass; rate: number } & IvaSplit;

export type IvaBreakdown = {
  /** Per line, in the order given. */
  lines: IvaSplit[];
  /** Per class of the goods, highest rate first (exento and excluido apart). */
  byRate: IvaRateRow[];
  /** Null when there is no fee (yet): 'por confirmar'. A free delivery is a row of zeros. */
  delivery: IvaRateRow | null;
} & IvaSplit;

const sumSplits = <T extends IvaSplit>(rows: readonly T[]): IvaSplit => ({
  base: rows.reduce((s, r) => s + r.base, 0),
  iva: rows.reduce((s, r) => s + r.iva, 0),
  total: rows.reduce((s, r) => s + r.total, 0),
});

const byRateOrder = (a: IvaRateRow, b: IvaRateRow) => b.rate - a.rate || IVA_CLASSES.indexOf(a.ivaClass) - IVA_CLASSES.indexOf(b.ivaClass);

/** Rows of the same class and rate added up, highest rate first. */
export function groupByRate(rows: readonly IvaRateRow[]): IvaRateRow[] {
  const grouped = new Map<string, IvaRateRow>();
  for (const row of rows) {
    const key = `${row.ivaClass}:${row.rate}`;
    const sum = grouped.get(key) ?? { ivaClass: row.ivaClass, rate: row.rate, base: 0, iva: 0, total: 0 };
    sum.base += row.base;
    sum.iva += row.iva;
    sum.total += row.total;
    grouped.set(key, sum);
  }
  return [...grouped.values()].sort(byRateOrder);
}

/**
 * Splits every line and the delivery fee on their own, then adds them up per class and in total:
 * each sum is of whole-peso parts that already add up, so the rows and the order add up too.
 */
export function ivaBreakdown(
  lines: readonly IvaLine[],
  deliveryFee: number | null,
  deliveryRate = IVA_RATES[DELIVERY_IVA_CLASS],
): IvaBreakdown {
  const lineRows = lines.map((line): IvaRateRow => ({
    ivaClass: line.ivaClass,
    rate: line.ivaRate,
    ...splitIva(line.total, line.ivaRate),
  }));
  const delivery: IvaRateRow | null =
    deliveryFee === null ? null : { ivaClass: DELIVERY_IVA_CLASS, rate: deliveryRate, ...splitIva(deliveryFee, deliveryRate) };
  return {
    lines: lineRows.map(({ base, iva, total }) => ({ base, iva, total })),
    byRate: groupByRate(lineRows),
    delivery,
    ...sumSplits(delivery ? [...lineRows, delivery] : lineRows),
  };
}

/** What the order collected per rate, the delivery fee in its own (19 %) row: the accountant's and the invoice's view. */
export function collectedByRate(breakdown: Pick<IvaBreakdown, 'byRate' | 'delivery'>): IvaRateRow[] {
  return groupByRate(breakdown.delivery && breakdown.delivery.total !== 0 ? [...breakdown.byRate, breakdown.delivery] : breakdown.byRate);
}
