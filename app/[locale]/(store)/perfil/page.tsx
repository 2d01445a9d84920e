import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ProfilePage } from '@/components/account/profile-page';
import type { Locale } from '@/lib/i18n/routing';
import { buildMetadata } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'Account' });
  return buildMetadata({
    locale: locale as Locale,
    title: t('metaTitle'),
    description: t('metaDescription'),
    path: '/perfil',
    noindex: true,
  });
}

/** /perfil (the spec's Profile screen): a server shell around the customer's own data. */
export default async function ProfileRoute({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  // The open tab is read from the URL in the browser (useSearchParams); the shell renders without it.
  return (
    <Suspense>
      <ProfilePage />
    </Suspense>
  );
}
