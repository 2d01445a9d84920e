'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { type ActivityFilter, useActivityLog } from '@/lib/api-client/admin-activity';
import { useAdminUsers } from '@/lib/api-client/admin-users';
import type { ActivityLogEntry } from '@/lib/data/admin/activity-log';
import { formatDateTime } from '@/lib/domain/dates';
import { can } from '@/lib/domain/staff-permissions';
import { useAdminSession } from '@/lib/session/admin-session';
import { AdminPage } from '../admin-page';
import { DataTable, type DataTableColumn } from '../data-table';
import { LoadMore } from '../orders/load-more';
import { useNotifyQueryError } from '../use-admin-errors';
import { ActivityChanges } from './activity-changes';
import { ActivityFilters } from './activity-filters';

const ACTION_BADGE = { sign_in: 'info', sign_in_failed: 'danger', create: 'success', update: 'info', delete: 'danger' } as const;

/** /admin/activity (issue 25 §6): who did what, when, on which record; ADMIN only. */
export function ActivityScreen() {
  const t = useTranslations('AdminActivity');
  const locale = useLocale();
  const { user } = useAdminSession();
  const allowed = can(user?.rol, 'readActivityLog');
  const [filter, setFilter] = useState<ActivityFilter>({});
  const log = useActivityLog(filter, { enabled: allowed });
  const staff = useAdminUsers({ enabled: allowed });
  useNotifyQueryError(log.error, () => t('loadError'));
  const entries = log.data ?? [];

  const columns: DataTableColumn<ActivityLogEntry>[] = [
    {
      id: 'when',
      header: t('columns.when'),
      cell: (e) => <time dateTime={e.createdAt}>{formatDateTime(e.createdAt, locale)}</time>,
      primary: true,
    },
    {
      id: 'who',
      header: t('columns.who'),
      cell: (e) =>
        e.actor ? (
          <span className="flex flex-col">
            <span>{e.actor.nombre ?? e.actor.email}</span>
            {e.actor.nombre ? <span className="break-all text-xs text-muted-foreground">{e.actor.email}</span> : null}
          </span>
        ) : (
          <span className="text-muted-foreground">{t('system')}</span>
        ),
    },
    { id: 'action', header: t('columns.action'), cell: (e) => <Badge variant={ACTION_BADGE[e.action]}>{t(`actions.${e.action}`)}</Badge> },
    {
      id: 'record',
      header: t('columns.record'),
      cell: (e) => (
        <span className="flex flex-col">
          <span>{t(`entities.${e.entity}`)}</span>
          <span className="break-all text-xs text-muted-foreground">
            {[e.label, e.entityId ? `#${e.entityId}` : null].filter(Boolean).join(' · ')}
          </span>
        </span>
      ),
    },
    { id: 'changes', header: t('columns.changes'), cell: (e) => <ActivityChanges before={e.before} after={e.after} /> },
  ];

  return (
    <AdminPage
      title={t('title')}
      description={t('description')}
      forbidden={!allowed}
      isLoading={log.isPending && allowed}
      error={log.isError ? t('loadError') : null}
      onRetry={() => void log.refetch()}
    >
      <div className="space-y-4">
        <ActivityFilters filter={filter} staff={staff.data ?? []} onChange={setFilter} />
        <DataTable caption={t('caption')} columns={columns} rows={entries} getRowKey={(e) => e.id} empty={t('empty')} />
        <LoadMore
          hasNextPage={log.hasNextPage}
          isFetchingNextPage={log.isFetchingNextPage}
          fetchNextPage={log.fetchNextPage}
          summary={t('showing', { count: entries.length })}
        />
      </div>
    </AdminPage>
  );
}
