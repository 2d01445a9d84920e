'use client';

import { type RefObject, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { Popover } from 'radix-ui';
import { CartMenu } from './cart-menu';

export type CartButtonPopoverProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The header's plain cart button: the popover sits under it and gives focus back to it. */
  anchorRef: RefObject<HTMLButtonElement | null>;
  tinted: boolean;
};

/**
 * The Radix part of the header cart dropdown, in its own chunk (loaded on the first open).
 * Same behaviour as a Popover.Trigger: a click on the button toggles instead of closing and
 * reopening, and focus returns to it unless the shopper clicked elsewhere.
 */
export function CartButtonPopover({ open, onOpenChange, anchorRef, tinted }: CartButtonPopoverProps) {
  const t = useTranslations('Cart');
  const interactedOutside = useRef(false);
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={anchorRef} />
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          aria-label={t('menuTitle')}
          className="z-50 data-[state=open]:animate-fade-in"
          onInteractOutside={(event) => {
            if (anchorRef.current?.contains(event.target as Node)) event.preventDefault();
            else interactedOutside.current = true;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!interactedOutside.current) anchorRef.current?.focus();
            interactedOutside.current = false;
          }}
        >
          <CartMenu tinted={tinted} onNavigate={() => onOpenChange(false)} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
