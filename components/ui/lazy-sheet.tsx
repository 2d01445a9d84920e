'use client';

import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import type { SheetContentProps } from './sheet';

// Radix Dialog (focus trap, scroll lock, Escape, focus return) loads on the first open, not
// with every page: the storefront header has three of these panels.
const SheetPanel = lazy(() => import('./sheet-panel').then((m) => ({ default: m.SheetPanel })));

export type LazySheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The trigger button's accessible name, classes and content. */
  triggerLabel: string;
  triggerClassName?: string;
  trigger: ReactNode;
  side?: SheetContentProps['side'];
  title: ReactNode;
  closeLabel?: string;
  children: ReactNode;
};

/**
 * A side panel whose trigger is a plain button (same attributes a Radix trigger renders) and
 * whose Radix dialog is fetched when first opened.
 */
export function LazySheet({
  open,
  onOpenChange,
  triggerLabel,
  triggerClassName,
  trigger,
  side,
  title,
  closeLabel,
  children,
}: LazySheetProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-label={triggerLabel}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        className={triggerClassName}
        onClick={() => {
          setWanted(true);
          onOpenChange(!open);
        }}
      >
        {trigger}
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <SheetPanel open={open} onOpenChange={onOpenChange} returnFocusTo={triggerRef} side={side} title={title} closeLabel={closeLabel}>
            {children}
          </SheetPanel>
        </Suspense>
      ) : null}
    </>
  );
}
