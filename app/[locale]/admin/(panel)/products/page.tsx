import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProductsList } from '@/components/admin/products/products-list';
import { isLocale, routing } from '@/lib/i18n/routing';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : routing.defaultLocale, namespace: 'AdminProducts' });
  return { title: t('title') };
}

export default function AdminProductsPage() {
  return <ProductsList />;
}
