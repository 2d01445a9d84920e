import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CartPage } from '@/components/cart/cart-page';
import type { Locale } from '@/lib/i18n/routing';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'Cart' });
  // The cart lives in the browser: nothing here for a search engine.
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** /carrito (spec §2 "Cart page"): a static shell around the browser cart. */
export default async function CartRoute({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  // checkoutSlot stays empty until the customer-area issue supplies the checkout flow.
  return <CartPage />;
}
