import { Suspense } from 'react';
import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FeaturedProducts, FeaturedProductsSkeleton } from '@/components/home/featured-products';
import { Hero } from '@/components/home/hero';
import { TopBanner } from '@/components/home/top-banner';
import { AccountMenu } from '@/components/account/account-menu';
import { SiteFooter } from '@/components/layout/site-footer';
import { CartButton } from '@/components/cart/cart-button';
import { HeaderSearch } from '@/components/layout/header-search';
import { SiteHeader } from '@/components/layout/site-header';
import { WhatsAppButton } from '@/components/layout/whatsapp-button';
import { RouteMessages } from '@/components/i18n/route-messages';
import { BusinessJsonLd } from '@/components/seo/business-json-ld';
import type { Locale } from '@/lib/i18n/routing';
import { buildMetadata } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'Home' });
  return buildMetadata({ locale: locale as Locale, title: t('metaTitle'), description: t('metaDescription'), path: '/' });
}

/**
 * Home (as the spec has it): outside the (store) group, with its own banner and a header that is
 * transparent over the hero. The featured products stream in, so the hero never waits
 * for the database.
 */
export default async function HomePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  // Reads the database: render per request, never at build time.
  await connection();

  return (
    <>
      <BusinessJsonLd />
      <TopBanner />
      <SiteHeader overlay search={<HeaderSearch />} account={<AccountMenu />} cart={<CartButton />} />
      <main id="contenido" tabIndex={-1} className="outline-none">
        <RouteMessages route="home">
          <Hero />
          <Suspense fallback={<FeaturedProductsSkeleton />}>
            <FeaturedProducts />
          </Suspense>
        </RouteMessages>
      </main>
      <SiteFooter />
      <WhatsAppButton />
    </>
  );
}
