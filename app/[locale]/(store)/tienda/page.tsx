import type { Metadata } from 'next';
import { cache } from 'react';
import { connection } from 'next/server';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ActiveFilters } from '@/components/store/active-filters';
import { FilterPanelProvider, FilterSheetButton, FilterSidebar } from '@/components/store/filter-panel';
import { gridPicture, ProductCard } from '@/components/store/product-card';
import { ClosestSuggestions } from '@/components/store/closest-suggestions';
import { SortLinks } from '@/components/store/sort-links';
import { StorePagination } from '@/components/store/store-pagination';
import { buttonClasses } from '@/components/ui/button';
import { listAttributes, listCategoryTree, listProductPage } from '@/lib/data/catalog';
import { listFacetCounts } from '@/lib/data/facets';
import { hasActiveFilters, normalizeStoreFilters, type StoreFilters } from '@/lib/domain/store-filters';
import { pageCount, splitStorePage, STORE_PAGE_SIZE, storeHref } from '@/lib/domain/store-pages';
import { Link, redirect } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { buildMetadata } from '@/lib/seo';
import { whatsappLink } from '@/lib/whatsapp';

type SearchParams = Record<string, string | string[] | undefined>;
type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

/** Once per request (metadata and page share it), whether or not the catalogue cache is on. */
const readAttributes = cache(listAttributes);

/**
 * The URL is the store's state (as the spec has it): `search`, `category` and one parameter per attribute.
 * `page` is reserved for pagination and is NOT an attribute: it is split off first
 * (lib/domain/store-pages.ts), so it never reaches the filters. The page renders from the
 * normalised filters only (known attributes, sorted, capped: normalizeStoreFilters), so a query
 * over the limits shows the capped page instead of an error.
 */
async function readUrl(searchParams: SearchParams): Promise<{ page: number; filters: StoreFilters }> {
  const { page, rest } = splitStorePage(searchParams);
  const attributes = await readAttributes();
  return {
    page,
    filters: normalizeStoreFilters(
      rest,
      attributes.map((attribute) => attribute.name),
    ),
  };
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = (await params) as { locale: Locale };
  const { page, filters } = await readUrl(await searchParams);
  const t = await getTranslations({ locale, namespace: 'Store' });
  const chosen = [...filters.categories, ...Object.values(filters.attributes).flat()].join(', ');
  let title = filters.search
    ? t('metaTitleSearch', { search: filters.search })
    : chosen
      ? t('metaTitleFiltered', { filters: chosen })
      : t('metaTitle');
  if (page > 1) title = t('metaTitlePage', { title, page });
  return buildMetadata({
    locale,
    title,
    description: chosen ? t('metaDescriptionFiltered', { filters: chosen }) : t('metaDescription'),
    // Canonical: the filters in their stable order; tracking parameters and the order never reach it.
    path: storeHref({ ...filters, sort: undefined }, page),
    // Internal search results are thin, endless pages: keep them out of search engines.
    noindex: Boolean(filters.search),
  });
}

/** /tienda (the spec's Store screen and its search and filter rules): server-rendered from the URL, 24 products per page. */
export default async function StorePage({ params, searchParams }: Props) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  // Reads the database: render per request, never at build time.
  await connection();
  const { page, filters } = await readUrl(await searchParams);
  const t = await getTranslations('Store');

  // Four statements: the page with its total (one query), the category tree, the attributes
  // (read once per request: readUrl needed their names), the filter options' counts. A search
  // that found nothing adds one: the closest products (ClosestSuggestions).
  const [{ products, total }, categories, attributes, facets] = await Promise.all([
    listProductPage(filters, { limit: STORE_PAGE_SIZE, offset: (page - 1) * STORE_PAGE_SIZE }),
    listCategoryTree(),
    readAttributes(),
    listFacetCounts(filters),
  ]);
  const pages = pageCount(total);
  // A shared link to a page that no longer exists (fewer products now) lands on the last one.
  if (page > pages) redirect({ href: storeHref(filters, pages), locale });

  // The filters are server-rendered once (no filter data in client props): the 'Filtros' button
  // below lg opens them as a side panel, through FilterPanelProvider.
  return (
    <FilterPanelProvider>
      <div className="mx-auto w-full max-w-7xl px-4 pt-6 pb-12 sm:px-6 lg:pt-10">
        <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
            {filters.search ? <p className="mt-1 text-lg break-words">{t('searchResults', { search: filters.search })}</p> : null}
            <p className="mt-1 text-muted-foreground">
              {/* The count stands on its own (spec text); the IVA note (docs/iva-and-fiscal-data.md) follows it. */}
              <span>{t('resultCount', { count: total })}</span> · <span>{t('ivaIncluded')}</span>
            </p>
          </div>
          <FilterSheetButton filters={filters} />
        </div>
        <ActiveFilters filters={filters} />
        {total > 1 ? <SortLinks filters={filters} /> : null}

        <div className="mt-6 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start lg:gap-8">
          <FilterSidebar categories={categories} attributes={attributes} filters={filters} total={total} facets={facets} />
          <section aria-labelledby="productos-titulo">
            <h2 id="productos-titulo" className="sr-only">
              {t('productsHeading')}
            </h2>
            {products.length > 0 ? (
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5">
                {products.map((product, index) => (
                  <li key={product.id}>
                    <ProductCard product={product} t={t} locale={locale} picture={gridPicture(page, index)} />
                  </li>
                ))}
              </ul>
            ) : (
              <div className="rounded-card border border-dashed border-input bg-primary-soft px-6 py-12 text-center">
                <p className="text-lg font-semibold">{t('empty')}</p>
                {hasActiveFilters(filters) ? (
                  <>
                    <p className="mt-1 text-muted-foreground">{t('emptyHint')}</p>
                    <Link href="/tienda" className={buttonClasses({ variant: 'outline', className: 'mt-4' })}>
                      {t('clearFilters')}
                    </Link>
                  </>
                ) : null}
                {filters.search ? (
                  // No dead end (docs/search.md): the closest categories and products, and what the
                  // shop does not list, it can often get.
                  <>
                    <ClosestSuggestions search={filters.search} categories={categories} locale={locale} />
                    <p className="mt-6 text-muted-foreground">{t('askWhatsAppHint')}</p>
                    <a
                      href={whatsappLink(t('askWhatsAppMessage', { search: filters.search }))}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={buttonClasses({ className: 'mt-3' })}
                    >
                      {t('askWhatsApp')}
                    </a>
                  </>
                ) : null}
              </div>
            )}
            <StorePagination filters={filters} page={page} pages={pages} />
          </section>
        </div>
      </div>
    </FilterPanelProvider>
  );
}
