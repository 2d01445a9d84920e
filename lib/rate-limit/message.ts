// No 'server-only' and no database: proxy.ts words the wait of its 429 page with this too.
import { apiMessage, type ApiLocale } from '@/lib/api-messages';
import type es from '@/messages/es.json';

/** Why a request was limited: each has its own sentence (messages ApiErrors.rateLimited). */
export type RateLimitReason = keyof typeof es.ApiErrors.rateLimited;
export type { ApiLocale };

/**
 * The wait in words a person can act on: seconds under a minute, whole minutes (rounded up) under
 * an hour and a half, whole hours (rounded up) beyond ('12 minutos', '2 horas').
 */
export function waitInWords(seconds: number, locale: ApiLocale): string {
  const wait = Math.max(1, Math.ceil(seconds));
  if (wait < 60) return apiMessage('waitSeconds', { count: wait }, locale);
  const minutes = Math.ceil(wait / 60);
  if (minutes < 90) return apiMessage('waitMinutes', { count: minutes }, locale);
  return apiMessage('waitHours', { count: Math.ceil(minutes / 60) }, locale);
}
