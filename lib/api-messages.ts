import { createTranslator } from 'use-intl/core';
import en from '@/messages/en.json';
import es from '@/messages/es.json';

/**
 * The words of API answers, from the catalogues' ApiErrors namespace, in either language. No
 * 'server-only' and no database: the edges of /api answer from proxy.ts with these too.
 */
export type ApiLocale = 'es' | 'en';

const translators = {
  es: createTranslator({ locale: 'es', messages: { ApiErrors: es.ApiErrors }, namespace: 'ApiErrors' }),
  en: createTranslator({ locale: 'en', messages: { ApiErrors: en.ApiErrors }, namespace: 'ApiErrors' }),
};

/** A sentence of the ApiErrors namespace, by its path ('categories.notFound'). */
export type ApiMessageKey = Parameters<(typeof translators)['es']>[0];

/**
 * What fills a sentence's placeholders. Only `count` reaches the catalogue as a number (it picks
 * the plural); every other value is written as given, so an order number reads '#1234' and not
 * the grouped '#1.234' ICU would make of a number.
 */
export type ApiMessageValues = Record<string, string | number>;

/** Values as the catalogue should write them: `count` stays a number (it picks the plural), the rest as given. */
export const writtenValues = (values: ApiMessageValues): ApiMessageValues =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, name === 'count' ? value : String(value)]));

export function apiMessage(key: ApiMessageKey, values: ApiMessageValues | undefined, locale: ApiLocale): string {
  return values ? translators[locale](key, writtenValues(values)) : translators[locale](key);
}

/** The language an Accept-Language header asks for: English when it starts with `en`, Spanish otherwise. */
export function apiLocaleOf(acceptLanguage: string | null | undefined): ApiLocale {
  return /^\s*en\b/i.test(acceptLanguage ?? '') ? 'en' : 'es';
}
