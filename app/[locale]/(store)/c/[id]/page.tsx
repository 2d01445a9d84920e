import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SharedCartView } from '@/components/shared-cart/shared-cart-view';
import { readSharedCart } from '@/lib/data/shared-carts';
import type { Locale } from '@/lib/i18n/routing';
import { buildMetadata } from '@/lib/seo';
import { isSharedCartId } from '@/lib/validation/shared-cart';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'SharedCart' });
  // A link shared in a chat: nothing for a search engine. Only a well-formed id reaches the canonical URL.
  const path = isSharedCartId(id) ? `/c/${id}` : '/c';
  return buildMetadata({ locale: locale as Locale, title: t('metaTitle'), description: t('metaDescription'), path, noindex: true });
}

/**
 * /c/{id} (docs/shared-carts.md): the cart behind a WhatsApp order's link, with today's prices and
 * stock, rendered on the server; only the 'Cargar en mi carrito' buttons run in the browser.
 */
export default async function SharedCartRoute({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale as Locale);
  // Stock and prices of today, per request: never prerendered or stored.
  await connection();
  return <SharedCartView read={await readSharedCart(id)} locale={locale as Locale} />;
}
