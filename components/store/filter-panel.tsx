import { getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/components/ui/cn';
import { controlClasses } from '@/components/ui/input';
import { Icon } from '@/components/ui/icon';
import type { PublicAttribute, PublicCategory } from '@/lib/contracts/catalog';
import type { FacetCounts } from '@/lib/data/facets';
import { isUnitOfMeasureAttribute, type StoreFilters } from '@/lib/domain/store-filters';
import { activeFilterCount, attributeParamName, isValueActive } from '@/lib/domain/store-pages';
import { type CheckItem, Checks, Disclosure, FilterButton, FilterForm, FilterPanel } from './filter-shell';

export { FilterPanelProvider } from './filter-shell';

type FilterPanelProps = {
  categories: readonly PublicCategory[];
  attributes: readonly PublicAttribute[];
  filters: StoreFilters;
  /** Products matching the filters ('Ver N productos' closes the panel). */
  total: number;
  /** What each option would show (lib/data/facets.ts). */
  facets: FacetCounts;
};

/** The 'Filtros' button below lg, with the number of active filters. */
export async function FilterSheetButton({ filters }: { filters: StoreFilters }) {
  const t = await getTranslations('Store');
  const count = activeFilterCount(filters);
  return (
    <FilterButton label={t('filtersButton', { count })}>
      <Icon name="sliders" className="size-4" />
      {t('filters')}
      {/* 'Filtros 2', not 'Filtros2': the visible words stay inside the name (WCAG 2.5.3). */}
      {count > 0 ? ' ' : null}
      {count > 0 ? (
        <Badge variant="primary" aria-hidden="true">
          {count}
        </Badge>
      ) : null}
    </FilterButton>
  );
}

/**
 * The store's filters (spec §2 Store, §5): search, the category tree and one checkbox group per
 * attribute ('Unidad de Medida' included), each a native <details> section. Server-rendered from
 * the URL, once: a sidebar from lg, the side panel opened by 'Filtros' below it.
 */
export async function FilterSidebar({ categories, attributes, filters, total, facets }: FilterPanelProps) {
  const [t, tOptions] = await Promise.all([getTranslations('Store'), getTranslations('ProductOptions')]);
  const categoryCounts: Record<string, number> = {};
  const categoryTree = categoryItems(categories, filters.categories, facets, categoryCounts, (name) => t('expandCategory', { name }));

  const search = (
    <form role="search" aria-label={t('searchLabel')} className="fp-search">
      <label htmlFor="filtros-buscar" className="sr-only">
        {t('searchLabel')}
      </label>
      <input
        id="filtros-buscar"
        type="search"
        name="search"
        enterKeyHint="search"
        defaultValue={filters.search}
        placeholder={t('searchPlaceholder')}
        className={cn(controlClasses, 'min-w-0 flex-1')}
      />
      <button type="submit" aria-label={t('searchSubmit')} className="fp-go">
        <Icon name="search" className="size-5" />
      </button>
    </form>
  );

  return (
    <FilterPanel title={t('filters')} closeLabel={t('closeFilters')} showLabel={t('showResults', { count: total })}>
      <FilterForm filters={filters} updating={t('updating')} search={search}>
        <div className="fp-secs">
          {/* Categories always start open; an attribute starts open when one of its values is chosen. */}
          <Disclosure open className="fp-sec" summary={<h3>{t('categories')}</h3>}>
            <Checks name="category" items={categoryTree} checked={filters.categories} counts={categoryCounts} />
          </Disclosure>
          {attributes.map((attribute) => {
            const param = attributeParamName(filters, attribute.name);
            const chosen = filters.attributes[param] ?? [];
            const unit = isUnitOfMeasureAttribute(attribute.name);
            const counts: Record<string, number> = {};
            for (const { id, value } of attribute.values)
              counts[value] = (unit ? facets.units[value.toLowerCase()] : facets.attributeValues[id]) ?? 0;
            const offered = attribute.values.map(({ value }) => value).filter((value) => isOffered(counts[value], chosen, value));
            if (offered.length === 0) return null;
            const label = unit ? tOptions('unitOfMeasure') : attribute.name;
            return (
              <Disclosure key={attribute.id} open={chosen.length > 0} className="fp-sec" summary={<h3>{label}</h3>}>
                <Checks name={param} items={offered} checked={chosen} counts={pick(counts, offered)} />
              </Disclosure>
            );
          })}
        </div>
      </FilterForm>
    </FilterPanel>
  );
}

/**
 * An option is offered when it would show products, or when it is chosen (so it can be
 * unchosen): a value that would empty the page is not offered (issue 20 item 8).
 */
function isOffered(count: number | undefined, chosen: readonly string[], value: string): boolean {
  return (count ?? 0) > 0 || isValueActive(chosen, value);
}

const pick = (counts: Record<string, number>, values: readonly string[]) =>
  Object.fromEntries(values.map((value) => [value, counts[value] ?? 0]));

/**
 * The offered part of the category tree as Checks items: names (a category filter is its name)
 * and toggle labels. A category stays when it is offered or a subcategory is; `out` receives
 * the count of every category kept (name → products in it or below it).
 */
function categoryItems(
  categories: readonly PublicCategory[],
  chosen: readonly string[],
  facets: FacetCounts,
  out: Record<string, number>,
  expandLabel: (name: string) => string,
): CheckItem[] {
  const items: CheckItem[] = [];
  for (const category of categories) {
    const children = categoryItems(category.children, chosen, facets, out, expandLabel);
    const count = facets.categories[category.id] ?? 0;
    if (!isOffered(count, chosen, category.name) && children.length === 0) continue;
    out[category.name] = count;
    items.push(children.length ? [category.name, children, expandLabel(category.name)] : category.name);
  }
  return items;
}
