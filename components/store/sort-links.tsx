import { getTranslations } from 'next-intl/server';
import { cn } from '@/components/ui/cn';
import { type StoreFilters, type StoreSort, storeSort, storeSortChoices } from '@/lib/domain/store-filters';
import { storeHref } from '@/lib/domain/store-pages';
import { Link } from '@/lib/i18n/navigation';

const LABEL_KEYS = {
  relevancia: 'sortRelevance',
  'precio-asc': 'sortPriceAsc',
  'precio-desc': 'sortPriceDesc',
  nombre: 'sortName',
} as const satisfies Record<StoreSort, string>;

const linkClasses = 'inline-flex min-h-tap shrink-0 items-center rounded-full border px-3 text-sm font-medium whitespace-nowrap';

/**
 * The store's orders (issue 20 item 7) as plain links: no script, each keeps the filters and
 * starts again at page 1; the current one is marked with aria-current. Relevance is offered
 * only with a search.
 */
export async function SortLinks({ filters }: { filters: StoreFilters }) {
  const t = await getTranslations('Store');
  const current = storeSort(filters);
  return (
    <nav aria-labelledby="orden-titulo" className="mt-3 flex flex-wrap items-center gap-2">
      <h2 id="orden-titulo" className="shrink-0 text-sm text-muted-foreground">
        {t('sortLabel')}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {storeSortChoices(filters).map((sort) => (
          <li key={sort}>
            <Link
              href={storeHref({ ...filters, sort })}
              scroll={false}
              aria-current={sort === current ? 'true' : undefined}
              className={cn(
                linkClasses,
                sort === current ? 'border-primary bg-primary text-primary-foreground' : 'border-input hover:bg-surface-muted',
              )}
            >
              {t(LABEL_KEYS[sort])}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
