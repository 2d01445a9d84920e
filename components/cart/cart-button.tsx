'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useCountValues } from '@/lib/i18n/use-count-values';
import { cn } from '@/components/ui/cn';
import { ShellIcon } from '@/components/ui/shell-icon';
import { LazySheet } from '@/components/ui/lazy-sheet';
import { useCart } from './cart-provider';

// Radix Popover (positioning, dismissal) loads on the first open, not with every page.
const CartButtonPopover = lazy(() => import('./cart-button-popover').then((m) => ({ default: m.CartButtonPopover })));
// The lines (pictures, prices, tiers) too: the phone panel fetches them with its dialog.
const CartMenu = lazy(() => import('./cart-menu').then((m) => ({ default: m.CartMenu })));

// Same look as the header's other icon buttons, including the transparent-header variants.
const triggerClasses =
  'relative size-tap items-center justify-center rounded-control transition-colors hover:bg-foreground/5 ' +
  'data-[state=open]:bg-foreground/5 group-data-[transparent=true]/header:hover:bg-white/10 ' +
  'group-data-[transparent=true]/header:data-[state=open]:bg-white/10';

function CartIcon() {
  const { lineCount, isShaking } = useCart();
  return (
    <>
      <ShellIcon name="cart" className={cn('size-6', isShaking && 'cart-shake')} />
      {lineCount > 0 ? (
        <span
          aria-hidden="true"
          className="absolute top-0.5 right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1 text-xs leading-5 font-bold text-primary-foreground ring-2 ring-white"
        >
          {lineCount > 99 ? '99+' : lineCount}
        </span>
      ) : null}
    </>
  );
}

/** Polite announcement of the line count, only for changes after the stored cart was read. */
function CartCountAnnouncer() {
  const t = useTranslations('Cart');
  const counted = useCountValues();
  const { lineCount, isReady } = useCart();
  const [message, setMessage] = useState('');
  const initial = useRef<number | null>(null);
  useEffect(() => {
    if (!isReady) return;
    if (initial.current === null) {
      initial.current = lineCount;
      return;
    }
    setMessage(t('countAnnouncement', counted(lineCount)));
  }, [isReady, lineCount, t, counted]);
  return (
    <span role="status" className="sr-only">
      {message}
    </span>
  );
}

/**
 * Header cart button (spec §2 Header): a dropdown from `md` up, a slide panel on phones. Both
 * triggers are in the page; CSS shows one, so each width gets the right pattern with no
 * hydration mismatch.
 */
export function CartButton({ className }: { className?: string }) {
  const t = useTranslations('Cart');
  const counted = useCountValues();
  const { lineCount } = useCart();
  const [popoverOpen, setPopoverOpen] = useState(false);
  const [popoverWanted, setPopoverWanted] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [tinted, setTinted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const label = t('buttonLabel', counted(lineCount));

  function openPopover(open: boolean) {
    // The header says whether it is transparent; the menu is portalled out of it, so ask on open.
    if (open) setTinted(triggerRef.current?.closest('[data-transparent]')?.getAttribute('data-transparent') === 'true');
    setPopoverOpen(open);
  }

  return (
    <div className={cn('flex', className)}>
      <button
        ref={triggerRef}
        type="button"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={popoverOpen}
        data-state={popoverOpen ? 'open' : 'closed'}
        className={cn(triggerClasses, 'hidden md:inline-flex')}
        onClick={() => {
          setPopoverWanted(true);
          openPopover(!popoverOpen);
        }}
      >
        <CartIcon />
      </button>
      {popoverWanted ? (
        <Suspense fallback={null}>
          <CartButtonPopover open={popoverOpen} onOpenChange={openPopover} anchorRef={triggerRef} tinted={tinted} />
        </Suspense>
      ) : null}

      <LazySheet
        open={sheetOpen}
        onOpenChange={setSheetOpen}
        triggerLabel={label}
        triggerClassName={cn(triggerClasses, 'inline-flex md:hidden')}
        trigger={<CartIcon />}
        side="right"
        title={t('menuTitle')}
        closeLabel={t('closeMenu')}
      >
        <Suspense fallback={null}>
          <CartMenu variant="panel" onNavigate={() => setSheetOpen(false)} />
        </Suspense>
      </LazySheet>

      <CartCountAnnouncer />
    </div>
  );
}
