'use client';

import { useTranslations } from 'next-intl';
import { errorMessage } from '@/lib/api-client/admin';
import { useAdminSearchSynonyms, useDeleteAdminSearchSynonym } from '@/lib/api-client/admin-search-synonyms';
import type { AdminSearchSynonym } from '@/lib/data/admin/search-synonyms';
import { useStaffMayCall } from '@/lib/session/admin-session';
import { CrudTableScreen } from '../crud-table-screen';
import type { DataTableColumn } from '../data-table';
import { useNotifyQueryError } from '../use-admin-errors';
import { SearchSynonymFormDialog } from './search-synonym-form-dialog';

/** /admin/search-synonyms (issue 20 item 6): the groups of words the store search treats as one. */
export function SearchSynonymsScreen() {
  const t = useTranslations('AdminSearchSynonyms');
  const synonyms = useAdminSearchSynonyms();
  const remove = useDeleteAdminSearchSynonym();
  useNotifyQueryError(synonyms.error, (error) => t('loadError', { message: errorMessage(error) }));

  const columns: DataTableColumn<AdminSearchSynonym>[] = [
    {
      id: 'terms',
      header: t('columns.terms'),
      primary: true,
      cell: (s) => (
        <ul className="flex flex-wrap gap-1.5">
          {s.terms.map((term) => (
            <li key={term} className="rounded-full bg-surface-muted px-2.5 py-0.5 text-sm font-normal">
              {term}
            </li>
          ))}
        </ul>
      ),
    },
  ];

  return (
    <CrudTableScreen
      texts={{
        title: t('title'),
        description: t('description'),
        newLabel: t('new'),
        caption: t('caption'),
        empty: t('empty'),
        loadError: synonyms.isError ? t('loadError', { message: errorMessage(synonyms.error) }) : null,
        confirmDelete: (s) => t('confirmDelete', { terms: s.terms.join(', ') }),
        deleted: t('deleted'),
        deleteError: (error) => t('deleteError', { message: errorMessage(error) }),
      }}
      list={synonyms}
      remove={remove}
      mayDelete={useStaffMayCall('DELETE /api/admin/search-synonyms/{id}')}
      columns={columns}
      rowName={(s) => s.terms.join(', ')}
      renderForm={(synonym, close) => <SearchSynonymFormDialog synonym={synonym} onClose={close} />}
    />
  );
}
