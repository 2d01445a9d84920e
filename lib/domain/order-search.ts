/**
 * The back office's order search (issue 25 §2), as pure rules: what one search box may mean.
 * The SQL that uses them is in lib/data/admin/orders.ts.
 */

/** Colombia has kept UTC−5 all year since 1993 (no daylight saving time). */
export const COLOMBIA_UTC_OFFSET_HOURS = -5;

/** The instant a calendar day 'YYYY-MM-DD' starts in Colombia (05:00 UTC that day). */
export function colombiaDayStart(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date, -COLOMBIA_UTC_OFFSET_HOURS));
}

/** The instant after a calendar day ends in Colombia: `to` is included, so rows before the next day's start. */
export function colombiaDayEnd(day: string): Date {
  const start = colombiaDayStart(day);
  return new Date(start.getTime() + 24 * 60 * 60 * 1000);
}

/** Today's calendar day in Colombia, 'YYYY-MM-DD'. */
export function colombiaToday(now: Date = new Date()): string {
  return new Date(now.getTime() + COLOMBIA_UTC_OFFSET_HOURS * 60 * 60 * 1000).toISOString().slice(0, 10);
}

export type OrderSearchTerms = {
  /** `%text%` for ILIKE, with the LIKE wildcards of the input escaped. */
  pattern: string;
  /** The same, folded (foldSearchText): compared with `search_fold(column)` for names and products. */
  foldedPattern: string;
  /** '#1042' or '1042': an order number to match exactly. */
  orderNumber: number | null;
  /** The digits of a phone, compared with the stored phones' digits; null when too few to mean one. */
  phoneDigits: string | null;
  /** A document (CC, NIT with dots and check digit…) reduced to letters and digits. */
  documentPattern: string | null;
};

/** Fewest digits that can stand for part of a phone or a document (fewer match almost anything). */
export const MIN_DIGITS = 4;
const MAX_ORDER_NUMBER = 2_147_483_647;

/**
 * Accents and case away ('Peña' → 'pena', 'JOSÉ' → 'jose'): the JavaScript twin of the SQL
 * function `search_fold` (migration 0018), so a typed search meets the stored text folded alike.
 */
export function foldSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export function orderSearchTerms(q: string): OrderSearchTerms {
  const text = q.trim();
  const number = /^#?\s*(\d{1,10})$/.exec(text);
  const orderNumber = number && Number(number[1]) >= 1 && Number(number[1]) <= MAX_ORDER_NUMBER ? Number(number[1]) : null;
  // Only digits and the separators people type in a phone: '300 123 4567', '(607) 571-2345', '+57 300…'.
  const looksLikePhone = /^[\d\s.\-()+]+$/.test(text);
  let digits = text.replace(/\D/g, '');
  if (looksLikePhone && digits.length === 12 && digits.startsWith('57')) digits = digits.slice(2);
  const alnum = text.replace(/[^0-9A-Za-z]/g, '');
  return {
    pattern: `%${escapeLike(text)}%`,
    foldedPattern: `%${escapeLike(foldSearchText(text))}%`,
    orderNumber,
    phoneDigits: looksLikePhone && digits.length >= MIN_DIGITS ? digits : null,
    documentPattern: alnum.length >= MIN_DIGITS && /\d/.test(alnum) ? `%${alnum}%` : null,
  };
}
