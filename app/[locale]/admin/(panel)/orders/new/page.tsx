import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NewOrderScreen } from '@/components/admin/new-order/new-order-screen';
import { isLocale, routing } from '@/lib/i18n/routing';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : routing.defaultLocale, namespace: 'Admin.newOrder' });
  return { title: t('title') };
}

/** Issue 23 §2 'Nuevo pedido' (docs/staff-orders.md): staff take an order from WhatsApp, the phone or the counter. */
export default function AdminNewOrderPage() {
  return <NewOrderScreen />;
}
