import { getLocale, getTranslations } from 'next-intl/server';
import { isLocale } from '@/lib/i18n/routing';
import { localBusinessJsonLd } from '@/lib/seo';
import { JsonLd } from './json-ld';

/** The LocalBusiness structured data (spec 1 §3), rendered once per storefront page. */
export async function BusinessJsonLd() {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('Seo')]);
  return <JsonLd data={localBusinessJsonLd({ locale: isLocale(locale) ? locale : undefined, description: t('businessDescription') })} />;
}
