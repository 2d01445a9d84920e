'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { useAdminSession } from '@/lib/session/admin-session';
import { isActivePath, navItemsFor } from './nav-items';

/**
 * The sections, fixed at the bottom (spec 2 §2). On a phone the row scrolls sideways inside the
 * bar (never the page) and the current section is scrolled into view.
 */
export function AdminBottomNav() {
  const t = useTranslations('Admin.nav');
  const { user } = useAdminSession();
  const pathname = usePathname();
  const activeRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    activeRef.current?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [pathname]);

  return (
    <nav
      aria-label={t('label')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-surface/95 pb-[env(safe-area-inset-bottom)] shadow-overlay backdrop-blur"
    >
      <ul className="mx-auto flex max-w-6xl snap-x overflow-x-auto overscroll-x-contain [scrollbar-width:thin] lg:justify-center">
        {navItemsFor(user).map(({ key, href, icon: Icon }) => {
          const active = isActivePath(pathname, href);
          return (
            <li key={key} className="shrink-0 snap-start">
              <Link
                ref={active ? activeRef : undefined}
                href={href}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex min-h-16 min-w-[4.75rem] flex-col items-center justify-center gap-1 px-2.5 py-2 text-xs font-medium',
                  'rounded-control focus-visible:outline-offset-[-3px]',
                  active ? 'text-primary' : 'text-muted-foreground hover:bg-surface-muted hover:text-foreground',
                )}
              >
                <Icon aria-hidden="true" className={cn('size-6', active && 'stroke-[2.5]')} />
                <span className={cn('whitespace-nowrap', active && 'font-semibold')}>{t(key)}</span>
                <span aria-hidden="true" className={cn('h-0.5 w-6 rounded-full', active ? 'bg-primary' : 'bg-transparent')} />
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
