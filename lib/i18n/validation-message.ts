import type es from '@/messages/es.json';

/**
 * A validation message as a reference into the catalogue (messages/*.json, namespace
 * Validation), not a text: the zod schemas in lib/validation are shared by the browser's forms
 * and the route handlers, and each side says it in its reader's language. The API answer turns
 * it into the request's language (lib/i18n/validation-text.ts); a form shows it through Field or
 * useFieldMessage (components/ui/field-message.tsx). Only the key's type comes from the
 * catalogue: the texts stay out of the bundles of the pages that validate.
 */
export type ValidationKey = keyof (typeof es)['Validation'];
export type MessageValues = Record<string, string | number>;

const PREFIX = 'Validation.';
const ENCODED = /^Validation\.([A-Za-z0-9]+)(?:\|(\{.*\}))?$/s;

/** `message('maxChars', { max: 80 })` → 'Validation.maxChars|{"max":80}', what a schema carries. */
export function message(key: ValidationKey, values?: MessageValues): string {
  return values ? `${PREFIX}${key}|${JSON.stringify(values)}` : `${PREFIX}${key}`;
}

/** The key and values of an encoded message; null for a plain text (already in words). */
export function decodeMessage(text: string): { key: ValidationKey; values?: MessageValues } | null {
  const match = ENCODED.exec(text);
  if (!match) return null;
  const key = match[1] as ValidationKey;
  if (!match[2]) return { key };
  try {
    return { key, values: JSON.parse(match[2]) as MessageValues };
  } catch {
    return null;
  }
}

/** True for a message that is a catalogue reference rather than words. */
export const isEncodedMessage = (text: unknown): text is string => typeof text === 'string' && decodeMessage(text) !== null;

type Translate = (key: ValidationKey, values?: MessageValues) => string;

/** The text of `text` in the language of `t`: an encoded message translated, a plain one as it is. */
export function messageText(text: string, t: Translate): string {
  const decoded = decodeMessage(text);
  return decoded ? t(decoded.key, decoded.values) : text;
}
