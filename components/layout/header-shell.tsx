'use client';

import { type ReactNode, useEffect, useState } from 'react';
import { cn } from '@/components/ui/cn';

/** Spec §9: on the home route the header is transparent while scrolled less than 50 px. */
export const TRANSPARENT_SCROLL_LIMIT = 50;

type HeaderShellProps = {
  /** Sits over the hero (home): transparent at the top, solid once the page scrolls. */
  overlay?: boolean;
  children: ReactNode;
};

/**
 * The <header> element and its scroll state. Descendants style themselves with
 * `group-data-[transparent=true]/header:` variants, so they can stay server components.
 */
export function HeaderShell({ overlay = false, children }: HeaderShellProps) {
  const [transparent, setTransparent] = useState(overlay);

  useEffect(() => {
    if (!overlay) return;
    const update = () => setTransparent(window.scrollY < TRANSPARENT_SCROLL_LIMIT);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [overlay]);

  return (
    <header
      data-transparent={transparent}
      className={cn(
        'group/header sticky top-0 z-40 h-16 transition-[background-color,color,box-shadow] duration-300',
        // Overlay: pull the following hero up underneath the header.
        overlay && '-mb-16',
        transparent ? 'on-dark bg-transparent text-white' : 'bg-surface/95 text-foreground shadow-card backdrop-blur',
      )}
    >
      {children}
    </header>
  );
}
