'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import { whatsappLink } from '@/lib/business';
import { WhatsAppIcon } from './brand-icons';

/** Spec §9: the bubble appears 3 s after the page loads. */
export const BUBBLE_DELAY_MS = 3000;

/**
 * Floating chat button, bottom right. A red dot marks it "unread" until the first click;
 * the click also hides the bubble. It is a real link (works without JavaScript) that opens
 * WhatsApp with the business number and a prefilled greeting in a new tab.
 */
export function WhatsAppButton() {
  const t = useTranslations('WhatsApp');
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
    <aside
      aria-label={t('regionLabel')}
      className="pointer-events-none fixed right-4 bottom-4 z-30 sm:right-6 sm:bottom-6"
    >
      {/* Out of the flow, to the button's left: its arrival 3 s after load moves nothing (no layout shift). */}
      {bubbleVisible ? (
        <p className="absolute right-full bottom-2 mr-3 w-max max-w-[14rem] origin-bottom-right animate-pop-in rounded-card rounded-br-sm bg-surface px-4 py-2.5 text-sm font-medium text-foreground shadow-raised ring-1 ring-border">
          {t('bubble')}
        </p>
      ) : null}
      <a
        href={whatsappLink(t('prefilledMessage'))}
        target="_blank"
        rel="noopener noreferrer"
        onClick={handleClick}
        aria-label={t('buttonLabel')}
        className="pointer-events-auto relative inline-flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-overlay transition-transform hover:scale-105 hover:bg-primary-hover"
      >
        <WhatsAppIcon className="size-8" />
        <span
          aria-hidden="true"
          className={cn(
            'absolute top-0.5 right-0.5 size-3.5 rounded-full bg-red-600 ring-2 ring-white transition-opacity',
            seen && 'opacity-0',
          )}
        />
      </a>
    </aside>
  );
}
