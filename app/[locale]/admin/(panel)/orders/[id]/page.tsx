import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OrderDetailScreen } from '@/components/admin/orders/detail/order-detail-screen';
import { parseId } from '@/lib/domain/id';
import { redirect } from '@/lib/i18n/navigation';
import { isLocale, type Locale, routing } from '@/lib/i18n/routing';

type Props = { params: Promise<{ locale: string; id: string }> };

const localeOf = (locale: string): Locale => (isLocale(locale) ? locale : routing.defaultLocale);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const t = await getTranslations({ locale: localeOf(locale), namespace: 'AdminOrders.detail' });
  return { title: t('title', { id: parseId(id) ?? id }) };
}

export default async function AdminOrderDetailPage({ params }: Props) {
  const { locale, id } = await params;
  const orderId = parseId(id);
  // Not an order id: back to the list rather than an error.
  if (orderId === null) return redirect({ href: '/admin/orders', locale: localeOf(locale) });
  return <OrderDetailScreen orderId={orderId} />;
}
