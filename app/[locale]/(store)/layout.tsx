import type { ReactNode } from 'react';
import { setRequestLocale } from 'next-intl/server';
import { AccountMenu } from '@/components/account/account-menu';
import { MarqueeBanner } from '@/components/layout/marquee-banner';
import { SiteFooter } from '@/components/layout/site-footer';
import { CartButton } from '@/components/cart/cart-button';
import { HeaderSearch } from '@/components/layout/header-search';
import { SiteHeader } from '@/components/layout/site-header';
import { WhatsAppButton } from '@/components/layout/whatsapp-button';
import type { Locale } from '@/lib/i18n/routing';

/** Shared storefront layout (as the spec has it): header, page, footer and the floating chat button. */
export default async function StoreLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  // Layouts render independently of pages: each one sets the locale for static rendering.
  setRequestLocale(locale as Locale);
  return (
    <div className="flex min-h-dvh flex-col">
      <MarqueeBanner />
      <SiteHeader search={<HeaderSearch />} account={<AccountMenu />} cart={<CartButton />} />
      <main id="contenido" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
      <WhatsAppButton />
    </div>
  );
}
