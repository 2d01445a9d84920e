'use client';

import { useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Collapsible } from 'radix-ui';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/components/ui/cn';
import type { FilterCategory } from './filter-data';
import { isValueActive } from '@/lib/domain/store-pages';

type CategoryTreeFilterProps = {
  categories: readonly FilterCategory[];
  /** Chosen category names (any capitals, as in the URL). */
  selected: readonly string[];
  onToggle: (name: string) => void;
};

/** Spec §5: a category includes its descendants, so a parent alone filters its whole branch. */
export function CategoryTreeFilter({ categories, selected, onToggle }: CategoryTreeFilterProps) {
  return (
    <ul className="space-y-0.5">
      {categories.map((category) => (
        <CategoryNode key={category.id} category={category} selected={selected} onToggle={onToggle} />
      ))}
    </ul>
  );
}

function hasSelectedDescendant(category: FilterCategory, selected: readonly string[]): boolean {
  return category.children.some((child) => isValueActive(selected, child.name) || hasSelectedDescendant(child, selected));
}

function CategoryNode({ category, selected, onToggle }: { category: FilterCategory } & Omit<CategoryTreeFilterProps, 'categories'>) {
  const t = useTranslations('Store');
  // A branch with a chosen subcategory starts open, so the shopper sees why results are filtered.
  const [open, setOpen] = useState(() => hasSelectedDescendant(category, selected));
  const checkbox = (
    <Checkbox
      label={category.name}
      checked={isValueActive(selected, category.name)}
      onChange={() => onToggle(category.name)}
      className="min-w-0 flex-1 text-[0.95rem]"
    />
  );
  if (category.children.length === 0) return <li>{checkbox}</li>;

  return (
    <li>
      <Collapsible.Root open={open} onOpenChange={setOpen}>
        <div className="flex items-center gap-1">
          {checkbox}
          <Collapsible.Trigger
            aria-label={t('expandCategory', { name: category.name })}
            className="inline-flex size-tap shrink-0 items-center justify-center rounded-control text-muted-foreground hover:bg-surface-muted hover:text-foreground"
          >
            <ChevronDown aria-hidden="true" className={cn('size-5 transition-transform', open && 'rotate-180')} />
          </Collapsible.Trigger>
        </div>
        <Collapsible.Content asChild>
          <ul className="ms-4 space-y-0.5 border-s border-border ps-3">
            {category.children.map((child) => (
              <CategoryNode key={child.id} category={child} selected={selected} onToggle={onToggle} />
            ))}
          </ul>
        </Collapsible.Content>
      </Collapsible.Root>
    </li>
  );
}
