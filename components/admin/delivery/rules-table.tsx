'use client';

import { type ReactNode, useState } from 'react';
import { Plus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { UseMutationResult } from '@tanstack/react-query';
import { useNotification } from '@/components/notifications/notification-provider';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client/admin';
import { ConfirmDialog } from '../confirm-dialog';
import { DataTable, type DataTableColumn } from '../data-table';
import { RowActions } from '../row-actions';

type RulesTableProps<T extends { id: number; name: string }> = {
  id: string;
  title: string;
  description: string;
  newLabel: string;
  empty: string;
  rows: readonly T[];
  columns: DataTableColumn<T>[];
  /** ADMIN: new, edit and delete; VENDEDOR reads only (the API refuses their writes anyway). */
  canEdit: boolean;
  remove: UseMutationResult<unknown, unknown, number>;
  renderForm: (row: T | undefined, close: () => void) => ReactNode;
};

/** One list of rules (zones or rate groups) with its dialog and a confirmation before deleting. */
export function RulesTable<T extends { id: number; name: string }>({
  id,
  title,
  description,
  newLabel,
  empty,
  rows,
  columns,
  canEdit,
  remove,
  renderForm,
}: RulesTableProps<T>) {
  const t = useTranslations('AdminDelivery');
  const notify = useNotification();
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);

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
    <section aria-labelledby={id} className="space-y-3">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h2 id={id} className="text-xl font-semibold">
            {title}
          </h2>
          <p className="text-muted-foreground">{description}</p>
        </div>
        {canEdit ? (
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" className="size-5" />
            {newLabel}
          </Button>
        ) : null}
      </header>
      <DataTable
        caption={title}
        columns={columns}
        rows={rows}
        getRowKey={(row) => row.id}
        empty={empty}
        actions={
          canEdit ? (row) => <RowActions name={row.name} onEdit={() => setEditing(row)} onDelete={() => setDeleting(row)} /> : undefined
        }
      />
      {editing ? renderForm(editing === 'new' ? undefined : editing, () => setEditing(null)) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        description={deleting ? t('confirmDelete', { name: deleting.name }) : ''}
        onConfirm={onDelete}
        isPending={remove.isPending}
      />
    </section>
  );
}
