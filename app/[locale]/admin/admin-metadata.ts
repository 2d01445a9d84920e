import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { isLocale, routing } from '@/lib/i18n/routing';

export type AdminPageParams = { params: Promise<{ locale: string }> };

/** The browser tab title of a back-office screen, in the page's language. */
export async function adminMetadata({ params }: AdminPageParams, key: string): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : routing.defaultLocale, namespace: 'Admin.meta' });
  return { title: t(key as 'title') };
}
