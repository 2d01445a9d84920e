'use client';

import { type ReactNode, useRef } from 'react';
import { Search } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Popover } from 'radix-ui';
import { cn } from '@/components/ui/cn';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { SearchSuggestionList } from './search-suggestion-list';
import { useSearchCombobox } from './use-search-combobox';

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
  const formRef = useRef<HTMLFormElement>(null);
  const combobox = useSearchCombobox({ popup: variant === 'popover', onNavigate });
  const { list, hasTerm, isFetching, isError } = combobox;

  let panel: ReactNode = null;
  if (isError && list.products.length === 0) panel = <p className="px-2 py-3 text-sm text-danger">{t('error')}</p>;
  else if (list.products.length > 0) panel = <SearchSuggestionList {...list} />;
  else if (hasTerm) {
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
      <Search aria-hidden="true" className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-muted-foreground" />
      <Input
        {...combobox.inputProps}
        type="search"
        enterKeyHint="search"
        autoFocus={autoFocus}
        placeholder={t('placeholder')}
        className="ps-10 pe-9"
      />
      {isFetching && hasTerm ? <Spinner className="absolute end-3 top-1/2 -translate-y-1/2 text-muted-foreground" /> : null}
      <p role="status" className="sr-only">
        {hasTerm && !isFetching ? t('count', { count: list.products.length }) : ''}
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

  return (
    <Popover.Root open={combobox.isOpen && panel !== null} onOpenChange={combobox.setOpen}>
      <Popover.Anchor asChild>{field}</Popover.Anchor>
      <Popover.Portal>
        <Popover.Content
          // Not a dialog: a popup holding the listbox, while focus stays in the field.
          role={undefined}
          align="end"
          sideOffset={6}
          // Escape belongs to the field (close the list, then clear): Radix's own listener runs
          // first, in the capture phase, and would close the list before the field saw the key.
          onEscapeKeyDown={(event) => event.preventDefault()}
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          onInteractOutside={(event) => {
            if (formRef.current?.contains(event.target as Node)) event.preventDefault();
          }}
          className="z-50 w-[max(var(--radix-popper-anchor-width),24rem)] max-w-[calc(100vw-1rem)] rounded-card border border-border bg-surface p-1.5 text-foreground shadow-raised data-[state=open]:animate-fade-in"
        >
          {panel}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
