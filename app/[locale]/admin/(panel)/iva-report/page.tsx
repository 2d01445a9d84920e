import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { IvaReportScreen } from '@/components/admin/iva-report/iva-report-screen';
import { isLocale, routing } from '@/lib/i18n/routing';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : routing.defaultLocale, namespace: 'AdminIvaReport' });
  return { title: t('title') };
}

/** IVA collected per rate (ADMIN). */
export default function AdminIvaReportPage() {
  return <IvaReportScreen />;
}
