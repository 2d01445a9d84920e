'use client';

import { type ReactNode, useState } from 'react';
import { useTranslations } from 'next-intl';
import { LazySheet } from '@/components/ui/lazy-sheet';
import { cn } from '@/components/ui/cn';
import { ShellIcon } from '@/components/ui/shell-icon';
import { LanguageSwitch } from './language-switch';
import { MainNav } from './main-nav';

/**
 * Small screens: a slide-in panel with the navigation, the language switch and the social links
 * (`socialLinks`, rendered by the server: their icons and addresses stay out of the bundle).
 */
export function MobileMenu({ socialLinks, className }: { socialLinks: ReactNode; className?: string }) {
  const t = useTranslations('Header');
  const [open, setOpen] = useState(false);

  return (
    <LazySheet
      open={open}
      onOpenChange={setOpen}
      triggerLabel={t('openMenu')}
      triggerClassName={cn(
        'inline-flex size-tap items-center justify-center rounded-control transition-colors hover:bg-foreground/5 group-data-[transparent=true]/header:hover:bg-white/10',
        className,
      )}
      trigger={<ShellIcon name="menu" className="size-6" />}
      side="left"
      title={t('menuTitle')}
      closeLabel={t('closeMenu')}
    >
      <nav aria-label={t('mainNav')}>
        <MainNav orientation="vertical" onNavigate={() => setOpen(false)} />
      </nav>
      <div className="mt-6 border-t border-border pt-4">
        <p className="mb-1 px-3 text-sm font-semibold text-muted-foreground">{t('language')}</p>
        <LanguageSwitch className="gap-1 px-1" />
      </div>
      <div className="mt-6 border-t border-border pt-4">
        <p className="mb-1 px-3 text-sm font-semibold text-muted-foreground">{t('followUs')}</p>
        {socialLinks}
      </div>
    </LazySheet>
  );
}
