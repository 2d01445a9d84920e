import 'server-only';
import { createTranslator } from 'use-intl/core';
import en from '@/messages/en.json';
import es from '@/messages/es.json';

/** Why a request was limited: each has its own sentence (messages ApiErrors.rateLimited). */
export type RateLimitReason = keyof typeof es.ApiErrors.rateLimited;
export type ApiLocale = 'es' | 'en';

const translators = {
  es: createTranslator({ locale: 'es', messages: { ApiErrors: es.ApiErrors }, namespace: 'ApiErrors' }),
  en: createTranslator({ locale: 'en', messages: { ApiErrors: en.ApiErrors }, namespace: 'ApiErrors' }),
};

/**
 * The wait in words a person can act on: seconds under a minute, whole minutes (rounded up) under
 * an hour and a half, whole hours (rounded up) beyond ('12 minutos', '2 horas').
 */
export function waitInWords(seconds: number, locale: ApiLocale): string {
  const t = translators[locale];
  const wait = Math.max(1, Math.ceil(seconds));
  if (wait < 60) return t('waitSeconds', { count: wait });
  const minutes = Math.ceil(wait / 60);
  if (minutes < 90) return t('waitMinutes', { count: minutes });
  return t('waitHours', { count: Math.ceil(minutes / 60) });
}

export function rateLimitMessage(reason: RateLimitReason, seconds: number, locale: ApiLocale): string {
  return translators[locale](`rateLimited.${reason}`, { wait: waitInWords(seconds, locale) });
}
