import { CircleCheck } from 'lucide-react';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/button';
import { parseId } from '@/lib/domain/id';
import { Link } from '@/lib/i18n/navigation';
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
 * /orden-confirmada/{orderId} (spec 1 §2 "Order confirmed"). Static text: no session needed.
 * `?pago=contra-entrega` (issue 21): the order is paid on delivery, so there was no proof to
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
    <div className="mx-auto flex w-full max-w-2xl flex-col items-center px-4 py-12 text-center sm:px-6 lg:py-20">
      <CircleCheck aria-hidden="true" className="size-16 text-success" />
      <h1 className="mt-4 text-2xl font-bold sm:text-3xl">{t('confirmedTitle')}</h1>
      <p className="mt-4 text-lg">{cashOnDelivery ? t('confirmedCod', { id }) : t('confirmedReceived', { id })}</p>
      <p className="mt-2 text-muted-foreground">{cashOnDelivery ? t('confirmedCodNext') : t('confirmedNext')}</p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Link href="/perfil" className={buttonClasses({ className: 'w-full sm:w-auto' })}>
          {t('goToProfileButton')}
        </Link>
        <Link href="/tienda" className={buttonClasses({ variant: 'outline', className: 'w-full sm:w-auto' })}>
          {t('keepShopping')}
        </Link>
      </div>
    </div>
  );
}
