import type { ReactNode } from 'react';
import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { headers } from 'next/headers';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { Providers } from '@/components/providers';
import { business } from '@/lib/business';
import { siteUrl } from '@/lib/env';
import { HELD_PRESS_SCRIPT, HELD_PRESS_STYLE } from '@/lib/held-presses';
import { ZOD_JITLESS_SCRIPT } from '@/lib/http/security-headers';
import { pickSharedMessages } from '@/lib/i18n/client-messages';
import { routing } from '@/lib/i18n/routing';
import '../globals.css';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: hasLocale(routing.locales, locale) ? locale : routing.defaultLocale, namespace: 'Common' });
  return {
    metadataBase: new URL(siteUrl()),
    title: { template: `%s | ${business.name}`, default: `${t('metaTitle')} | ${business.name}` },
    description: t('metaDescription'),
    applicationName: business.name,
  };
}

export const viewport: Viewport = {
  themeColor: '#15803d',
  width: 'device-width',
  initialScale: 1,
};

export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  // Reading the request makes every page render per request: Next marks its scripts with the
  // request's CSP nonce (proxy.ts) only then; a prerendered page's scripts would be blocked.
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations('Common');
  const messages = pickSharedMessages(await getMessages());
  return (
    <html lang={locale}>
      <head>
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: ZOD_JITLESS_SCRIPT }} />
        {/* A press made before the scripts have started is shown at once and carried out after hydration. */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: HELD_PRESS_SCRIPT }} />
        <style dangerouslySetInnerHTML={{ __html: HELD_PRESS_STYLE }} />
      </head>
      <body className="bg-surface font-sans text-foreground antialiased">
        <a
          href="#contenido"
          className="sr-only z-[100] rounded-control bg-primary px-4 py-3 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {t('skipToContent')}
        </a>
        <NextIntlClientProvider messages={messages}>
          <Providers>{children}</Providers>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
