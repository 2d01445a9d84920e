import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { VariantGridScreen } from '@/components/admin/variant-grid/variant-grid-screen';
import { parseId } from '@/lib/domain/id';
import { redirect } from '@/lib/i18n/navigation';
import { isLocale, type Locale, routing } from '@/lib/i18n/routing';

type Props = { params: Promise<{ locale: string; id: string }> };

const localeOf = (locale: string): Locale => (isLocale(locale) ? locale : routing.defaultLocale);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: localeOf(locale), namespace: 'AdminVariantGrid' });
  return { title: t('titleLoading') };
}

/** The price and stock grid of one product's variants. */
export default async function VariantGridPage({ params }: Props) {
  const { locale, id } = await params;
  const productId = parseId(id);
  if (productId === null) return redirect({ href: '/admin/products', locale: localeOf(locale) });
  return <VariantGridScreen productId={productId} />;
}
