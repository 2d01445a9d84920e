'use client';

import { useEffect, useState } from 'react';
import { Plus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useAdminCustomers } from '@/lib/api-client/admin-customers';
import { useRouter } from '@/lib/i18n/navigation';
import { MAX_CUSTOMER_SEARCH_LENGTH } from '@/lib/validation/admin/customers';
import { AdminPage } from '../admin-page';
import { AdminSearchField } from '../admin-search-field';
import { DataTable } from '../data-table';
import { LoadMore } from '../orders/load-more';
import { ListError, ListSpinner } from '../shipments/list-state';
import { useNotifyQueryError } from '../use-admin-errors';
import { useCustomerColumns } from './customer-columns';
import { CustomerFormDialog } from './customer-form-dialog';

/** Searches start this long after the last key press: typing a phone asks once, not per digit. */
const SEARCH_DELAY_MS = 300;

/** /admin/customers (issue 23 §4): one search box over name, e-mail, phone and document; 'Nuevo cliente'. */
export function CustomersScreen() {
  const t = useTranslations('AdminCustomers');
  const router = useRouter();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [creating, setCreating] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const query = useAdminCustomers(q);
  const columns = useCustomerColumns();
  useNotifyQueryError(query.error, () => t('loadError'));

  return (
    <AdminPage
      title={t('title')}
      description={t('description')}
      actions={
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" className="size-4" />
          {t('new')}
        </Button>
      }
    >
      <AdminSearchField
        label={t('searchLabel')}
        placeholder={t('searchPlaceholder')}
        value={typed}
        onChange={setTyped}
        maxLength={MAX_CUSTOMER_SEARCH_LENGTH}
      />
      {query.isPending ? (
        <ListSpinner label={t('loading')} />
      ) : query.isError ? (
        <ListError message={t('loadError')} onRetry={() => void query.refetch()} />
      ) : (
        <div className="space-y-4" aria-busy={query.isFetching || undefined}>
          <DataTable
            caption={t('caption')}
            columns={columns}
            rows={query.data.items}
            getRowKey={(customer) => customer.id}
            empty={q ? t('noMatches') : t('empty')}
          />
          {query.data.items.length > 0 ? (
            <LoadMore
              hasNextPage={query.hasNextPage}
              isFetchingNextPage={query.isFetchingNextPage}
              fetchNextPage={query.fetchNextPage}
              summary={t('shown', { count: query.data.items.length, total: query.data.total })}
            />
          ) : null}
        </div>
      )}
      {creating ? (
        <CustomerFormDialog onClose={() => setCreating(false)} onSaved={(customer) => router.push(`/admin/customers/${customer.id}`)} />
      ) : null}
    </AdminPage>
  );
}
