'use client';

import { useState } from 'react';
import { LogOut, MonitorX, UserRound } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { DropdownMenu } from 'radix-ui';
import { useNotification } from '@/components/notifications/notification-provider';
import { Badge } from '@/components/ui/badge';
import { useRouter } from '@/lib/i18n/navigation';
import { adminFetch, errorMessage } from '@/lib/api-client/admin';
import { useAdminSession } from '@/lib/session/admin-session';
import { ConfirmDialog } from '../confirm-dialog';

const itemClasses =
  'flex min-h-tap cursor-pointer items-center gap-3 rounded-control px-3 text-danger outline-none data-[disabled]:opacity-60 data-[highlighted]:bg-danger-soft';

/**
 * The floating profile button (spec 2 §2): name and e-mail, and 'Cerrar sesión'. Logging out
 * asks the server to revoke the token, but a failure there is ignored: the session is cleared
 * on this device whatever happens (spec 2 §4). 'Cerrar todas mis sesiones' (issue 19 §5) asks
 * first, and ends the sessions of every device only if the server says so.
 */
export function AdminProfileMenu() {
  const t = useTranslations('Admin.profile');
  const tr = useTranslations('Admin.roles');
  const { user, token, logout } = useAdminSession();
  const router = useRouter();
  const notify = useNotification();
  const [leaving, setLeaving] = useState(false);
  const [confirmAll, setConfirmAll] = useState(false);
  const [endingAll, setEndingAll] = useState(false);
  if (!user) return null;

  const onLogoutAll = async () => {
    setEndingAll(true);
    try {
      await adminFetch(token, '/api/admin/logout-all', { method: 'POST' });
    } catch (error) {
      setEndingAll(false);
      setConfirmAll(false);
      notify.error(t('logoutAllError', { message: errorMessage(error) }));
      return;
    }
    notify.success(t('loggedOutAll'));
    logout();
    router.replace('/admin/login');
  };

  const onLogout = async () => {
    setLeaving(true);
    await adminFetch(token, '/api/admin/logout', { method: 'POST' }).catch(() => undefined);
    logout();
    router.replace('/admin/login');
  };

  return (
    <>
      {/* Not modal: the confirmation dialog opens from an item, and a modal menu would keep the page inert. */}
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          aria-label={t('button', { name: user.nombre })}
          className="fixed end-3 top-3 z-40 inline-flex min-h-tap max-w-[70vw] items-center gap-2 rounded-full border border-border bg-surface py-1 ps-1 pe-3 shadow-raised hover:bg-surface-muted sm:end-6"
        >
          {/* An icon, not the initial: visible text must stay part of the accessible name (WCAG 2.5.3). */}
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground"
          >
            <UserRound className="size-5" />
          </span>
          <span className="truncate text-sm font-semibold">{user.nombre}</span>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={8}
            className="z-50 w-72 max-w-[calc(100vw-1.5rem)] rounded-card border border-border bg-surface p-2 shadow-overlay data-[state=open]:animate-fade-in"
          >
            <DropdownMenu.Label className="space-y-1 px-3 py-2">
              <span className="block text-xs text-muted-foreground">{t('signedInAs')}</span>
              <span className="block font-semibold break-words">{user.nombre}</span>
              <span className="block text-sm break-all text-muted-foreground">{user.email}</span>
              <Badge variant={user.rol === 'ADMIN' ? 'success' : 'info'} className="mt-1">
                {tr(user.rol)}
              </Badge>
            </DropdownMenu.Label>
            <DropdownMenu.Separator className="my-1 h-px bg-border" />
            <DropdownMenu.Item
              disabled={leaving}
              onSelect={(event) => {
                event.preventDefault();
                void onLogout();
              }}
              className={itemClasses}
            >
              <LogOut aria-hidden="true" className="size-5" />
              {leaving ? t('loggingOut') : t('logout')}
            </DropdownMenu.Item>
            <DropdownMenu.Item onSelect={() => setConfirmAll(true)} className={itemClasses}>
              <MonitorX aria-hidden="true" className="size-5" />
              {t('logoutAll')}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <ConfirmDialog
        open={confirmAll}
        onOpenChange={setConfirmAll}
        title={t('logoutAllTitle')}
        description={t('logoutAllText')}
        confirmLabel={t('logoutAllConfirm')}
        busyLabel={t('loggingOutAll')}
        onConfirm={() => void onLogoutAll()}
        isPending={endingAll}
      />
    </>
  );
}
