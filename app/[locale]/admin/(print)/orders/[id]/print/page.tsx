import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PackingSlipScreen } from '@/components/admin/orders/print/packing-slip-screen';
import { parseId } from '@/lib/domain/id';
import { redirect } from '@/lib/i18n/navigation';
import { isLocale, type Locale, routing } from '@/lib/i18n/routing';

type Props = { params: Promise<{ locale: string; id: string }> };

const localeOf = (locale: string): Locale => (isLocale(locale) ? locale : routing.defaultLocale);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const t = await getTranslations({ locale: localeOf(locale), namespace: 'AdminOrders.slip' });
  return { title: t('title', { id: parseId(id) ?? id }) };
}

/** /admin/orders/{id}/print[?format=80mm]: the packing slip, for A4 or an 80 mm receipt printer. */
export default async function PackingSlipPage({ params }: Props) {
  const { locale, id } = await params;
  const orderId = parseId(id);
  if (orderId === null) return redirect({ href: '/admin/orders', locale: localeOf(locale) });
  // The format and the auto-print flag are read from the address (useSearchParams).
  return (
    <Suspense>
      <PackingSlipScreen orderId={orderId} />
    </Suspense>
  );
}
