'use client';

import { useState } from 'react';
import dynamic from 'next/dynamic';
import { Share2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';

export function socialTriggerClasses(className?: string) {
  return cn(
    'inline-flex size-tap items-center justify-center rounded-control transition-colors hover:bg-foreground/5 data-[state=open]:bg-foreground/5',
    'group-data-[transparent=true]/header:hover:bg-white/10 group-data-[transparent=true]/header:data-[state=open]:bg-white/10',
    className,
  );
}

const loadDropdown = () => import('./social-menu-dropdown').then((m) => m.SocialMenuDropdown);

/** Until the first click, a plain button that looks and reads like the Radix trigger. */
function StaticTrigger({ className, onOpen }: { className?: string; onOpen?: () => void }) {
  const t = useTranslations('Header');
  return (
    <button
      type="button"
      aria-label={t('social')}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      className={socialTriggerClasses(className)}
      // Fetch the menu's code as soon as the shopper points at or tabs to the button.
      onPointerEnter={() => void loadDropdown()}
      onFocus={() => void loadDropdown()}
      onClick={onOpen}
    >
      <Share2 aria-hidden="true" className="size-5" />
    </button>
  );
}

const SocialMenuDropdown = dynamic(loadDropdown, { ssr: false, loading: () => <StaticTrigger /> });

/**
 * Header dropdown with the three social profiles. Radix's menu (arrow keys, Escape, focus
 * return) loads on the first click and opens at once; the page's first load carries none of it.
 */
export function SocialMenu({ className }: { className?: string }) {
  const [wanted, setWanted] = useState(false);
  if (wanted) return <SocialMenuDropdown className={className} defaultOpen />;
  return <StaticTrigger className={className} onOpen={() => setWanted(true)} />;
}
