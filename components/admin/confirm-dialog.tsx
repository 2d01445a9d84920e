'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Defaults to 'Confirmar Eliminación' (spec 2 §2). */
  title?: ReactNode;
  /** What will happen; deletions say that they cannot be undone (spec 2 §8). */
  description: ReactNode;
  confirmLabel?: ReactNode;
  busyLabel?: ReactNode;
  onConfirm: () => void;
  isPending?: boolean;
  /** 'danger' for deletions (the default). */
  variant?: 'danger' | 'primary';
};

/** A confirmation before a destructive action: Escape or Cancel back out, focus returns to the trigger. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  busyLabel,
  onConfirm,
  isPending = false,
  variant = 'danger',
}: ConfirmDialogProps) {
  const t = useTranslations('Admin.common');
  return (
    <Dialog open={open} onOpenChange={(next) => (isPending ? undefined : onOpenChange(next))}>
      <DialogContent
        size="sm"
        role="alertdialog"
        title={title ?? t('confirmDeleteTitle')}
        description={description}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="outline" disabled={isPending}>
                {t('cancel')}
              </Button>
            </DialogClose>
            <Button variant={variant} onClick={onConfirm} loading={isPending} busyLabel={busyLabel ?? t('deleting')}>
              {confirmLabel ?? t('delete')}
            </Button>
          </>
        }
      >
        <p className="text-sm text-muted-foreground">{t('cannotUndo')}</p>
      </DialogContent>
    </Dialog>
  );
}
