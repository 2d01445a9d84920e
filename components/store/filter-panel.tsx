import { getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/components/ui/cn';
import { controlClasses } from '@/components/ui/input';
import { Icon } from '@/components/ui/icon';
import type { PublicAttribute, PublicCategory } from '@/lib/data/catalog';
import { isUnitOfMeasureAttribute, type StoreFilters } from '@/lib/domain/store-filters';
import { activeFilterCount, attributeParamName } from '@/lib/domain/store-pages';
import { type CheckItem, Checks, Disclosure, FilterButton, FilterForm, FilterPanel } from './filter-shell';

export { FilterPanelProvider } from './filter-shell';

type FilterPanelProps = {
  categories: readonly PublicCategory[];
  attributes: readonly PublicAttribute[];
  filters: StoreFilters;
  /** Products matching the filters ('Ver N productos' closes the panel). */
  total: number;
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
export async function FilterSidebar({ categories, attributes, filters, total }: FilterPanelProps) {
  const [t, tOptions] = await Promise.all([getTranslations('Store'), getTranslations('ProductOptions')]);

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
            <Checks name="category" items={categoryItems(categories, (name) => t('expandCategory', { name }))} checked={filters.categories} />
          </Disclosure>
          {attributes
            .filter((attribute) => attribute.values.length > 0)
            .map((attribute) => {
              const param = attributeParamName(filters, attribute.name);
              const chosen = filters.attributes[param];
              const label = isUnitOfMeasureAttribute(attribute.name) ? tOptions('unitOfMeasure') : attribute.name;
              return (
                <Disclosure key={attribute.id} open={(chosen ?? []).length > 0} className="fp-sec" summary={<h3>{label}</h3>}>
                  <Checks name={param} items={attribute.values.map((value) => value.value)} checked={chosen ?? []} />
                </Disclosure>
              );
            })}
        </div>
      </FilterForm>
    </FilterPanel>
  );
}

/** The category tree as Checks items: names (a category filter is its name) and toggle labels. */
function categoryItems(categories: readonly PublicCategory[], expandLabel: (name: string) => string): CheckItem[] {
  return categories.map((category) =>
    category.children.length ? [category.name, categoryItems(category.children, expandLabel), expandLabel(category.name)] : category.name,
  );
}
