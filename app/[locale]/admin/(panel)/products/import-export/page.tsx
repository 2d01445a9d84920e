import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CatalogCsvScreen } from '@/components/admin/catalog-csv/catalog-csv-screen';
import { isLocale, routing } from '@/lib/i18n/routing';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : routing.defaultLocale, namespace: 'AdminCatalogCsv' });
  return { title: t('title') };
}

export default function Page() {
  return <CatalogCsvScreen />;
}
