/**
 * The packing slip's arithmetic (issue 25 §3): a line of 3 'Caja' of 1,000 units is 3,000 pieces
 * to count; and the cash the driver collects. Pure; the page is components/admin/orders/print.
 */
import type { PaymentStatus } from './order-status';

export type SlipFormat = 'a4' | '80mm';
export const SLIP_FORMATS: readonly SlipFormat[] = ['a4', '80mm'];

export const slipFormatOf = (value: string | null | undefined): SlipFormat => (value === '80mm' ? '80mm' : 'a4');

/** Pieces of one line: quantity × units per item (at least 1 per item, whatever was stored). */
export function piecesOf(quantity: number, unitsPerItem: number): number {
  const perItem = Number.isSafeInteger(unitsPerItem) && unitsPerItem >= 1 ? unitsPerItem : 1;
  return quantity * perItem;
}

export function slipTotals(lines: readonly { quantity: number; unitsPerItem: number }[]): { items: number; pieces: number } {
  return lines.reduce(
    (sum, line) => ({ items: sum.items + line.quantity, pieces: sum.pieces + piecesOf(line.quantity, line.unitsPerItem) }),
    { items: 0, pieces: 0 },
  );
}

/**
 * The printed page: A4 with 12 mm margins, or a roll 80 mm wide (72 mm printable on most
 * receipt printers). Chromium needs both dimensions of a page; a long receipt continues on a
 * second 'page' of the roll.
 */
export function slipPageCss(format: SlipFormat): string {
  return format === '80mm' ? '@page{size:80mm 297mm;margin:4mm}' : '@page{size:A4;margin:12mm}';
}

/**
 * What the driver collects at the door (docs/delivery.md "Cash on delivery"): the order's total,
 * while a cash-on-delivery order waits for its money; null when nothing is collected (paid by
 * proof, the cash already recorded, or the order cancelled).
 */
export function cashToCollect(order: { cashOnDelivery: boolean; paymentStatus: PaymentStatus; total: number }): number | null {
  return order.cashOnDelivery && order.paymentStatus === 'pending_confirmation' ? order.total : null;
}
