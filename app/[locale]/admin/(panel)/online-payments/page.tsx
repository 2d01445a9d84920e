import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OnlinePaymentsScreen } from '@/components/admin/online-payments/online-payments-screen';
import { isLocale, routing } from '@/lib/i18n/routing';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : routing.defaultLocale, namespace: 'AdminOnlinePayments' });
  return { title: t('title') };
}

/** The Wompi transactions against the orders, for reconciling with Wompi's report (ADMIN). */
export default function AdminOnlinePaymentsPage() {
  return <OnlinePaymentsScreen />;
}
