'use client';

import { useState } from 'react';
import { LogOut, UserPlus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useNotification } from '@/components/notifications/notification-provider';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useAdminUsers, useDeleteAdminUser, useEndStaffSessions } from '@/lib/api-client/admin-users';
import { ApiClientError } from '@/lib/api-client/client';
import type { StaffUserDto } from '@/lib/data/admin/users';
import { isAdminRole, useAdminSession } from '@/lib/session/admin-session';
import { ConfirmDialog } from '../confirm-dialog';
import { CrudTableScreen } from '../crud-table-screen';
import type { DataTableColumn } from '../data-table';
import { useNotifyQueryError } from '../use-admin-errors';
import { UserFormDialog } from './user-form-dialog';

/** A conflict (the last ADMIN, say) has a message worth showing; anything else gets the spec's text. */
const conflictOr = (error: unknown, fallback: string) =>
  error instanceof ApiClientError && (error.status === 409 || error.status === 403) && error.message ? error.message : fallback;

/** /admin/users (spec 2 §2): ADMIN only; a VENDEDOR sees a 'no permission' message. */
export function UsersScreen() {
  const t = useTranslations('AdminUsers');
  const tr = useTranslations('Admin.roles');
  const { user: me } = useAdminSession();
  const allowed = isAdminRole(me);
  const users = useAdminUsers({ enabled: allowed });
  const remove = useDeleteAdminUser();
  const endSessions = useEndStaffSessions();
  const notify = useNotification();
  const [ending, setEnding] = useState<StaffUserDto | null>(null);
  useNotifyQueryError(users.error, () => t('loadError'));

  const onEndSessions = () => {
    if (!ending) return;
    endSessions.mutate(ending.id, {
      onSuccess: () => {
        notify.success(t('sessionsEnded', { name: ending.nombre }));
        setEnding(null);
      },
      onError: (error) => notify.error(conflictOr(error, t('endSessionsError'))),
    });
  };

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

  return (
    <>
      <CrudTableScreen
        texts={{
          title: t('title'),
          description: t('description'),
          newLabel: t('new'),
          caption: t('caption'),
          empty: t('empty'),
          loadError: users.isError ? t('loadError') : null,
          confirmDelete: (u) => t('confirmDelete', { name: u.nombre }),
          deleted: t('deleted'),
          deleteError: (error) => conflictOr(error, t('deleteError')),
        }}
        forbidden={!allowed}
        list={users}
        remove={remove}
        columns={columns}
        rowName={(u) => u.nombre}
        newIcon={<UserPlus aria-hidden="true" className="size-5" />}
        // Their own sessions are ended from the profile menu ('Cerrar todas mis sesiones').
        extraActions={(u) =>
          u.id === me?.id ? null : (
            <Button
              variant="ghost"
              size="icon"
              onClick={() => setEnding(u)}
              aria-label={t('endSessionsNamed', { name: u.nombre })}
              title={t('endSessions')}
            >
              <LogOut aria-hidden="true" className="size-5" />
            </Button>
          )
        }
        renderForm={(user, close) => <UserFormDialog user={user} onClose={close} saveErrorText={conflictOr} />}
      />
      <ConfirmDialog
        open={ending !== null}
        onOpenChange={(open) => (open ? undefined : setEnding(null))}
        title={t('endSessionsTitle')}
        description={ending ? t('endSessionsText', { name: ending.nombre }) : ''}
        confirmLabel={t('endSessionsConfirm')}
        busyLabel={t('endingSessions')}
        onConfirm={onEndSessions}
        isPending={endSessions.isPending}
      />
    </>
  );
}
