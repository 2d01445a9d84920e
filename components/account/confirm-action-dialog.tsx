'use client';

import type { ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { Button, buttonClasses } from '@/components/ui/button';
import { overlayClasses } from '@/components/ui/dialog';

export type ConfirmActionDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** While the server answers, the dialog stays open and its button busy. */
  pending: boolean;
  /** The button that opens the dialog. */
  trigger: ReactNode;
  title: ReactNode;
  text: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  busyLabel?: string;
  onConfirm: () => void;
};

/** The customer area's "are you sure?" for an action that cannot be undone (sign out everywhere, cancel, delete). */
export function ConfirmActionDialog({
  open,
  onOpenChange,
  pending,
  trigger,
  title,
  text,
  cancelLabel,
  confirmLabel,
  busyLabel,
  onConfirm,
}: ConfirmActionDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlayClasses} />
        <AlertDialog.Content className="fixed inset-x-4 top-1/2 z-50 mx-auto max-w-md -translate-y-1/2 rounded-card bg-surface p-5 shadow-overlay data-[state=open]:animate-fade-in sm:p-6">
          <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">{text}</AlertDialog.Description>
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses({ variant: 'outline' })} disabled={pending}>
              {cancelLabel}
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button
                variant="danger"
                onClick={(event) => {
                  // Stay open until the server has answered (the caller closes it).
                  event.preventDefault();
                  onConfirm();
                }}
                loading={pending}
                busyLabel={busyLabel}
              >
                {confirmLabel}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
