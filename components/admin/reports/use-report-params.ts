'use client';

import { useCallback, useMemo } from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import type { ReportParams } from '@/lib/api-client/admin-reports';
import {
  defaultInterval,
  defaultRange,
  MAX_DAILY_RANGE_DAYS,
  MAX_RANGE_DAYS,
  rangeDays,
  type ReportInterval,
  reportIntervals,
} from '@/lib/domain/reports';
import { isCalendarDay } from '@/lib/validation/admin/orders';

const day = (value: string | null) => (value && isCalendarDay(value) ? value : '');

/**
 * The reports' range and interval live in the address (`?from=&to=&interval=`), like the orders
 * list's filters: back and forward walk through the ranges, a link shows the same report. A
 * missing or malformed value falls back to the last 30 days and the range's natural interval;
 * a range the API would refuse (reversed, too long, too long by day) is corrected here first.
 */
export function useReportParams(): [ReportParams, (next: Partial<ReportParams>) => void] {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  let from = day(searchParams.get('from'));
  let to = day(searchParams.get('to'));
  if (!from || !to || rangeDays({ from, to }) > MAX_RANGE_DAYS) ({ from, to } = defaultRange());
  if (from > to) [from, to] = [to, from];
  const asked = searchParams.get('interval') as ReportInterval | null;
  let interval = asked && reportIntervals.includes(asked) ? asked : defaultInterval({ from, to });
  if (interval === 'day' && rangeDays({ from, to }) > MAX_DAILY_RANGE_DAYS) interval = 'month';
  const params = useMemo(() => ({ from, to, interval }), [from, to, interval]);

  const update = useCallback(
    (next: Partial<ReportParams>) => {
      const merged = { ...params, ...next };
      // A new range without an explicit interval takes that range's natural one.
      if (next.interval === undefined && (next.from || next.to)) merged.interval = defaultInterval(merged);
      const query = new URLSearchParams({ from: merged.from, to: merged.to, interval: merged.interval });
      router.push(`${pathname}?${query}`, { scroll: false });
    },
    [params, pathname, router],
  );
  return [params, update];
}
