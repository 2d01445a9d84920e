'use client';

import { useCallback } from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';

/**
 * The active tab lives in the address (`?tab=`), so a reload, a shared link or the back button
 * shows the same tab. An unknown or missing value is the default tab.
 */
export function useUrlTab<const T extends string>(tabs: readonly T[], fallback: T): [T, (next: string) => void] {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const value = searchParams.get('tab');
  const tab = tabs.includes(value as T) ? (value as T) : fallback;

  const setTab = useCallback(
    (next: string) => {
      const params = new URLSearchParams(searchParams.toString());
      params.set('tab', next);
      router.replace(`${pathname}?${params.toString()}`, { scroll: false });
    },
    [searchParams, pathname, router],
  );
  return [tab, setTab];
}
