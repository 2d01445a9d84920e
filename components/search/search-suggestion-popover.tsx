'use client';

import type { ReactNode, RefObject } from 'react';
import { Popover } from 'radix-ui';

export type SearchSuggestionPopoverProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The search form: the popup is placed under it, and a click inside it is not "outside". */
  formRef: RefObject<HTMLFormElement | null>;
  children: ReactNode;
};

/** The Radix part of the header search's popup, in its own chunk (loaded on the first suggestions). */
export function SearchSuggestionPopover({ open, onOpenChange, formRef, children }: SearchSuggestionPopoverProps) {
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={formRef} />
      <Popover.Portal>
        <Popover.Content
          // Not a dialog: a popup holding the listbox, while focus stays in the field.
          role={undefined}
          align="end"
          sideOffset={6}
          // Escape belongs to the field (close the list, then clear): Radix's own listener runs
          // first, in the capture phase, and would close the list before the field saw the key.
          onEscapeKeyDown={(event) => event.preventDefault()}
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          onInteractOutside={(event) => {
            if (formRef.current?.contains(event.target as Node)) event.preventDefault();
          }}
          className="z-50 w-[max(var(--radix-popper-anchor-width),24rem)] max-w-[calc(100vw-1rem)] rounded-card border border-border bg-surface p-1.5 text-foreground shadow-raised data-[state=open]:animate-fade-in"
        >
          {children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
