'use client';

import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { useProductSuggestions } from '@/lib/api-client/products';
import { normalizeSearchText } from '@/lib/domain/search-text';
import { useRouter } from '@/lib/i18n/navigation';
import { useDebouncedValue } from './use-debounced-value';

const DEBOUNCE_MS = 250;

/**
 * State and keyboard of the header search combobox (ARIA 1.2 pattern, focus stays in the
 * field): arrows move the highlighted option (aria-activedescendant), Enter opens it or, with
 * none highlighted, the store's results (/tienda?search=…); Escape closes the list, then clears.
 * Options are the suggested products plus a last 'Ver todos los resultados'.
 */
export function useSearchCombobox({ popup, onNavigate }: { popup: boolean; onNavigate?: () => void }) {
  const router = useRouter();
  const id = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const term = useDebouncedValue(query.trim(), DEBOUNCE_MS);
  const hasTerm = normalizeSearchText(term).length > 0 && query.trim().length > 0;
  const suggestions = useProductSuggestions(term);
  const products = hasTerm ? (suggestions.data ?? []) : [];
  const optionCount = products.length > 0 ? products.length + 1 : 0;
  const activeIndex = active < optionCount ? active : -1;
  // Inline (phone panel): the list shows whenever there is one.
  const expanded = (!popup || open) && optionCount > 0;

  function close() {
    setOpen(false);
    setActive(-1);
  }
  function go(href: string) {
    close();
    onNavigate?.();
    router.push(href);
  }
  function showAll() {
    const search = query.trim();
    // What storeHref gives for a search alone, written out: the header (on every page) then
    // carries none of the store's filter code (lib/domain/store-filters.ts).
    if (search) go(`/tienda?${new URLSearchParams({ search })}`);
  }
  function choose(index: number) {
    if (index < products.length) go(`/producto/${products[index].slug}`);
    else showAll();
  }
  function move(step: 1 | -1) {
    setOpen(true);
    if (optionCount === 0) return;
    setActive((current) => (current < 0 ? (step === 1 ? 0 : optionCount - 1) : (current + step + optionCount) % optionCount));
  }

  const optionId = (index: number) => `${id}-option-${index}`;
  const listboxId = `${id}-listbox`;

  const inputProps = {
    id: `${id}-input`,
    role: 'combobox',
    autoComplete: 'off',
    'aria-autocomplete': 'list',
    'aria-expanded': expanded,
    'aria-controls': expanded ? listboxId : undefined,
    'aria-activedescendant': expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined,
    value: query,
    onChange: (event: { target: { value: string } }) => {
      setQuery(event.target.value);
      setActive(-1);
      setOpen(true);
    },
    onFocus: () => setOpen(true),
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        move(event.key === 'ArrowDown' ? 1 : -1);
      } else if (event.key === 'Enter' && expanded && activeIndex >= 0) {
        event.preventDefault();
        choose(activeIndex);
      } else if (event.key === 'Escape' && popup) {
        // (In the phone panel Escape closes the panel, as in any dialog.)
        event.preventDefault();
        if (open && hasTerm) close();
        else setQuery('');
      }
    },
  } as const;

  return {
    inputProps,
    onSubmit: (event: FormEvent) => {
      event.preventDefault();
      showAll();
    },
    list: { id: listboxId, products, activeIndex, optionId, onChoose: choose, stale: suggestions.isPlaceholderData },
    hasTerm,
    isOpen: open && hasTerm,
    setOpen: (next: boolean) => (next ? setOpen(true) : close()),
    isFetching: suggestions.isFetching,
    isError: suggestions.isError,
  };
}
