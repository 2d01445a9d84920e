'use client';

import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useCountValues } from '@/lib/i18n/use-count-values';
import { cn } from '@/components/ui/cn';
import { ShellIcon } from '@/components/ui/shell-icon';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useSearchCombobox } from './use-search-combobox';

// Radix Popover (positioning, dismissal) loads with the first suggestions, not with every page.
const SearchSuggestionPopover = lazy(() => import('./search-suggestion-popover').then((m) => ({ default: m.SearchSuggestionPopover })));
// The listbox (pictures, prices) too; its code is fetched as soon as the field gets focus.
const loadSuggestionList = () => import('./search-suggestion-list');
const SearchSuggestionList = lazy(() => loadSuggestionList().then((m) => ({ default: m.SearchSuggestionList })));

type SearchComboboxProps = {
  /** 'popover': the header field with a dropdown; 'inline': the list under the field (phone panel). */
  variant: 'popover' | 'inline';
  /** Called after navigating (the phone panel closes itself). */
  onNavigate?: () => void;
  autoFocus?: boolean;
  className?: string;
};

/** The header search (spec §2 Header, §9): a combobox suggesting at most 5 products. */
export function SearchCombobox({ variant, onNavigate, autoFocus, className }: SearchComboboxProps) {
  const t = useTranslations('Search');
  const counted = useCountValues();
  const formRef = useRef<HTMLFormElement>(null);
  const combobox = useSearchCombobox({ popup: variant === 'popover', onNavigate });
  const { list, hasTerm, isFetching, isError } = combobox;
  const [popupWanted, setPopupWanted] = useState(false);

  let panel: ReactNode = null;
  if (isError && list.products.length === 0) panel = <p className="px-2 py-3 text-sm text-danger">{t('error')}</p>;
  else if (list.products.length > 0) {
    panel = (
      <Suspense fallback={null}>
        <SearchSuggestionList {...list} />
      </Suspense>
    );
  } else if (hasTerm) {
    panel = (
      <p className="flex items-center gap-2 px-2 py-3 text-sm text-muted-foreground">
        {isFetching ? (
          <>
            <Spinner /> {t('loading')}
          </>
        ) : (
          t('noResults')
        )}
      </p>
    );
  }

  const field = (
    <form ref={formRef} role="search" aria-label={t('label')} onSubmit={combobox.onSubmit} className={cn('relative', className)}>
      <label htmlFor={combobox.inputProps.id} className="sr-only">
        {t('label')}
      </label>
      <ShellIcon name="search" className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-muted-foreground" />
      <Input
        {...combobox.inputProps}
        onFocus={() => {
          combobox.inputProps.onFocus();
          void loadSuggestionList();
        }}
        type="search"
        enterKeyHint="search"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- only when the caller opened a search sheet for it (header-search.tsx).
        autoFocus={autoFocus}
        placeholder={t('placeholder')}
        className="ps-10 pe-9"
      />
      {isFetching && hasTerm ? <Spinner className="absolute end-3 top-1/2 -translate-y-1/2 text-muted-foreground" /> : null}
      <p role="status" className="sr-only">
        {hasTerm && !isFetching ? t('count', counted(list.products.length)) : ''}
      </p>
    </form>
  );

  if (variant === 'inline') {
    return (
      <div>
        {field}
        {panel ? <div className="mt-3">{panel}</div> : null}
      </div>
    );
  }

  const popupOpen = combobox.isOpen && panel !== null;
  if (popupOpen && !popupWanted) setPopupWanted(true);
  return (
    <>
      {field}
      {popupWanted ? (
        <Suspense fallback={null}>
          <SearchSuggestionPopover open={popupOpen} onOpenChange={combobox.setOpen} formRef={formRef}>
            {panel}
          </SearchSuggestionPopover>
        </Suspense>
      ) : null}
    </>
  );
}
