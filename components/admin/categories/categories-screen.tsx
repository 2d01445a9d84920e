'use client';

import { useMemo, useState } from 'react';
import { CornerDownRight, FolderPlus, ImageOff } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useNotification } from '@/components/notifications/notification-provider';
import { Button } from '@/components/ui/button';
import { type AdminCategoryNode, useAdminCategories, useDeleteAdminCategory } from '@/lib/api-client/admin-catalog';
import { useStaffCan } from '@/lib/session/admin-session';
import { AdminPage } from '../admin-page';
import { ConfirmDialog } from '../confirm-dialog';
import { DataTable, type DataTableColumn } from '../data-table';
import { RowActions } from '../row-actions';
import { useAdminErrorText, useNotifyQueryError } from '../use-admin-errors';
import { CategoryFormDialog } from './category-form-dialog';
import { type FlatCategory, flattenCategories } from './category-tree';

/** /admin/categories (spec 2 §2): the tree as a table, names indented by depth. */
export function CategoriesScreen() {
  const t = useTranslations('AdminCategories');
  const notify = useNotification();
  const errorText = useAdminErrorText();
  const categories = useAdminCategories();
  const remove = useDeleteAdminCategory();
  const [editing, setEditing] = useState<AdminCategoryNode | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminCategoryNode | null>(null);
  // Issue 25 §5: only an ADMIN deletes categories.
  const mayDelete = useStaffCan('deleteCategories');
  const rows = useMemo(() => flattenCategories(categories.data ?? []), [categories.data]);
  useNotifyQueryError(categories.error, (error) => errorText(error, t('loadError')));

  const columns: DataTableColumn<FlatCategory>[] = [
    {
      id: 'name',
      header: t('columns.name'),
      primary: true,
      cell: ({ category, depth }) => (
        // Capped so a deep branch still fits a 360 px card.
        <span className="inline-flex items-center gap-1.5" style={{ paddingInlineStart: `${Math.min(depth, 4) * 1.25}rem` }}>
          {depth > 0 ? <CornerDownRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" /> : null}
          {category.name}
          {depth > 0 ? <span className="sr-only">{t('level', { depth: depth + 1 })}</span> : null}
        </span>
      ),
    },
    {
      id: 'description',
      header: t('columns.description'),
      className: 'max-w-md text-muted-foreground',
      cell: ({ category }) => <span className="line-clamp-2">{category.description || t('noDescription')}</span>,
    },
    {
      id: 'image',
      header: t('columns.image'),
      cell: ({ category }) =>
        category.imageUrl ? (
          // A plain <img>: uploaded files may live on the bucket's own domain.
          <img
            src={category.imageUrl}
            alt={t('imageAlt', { name: category.name })}
            loading="lazy"
            className="size-12 rounded-control border border-border object-cover"
          />
        ) : (
          <span className="inline-flex size-12 items-center justify-center rounded-control bg-surface-muted" title={t('noImage')}>
            <ImageOff aria-hidden="true" className="size-5 text-muted-foreground" />
            <span className="sr-only">{t('noImage')}</span>
          </span>
        ),
    },
  ];

  const onDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notify.success(t('deleted'));
        setDeleting(null);
      },
      onError: (error) => notify.error(errorText(error, t('saveError'))),
    });
  };

  return (
    <AdminPage
      title={t('title')}
      description={t('description')}
      isLoading={categories.isPending}
      error={categories.isError ? errorText(categories.error, t('loadError')) : null}
      onRetry={() => void categories.refetch()}
      actions={
        <Button onClick={() => setEditing('new')}>
          <FolderPlus aria-hidden="true" className="size-5" />
          {t('new')}
        </Button>
      }
    >
      <DataTable
        caption={t('caption')}
        columns={columns}
        rows={rows}
        getRowKey={({ category }) => category.id}
        empty={t('empty')}
        actions={({ category }) => (
          <RowActions
            name={category.name}
            onEdit={() => setEditing(category)}
            onDelete={mayDelete ? () => setDeleting(category) : undefined}
          />
        )}
      />
      {editing ? (
        <CategoryFormDialog
          tree={categories.data ?? []}
          category={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
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
