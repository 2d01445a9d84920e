'use client';

import type { ComponentProps, ReactNode } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { cn } from './cn';

export const Dialog = DialogPrimitive.Root;
export const DialogClose = DialogPrimitive.Close;

export const overlayClasses = 'fixed inset-0 z-50 bg-foreground/60 data-[state=open]:animate-fade-in';

export function CloseButton({ label, className }: { label?: string; className?: string }) {
  const t = useTranslations('Common');
  return (
    <DialogPrimitive.Close
      aria-label={label ?? t('close')}
      className={cn(
        'inline-flex size-tap shrink-0 items-center justify-center rounded-control text-muted-foreground hover:bg-surface-muted hover:text-foreground',
        className,
      )}
    >
      <X aria-hidden="true" className="size-5" />
    </DialogPrimitive.Close>
  );
}

const widths = { sm: 'sm:max-w-sm', md: 'sm:max-w-lg', lg: 'sm:max-w-2xl' } as const;

export type DialogContentProps = Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> & {
  /** Required: names the dialog for assistive technology (aria-labelledby). */
  title: ReactNode;
  description?: ReactNode;
  /** Sticky action row at the bottom (buttons). */
  footer?: ReactNode;
  size?: keyof typeof widths;
  closeLabel?: string;
};

/**
 * Modal dialog: a full-height sheet on phones, centred card from `sm` up. Radix handles the
 * focus trap, Escape, focus return to the trigger and aria-modal.
 */
export function DialogContent({ title, description, footer, size = 'md', closeLabel, className, children, ...props }: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClasses} />
      <DialogPrimitive.Content
        // Without a description Radix must not point aria-describedby at a missing element.
        {...(description ? {} : { 'aria-describedby': undefined })}
        className={cn(
          'fixed inset-0 z-50 flex h-dvh w-full flex-col bg-surface shadow-overlay outline-none',
          'data-[state=open]:animate-slide-in-bottom sm:data-[state=open]:animate-fade-in',
          'sm:inset-auto sm:top-1/2 sm:left-1/2 sm:h-auto sm:max-h-[85dvh] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-card',
          widths[size],
          className,
        )}
        {...props}
      >
        <div className="flex items-start gap-3 border-b border-border p-4 sm:px-6">
          <div className="min-w-0 flex-1 space-y-1 pt-2">
            <DialogPrimitive.Title className="text-lg font-semibold leading-tight">{title}</DialogPrimitive.Title>
            {description ? (
              <DialogPrimitive.Description className="text-sm text-muted-foreground">{description}</DialogPrimitive.Description>
            ) : null}
          </div>
          <CloseButton label={closeLabel} className="-me-2" />
        </div>
        <div className="flex-1 overflow-y-auto p-4 sm:px-6">{children}</div>
        {footer ? (
          <div className="flex flex-col-reverse gap-2 border-t border-border p-4 sm:flex-row sm:justify-end sm:px-6">{footer}</div>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
