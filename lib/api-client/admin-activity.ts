'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import type { ActivityLogEntry } from '@/lib/data/admin/activity-log';
import type { ActivityAction, ActivityEntity } from '@/lib/domain/activity';
import { ADMIN_QUERY_ROOT } from '@/lib/session/admin-session';
import { useAdminEnabled, useAdminFetch } from './admin';

/** Issue 25 §6: the staff activity log (ADMIN only, GET /api/admin/activity-log), 'Cargar más' pages. */
export type ActivityFilter = { staffId?: number; action?: ActivityAction; entity?: ActivityEntity; q?: string; from?: string; to?: string };
type ActivityPage = { entries: ActivityLogEntry[]; nextCursor: string | null };

function activityQuery(filter: ActivityFilter, cursor: string | null): string {
  const query = new URLSearchParams();
  if (filter.staffId) query.set('staff_id', String(filter.staffId));
  if (filter.action) query.set('action', filter.action);
  if (filter.entity) query.set('entity', filter.entity);
  if (filter.q) query.set('q', filter.q);
  if (filter.from) query.set('from', filter.from);
  if (filter.to) query.set('to', filter.to);
  if (cursor) query.set('cursor', cursor);
  const text = query.toString();
  return text ? `?${text}` : '';
}

export function useActivityLog(filter: ActivityFilter, options: { enabled?: boolean } = {}) {
  const call = useAdminFetch();
  const enabled = useAdminEnabled() && (options.enabled ?? true);
  return useInfiniteQuery({
    queryKey: [ADMIN_QUERY_ROOT, 'activity-log', filter],
    enabled,
    initialPageParam: null as string | null,
    getNextPageParam: (last: ActivityPage) => last.nextCursor,
    queryFn: ({ pageParam, signal }) => call<ActivityPage>(`/api/admin/activity-log${activityQuery(filter, pageParam)}`, { signal }),
    select: (data) => data.pages.flatMap((page) => page.entries),
  });
}
