import type { MetadataRoute } from 'next';
import { locales } from '@/lib/i18n/routing';
import { absoluteUrl, localizedPath } from '@/lib/seo';

/**
 * Areas with nothing for a search engine: back office, customer area, cart and checkout,
 * payment links, and shared carts ('/c/', with its slash: '/c' alone would also match /contacto and /carrito).
 */
const PRIVATE_PATHS = ['/admin', '/perfil', '/checkout', '/carrito', '/orden-confirmada', '/pagar', '/c/'];

// The sitemap's address is the run-time SITE_URL, so robots.txt is not prerendered at build.
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  const disallow = [...locales.flatMap((locale) => PRIVATE_PATHS.map((path) => localizedPath(locale, path))), '/api/'];
  return {
    rules: { userAgent: '*', allow: '/', disallow: [...new Set(disallow)] },
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
