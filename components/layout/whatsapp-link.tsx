'use client';

import { type ReactNode, useEffect, useState } from 'react';
import { cn } from '@/components/ui/cn';
import { storageKeys } from '@/lib/browser-storage-keys';

/** Spec §9: the bubble appears 3 s after the page loads. */
export const BUBBLE_DELAY_MS = 3000;

type WhatsAppLinkProps = {
  href: string;
  label: string;
  /** The greeting bubble's text. */
  bubble: string;
  /** The close button's accessible name and its icon (server-rendered). */
  dismissLabel: string;
  dismissIcon: ReactNode;
  /** The icon (server-rendered). */
  children: ReactNode;
};

function readDismissed(): boolean {
  try {
    return sessionStorage.getItem(storageKeys.whatsappDismissed) === '1';
  } catch {
    return false;
  }
}

/**
 * The floating chat button's moving parts: the bubble 3 s after load, and the red "unread" dot
 * until the first click (which also hides the bubble). A real link: works without JavaScript.
 */
export function WhatsAppLink({ href, label, bubble, dismissLabel, dismissIcon, children }: WhatsAppLinkProps) {
  const [bubbleVisible, setBubbleVisible] = useState(false);
  const [seen, setSeen] = useState(false);
  const [dismissed, setDismissed] = useState(false);

  // Closed earlier in this visit: stays closed on every page until the tab is closed.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the tab's storage is read after hydration, so the server HTML and the first render match.
    if (readDismissed()) setDismissed(true);
  }, []);

  useEffect(() => {
    if (seen || dismissed) return;
    const timer = window.setTimeout(() => setBubbleVisible(true), BUBBLE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [seen, dismissed]);

  function dismiss() {
    setDismissed(true);
    try {
      sessionStorage.setItem(storageKeys.whatsappDismissed, '1');
    } catch {
      // Private mode without storage: closed on this page only.
    }
  }

  if (dismissed) return null;

  function handleClick() {
    setSeen(true);
    setBubbleVisible(false);
  }

  return (
    <div className="contents">
      {/* Out of the flow, to the button's left: its arrival 3 s after load moves nothing (no layout shift). */}
      {bubbleVisible ? (
        <p className="absolute right-full bottom-2 mr-3 w-max max-w-[14rem] origin-bottom-right animate-pop-in rounded-card rounded-br-sm bg-surface px-4 py-2.5 text-sm font-medium text-foreground shadow-raised ring-1 ring-border">
          {bubble}
        </p>
      ) : null}
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        onClick={handleClick}
        aria-label={label}
        className="pointer-events-auto relative inline-flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-overlay transition-transform hover:scale-105 hover:bg-primary-hover"
      >
        {children}
        <span
          aria-hidden="true"
          className={cn(
            'absolute top-0.5 right-0.5 size-3.5 rounded-full bg-red-600 ring-2 ring-white transition-opacity',
            seen && 'opacity-0',
          )}
        />
      </a>
      <button
        type="button"
        onClick={dismiss}
        aria-label={dismissLabel}
        // 28 px drawn, 44 px to tap (the ::after reaches 8 px around it).
        className="pointer-events-auto absolute -top-3 -left-3 grid size-7 place-items-center rounded-full bg-surface text-foreground shadow-raised ring-1 ring-border after:absolute after:-inset-2 after:content-['']"
      >
        {dismissIcon}
      </button>
    </div>
  );
}
