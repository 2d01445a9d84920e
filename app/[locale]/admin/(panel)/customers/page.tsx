import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CustomersScreen } from '@/components/admin/customers/customers-screen';
import { isLocale, routing } from '@/lib/i18n/routing';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : routing.defaultLocale, namespace: 'AdminCustomers' });
  return { title: t('title') };
}

export default function AdminCustomersPage() {
  return <CustomersScreen />;
}
