import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { OrderConfirmed } from '@/components/checkout/order-confirmed';
import { PaymentLinkPay } from '@/components/checkout/payment-link-pay';
import { PaymentLinkExpired, PaymentLinkStatusView } from '@/components/checkout/payment-link-status';
import { listPublicPaymentMethods } from '@/lib/data/catalog';
import { getPaymentLinkOrder } from '@/lib/data/payment-link';
import { isAwaitingPayment } from '@/lib/domain/payment-link';
import type { Locale } from '@/lib/i18n/routing';
import { buildMetadata } from '@/lib/seo';
import { onlinePaymentsEnabled } from '@/lib/payments';
import { resolvePaymentLink } from '@/lib/services/payment-links';

type Props = { params: Promise<{ locale: string; token: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'PayLink' });
  // The token is a credential: no canonical or alternate URL carries it.
  return buildMetadata({
    locale: locale as Locale,
    title: t('metaTitle'),
    description: t('metaDescription'),
    path: '/pagar',
    noindex: true,
  });
}

/**
 * /pagar/<token> (docs/payment-links.md): an order paid without signing in. A token
 * we did not sign for this (forged, garbage, another purpose) or an order that is gone is the
 * store's plain 404, never saying which; an expired link says so. While the order waits for
 * payment: the checkout's steps; once the proof is in: the order confirmed; after that, its status.
 */
export default async function PaymentLinkRoute({ params, searchParams }: Props) {
  const { locale, token } = await params;
  // Wompi sends the shopper back with its transaction's id: the page then waits for that answer.
  const { id: returnedWith } = await searchParams;
  setRequestLocale(locale as Locale);
  await connection();
  const link = await resolvePaymentLink(token);
  if (!link) notFound();
  if (link.status === 'expired') return <PaymentLinkExpired order={link.order} />;

  const order = await getPaymentLinkOrder(link.orderId);
  if (!order) notFound();
  const t = await getTranslations('PayLink');
  if (order.paymentStatus === 'pending_confirmation' && !order.cashOnDelivery) {
    return (
      <OrderConfirmed id={order.id} next={t('confirmedNext')} profile={false}>
        <PaymentLinkStatusView order={order} compact />
      </OrderConfirmed>
    );
  }
  if (!isAwaitingPayment(order)) return <PaymentLinkStatusView order={order} />;

  const tCheckout = await getTranslations('Checkout');
  const methods = await listPublicPaymentMethods();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 lg:py-10">
      <h1 className="text-2xl font-bold break-words sm:text-3xl">{tCheckout('paymentTitle', { id: order.id })}</h1>
      <PaymentLinkPay
        token={token}
        order={order}
        methods={methods}
        onlinePayments={onlinePaymentsEnabled()}
        returnedWith={typeof returnedWith === 'string' ? returnedWith : null}
      />
    </div>
  );
}
