'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { SearchCombobox } from '@/components/search/search-combobox';
import { cn } from '@/components/ui/cn';
import { ShellIcon } from '@/components/ui/shell-icon';
import { LazySheet } from '@/components/ui/lazy-sheet';

// Same look as the header's other icon buttons, including the transparent-header variants.
const triggerClasses =
  'inline-flex size-tap items-center justify-center rounded-control transition-colors hover:bg-foreground/5 ' +
  'group-data-[transparent=true]/header:hover:bg-white/10';

/**
 * The header's `search` slot (spec §2 Header): a search field with up to 5 suggestions from
 * `lg` up; below it a search button opening a slide panel with the same search. Both are in
 * the page and CSS shows one, so there is no hydration mismatch.
 */
export function HeaderSearch({ className }: { className?: string }) {
  const t = useTranslations('Search');
  const [sheetOpen, setSheetOpen] = useState(false);

  return (
    <div className={cn('flex items-center', className)}>
      <SearchCombobox variant="popover" className="hidden w-56 lg:block xl:w-72" />

      <LazySheet
        open={sheetOpen}
        onOpenChange={setSheetOpen}
        triggerLabel={t('open')}
        triggerClassName={cn(triggerClasses, 'lg:hidden')}
        trigger={<ShellIcon name="search" className="size-6" />}
        side="right"
        title={t('title')}
        closeLabel={t('close')}
      >
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the sheet was opened to search: its field takes the typing. */}
        <SearchCombobox variant="inline" autoFocus onNavigate={() => setSheetOpen(false)} />
      </LazySheet>
    </div>
  );
}
