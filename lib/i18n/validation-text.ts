import 'server-only';
import { createTranslator } from 'use-intl/core';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import type { ApiLocale } from '@/lib/api-messages';
import { messageText } from './validation-message';

const translators = {
  es: createTranslator({ locale: 'es', messages: { Validation: es.Validation }, namespace: 'Validation' }),
  en: createTranslator({ locale: 'en', messages: { Validation: en.Validation }, namespace: 'Validation' }),
};

/** A message of a schema or a service in `locale`: an encoded one (./validation-message.ts) translated, a plain text unchanged. */
export function validationText(text: string, locale: ApiLocale): string {
  return messageText(text, (key, values) => translators[locale](key, values));
}

/** Every message of a `{ field: [messages] }` map in `locale`. */
export function fieldTexts(fields: Record<string, string[]>, locale: ApiLocale): Record<string, string[]> {
  return Object.fromEntries(Object.entries(fields).map(([field, texts]) => [field, texts.map((text) => validationText(text, locale))]));
}
