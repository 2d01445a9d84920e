import { defineRouting } from 'next-intl/routing';

export const locales = ['es', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'es';

export const routing = defineRouting({
  locales,
  defaultLocale,
  // Spanish at unprefixed URLs, English under /en. The cookie remembers a visitor's choice.
  localePrefix: 'as-needed',
  // No `Link: …; rel="alternate"; hreflang=…` header on every response: the store pages name
  // their alternates in the head (lib/seo.ts), with the canonical origin, and a document must fit
  // a phone's first round trip (~14.6 KB with its headers; lib/page-cache/stored-page.ts).
  alternateLinks: false,
});

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}
