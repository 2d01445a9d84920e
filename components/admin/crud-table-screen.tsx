'use client';

import { type ReactNode, useState } from 'react';
import { Plus } from 'lucide-react';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useNotification } from '@/components/notifications/notification-provider';
import { Button } from '@/components/ui/button';
import { AdminPage } from './admin-page';
import { ConfirmDialog } from './confirm-dialog';
import { DataTable, type DataTableColumn } from './data-table';
import { RowActions } from './row-actions';

export type CrudTableTexts<T> = {
  title: string;
  description: string;
  newLabel: string;
  caption: string;
  empty: string;
  /** The error shown instead of the table when the list fails to load (null while it hasn't). */
  loadError: string | null;
  confirmDelete: (row: T) => string;
  deleted: string;
  deleteError: (error: unknown) => string;
};

type CrudTableScreenProps<T extends { id: number }> = {
  texts: CrudTableTexts<T>;
  list: UseQueryResult<T[]>;
  remove: UseMutationResult<unknown, unknown, number>;
  columns: DataTableColumn<T>[];
  /** The row's name for its Edit/Delete buttons' accessible names. */
  rowName: (row: T) => string;
  forbidden?: boolean;
  /** False hides the delete buttons (the role may not delete). */
  mayDelete?: boolean;
  newIcon?: ReactNode;
  /** More buttons of a row, before its edit and delete. */
  extraActions?: (row: T) => ReactNode;
  /** The create (row undefined) or edit dialog; `close` dismisses it. */
  renderForm: (row: T | undefined, close: () => void) => ReactNode;
};

/**
 * The back office's list screens (users, providers, payment methods): a table of rows with a
 * 'new' button, edit and delete per row, and a confirmation before deleting.
 */
export function CrudTableScreen<T extends { id: number }>({
  texts,
  list,
  remove,
  columns,
  rowName,
  forbidden,
  mayDelete = true,
  newIcon = <Plus aria-hidden="true" className="size-5" />,
  extraActions,
  renderForm,
}: CrudTableScreenProps<T>) {
  const notify = useNotification();
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);

  const onDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notify.success(texts.deleted);
        setDeleting(null);
      },
      onError: (error) => notify.error(texts.deleteError(error)),
    });
  };

  return (
    <AdminPage
      title={texts.title}
      description={texts.description}
      forbidden={forbidden}
      isLoading={list.isPending}
      error={texts.loadError}
      onRetry={() => void list.refetch()}
      actions={
        <Button onClick={() => setEditing('new')}>
          {newIcon}
          {texts.newLabel}
        </Button>
      }
    >
      <DataTable
        caption={texts.caption}
        columns={columns}
        rows={list.data ?? []}
        getRowKey={(row) => row.id}
        empty={texts.empty}
        actions={(row) => (
          <>
            {extraActions?.(row)}
            <RowActions name={rowName(row)} onEdit={() => setEditing(row)} onDelete={mayDelete ? () => setDeleting(row) : undefined} />
          </>
        )}
      />
      {editing ? renderForm(editing === 'new' ? undefined : editing, () => setEditing(null)) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        description={deleting ? texts.confirmDelete(deleting) : ''}
        onConfirm={onDelete}
        isPending={remove.isPending}
      />
    </AdminPage>
  );
}
