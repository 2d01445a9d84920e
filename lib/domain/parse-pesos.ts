/**
 * Reading pesos typed by staff or sent by a form (DESIGN.md "Money"): parsing works on the text's
 * digits, never on a float, so no amount is ever rounded. Apart from ./money.ts, whose formatCOP
 * every storefront page loads: a module ships whole, and this one is for forms and imports only.
 */

export type ParsePesosResult = { ok: true; value: number } | { ok: false; reason: 'not_a_number' | 'negative' | 'centavos' };

// Colombian thousands grouping: 1.234.567. A leading zero ("0.500") is no grouping but a decimal.
const GROUPED = /^[1-9]\d{0,2}(?:\.\d{3})+$/;
const PLAIN = /^\d+$/;

/**
 * Reads a price typed by staff or received from a form: 12500, "12500", "12.500", "$ 12.500",
 * "-$ 12.500". Decisions:
 * - `,` is the decimal separator (es-CO); `.` followed by groups of exactly three digits is a
 *   thousands separator, any other single `.` is a decimal point (what `<input type="number">`
 *   sends, e.g. "12500.5").
 * - A fraction of only zeros ("12.500,00") is whole pesos; any other fraction is 'centavos'.
 * - Whitespace anywhere is ignored ("12 500", the no-break space after `$`).
 * - Amounts beyond Number.MAX_SAFE_INTEGER are 'not_a_number': they cannot be stored exactly.
 */
export function parsePesos(input: string | number): ParsePesosResult {
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return { ok: false, reason: 'not_a_number' };
    if (input < 0) return { ok: false, reason: 'negative' };
    if (!Number.isInteger(input)) return { ok: false, reason: 'centavos' };
    if (!Number.isSafeInteger(input)) return { ok: false, reason: 'not_a_number' };
    return { ok: true, value: input === 0 ? 0 : input };
  }

  const match = /^(-?)\$?(-?)(.*)$/.exec(input.replace(/\s+/g, ''));
  if (!match) return { ok: false, reason: 'not_a_number' };
  const [, signBefore, signAfter, body] = match;
  if (signBefore && signAfter) return { ok: false, reason: 'not_a_number' };
  const negative = Boolean(signBefore || signAfter);

  const split = splitNumber(body);
  if (!split) return { ok: false, reason: 'not_a_number' };
  const value = Number(split.integer);
  if (!Number.isSafeInteger(value)) return { ok: false, reason: 'not_a_number' };
  const hasCentavos = /[1-9]/.test(split.fraction);
  if (negative && (value > 0 || hasCentavos)) return { ok: false, reason: 'negative' };
  if (hasCentavos) return { ok: false, reason: 'centavos' };
  return { ok: true, value };
}

/** Splits "12.500,50" into integer digits "12500" and fraction digits "50"; null if malformed. */
function splitNumber(body: string): { integer: string; fraction: string } | null {
  const commaParts = body.split(',');
  if (commaParts.length > 2) return null;
  const [whole, fractionAfterComma] = commaParts;
  if (fractionAfterComma !== undefined) {
    if (!PLAIN.test(fractionAfterComma)) return null;
    const integer = integerDigits(whole);
    return integer === null ? null : { integer, fraction: fractionAfterComma };
  }
  const grouped = integerDigits(whole);
  if (grouped !== null) return { integer: grouped, fraction: '' };
  // Not a valid grouping: one dot is a decimal point ("12500.5", "1.50").
  const dotParts = whole.split('.');
  if (dotParts.length === 2 && PLAIN.test(dotParts[0]) && PLAIN.test(dotParts[1])) {
    return { integer: dotParts[0], fraction: dotParts[1] };
  }
  return null;
}

function integerDigits(text: string): string | null {
  if (PLAIN.test(text)) return text;
  if (GROUPED.test(text)) return text.replaceAll('.', '');
  return null;
}
