/**
 * Partial refunds (docs/invoicing.md "Partial refunds"): what part of a paid order staff give
 * back, per line and per share of the delivery fee, in whole pesos, with its IVA. Pure.
 *
 * An order is a set of parts whose totals add up to the order's total: each line
 * (`line_total`) and each share of the delivery fee per IVA class (deliveryIvaParts, exactly as
 * the order's breakdown shows it). A refund takes an amount from some of those parts; the sum of
 * everything refunded from a part never passes the part's total, so the refunds of an order never
 * pass what was paid. Each part's amount is split into base and IVA on its own (splitIva), the
 * way the sale's lines are, so the IVA report subtracts exactly what the credit note credits.
 */
import type { InvoiceLine } from './invoice-data';
import { groupByRate, type IvaClass, type IvaRateRow, type IvaSplit, splitIva } from './iva';

export type RefundPart = {
  kind: 'line' | 'delivery';
  /** The order line (order_items.id); null for a share of the delivery fee. */
  itemId: number | null;
  /** Units given back; 0 when the refund is an amount that returns no units (a discount for damage). */
  quantity: number;
  ivaClass: IvaClass;
  ivaRate: number;
  /** Whole pesos, IVA included. */
  amount: number;
};

export type RefundableLine = {
  itemId: number;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  ivaClass: IvaClass;
  ivaRate: number;
};

export type RefundableOrder = {
  total: number;
  lines: readonly RefundableLine[];
  /** The delivery fee per class (deliveryIvaParts of the order); empty without a fee. */
  delivery: readonly { ivaClass: IvaClass; rate: number; total: number }[];
  /** The parts of the refunds already made. */
  refunded: readonly RefundPart[];
};

export type RefundRequest = {
  /** Lines and units given back. */
  lines?: readonly { itemId: number; quantity: number }[];
  /** What is left of the delivery fee is given back too. */
  delivery?: boolean;
  /** Less than the chosen parts are worth (a discount for damaged goods); without lines nor delivery, taken from the whole order. */
  amount?: number;
};

export type RefundProblem =
  | { field: 'lines'; reason: 'unknown_line'; itemId: number }
  | { field: 'lines'; reason: 'quantity_exceeds'; itemId: number; max: number }
  | { field: 'lines'; reason: 'duplicate_line'; itemId: number }
  | { field: 'delivery'; reason: 'nothing_left' }
  | { field: 'amount'; reason: 'nothing_left' }
  | { field: 'amount'; reason: 'amount_exceeds'; max: number }
  | { field: 'amount'; reason: 'whole_remainder'; remaining: number };

export type RefundPlan =
  ({ ok: true; amount: number; parts: RefundPart[]; byRate: IvaRateRow[] } & IvaSplit) | { ok: false; problems: RefundProblem[] };

type Part = RefundPart & { key: string; total: number };

const keyOf = (p: { kind: 'line' | 'delivery'; itemId: number | null; ivaClass: IvaClass; ivaRate: number }) =>
  p.kind === 'line' ? `line:${p.itemId}` : `delivery:${p.ivaClass}:${p.ivaRate}`;

/** Every part of the order with what is left of it (amount) and of its units (quantity). */
export function remainingParts(order: RefundableOrder): Part[] {
  const taken = new Map<string, { amount: number; quantity: number }>();
  for (const part of order.refunded) {
    const sum = taken.get(keyOf(part)) ?? { amount: 0, quantity: 0 };
    sum.amount += part.amount;
    sum.quantity += part.quantity;
    taken.set(keyOf(part), sum);
  }
  const parts: Part[] = [
    ...order.lines.map((l) => ({
      kind: 'line' as const,
      itemId: l.itemId,
      ivaClass: l.ivaClass,
      ivaRate: l.ivaRate,
      total: l.lineTotal,
      quantity: l.quantity,
      amount: l.lineTotal,
    })),
    ...order.delivery.map((d) => ({
      kind: 'delivery' as const,
      itemId: null,
      ivaClass: d.ivaClass,
      ivaRate: d.rate,
      total: d.total,
      quantity: 0,
      amount: d.total,
    })),
  ].map((p) => {
    const key = keyOf(p);
    const t = taken.get(key) ?? { amount: 0, quantity: 0 };
    return { ...p, key, amount: Math.max(0, p.amount - t.amount), quantity: Math.max(0, p.quantity - t.quantity) };
  });
  return parts;
}

