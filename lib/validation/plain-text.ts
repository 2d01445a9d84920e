import { z } from 'zod';
import { message } from '@/lib/i18n/validation-message';

/**
 * Text people type (names, addresses, notes, messages) must not carry invisible controls: a
 * right-to-left override (U+202E) or an isolate scrambles how staff read an order, and zero-width
 * characters make two different names look identical. Shared by every free-text schema.
 */

export const HIDDEN_CHARACTERS_MESSAGE = message('hiddenCharacters');

/**
 * A field that is one line wherever it is printed (a name, an address, a business name) refuses
 * line breaks, tabs and every other control character, as well as the hidden ones: a name with
 * line breaks became extra lines under 'Facturar a' on a receipt. One message in both catalogues.
 */
export const SINGLE_LINE_MESSAGE = message('singleLine');

// eslint-disable-next-line no-control-regex -- the control characters are what this finds.
const LINE_BREAK_OR_CONTROL = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/u;

/** True when the text has no line break (LF, CR, NEL, U+2028/9), tab or other control character. */
export const isSingleLine = (value: string): boolean => !LINE_BREAK_OR_CONTROL.test(value);

/** A pattern for the optional-text builders that take one: the whole value on one line. */
// eslint-disable-next-line no-control-regex -- the control characters are what this refuses.
export const SINGLE_LINE_PATTERN = /^[^\u0000-\u001F\u007F-\u009F\u2028\u2029]*$/u;

/**
 * C0/C1 controls (tab, line feed and carriage return allowed), Arabic letter mark, Mongolian vowel
 * separator, zero-width space/joiners and LRM/RLM, LRE/RLE/PDF/LRO/RLO, word joiner and invisible
 * operators, LRI/RLI/FSI/PDI, deprecated format controls, BOM / zero-width no-break space and
 * interlinear annotation marks.
 */
const HIDDEN =
  // eslint-disable-next-line no-control-regex -- the hidden controls are what this finds.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB]/u;

/**
 * A zero-width joiner inside an emoji sequence (🤷‍♀️, 👨‍👩‍👧) is how phones write those emoji, and
 * it cannot reorder text: those are removed before the check.
 */
// eslint-disable-next-line no-misleading-character-class -- U+FE0F stands alone on purpose: it follows the emoji it styles.
const EMOJI_ZWJ = /(?<=[\p{Extended_Pictographic}\u{1F3FB}-\u{1F3FF}\uFE0F])\u200D(?=\p{Extended_Pictographic})/gu;

/** True when the text holds a bidi control, a zero-width character or another control character. */
export function hasHiddenCharacters(text: string): boolean {
  return HIDDEN.test(text.replace(EMOJI_ZWJ, ''));
}

/** For `.refine(isPlainText, { error })` on any free-text zod string. */
export const isPlainText = (value: string): boolean => !hasHiddenCharacters(value);

export type PlainTextMessages = { required: string; tooLong: string; hiddenCharacters: string };

/** Trimmed text of `min`..`max` characters without invisible controls (an empty value gets only "required"). */
export function requiredPlainText(m: PlainTextMessages, max: number, min = 1) {
  return z
    .string({ error: m.required })
    .trim()
    .min(min, { error: m.required, abort: true })
    .max(max, { error: m.tooLong })
    .refine(isPlainText, { error: m.hiddenCharacters });
}

/** `requiredPlainText` on one line: names, addresses, anything a document prints as one line. */
export function requiredSingleLine(m: PlainTextMessages, max: number, min = 1) {
  return requiredPlainText(m, max, min).refine(isSingleLine, { error: SINGLE_LINE_MESSAGE });
}
