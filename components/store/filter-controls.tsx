'use client';

import type { ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Accordion } from 'radix-ui';
import { useAttributeLabel } from '@/components/cart/option-selectors';
import { Checkbox } from '@/components/ui/checkbox';
import { Spinner } from '@/components/ui/spinner';
import type { PublicAttribute } from '@/lib/data/catalog';
import type { FilterCategory } from './filter-data';
import { type StoreFilters, toggleFilterValue } from '@/lib/domain/store-filters';
import { attributeParamName, isValueActive } from '@/lib/domain/store-pages';
import { CategoryTreeFilter } from './category-tree-filter';
import { StoreSearchBox } from './store-search-box';
import { useFilterNavigation } from './use-filter-navigation';

export type FilterControlsProps = {
  categories: readonly FilterCategory[];
  attributes: readonly PublicAttribute[];
  filters: StoreFilters;
};

const CATEGORIES = 'categories';
const attributeSection = (name: string) => `attribute:${name}`;

/** Search, the category tree and one checkbox group per attribute ('Unidad de Medida' included). */
export function FilterControls({ categories, attributes, filters: serverFilters }: FilterControlsProps) {
  const t = useTranslations('Store');
  const attributeLabel = useAttributeLabel();
  const { filters, apply, pending } = useFilterNavigation(serverFilters);
  const valuesOf = (name: string) => filters.attributes[attributeParamName(filters, name)];
  // Categories and every attribute with a chosen value start open.
  const openSections = [
    CATEGORIES,
    ...attributes.filter((a) => (valuesOf(a.name) ?? []).length > 0).map((a) => attributeSection(a.name)),
  ];

  return (
    <div className="space-y-4" aria-busy={pending || undefined}>
      <StoreSearchBox value={filters.search} onSearch={(search) => apply({ ...filters, search })} />
      <p role="status" className="flex min-h-5 items-center gap-2 text-sm text-muted-foreground">
        {pending ? (
          <>
            <Spinner /> {t('updating')}
          </>
        ) : null}
      </p>
      <Accordion.Root type="multiple" defaultValue={openSections} className="divide-y divide-border border-y border-border">
        <Section value={CATEGORIES} title={t('categories')}>
          <CategoryTreeFilter
            categories={categories}
            selected={filters.categories}
            onToggle={(name) => apply(toggleFilterValue(filters, 'category', name))}
          />
        </Section>
        {attributes
          .filter((attribute) => attribute.values.length > 0)
          .map((attribute) => (
            <Section key={attribute.id} value={attributeSection(attribute.name)} title={attributeLabel(attribute.name)}>
              <ul className="space-y-0.5">
                {attribute.values.map((value) => (
                  <li key={value.id}>
                    <Checkbox
                      label={value.value}
                      checked={isValueActive(valuesOf(attribute.name), value.value)}
                      onChange={() => apply(toggleFilterValue(filters, attributeParamName(filters, attribute.name), value.value))}
                      className="w-full text-[0.95rem]"
                    />
                  </li>
                ))}
              </ul>
            </Section>
          ))}
      </Accordion.Root>
    </div>
  );
}

function Section({ value, title, children }: { value: string; title: string; children: ReactNode }) {
  return (
    <Accordion.Item value={value}>
      {/* An h3: under the sidebar's 'Filtros' h2 (or the panel's title). */}
      <Accordion.Header>
        <Accordion.Trigger className="group flex min-h-tap w-full items-center justify-between gap-2 py-2 text-start font-semibold">
          {title}
          <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180" />
        </Accordion.Trigger>
      </Accordion.Header>
      <Accordion.Content className="pb-3">{children}</Accordion.Content>
    </Accordion.Item>
  );
}
