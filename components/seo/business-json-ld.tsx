import { getLocale, getTranslations } from 'next-intl/server';
import { isLocale } from '@/lib/i18n/routing';
import { localBusinessJsonLd } from '@/lib/seo';
import { JsonLd } from './json-ld';

/**
 * The LocalBusiness structured data, on the pages about the business (home, contact, about us), as
 * search engines expect it: not repeated on every catalogue, product and cart page, where it only
 * added ~0.6 KiB gzipped of HTML each (issue #7).
 */
export async function BusinessJsonLd() {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('Seo')]);
  return <JsonLd data={localBusinessJsonLd({ locale: isLocale(locale) ? locale : undefined, description: t('businessDescription') })} />;
}
