'use client';

import { useTranslations } from 'next-intl';
import { errorMessage } from '@/lib/api-client/admin';
import { useAdminProviders, useDeleteAdminProvider } from '@/lib/api-client/admin-providers';
import { useStaffMayCall } from '@/lib/session/admin-session';
import { CrudTableScreen } from '../crud-table-screen';
import { useNotifyQueryError } from '../use-admin-errors';
import { ProviderFormDialog } from './provider-form-dialog';
import { useProviderColumns } from './provider-columns';

/** /admin/providers (spec 2 §2): name with website, contact name and e-mail, phone. */
export function ProvidersScreen() {
  const t = useTranslations('AdminProviders');
  const providers = useAdminProviders();
  const remove = useDeleteAdminProvider();
  const columns = useProviderColumns();
  useNotifyQueryError(providers.error, (error) => t('loadError', { message: errorMessage(error) }));

  return (
    <CrudTableScreen
      texts={{
        title: t('title'),
        description: t('description'),
        newLabel: t('new'),
        caption: t('caption'),
        empty: t('empty'),
        loadError: providers.isError ? t('loadError', { message: errorMessage(providers.error) }) : null,
        confirmDelete: (p) => t('confirmDelete', { name: p.name }),
        deleted: t('deleted'),
        deleteError: (error) => t('deleteError', { message: errorMessage(error) }),
      }}
      list={providers}
      remove={remove}
      mayDelete={useStaffMayCall('DELETE /api/admin/providers/{id}')}
      columns={columns}
      rowName={(p) => p.name}
      renderForm={(provider, close) => <ProviderFormDialog provider={provider} onClose={close} />}
    />
  );
}
