import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { OrderConfirmed } from '@/components/checkout/order-confirmed';
import { parseId } from '@/lib/domain/id';
import type { Locale } from '@/lib/i18n/routing';
import { buildMetadata } from '@/lib/seo';

type Props = { params: Promise<{ locale: string; orderId: string }>; searchParams?: Promise<{ pago?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, orderId } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'Checkout' });
  const id = parseId(orderId);
  return buildMetadata({
    locale: locale as Locale,
    title: t('confirmedMetaTitle'),
    description: t('confirmedMetaDescription'),
    path: id ? `/orden-confirmada/${id}` : '/orden-confirmada',
    noindex: true,
  });
}

/**
 * /orden-confirmada/{orderId} (the spec's Order confirmed screen). Static text: no session needed.
 * `?pago=contra-entrega` (docs/delivery.md): the order is paid on delivery, so there was no proof to
 * receive; the page says what happens next instead.
 */
export default async function OrderConfirmedRoute({ params, searchParams }: Props) {
  const { locale, orderId } = await params;
  const cashOnDelivery = (await searchParams)?.pago === 'contra-entrega';
  setRequestLocale(locale as Locale);
  const t = await getTranslations('Checkout');
  // Only digits are echoed back (the id is in the URL anyone can type).
  const id = parseId(orderId) ?? '';

  return (
    <OrderConfirmed
      id={id}
      received={cashOnDelivery ? t('confirmedCod', { id }) : undefined}
      next={cashOnDelivery ? t('confirmedCodNext') : undefined}
    />
  );
}
