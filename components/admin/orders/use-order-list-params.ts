'use client';

import { useCallback, useMemo } from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { isCalendarDay, MAX_ORDER_SEARCH_LENGTH } from '@/lib/validation/admin/orders';
import { type OrderSource, orderSources } from '@/lib/domain/order-status';
import { DEFAULT_ORDER_TAB, ORDER_TABS, type OrderTab } from './order-tabs';

export type OrderListParams = { tab: OrderTab; q: string; from: string; to: string; source: OrderSource | '' };

const clean = (value: string | null) => value?.trim().slice(0, MAX_ORDER_SEARCH_LENGTH) ?? '';
const day = (value: string | null) => (value && isCalendarDay(value) ? value : '');

/**
 * The orders list's filters live in the address (issue 25 §2): `?tab=&q=&from=&to=`. A change is
 * a new history entry, so back and forward walk through the searches; a reload or a shared link
 * shows the same list. Unknown or malformed values are ignored (the default tab, no filter).
 */
export function useOrderListParams(): [OrderListParams, (next: Partial<OrderListParams>) => void] {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const tabValue = searchParams.get('tab');
  const tab = ORDER_TABS.includes(tabValue as OrderTab) ? (tabValue as OrderTab) : DEFAULT_ORDER_TAB;
  const q = clean(searchParams.get('q'));
  let from = day(searchParams.get('from'));
  let to = day(searchParams.get('to'));
  if (from && to && from > to) [from, to] = [to, from];
  const sourceValue = searchParams.get('source');
  const source: OrderSource | '' = orderSources.includes(sourceValue as OrderSource) ? (sourceValue as OrderSource) : '';
  const params = useMemo(() => ({ tab, q, from, to, source }), [tab, q, from, to, source]);

  const update = useCallback(
    (next: Partial<OrderListParams>) => {
      const merged = { ...params, ...next };
      const query = new URLSearchParams(searchParams.toString());
      for (const key of ['tab', 'q', 'from', 'to', 'source'] as const) {
        const value = merged[key];
        if (value) query.set(key, value);
        else query.delete(key);
      }
      const text = query.toString();
      router.push(text ? `${pathname}?${text}` : pathname, { scroll: false });
    },
    [params, searchParams, pathname, router],
  );
  return [params, update];
}
