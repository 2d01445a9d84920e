import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ReportsScreen } from '@/components/admin/reports/reports-screen';
import { isLocale, routing } from '@/lib/i18n/routing';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : routing.defaultLocale, namespace: 'AdminReports' });
  return { title: t('title') };
}

/** 'Reportes' (docs/reports.md): ADMIN and VENDEDOR; cost and margin for ADMIN only. */
export default function AdminReportsPage() {
  // The range is read from the address (useSearchParams), which needs a Suspense boundary.
  return (
    <Suspense>
      <ReportsScreen />
    </Suspense>
  );
}
