import 'server-only';
import { business } from '@/lib/business';
import type { EmailLocale } from '@/lib/email/layout';

/** A storefront page for a customer: Spanish unprefixed, English under /en (next-intl as-needed). */
export function storefrontUrl(path: string, locale: EmailLocale): string {
  return `${business.siteUrl}${locale === 'en' ? '/en' : ''}${path}`;
}

/** Stored URLs may be site-relative (local storage driver); e-mails need absolute ones. */
export function absoluteUrl(url: string): string {
  return new URL(url, `${business.siteUrl}/`).toString();
}
