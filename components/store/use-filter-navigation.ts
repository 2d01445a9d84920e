'use client';

import { useOptimistic, useTransition } from 'react';
import type { StoreFilters } from '@/lib/domain/store-filters';
import { storeHref } from '@/lib/domain/store-pages';
import { useRouter } from '@/lib/i18n/navigation';

/**
 * The store's filters live in its URL: every change pushes `/tienda?…` (a shareable link; back
 * undoes it) and the server renders the results. Checkboxes show the change at once
 * (optimistically) while the new page loads; a change always starts again at page 1.
 */
export function useFilterNavigation(filters: StoreFilters) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [current, setCurrent] = useOptimistic(filters);

  function apply(next: StoreFilters) {
    startTransition(() => {
      setCurrent(next);
      router.push(storeHref(next), { scroll: false });
    });
  }

  return { filters: current, apply, pending };
}
