import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProductFormScreen } from '@/components/admin/products/product-form-screen';
import { isLocale, routing } from '@/lib/i18n/routing';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : routing.defaultLocale, namespace: 'AdminProducts.form' });
  return { title: t('createTitle') };
}

export default function NewProductPage() {
  return <ProductFormScreen productId={null} />;
}
