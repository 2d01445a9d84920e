import { createElement } from 'react';
import { siteUrl } from '@/lib/env';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { JsonLd } from '@/components/seo/json-ld';
import { business } from '@/lib/business';
import {
  absoluteUrl,
  buildMetadata,
  categoryPath,
  DEFAULT_SHARE_IMAGE,
  languageAlternates,
  localBusinessJsonLd,
  localizedPath,
  pageTitle,
  productPath,
  serializeJsonLd,
} from '@/lib/seo';

const site = siteUrl();
const input = { title: 'Contacto', description: 'Escríbenos', path: '/contacto' } as const;

describe('localizedPath / absoluteUrl', () => {
  it('keeps Spanish unprefixed and puts English under /en', () => {
    expect(localizedPath('es', '/')).toBe('/');
    expect(localizedPath('es', '/tienda')).toBe('/tienda');
    expect(localizedPath('en', '/')).toBe('/en');
    expect(localizedPath('en', '/tienda')).toBe('/en/tienda');
    expect(localizedPath('en', 'contacto')).toBe('/en/contacto');
    expect(localizedPath('en', '/tienda?category=Vasos')).toBe('/en/tienda?category=Vasos');
    expect(localizedPath('en', '/?x=1')).toBe('/en?x=1');
  });

  it('prefixes the site URL once and leaves absolute URLs alone', () => {
    expect(absoluteUrl('/en/tienda')).toBe(`${site}/en/tienda`);
    expect(absoluteUrl('tienda')).toBe(`${site}/tienda`);
    expect(absoluteUrl('https://cdn.example.com/a.webp')).toBe('https://cdn.example.com/a.webp');
  });

  it('builds product and category paths the store understands', () => {
    expect(productPath('vaso-7-oz')).toBe('/producto/vaso-7-oz');
    expect(categoryPath('Vasos Térmicos')).toBe('/tienda?category=Vasos+T%C3%A9rmicos');
  });
});

describe('buildMetadata', () => {
  it("titles every page '{title} | ' + business name, absolute so no template can change it", () => {
    const meta = buildMetadata({ locale: 'es', ...input });
    expect(meta.title).toEqual({ absolute: `Contacto | ${business.name}` });
    expect(pageTitle('Nosotros')).toBe(`Nosotros | ${business.name}`);
    expect(meta.description).toBe('Escríbenos');
  });

  it('points the canonical URL at the page in its own language', () => {
    expect(buildMetadata({ locale: 'es', ...input }).alternates?.canonical).toBe(`${site}/contacto`);
    expect(buildMetadata({ locale: 'en', ...input }).alternates?.canonical).toBe(`${site}/en/contacto`);
    expect(buildMetadata({ locale: 'es', ...input, path: '/' }).alternates?.canonical).toBe(`${site}/`);
    expect(buildMetadata({ locale: 'en', ...input, path: '/' }).alternates?.canonical).toBe(`${site}/en`);
  });

  it('lists hreflang alternates for es, en and x-default in both languages', () => {
    const expected = { es: `${site}/contacto`, en: `${site}/en/contacto`, 'x-default': `${site}/contacto` };
    expect(buildMetadata({ locale: 'es', ...input }).alternates?.languages).toEqual(expected);
    expect(buildMetadata({ locale: 'en', ...input }).alternates?.languages).toEqual(expected);
    expect(languageAlternates('/')).toEqual({ es: `${site}/`, en: `${site}/en`, 'x-default': `${site}/` });
  });

  it('shares the page with Open Graph and a large Twitter card, default image unless given', () => {
    const meta = buildMetadata({ locale: 'en', ...input });
    expect(meta.openGraph).toMatchObject({
      type: 'website',
      locale: 'en_US',
      siteName: business.name,
      url: `${site}/en/contacto`,
      title: `Contacto | ${business.name}`,
      images: [{ url: `${site}${DEFAULT_SHARE_IMAGE.url}`, width: 1200, height: 630 }],
    });
    expect(buildMetadata({ locale: 'es', ...input }).openGraph).toMatchObject({ locale: 'es_CO' });
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', images: [`${site}${DEFAULT_SHARE_IMAGE.url}`] });

    const withImage = buildMetadata({ locale: 'es', ...input, image: '/files/products/vaso-1.webp' });
    expect(withImage.openGraph?.images).toEqual([{ url: `${site}/files/products/vaso-1.webp`, alt: business.name }]);
  });

  it("says 'noindex, nofollow' only when asked", () => {
    expect(buildMetadata({ locale: 'es', ...input, noindex: true }).robots).toEqual({ index: false, follow: false });
    expect(buildMetadata({ locale: 'es', ...input }).robots).toBeUndefined();
  });
});

describe('JSON-LD', () => {
  const hostile = { '@context': 'https://schema.org', '@type': 'Thing', name: '</script><script>alert(1)</script> & \u2028' } as const;

  it('escapes every character that could end the script element', () => {
    const text = serializeJsonLd(hostile);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(hostile);
  });

  it('renders one application/ld+json script with the escaped data', () => {
    const html = renderToStaticMarkup(createElement(JsonLd, { data: hostile }));
    expect(html.startsWith('<script type="application/ld+json">')).toBe(true);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const body = html.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
    expect(JSON.parse(body)).toEqual(hostile);
  });

  it('describes the local business with every field of spec 1 §3', () => {
    const data = localBusinessJsonLd({ locale: 'en', description: 'Plastics' }) as unknown as Record<string, unknown>;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: business.name,
      telephone: business.phone,
      email: business.email,
      url: `${site}/en`,
      image: `${site}${DEFAULT_SHARE_IMAGE.url}`,
      priceRange: '$$',
      description: 'Plastics',
      address: {
        '@type': 'PostalAddress',
        streetAddress: business.streetAddress,
        addressLocality: 'Cúcuta',
        addressRegion: 'Norte de Santander',
        postalCode: '540006',
        addressCountry: 'CO',
      },
      geo: { '@type': 'GeoCoordinates', latitude: business.geo.latitude, longitude: business.geo.longitude },
      sameAs: Object.values(business.social),
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
          opens: '07:30',
          closes: '18:00',
        },
      ],
    });
    expect(business.phone).toMatch(/^\+57/);
    expect(data.sameAs).toHaveLength(3);
    expect(Number.isFinite(business.geo.latitude) && Number.isFinite(business.geo.longitude)).toBe(true);
  });
});
