import type { Metadata } from 'next';
import type { LocalBusiness, WithContext } from 'schema-dts';
import { business, mapsSearchLink } from '@/lib/business';
import { siteUrl } from '@/lib/env';
import { storeQueryString } from '@/lib/domain/store-filters';
import { defaultLocale, type Locale, locales } from '@/lib/i18n/routing';

/**
 * Search-engine metadata: the title pattern,
 * canonical URL, hreflang alternates, share image and noindex, in one place for every page.
 * No next-intl, no database: safe to import from any server segment or test; absolute URLs start
 * with the site address the server reads at run time (SITE_URL).
 */

/** The default share image (public/images/og-default.png). */
export const DEFAULT_SHARE_IMAGE = { url: '/images/og-default.png', width: 1200, height: 630 } as const;

const ogLocales: Record<Locale, string> = { es: 'es_CO', en: 'en_US' };

/**
 * The public path of `path` in `locale`: Spanish unprefixed, English under /en
 * (next-intl `localePrefix: 'as-needed'`). Query strings and fragments are kept.
 */
export function localizedPath(locale: Locale, path: string): string {
  const normalized = path === '' ? '/' : path.startsWith('/') ? path : `/${path}`;
  if (locale === defaultLocale) return normalized;
  // '/' → '/en', '/?x' → '/en?x', '/tienda' → '/en/tienda'.
  return normalized === '/' || /^\/[?#]/.test(normalized) ? `/${locale}${normalized.slice(1)}` : `/${locale}${normalized}`;
}

/** A product's page: /producto/<slug>. */
export function productPath(slug: string): string {
  return `/producto/${encodeURIComponent(slug)}`;
}

/** A category has no page of its own: the store filtered by its name is that page. */
export function categoryPath(name: string): string {
  return `/tienda${storeQueryString({ search: '', categories: [name], attributes: {} })}`;
}

/** The absolute URL of a site path; absolute URLs are returned unchanged. */
export function absoluteUrl(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${siteUrl()}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The site's address as people write it (tienda.example.co), for the contact and privacy pages. */
export function siteAddressLabel(): string {
  return siteUrl().replace(/^https?:\/\//, '');
}

/** hreflang alternates of a path: one per language plus x-default (the Spanish URL). */
export function languageAlternates(path: string): Record<Locale | 'x-default', string> {
  const entries = locales.map((locale) => [locale, absoluteUrl(localizedPath(locale, path))] as const);
  return { ...Object.fromEntries(entries), 'x-default': absoluteUrl(localizedPath(defaultLocale, path)) } as Record<
    Locale | 'x-default',
    string
  >;
}

export type ShareImage = string | { url: string; width?: number; height?: number; alt?: string };

export type BuildMetadataInput = {
  locale: Locale;
  /** The page's own title; the business name is appended. */
  title: string;
  description: string;
  /** The unlocalized path of the page, e.g. '/contacto' or '/producto/vaso-7-oz'. */
  path: string;
  /** Pages with nothing for a search engine (cart, checkout, profile): 'noindex, nofollow'. */
  noindex?: boolean;
  /** Share image; the default one when omitted. */
  image?: ShareImage;
};

/** '{title} | ' + business name, the storefront's title pattern. */
export function pageTitle(title: string): string {
  return `${title} | ${business.name}`;
}

export function buildMetadata({ locale, title, description, path, noindex = false, image }: BuildMetadataInput): Metadata {
  const fullTitle = pageTitle(title);
  const url = absoluteUrl(localizedPath(locale, path));
  const picked = typeof image === 'string' ? { url: image } : (image ?? DEFAULT_SHARE_IMAGE);
  const shareImage = { ...picked, url: absoluteUrl(picked.url), alt: ('alt' in picked && picked.alt) || business.name };

  return {
    // `absolute` skips any parent title template, so the pattern holds in every segment.
    title: { absolute: fullTitle },
    description,
    alternates: { canonical: url, languages: languageAlternates(path) },
    openGraph: {
      type: 'website',
      locale: ogLocales[locale],
      alternateLocale: locales.filter((l) => l !== locale).map((l) => ogLocales[l]),
      siteName: business.name,
      url,
      title: fullTitle,
      description,
      images: [shareImage],
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: [shareImage.url] },
    ...(noindex ? { robots: { index: false, follow: false } } : {}),
  };
}

/**
 * Safe text for a <script type="application/ld+json">: `<` (and `>`, `&`, the JS line
 * separators) become \u escapes, so no value can close the script element.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The local business as search engines read it (schema.org), from lib/business. */
export function localBusinessJsonLd({
  locale = defaultLocale,
  description,
}: { locale?: Locale; description?: string } = {}): WithContext<LocalBusiness> {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    // One stable identity for the business, whatever the page or language.
    '@id': `${absoluteUrl('/')}#business`,
    name: business.name,
    legalName: business.legalName,
    ...(description ? { description } : {}),
    url: absoluteUrl(localizedPath(locale, '/')),
    telephone: business.phone,
    email: business.email,
    image: absoluteUrl(DEFAULT_SHARE_IMAGE.url),
    priceRange: business.priceRange,
    currenciesAccepted: 'COP',
    address: {
      '@type': 'PostalAddress',
      streetAddress: business.streetAddress,
      addressLocality: business.city,
      addressRegion: business.region,
      postalCode: business.postalCode,
      addressCountry: business.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: business.geo.latitude, longitude: business.geo.longitude },
    hasMap: mapsSearchLink(),
    sameAs: Object.values(business.social),
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [...business.openingHours.days],
        opens: business.openingHours.opens,
        closes: business.openingHours.closes,
      },
    ],
  };
}
