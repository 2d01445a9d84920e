'use client';

import { useState } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Sheet, SheetClose, SheetContent, SheetTrigger } from '@/components/ui/sheet';
import { activeFilterCount } from '@/lib/domain/store-pages';
import { FilterControls, type FilterControlsProps } from './filter-controls';

/**
 * The store's filters (spec §2 Store, §5): a sidebar from `lg`, a slide panel opened by a
 * 'Filtros' button (with the number of active filters) below it. The server passes the
 * category tree, the attributes and the filters it read from the URL.
 */
export function FilterSidebar(props: FilterControlsProps) {
  const t = useTranslations('Store');
  return (
    <aside aria-labelledby="filtros-titulo" className="hidden lg:block">
      <h2 id="filtros-titulo" className="mb-3 text-lg font-semibold">
        {t('filters')}
      </h2>
      <FilterControls {...props} />
    </aside>
  );
}

export function FilterSheetButton({ total, ...props }: FilterControlsProps & { total: number }) {
  const t = useTranslations('Store');
  const [open, setOpen] = useState(false);
  const count = activeFilterCount(props.filters);

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="outline" size="sm" className="lg:hidden" aria-label={t('filtersButton', { count })}>
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {t('filters')}
          {count > 0 ? (
            <Badge variant="primary" aria-hidden="true">
              {count}
            </Badge>
          ) : null}
        </Button>
      </SheetTrigger>
      <SheetContent
        side="left"
        title={t('filters')}
        closeLabel={t('closeFilters')}
        footer={
          <SheetClose asChild>
            <Button className="w-full">{t('showResults', { count: total })}</Button>
          </SheetClose>
        }
      >
        <FilterControls {...props} />
      </SheetContent>
    </Sheet>
  );
}
