'use client';

import type { ReactNode, RefObject } from 'react';
import { Sheet, SheetContent, type SheetContentProps } from './sheet';

export type SheetPanelProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The (plain) button that opened the panel: focus goes back to it on close. */
  returnFocusTo: RefObject<HTMLElement | null>;
  side?: SheetContentProps['side'];
  title: ReactNode;
  closeLabel?: string;
  children: ReactNode;
};

/** The Radix part of LazySheet, in its own chunk: a controlled Sheet without a Radix trigger. */
export function SheetPanel({ open, onOpenChange, returnFocusTo, side, title, closeLabel, children }: SheetPanelProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side={side}
        title={title}
        closeLabel={closeLabel}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        {children}
      </SheetContent>
    </Sheet>
  );
}
