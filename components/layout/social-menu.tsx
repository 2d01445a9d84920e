'use client';

import { lazy, Suspense, useState } from 'react';
import { useTranslations } from 'next-intl';
import { ShellIcon } from '@/components/ui/shell-icon';
import { socialTriggerClasses } from './social-trigger-classes';

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
      <ShellIcon name="share" className="size-5" />
    </button>
  );
}

const SocialMenuDropdown = lazy(() => loadDropdown().then((SocialMenuDropdown) => ({ default: SocialMenuDropdown })));

/**
 * Header dropdown with the three social profiles. Radix's menu (arrow keys, Escape, focus
 * return) loads on the first click and opens at once; the page's first load carries none of it.
 */
export function SocialMenu({ className }: { className?: string }) {
  const [wanted, setWanted] = useState(false);
  if (wanted) {
    return (
      <Suspense fallback={<StaticTrigger className={className} />}>
        <SocialMenuDropdown className={className} defaultOpen />
      </Suspense>
    );
  }
  return <StaticTrigger className={className} onOpen={() => setWanted(true)} />;
}
