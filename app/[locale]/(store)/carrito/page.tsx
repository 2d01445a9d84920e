import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CartPage } from '@/components/cart/cart-page';
import { CheckoutFlow } from '@/components/checkout/checkout-flow';
import { WhatsAppIcon } from '@/components/layout/whatsapp-icon';
import type { Locale } from '@/lib/i18n/routing';
import { buildMetadata } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'Cart' });
  const tSeo = await getTranslations({ locale: locale as Locale, namespace: 'Seo' });
  // The cart lives in the browser: nothing here for a search engine.
  return buildMetadata({
    locale: locale as Locale,
    title: t('metaTitle'),
    description: tSeo('cartDescription'),
    path: '/carrito',
    noindex: true,
  });
}

/** /carrito (the spec's Cart page): a static shell around the browser cart. */
export default async function CartRoute({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  // The icon is drawn here, on the server: kept out of the page's JavaScript (budget).
  return <CartPage checkoutSlot={<CheckoutFlow />} whatsappIcon={<WhatsAppIcon className="size-5" />} />;
}
