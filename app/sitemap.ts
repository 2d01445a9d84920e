import type { MetadataRoute } from 'next';
import { listSitemapEntries } from '@/lib/data/sitemap';
import { locales } from '@/lib/i18n/routing';
import { absoluteUrl, categoryPath, languageAlternates, localizedPath, productPath } from '@/lib/seo';

type Page = { path: string; lastModified?: Date; changeFrequency: 'daily' | 'weekly' | 'monthly' | 'yearly'; priority: number };

const STATIC_PAGES: Page[] = [
  { path: '/', changeFrequency: 'daily', priority: 1 },
  { path: '/tienda', changeFrequency: 'daily', priority: 0.9 },
  { path: '/contacto', changeFrequency: 'yearly', priority: 0.5 },
  { path: '/nosotros', changeFrequency: 'yearly', priority: 0.4 },
  { path: '/privacy-policy', changeFrequency: 'yearly', priority: 0.2 },
];

// Rendered per request, never prerendered: the build must not open the database.
export const dynamic = 'force-dynamic';

/**
 * sitemap.xml (DESIGN "Storefront beyond the spec"): static pages, products and categories,
 * each in both languages with hreflang alternates and their last change.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { products, categories } = await listSitemapEntries();
  const newest = [...products, ...categories].reduce<Date | undefined>(
    (acc, e) => (!acc || e.updatedAt > acc ? e.updatedAt : acc),
    undefined,
  );

  const pages: Page[] = [
    ...STATIC_PAGES.map((page) => (page.path === '/' || page.path === '/tienda' ? { ...page, lastModified: newest } : page)),
    ...categories.map((c): Page => ({ path: categoryPath(c.name), lastModified: c.updatedAt, changeFrequency: 'weekly', priority: 0.7 })),
    ...products.map((p): Page => ({ path: productPath(p.slug), lastModified: p.updatedAt, changeFrequency: 'weekly', priority: 0.8 })),
  ];

  return pages.flatMap((page) =>
    locales.map((locale) => ({
      url: absoluteUrl(localizedPath(locale, page.path)),
      ...(page.lastModified ? { lastModified: page.lastModified } : {}),
      changeFrequency: page.changeFrequency,
      priority: page.priority,
      alternates: { languages: languageAlternates(page.path) },
    })),
  );
}
