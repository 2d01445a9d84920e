import type { ReactNode } from 'react';
import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ValidationMessages } from '@/components/admin/validation-messages';
import { QueryProvider } from '@/components/query-provider';
import { business } from '@/lib/business';
import { isLocale, routing } from '@/lib/i18n/routing';
import { AdminSessionProvider } from '@/lib/session/admin-session';
import './admin.css';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : routing.defaultLocale, namespace: 'Admin.meta' });
  return {
    title: { template: `%s · ${t('title')} | ${business.name}`, default: `${t('title')} | ${business.name}` },
    // The back office is for staff only: never indexed, never followed (robots.txt excludes it too).
    robots: { index: false, follow: false, nocache: true, googleBot: { index: false, follow: false } },
  };
}

/**
 * The back office's own route segment: its code (session, shell, screens) is bundled only for
 * /admin pages, never for the storefront's.
 */
export default async function AdminLayout({ children, params }: Props) {
  const { locale } = await params;
  if (isLocale(locale)) setRequestLocale(locale);
  // Every text, the back office's included (the root layout sends the storefront's only).
  return (
    <NextIntlClientProvider>
      <QueryProvider>
        <AdminSessionProvider>
          <ValidationMessages>{children}</ValidationMessages>
        </AdminSessionProvider>
      </QueryProvider>
    </NextIntlClientProvider>
  );
}
