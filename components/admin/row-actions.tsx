'use client';

import { Pencil, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

export type RowActionsProps = {
  /** The row's name, for the buttons' accessible names ("Editar Vasos"). */
  name: string;
  onEdit?: () => void;
  onDelete?: () => void;
};

/** Edit and delete buttons of one table row or card: icons with a full accessible name. */
export function RowActions({ name, onEdit, onDelete }: RowActionsProps) {
  const t = useTranslations('Admin.common');
  return (
    <>
      {onEdit ? (
        <Button variant="ghost" size="icon" onClick={onEdit} aria-label={t('editNamed', { name })} title={t('edit')}>
          <Pencil aria-hidden="true" className="size-5" />
        </Button>
      ) : null}
      {onDelete ? (
        <Button
          variant="ghost"
          size="icon"
          onClick={onDelete}
          aria-label={t('deleteNamed', { name })}
          title={t('delete')}
          className="text-danger hover:bg-danger-soft"
        >
          <Trash2 aria-hidden="true" className="size-5" />
        </Button>
      ) : null}
    </>
  );
}
