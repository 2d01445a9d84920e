'use client';

import { useState } from 'react';
import { UserPlus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useNotification } from '@/components/notifications/notification-provider';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useAdminUsers, useDeleteAdminUser } from '@/lib/api-client/admin-users';
import { ApiClientError } from '@/lib/api-client/client';
import type { StaffUserDto } from '@/lib/data/admin/users';
import { AdminPage } from '../admin-page';
import { isAdminRole, useAdminSession } from '../admin-session';
import { ConfirmDialog } from '../confirm-dialog';
import { DataTable, type DataTableColumn } from '../data-table';
import { RowActions } from '../row-actions';
import { useNotifyQueryError } from '../use-admin-errors';
import { UserFormDialog } from './user-form-dialog';

/** A conflict (the last ADMIN, say) has a message worth showing; anything else gets the spec's text. */
const conflictOr = (error: unknown, fallback: string) =>
  error instanceof ApiClientError && (error.status === 409 || error.status === 403) && error.message ? error.message : fallback;

/** /admin/users (spec 2 §2): ADMIN only; a VENDEDOR sees a 'no permission' message. */
export function UsersScreen() {
  const t = useTranslations('AdminUsers');
  const tr = useTranslations('Admin.roles');
  const notify = useNotification();
  const { user: me } = useAdminSession();
  const allowed = isAdminRole(me);
  const users = useAdminUsers({ enabled: allowed });
  const remove = useDeleteAdminUser();
  const [editing, setEditing] = useState<StaffUserDto | 'new' | null>(null);
  const [deleting, setDeleting] = useState<StaffUserDto | null>(null);
  useNotifyQueryError(users.error, () => t('loadError'));

  const columns: DataTableColumn<StaffUserDto>[] = [
    { id: 'nombre', header: t('columns.name'), cell: (u) => u.nombre, primary: true },
    { id: 'email', header: t('columns.email'), cell: (u) => <span className="break-all">{u.email}</span> },
    {
      id: 'rol',
      header: t('columns.role'),
      // Spec 2 §2: 'admin' highlighted green, every other role blue.
      cell: (u) => <Badge variant={u.rol.toLowerCase() === 'admin' ? 'success' : 'info'}>{tr(u.rol)}</Badge>,
    },
  ];

  const onDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notify.success(t('deleted'));
        setDeleting(null);
      },
      onError: (error) => notify.error(conflictOr(error, t('deleteError'))),
    });
  };

  return (
    <AdminPage
      title={t('title')}
      description={t('description')}
      forbidden={!allowed}
      isLoading={users.isPending}
      error={users.isError ? t('loadError') : null}
      onRetry={() => void users.refetch()}
      actions={
        <Button onClick={() => setEditing('new')}>
          <UserPlus aria-hidden="true" className="size-5" />
          {t('new')}
        </Button>
      }
    >
      <DataTable
        caption={t('caption')}
        columns={columns}
        rows={users.data ?? []}
        getRowKey={(u) => u.id}
        empty={t('empty')}
        actions={(u) => <RowActions name={u.nombre} onEdit={() => setEditing(u)} onDelete={() => setDeleting(u)} />}
      />
      {editing ? (
        <UserFormDialog user={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} saveErrorText={conflictOr} />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        description={t('confirmDelete', { name: deleting?.nombre ?? '' })}
        onConfirm={onDelete}
        isPending={remove.isPending}
      />
    </AdminPage>
  );
}
