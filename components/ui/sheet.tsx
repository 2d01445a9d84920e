'use client';

import type { ComponentProps, ReactNode } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { cn } from './cn';
import { CloseButton, overlayClasses } from './dialog';

/** A side panel built on the Radix dialog: same focus trap, Escape and focus return. */
export const Sheet = DialogPrimitive.Root;

const sides = {
  left: 'left-0 border-e data-[state=open]:animate-slide-in-left',
  right: 'right-0 border-s data-[state=open]:animate-slide-in-right',
} as const;

export type SheetContentProps = Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> & {
  side?: keyof typeof sides;
  /** Required: names the panel for assistive technology. */
  title: ReactNode;
  /** Visually hide the title (it still names the panel). */
  hideTitle?: boolean;
  description?: ReactNode;
  footer?: ReactNode;
  closeLabel?: string;
};

export function SheetContent({
  side = 'right',
  title,
  hideTitle = false,
  description,
  footer,
  closeLabel,
  className,
  children,
  ...props
}: SheetContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClasses} />
      <DialogPrimitive.Content
        {...(description ? {} : { 'aria-describedby': undefined })}
        className={cn(
          'fixed inset-y-0 z-50 flex h-dvh w-[min(22rem,88vw)] flex-col border-border bg-surface text-foreground shadow-overlay outline-none',
          sides[side],
          className,
        )}
        {...props}
      >
        <div className="flex items-center gap-3 border-b border-border p-3 ps-4">
          <div className="min-w-0 flex-1">
            <DialogPrimitive.Title className={cn('text-lg font-semibold', hideTitle && 'sr-only')}>{title}</DialogPrimitive.Title>
            {description ? (
              <DialogPrimitive.Description className="text-sm text-muted-foreground">{description}</DialogPrimitive.Description>
            ) : null}
          </div>
          <CloseButton label={closeLabel} />
        </div>
        <div className="flex-1 overflow-y-auto p-4">{children}</div>
        {footer ? <div className="border-t border-border p-4">{footer}</div> : null}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