/**
 * The credit rule of every document that gives money back (partial refunds, credit notes): what
 * is credited against a total never passes it. What is left to credit of `total` after
 * `credited`, never below 0…
 */
export function creditLeft(total: number, credited: readonly number[]): number {
  return Math.max(0, total - credited.reduce((sum, amount) => sum + amount, 0));
}

/** …and whether `credited` already passes `total` (the books check's refund_exceeds, Factus's refusal). */
export function creditExceeds(total: number, credited: readonly number[]): boolean {
  return credited.reduce((sum, amount) => sum + amount, 0) > total;
}

/** What is left to refund of the order: its total less every refund made. */
export function refundableAmount(order: RefundableOrder): number {
  return creditLeft(
    order.total,
    order.refunded.map((p) => p.amount),
  );
}

/**
 * `amount` shared among `weights` in proportion, whole pesos by largest remainder (ties to the
 * earlier part), so the shares add up to `amount` exactly and none passes its weight.
 */
export function allocatePesos(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((s, w) => s + w, 0);
  if (total <= 0 || amount <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => {
    const product = BigInt(amount) * BigInt(w);
    return { floor: Number(product / BigInt(total)), rest: product % BigInt(total) };
  });
  let left = amount - exact.reduce((s, e) => s + e.floor, 0);
  const order = exact.map((e, i) => i).sort((a, b) => (exact[b].rest > exact[a].rest ? 1 : exact[b].rest < exact[a].rest ? -1 : a - b));
  const shares = exact.map((e) => e.floor);
  for (const i of order) {
    if (left <= 0) break;
    shares[i] += 1;
    left -= 1;
  }
  return shares;
}

/** The refund's base and IVA: each part split on its own, then per class (highest rate first). */
export function refundIva(parts: readonly RefundPart[]): IvaSplit & { byRate: IvaRateRow[] } {
  const rows = parts.map((p) => ({ ivaClass: p.ivaClass, rate: p.ivaRate, ...splitIva(p.amount, p.ivaRate) }));
  const byRate = groupByRate(rows);
  return {
    byRate,
    base: byRate.reduce((s, r) => s + r.base, 0),
    iva: byRate.reduce((s, r) => s + r.iva, 0),
    total: byRate.reduce((s, r) => s + r.total, 0),
  };
}

/**
 * The refund staff asked for, or why it cannot be made: units of lines (each worth its unit price,
 * never more than what is left of the line), what is left of the delivery fee, and an amount
 * below what those are worth, shared among them in proportion. An amount alone is taken from
 * everything still refundable. A refund of everything that is left is the full refund's, not this.
 */
