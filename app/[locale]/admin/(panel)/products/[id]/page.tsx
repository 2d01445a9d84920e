import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProductFormScreen } from '@/components/admin/products/product-form-screen';
import { parseId } from '@/lib/domain/id';
import { redirect } from '@/lib/i18n/navigation';
import { isLocale, type Locale, routing } from '@/lib/i18n/routing';

type Props = { params: Promise<{ locale: string; id: string }> };

const localeOf = (locale: string): Locale => (isLocale(locale) ? locale : routing.defaultLocale);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: localeOf(locale), namespace: 'AdminProducts.form' });
  return { title: t('editTitle') };
}

export default async function EditProductPage({ params }: Props) {
  const { locale, id } = await params;
  const productId = parseId(id);
  // Not a product id: back to the list rather than an empty form.
  if (productId === null) redirect({ href: '/admin/products', locale: localeOf(locale) });
  return <ProductFormScreen productId={productId} />;
}
