import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CustomerDetailScreen } from '@/components/admin/customers/customer-detail-screen';
import { parseId } from '@/lib/domain/id';
import { redirect } from '@/lib/i18n/navigation';
import { isLocale, type Locale, routing } from '@/lib/i18n/routing';

type Props = { params: Promise<{ locale: string; id: string }> };

const localeOf = (locale: string): Locale => (isLocale(locale) ? locale : routing.defaultLocale);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: localeOf(locale), namespace: 'AdminCustomers.detail' });
  return { title: t('title') };
}

export default async function AdminCustomerDetailPage({ params }: Props) {
  const { locale, id } = await params;
  const customerId = parseId(id);
  // Not a customer id: back to the list rather than an error.
  if (customerId === null) return redirect({ href: '/admin/customers', locale: localeOf(locale) });
  return <CustomerDetailScreen customerId={customerId} />;
}
