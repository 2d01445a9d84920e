import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OrdersScreen } from '@/components/admin/orders/orders-screen';
import { isLocale, routing } from '@/lib/i18n/routing';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : routing.defaultLocale, namespace: 'AdminOrders' });
  return { title: t('title') };
}

export default function AdminOrdersPage() {
  // The tab is read from the address (useSearchParams), which needs a Suspense boundary.
  return (
    <Suspense>
      <OrdersScreen />
    </Suspense>
  );
}
