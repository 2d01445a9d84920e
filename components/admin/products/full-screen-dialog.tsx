'use client';

import type { ReactNode } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { CloseButton, overlayClasses } from '@/components/ui/dialog';

export type FullScreenDialogProps = {
  title: ReactNode;
  /** Called when Escape or the close button asks to leave. */
  onClose: () => void;
  closeLabel?: string;
  children: ReactNode;
};

/**
 * A modal that fills the whole screen at every width (spec 2 §2: "Edit opens a full-screen
 * form"). Radix gives the focus trap, Escape and aria-modal; the content below is inert.
 */
export function FullScreenDialog({ title, onClose, closeLabel, children }: FullScreenDialogProps) {
  return (
    <DialogPrimitive.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={overlayClasses} />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex h-dvh w-full flex-col bg-surface outline-none data-[state=open]:animate-fade-in"
        >
          <div className="flex items-center gap-3 border-b border-border px-4 py-2 sm:px-6">
            <DialogPrimitive.Title className="min-w-0 flex-1 truncate text-lg font-semibold sm:text-xl">{title}</DialogPrimitive.Title>
            <CloseButton label={closeLabel} className="-me-2" />
          </div>
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
