'use client';

import { useState } from 'react';
import { Plus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useNotification } from '@/components/notifications/notification-provider';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client/admin';
import { useAdminProviders, useDeleteAdminProvider } from '@/lib/api-client/admin-providers';
import type { AdminProvider } from '@/lib/data/admin/providers';
import { AdminPage } from '../admin-page';
import { ConfirmDialog } from '../confirm-dialog';
import { DataTable } from '../data-table';
import { RowActions } from '../row-actions';
import { useNotifyQueryError } from '../use-admin-errors';
import { ProviderFormDialog } from './provider-form-dialog';
import { useProviderColumns } from './provider-columns';

/** /admin/providers (spec 2 §2): name with website, contact name and e-mail, phone. */
export function ProvidersScreen() {
  const t = useTranslations('AdminProviders');
  const notify = useNotification();
  const providers = useAdminProviders();
  const remove = useDeleteAdminProvider();
  const columns = useProviderColumns();
  const [editing, setEditing] = useState<AdminProvider | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminProvider | null>(null);
  useNotifyQueryError(providers.error, (error) => t('loadError', { message: errorMessage(error) }));

  const onDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notify.success(t('deleted'));
        setDeleting(null);
      },
      onError: (error) => notify.error(t('deleteError', { message: errorMessage(error) })),
    });
  };

  return (
    <AdminPage
      title={t('title')}
      description={t('description')}
      isLoading={providers.isPending}
      error={providers.isError ? t('loadError', { message: errorMessage(providers.error) }) : null}
      onRetry={() => void providers.refetch()}
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
        rows={providers.data ?? []}
        getRowKey={(p) => p.id}
        empty={t('empty')}
        actions={(p) => <RowActions name={p.name} onEdit={() => setEditing(p)} onDelete={() => setDeleting(p)} />}
      />
      {editing ? <ProviderFormDialog provider={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} /> : null}
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
