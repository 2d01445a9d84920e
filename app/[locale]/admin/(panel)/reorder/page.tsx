import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ReorderScreen } from '@/components/admin/reorder/reorder-screen';
import { isLocale, routing } from '@/lib/i18n/routing';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : routing.defaultLocale, namespace: 'AdminReorder' });
  return { title: t('title') };
}

/** 'Reponer'. */
export default function AdminReorderPage() {
  return <ReorderScreen />;
}
