'use client';

import { type ReactNode, useEffect, useState } from 'react';
import { cn } from '@/components/ui/cn';

/** Spec §9: the bubble appears 3 s after the page loads. */
export const BUBBLE_DELAY_MS = 3000;

type WhatsAppLinkProps = {
  href: string;
  label: string;
  /** The greeting bubble's text. */
  bubble: string;
  /** The icon (server-rendered). */
  children: ReactNode;
};

/**
 * The floating chat button's moving parts: the bubble 3 s after load, and the red "unread" dot
 * until the first click (which also hides the bubble). A real link: works without JavaScript.
 */
export function WhatsAppLink({ href, label, bubble, children }: WhatsAppLinkProps) {
  const [bubbleVisible, setBubbleVisible] = useState(false);
  const [seen, setSeen] = useState(false);

  useEffect(() => {
    if (seen) return;
    const timer = window.setTimeout(() => setBubbleVisible(true), BUBBLE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [seen]);

  function handleClick() {
    setSeen(true);
    setBubbleVisible(false);
  }

  return (
    <>
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
    </>
  );
}
