import { z } from 'zod';
import { message } from '@/lib/i18n/validation-message';
import { MAX_INT4 } from '@/lib/domain/id';
import { parsePesos, type ParsePesosResult } from '@/lib/domain/parse-pesos';
import { storagePublicBase } from '@/lib/storage/public-base';
import { HIDDEN_CHARACTERS_MESSAGE, isPlainText, isSingleLine, requiredSingleLine, SINGLE_LINE_MESSAGE } from '@/lib/validation/plain-text';

/**
 * Field builders shared by every back-office schema (browser forms and route handlers), so a
 * price, an id or an optional text is read the same way everywhere. Messages are catalogue
 * references (lib/i18n/validation-message.ts): the API answers them in the request's language
 * and the forms show them in the page's.
 */

export const TOO_LONG = message('tooLong');
export const EMAIL_MESSAGE = message('email');

/**
 * Trimmed text that must not be empty, nor hold bidi or zero-width controls; on one line (every
 * required back-office text is a name, a code or an address).
 */
export function requiredText(message: string, max = 200, min = 1) {
  return requiredSingleLine({ required: message, tooLong: TOO_LONG, hiddenCharacters: HIDDEN_CHARACTERS_MESSAGE }, max, min);
}

/** Optional text: trimmed; missing, null and blank all mean "none" and become null. Notes and descriptions keep their lines. */
export function optionalText(max = 2000, lines: 'lines' | 'oneLine' = 'lines') {
  return z
    .string({ error: message('mustBeText') })
    .trim()
    .max(max, { error: TOO_LONG })
    .refine(isPlainText, { error: HIDDEN_CHARACTERS_MESSAGE })
    .refine((v) => lines === 'lines' || isSingleLine(v), { error: SINGLE_LINE_MESSAGE })
    .nullish()
    .transform((v) => (v ? v : null));
}

/** An optional name, phone or address: `optionalText` on one line. */
export const optionalLine = (max = 200) => optionalText(max, 'oneLine');

/** Trimmed, lower-cased e-mail (one account per mailbox, whatever the caps). */
export function emailField(required = message('emailRequired')) {
  return z
    .string({ error: required })
    .trim()
    .toLowerCase()
    .min(1, { error: required, abort: true })
    .max(254, { error: TOO_LONG })
    .pipe(z.email({ error: EMAIL_MESSAGE }));
}

/** An optional e-mail: blank → null. */
export function optionalEmail() {
  return optionalText(254).refine((v) => v === null || z.email().safeParse(v).success, { error: EMAIL_MESSAGE });
}

/** An optional http(s) address: blank → null. */
export function optionalWebsite() {
  return optionalText(500).refine((v) => v === null || isHttpUrl(v), { error: message('websiteInvalid') });
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

const SAME_ORIGIN_PROBE = 'https://same-origin.invalid';

/**
 * Where an uploaded image lives: a path on this site ('/files/…', the local driver) or an address
 * under the storage's public base (S3/R2). Nothing else: no `javascript:` or `data:` URL, and no
 * path a browser reads as another host ('//evil.example', '/\evil.example', '/<tab>/evil.example':
 * URL parsers drop tabs and newlines and read '\' as '/'). `storageBase` undefined (the browser,
 * which is not told the base) accepts any http(s) address; the server always knows it.
 */
export function isImageUrl(value: string, storageBase: string | null | undefined = storagePublicBase()): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses.
  if (/[\\\u0000-\u001F\u007F]/.test(value)) return false;
  if (value.startsWith('/')) {
    return !value.startsWith('//') && new URL(value, SAME_ORIGIN_PROBE).origin === SAME_ORIGIN_PROBE;
  }
  if (!isHttpUrl(value)) return false;
  if (storageBase === undefined) return true;
  if (storageBase === null || !isHttpUrl(storageBase) || !value.startsWith(`${storageBase}/`)) return false;
  return new URL(value).origin === new URL(storageBase).origin;
}