export function planRefund(order: RefundableOrder, request: RefundRequest): RefundPlan {
  const left = remainingParts(order);
  const problems: RefundProblem[] = [];
  const chosen: { part: Part; value: number; quantity: number }[] = [];
  const seen = new Set<number>();
  for (const line of request.lines ?? []) {
    const part = left.find((p) => p.kind === 'line' && p.itemId === line.itemId);
    if (!part) {
      problems.push({ field: 'lines', reason: 'unknown_line', itemId: line.itemId });
      continue;
    }
    if (seen.has(line.itemId)) {
      problems.push({ field: 'lines', reason: 'duplicate_line', itemId: line.itemId });
      continue;
    }
    seen.add(line.itemId);
    const unitPrice = order.lines.find((l) => l.itemId === line.itemId)!.unitPrice;
    if (line.quantity > part.quantity || part.amount === 0) {
      problems.push({ field: 'lines', reason: 'quantity_exceeds', itemId: line.itemId, max: part.amount === 0 ? 0 : part.quantity });
      continue;
    }
    chosen.push({ part, value: Math.min(unitPrice * line.quantity, part.amount), quantity: line.quantity });
  }
  if (request.delivery) {
    const shares = left.filter((p) => p.kind === 'delivery' && p.amount > 0);
    if (shares.length === 0) problems.push({ field: 'delivery', reason: 'nothing_left' });
    for (const part of shares) chosen.push({ part, value: part.amount, quantity: 0 });
  }
  const wholeOrder = !request.lines?.length && !request.delivery;
  if (wholeOrder) for (const part of left.filter((p) => p.amount > 0)) chosen.push({ part, value: part.amount, quantity: 0 });
  if (problems.length > 0) return { ok: false, problems };

  const worth = chosen.reduce((s, c) => s + c.value, 0);
  const remaining = refundableAmount(order);
  if (worth === 0 || remaining === 0) return { ok: false, problems: [{ field: 'amount', reason: 'nothing_left' }] };
  const amount = request.amount ?? worth;
  if (amount > worth) return { ok: false, problems: [{ field: 'amount', reason: 'amount_exceeds', max: worth }] };
  if (amount >= remaining) return { ok: false, problems: [{ field: 'amount', reason: 'whole_remainder', remaining }] };

  const shares = allocatePesos(
    amount,
    chosen.map((c) => c.value),
  );
  const parts: RefundPart[] = chosen
    .map((c, i) => ({
      kind: c.part.kind,
      itemId: c.part.itemId,
      quantity: c.quantity,
      ivaClass: c.part.ivaClass,
      ivaRate: c.part.ivaRate,
      amount: shares[i],
    }))
    .filter((p) => p.amount > 0 || p.quantity > 0);
  return { ok: true, amount, parts, ...refundIva(parts) };
}

/**
 * What a full refund still credits after partial ones: every part with what is left of it
 * (zero parts left out). Without partial refunds, the whole order.
 */
export function remainderParts(order: RefundableOrder): RefundPart[] {
  return remainingParts(order)
    .filter((p) => p.amount > 0)
    .map(({ kind, itemId, quantity, ivaClass, ivaRate, amount }) => ({ kind, itemId, quantity, ivaClass, ivaRate, amount }));
}

/**
 * The credit note's lines for refund parts, from the invoice's own lines (`invoiceLines`, the
 * order's items first in `itemIds` order, then its delivery lines): units given back at their
 * unit price when the part is exactly that, else one line of the part's amount, so that every
 * line is quantity × price in whole pesos and the note totals the refund to the peso.
 */
export function creditNoteLines(
  invoiceLines: readonly InvoiceLine[],
  itemIds: readonly number[],
  parts: readonly RefundPart[],
): InvoiceLine[] {
  const deliveryLines = invoiceLines.slice(itemIds.length);
  return parts
    .filter((part) => part.amount > 0)
    .map((part) => {
      const excluded = part.ivaClass === 'excluido';
      const base =
        part.kind === 'line'
          ? invoiceLines[itemIds.indexOf(part.itemId!)]
          : deliveryLines.find((l) => l.ivaRate === part.ivaRate && l.excluded === excluded);
      const line = base ?? { code: 'ENVIO', name: 'ENVIO', quantity: 1, unitPrice: part.amount, ivaRate: part.ivaRate, excluded };
      const units = part.quantity > 0 && line.unitPrice * part.quantity === part.amount;
      return units
        ? { ...line, quantity: part.quantity, unitPrice: line.unitPrice }
        : {
            ...line,
            quantity: 1,
            unitPrice: part.amount,
            name: part.kind === 'line' && part.quantity === 0 ? `${line.name} (ajuste)` : line.name,
          };
    });
}
