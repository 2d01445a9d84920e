import 'server-only';
import type { EmailLocale } from '@/lib/email/layout';
import { siteUrl } from '@/lib/env';

/** A storefront page for a customer: Spanish unprefixed, English under /en (next-intl as-needed). */
export function storefrontUrl(path: string, locale: EmailLocale): string {
  return `${siteUrl()}${locale === 'en' ? '/en' : ''}${path}`;
}

/** A back-office page, for the e-mails staff get (unprefixed: staff read the back office in Spanish). */
export function backOfficeUrl(path: string): string {
  return `${siteUrl()}/admin${path}`;
}

/** Stored URLs may be site-relative (local storage driver); e-mails need absolute ones, as pages do. */
export { absoluteUrl } from '@/lib/seo';