const IMAGE_URL_MESSAGE = message('imageUrlInvalid');

/** An optional image address: blank or null → null (no image). */
export function optionalImageUrl() {
  return optionalText(2048).refine((v) => v === null || isImageUrl(v), { error: IMAGE_URL_MESSAGE });
}

/** A required image address. */
export function requiredImageUrl(message: string) {
  return requiredText(message, 2048).refine((v) => isImageUrl(v), { error: IMAGE_URL_MESSAGE });
}

const PESOS_ERRORS: Record<Exclude<ParsePesosResult, { ok: true }>['reason'], string> = {
  not_a_number: message('pesosInvalid'),
  negative: message('notNegative'),
  centavos: message('centavos'),
};

/**
 * Whole Colombian pesos ≥ 0, from a number or text ('12500', '12.500', '$ 12.500'). The form
 * parses prices as decimals, so centavos reach the server and get their own message; at most MAX_INT4.
 */
export function pesos(required = message('priceRequired')) {
  return z.union([z.number(), z.string()], { error: required }).transform((value, ctx) => {
    if (typeof value === 'string' && value.trim() === '') {
      ctx.addIssue({ code: 'custom', message: required });
      return z.NEVER;
    }
    const parsed = parsePesos(value);
    // Amounts are int4 columns: past that the database would refuse the write with a 500.
    if (parsed.ok && parsed.value > MAX_INT4) {
      ctx.addIssue({ code: 'custom', message: message('valueTooHigh') });
      return z.NEVER;
    }
    if (parsed.ok) return parsed.value;
    ctx.addIssue({ code: 'custom', message: PESOS_ERRORS[parsed.reason] });
    return z.NEVER;
  });
}

/** Optional pesos: missing, null or blank → null (spec: "empty sale price means none"). */
export function optionalPesos() {
  return z
    .preprocess((v) => (v === '' || (typeof v === 'string' && v.trim() === '') ? null : v), pesos().nullish())
    .transform((v) => v ?? null);
}

/**
 * A field beyond the spec's payload (spec 2 §7): the project's own additions, such as a variant's
 * cost. A client that follows the spec never sends it, so a missing key must mean "keep what is
 * stored": it stays missing after parsing, and services write only the keys present (drizzle
 * leaves `undefined` out of an UPDATE and gives the column default on INSERT). An explicit null
 * (or blank) still goes through `schema`, so a nullable field can be cleared.
 */
export function keptWhenAbsent<T extends z.ZodType>(schema: T) {
  return schema.optional();
}

/** An integer from a number or a string of digits (forms send either), at least `min`. */
export function wholeNumber(required: string, options: { min?: number; max?: number; minMessage?: string } = {}) {
  const { min = 0, max = MAX_INT4 } = options;
  const minMessage = options.minMessage ?? message('atLeastValue', { min });
  return z
    .union([z.number(), z.string()], { error: required })
    .transform((value, ctx) => {
      const text = typeof value === 'string' ? value.trim() : null;
      if (text === '') {
        ctx.addIssue({ code: 'custom', message: required });
        return z.NEVER;
      }
      const n = text === null ? value : /^-?\d+$/.test(text) ? Number(text) : NaN;
      if (typeof n !== 'number' || !Number.isInteger(n)) {
        ctx.addIssue({ code: 'custom', message: message('wholeNumber') });
        return z.NEVER;
      }
      return n;
    })
    .pipe(
      z
        .number()
        .min(min, { error: minMessage })
        .max(max, { error: message('atMostValue', { max }) }),
    );
}

/** A reference to another row: a positive integer id (select inputs send it as a string). */
export function idRef(required: string) {
  return wholeNumber(required, { min: 1, minMessage: required });
}

/** An optional reference: missing, null or '' → null. */
export function optionalIdRef(message: string) {
  return z.preprocess((v) => (v === '' ? null : v), idRef(message).nullish()).transform((v) => v ?? null);
}
