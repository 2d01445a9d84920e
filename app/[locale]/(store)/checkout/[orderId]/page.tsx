import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CheckoutPayment } from '@/components/checkout/checkout-payment';
import { parseId } from '@/lib/domain/id';
import { onlinePaymentsEnabled } from '@/lib/payments';
import type { Locale } from '@/lib/i18n/routing';
import { buildMetadata } from '@/lib/seo';

type Props = { params: Promise<{ locale: string; orderId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, orderId } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'Checkout' });
  const id = parseId(orderId);
  return buildMetadata({
    locale: locale as Locale,
    title: t('metaTitle'),
    description: t('metaDescription'),
    path: id ? `/checkout/${id}` : '/checkout',
    noindex: true,
  });
}

/**
 * /checkout/{orderId} (as the spec has it): a server shell; the order and the form live in the
 * browser session. Rendered per request: whether Wompi is on is the running server's setting.
 */
export default async function CheckoutRoute({ params }: Props) {
  const { locale, orderId } = await params;
  setRequestLocale(locale as Locale);
  await connection();
  return <CheckoutPayment orderId={parseId(orderId)} onlinePayments={onlinePaymentsEnabled()} />;
}
