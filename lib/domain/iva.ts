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

/** The delivery fee's class under the 'flat_19' rule (and of a fee with no goods to follow). */
export const DELIVERY_IVA_CLASS: IvaClass = 'iva_19';

/**
 * How the delivery fee is taxed (a store setting, docs/iva-and-fiscal-data.md "IVA on delivery"):
 * 'follow_goods' (the default) — the seller's transport charge is part of the sale's taxable base
 * (Estatuto Tributario art. 447), so it carries the goods' rates, split in proportion; 'flat_19'
 * — all of it at 19 %, how orders were taxed before the setting existed.
 */
export const DELIVERY_IVA_RULES = ['follow_goods', 'flat_19'] as const;
export type DeliveryIvaRule = (typeof DELIVERY_IVA_RULES)[number];
export const DEFAULT_DELIVERY_IVA_RULE: DeliveryIvaRule = 'follow_goods';

export function isDeliveryIvaRule(value: unknown): value is DeliveryIvaRule {
  return typeof value === 'string' && (DELIVERY_IVA_RULES as readonly string[]).includes(value);
}

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

/** The delivery fee's split: in total, and per class it was allocated to (zero parts left out). */
export type IvaDelivery = IvaSplit & { parts: IvaRateRow[] };

export type IvaBreakdown = {
  /** Per line, in the order given. */
  lines: IvaSplit[];
  /** Per class of the goods, highest rate first (exento and excluido apart). */
  byRate: IvaRateRow[];
  /** Null when there is no fee (yet): 'por confirmar'. A free delivery is zeros with no parts. */
  delivery: IvaDelivery | null;
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
 * The delivery fee (whole pesos, IVA included) per class, under `rule`. 'follow_goods': the fee
 * is shared among the goods' classes in proportion to their totals (IVA included) — which is the
 * same as adding the fee's base to the goods' bases in proportion to those bases, since
 * total = base × (1 + rate) on both sides — and each share is split at its class's rate, so a
 * share that follows excluded or exempt goods carries no IVA. Shares are whole pesos by largest
 * remainder (ties to the higher rate), so they add up to the fee exactly. With no goods of any
 * value to follow, and under 'flat_19', the fee is one part at `flatRate` (19 %).
 */
export function deliveryIvaParts(
  lines: readonly IvaLine[],
  fee: number,
  rule: DeliveryIvaRule,
  flatRate = IVA_RATES[DELIVERY_IVA_CLASS],
): IvaRateRow[] {
  if (!Number.isSafeInteger(fee) || fee < 0) throw new RangeError(`deliveryIvaParts: ${fee} is not whole pesos`);
  if (fee === 0) return [];
  const goods = groupByRate(lines.map((l) => ({ ivaClass: l.ivaClass, rate: l.ivaRate, ...splitIva(l.total, l.ivaRate) }))).filter(
    (row) => row.total > 0,
  );
  const goodsTotal = goods.reduce((sum, row) => sum + row.total, 0);
  if (rule === 'flat_19' || goodsTotal <= 0) return [{ ivaClass: DELIVERY_IVA_CLASS, rate: flatRate, ...splitIva(fee, flatRate) }];
  // BigInt: fee × a class's total can pass 2^53 (a $ 10.000.000 fee on $ 2.000 million of goods).
  const shares = goods.map((row, index) => {
    const exact = BigInt(fee) * BigInt(row.total);
    return { row, index, amount: exact / BigInt(goodsTotal), remainder: exact % BigInt(goodsTotal) };
  });
  let left = BigInt(fee) - shares.reduce((sum, s) => sum + s.amount, 0n);
  // groupByRate sorted the classes highest rate first: on equal remainders the earlier one wins.
  for (const share of [...shares].sort((a, b) => (b.remainder > a.remainder ? 1 : b.remainder < a.remainder ? -1 : a.index - b.index))) {
    if (left === 0n) break;
    share.amount += 1n;
    left -= 1n;
  }
  return shares
    .map(({ row, amount }) => ({ ivaClass: row.ivaClass, rate: row.rate, ...splitIva(Number(amount), row.rate) }))
    .filter((part) => part.total > 0);
}

/**
 * Splits every line and the delivery fee (deliveryIvaParts, under the order's rule) on their
 * own, then adds them up per class and in total: each sum is of whole-peso parts that already
 * add up, so the rows and the order add up too. Without a rule: 'flat_19' at `deliveryRate`.
 */
export function ivaBreakdown(
  lines: readonly IvaLine[],
  deliveryFee: number | null,
  deliveryRate = IVA_RATES[DELIVERY_IVA_CLASS],
  deliveryRule: DeliveryIvaRule = 'flat_19',
): IvaBreakdown {
  const lineRows = lines.map((line): IvaRateRow => ({
    ivaClass: line.ivaClass,
    rate: line.ivaRate,
    ...splitIva(line.total, line.ivaRate),
  }));
  const parts = deliveryFee === null ? [] : deliveryIvaParts(lines, deliveryFee, deliveryRule, deliveryRate);
  const delivery: IvaDelivery | null = deliveryFee === null ? null : { ...sumSplits(parts), parts };
  return {
    lines: lineRows.map(({ base, iva, total }) => ({ base, iva, total })),
    byRate: groupByRate(lineRows),
    delivery,
    ...sumSplits([...lineRows, ...parts]),
  };
}

/** What the order collected per rate, the delivery fee's parts inside their classes' rows: the accountant's and the invoice's view. */
export function collectedByRate(breakdown: Pick<IvaBreakdown, 'byRate' | 'delivery'>): IvaRateRow[] {
  return groupByRate([...breakdown.byRate, ...(breakdown.delivery?.parts ?? [])]);
}
