'use client';

import { type FormEventHandler, type ReactNode, useId } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, type DialogContentProps } from '@/components/ui/dialog';

export type FormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  isPending?: boolean;
  submitLabel?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** A field with its own Escape (an open combobox list) may keep the dialog open. */
  onEscapeKeyDown?: DialogContentProps['onEscapeKeyDown'];
  children: ReactNode;
};

/**
 * A create/edit modal: the form fills the body, Cancel and Save sit in the sticky footer (the
 * Save button submits through the `form` attribute). A full-height sheet on phones.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  onSubmit,
  isPending = false,
  submitLabel,
  size,
  onEscapeKeyDown,
  children,
}: FormDialogProps) {
  const t = useTranslations('Admin.common');
  const formId = useId();
  return (
    <Dialog open={open} onOpenChange={(next) => (isPending ? undefined : onOpenChange(next))}>
      <DialogContent
        size={size}
        onEscapeKeyDown={onEscapeKeyDown}
        title={title}
        description={description}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="outline" disabled={isPending}>
                {t('cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" form={formId} loading={isPending} busyLabel={t('saving')}>
              {submitLabel ?? t('save')}
            </Button>
          </>
        }
      >
        <form id={formId} noValidate onSubmit={onSubmit} className="space-y-4">
          {children}
        </form>
      </DialogContent>
    </Dialog>
  );
}
