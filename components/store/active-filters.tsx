import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/ui/icon';
import { type StoreFilters, toggleFilterValue } from '@/lib/domain/store-filters';
import { storeHref } from '@/lib/domain/store-pages';
import { Link } from '@/lib/i18n/navigation';

const chipClasses =
  'inline-flex min-h-tap items-center gap-1.5 rounded-full border border-primary/40 bg-primary-soft px-3 text-sm font-medium text-primary-active hover:bg-primary-muted';

/** One removable chip per active filter (each a plain link) and 'Quitar filtros'. */
export async function ActiveFilters({ filters }: { filters: StoreFilters }) {
  const t = await getTranslations('Store');
  const chips: { key: string; label: string; href: string }[] = [];
  if (filters.search)
    chips.push({ key: 'search', label: t('searchChip', { search: filters.search }), href: storeHref({ ...filters, search: '' }) });
  for (const name of filters.categories) {
    chips.push({ key: `category:${name}`, label: name, href: storeHref(toggleFilterValue(filters, 'category', name)) });
  }
  for (const [attribute, values] of Object.entries(filters.attributes)) {
    for (const value of values) {
      chips.push({ key: `${attribute}:${value}`, label: value, href: storeHref(toggleFilterValue(filters, attribute, value)) });
    }
  }
  if (chips.length === 0) return null;

  return (
    <div className="mt-3 flex flex-wrap items-center gap-2">
      <h2 className="sr-only">{t('activeFilters')}</h2>
      <ul className="contents">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link href={chip.href} scroll={false} className={chipClasses} aria-label={t('removeFilter', { value: chip.label })}>
              <span className="max-w-[14rem] truncate">{chip.label}</span>
              <Icon name="x" className="size-4 shrink-0" />
            </Link>
          </li>
        ))}
      </ul>
      <Link
        href="/tienda"
        scroll={false}
        className="inline-flex min-h-tap items-center px-2 text-sm font-semibold text-primary underline underline-offset-4 hover:text-primary-hover"
      >
        {t('clearFilters')}
      </Link>
    </div>
  );
}
