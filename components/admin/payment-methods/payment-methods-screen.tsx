'use client';

import { useState } from 'react';
import { Plus, QrCode } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useNotification } from '@/components/notifications/notification-provider';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client/admin';
import { useAdminPaymentMethods, useDeleteAdminPaymentMethod } from '@/lib/api-client/admin-payment-methods';
import type { AdminPaymentMethod } from '@/lib/data/admin/payment-methods';
import { AdminPage } from '../admin-page';
import { isAdminRole, useAdminSession } from '../admin-session';
import { ConfirmDialog } from '../confirm-dialog';
import { DataTable, type DataTableColumn } from '../data-table';
import { RowActions } from '../row-actions';
import { useAdminErrorText, useNotifyQueryError } from '../use-admin-errors';
import { PaymentMethodFormDialog } from './payment-method-form-dialog';

/** /admin/payment-methods (spec 2 §2): ADMIN only (DESIGN.md roles). */
export function PaymentMethodsScreen() {
  const t = useTranslations('AdminPaymentMethods');
  const notify = useNotification();
  const errorText = useAdminErrorText();
  const { user } = useAdminSession();
  const allowed = isAdminRole(user);
  const methods = useAdminPaymentMethods({ enabled: allowed });
  const remove = useDeleteAdminPaymentMethod();
  const [editing, setEditing] = useState<AdminPaymentMethod | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminPaymentMethod | null>(null);
  useNotifyQueryError(methods.error, (error) => t('loadError', { message: errorMessage(error) }));

  const columns: DataTableColumn<AdminPaymentMethod>[] = [
    {
      id: 'image',
      header: t('columns.image'),
      cell: (m) =>
        m.qrCodeUrl ? (
          <img src={m.qrCodeUrl} alt={t('qrAlt', { name: m.name })} loading="lazy" className="size-16 rounded-control border border-border bg-white object-contain" />
        ) : (
          <span className="inline-flex size-16 items-center justify-center rounded-control bg-surface-muted">
            <QrCode aria-hidden="true" className="size-6 text-muted-foreground" />
            <span className="sr-only">{t('noImage')}</span>
          </span>
        ),
    },
    { id: 'name', header: t('columns.name'), primary: true, cell: (m) => m.name },
    {
      id: 'instructions',
      header: t('columns.instructions'),
      className: 'max-w-md',
      cell: (m) => <span className="line-clamp-3 whitespace-pre-line text-muted-foreground">{m.instructions || t('none')}</span>,
    },
    {
      id: 'status',
      header: t('columns.status'),
      cell: (m) => <Badge variant={m.isActive ? 'success' : 'neutral'}>{m.isActive ? t('active') : t('inactive')}</Badge>,
    },
  ];

  const onDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notify.success(t('deleted'));
        setDeleting(null);
      },
      onError: (error) => notify.error(t('deleteError', { message: errorText(error, errorMessage(error)) })),
    });
  };

  return (
    <AdminPage
      title={t('title')}
      description={t('description')}
      forbidden={!allowed}
      isLoading={methods.isPending}
      error={methods.isError ? t('loadError', { message: errorMessage(methods.error) }) : null}
      onRetry={() => void methods.refetch()}
      actions={
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" className="size-5" />
          {t('new')}
        </Button>
      }
    >
      <DataTable
        caption={t('caption')}
        columns={columns}
        rows={methods.data ?? []}
        getRowKey={(m) => m.id}
        empty={t('empty')}
        actions={(m) => <RowActions name={m.name} onEdit={() => setEditing(m)} onDelete={() => setDeleting(m)} />}
      />
      {editing ? <PaymentMethodFormDialog method={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        description={t('confirmDelete', { name: deleting?.name ?? '' })}
        onConfirm={onDelete}
        isPending={remove.isPending}
      />
    </AdminPage>
  );
}
