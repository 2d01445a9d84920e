'use client';

import { useState } from 'react';
import { Ellipsis } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { useAdminSession } from '@/lib/session/admin-session';
import { AdminMoreSheet } from './admin-more-sheet';
import { isActivePath, navItemsFor, phoneBarItems } from './nav-items';

export const bottomItemClasses = (active: boolean) =>
  cn(
    // 11 px, tight tracking and no side padding: 'Dashboard' in semibold fits a fifth of a 360 px
    // phone (72 px) whole; `truncate` stays only as a guard for longer translations.
    'flex min-h-16 w-full flex-col items-center justify-center gap-1 px-0.5 py-2 text-[0.6875rem] leading-tight tracking-tight font-medium',
    'rounded-control focus-visible:outline-offset-[-3px]',
    active ? 'text-primary' : 'text-muted-foreground hover:bg-surface-muted hover:text-foreground',
  );

/**
 * The spec's bottom navigation (spec 2 §2), on phones and tablets only (a wide screen has the
 * side navigation). Issue 25 §1: four sections of a working day and 'Más', which opens every
 * section; five equal cells fit 320 px, so nothing scrolls sideways.
 */
export function AdminBottomNav() {
  const t = useTranslations('Admin.nav');
  const { user } = useAdminSession();
  const pathname = usePathname();
  const [moreOpen, setMoreOpen] = useState(false);
  const items = navItemsFor(user);
  const bar = phoneBarItems(items);
  const inMore = !bar.some((item) => isActivePath(pathname, item.href));

  return (
    <nav
      aria-label={t('label')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-surface/95 pb-[env(safe-area-inset-bottom)] shadow-overlay backdrop-blur lg:hidden"
    >
      <ul className="mx-auto grid max-w-xl grid-cols-5">
        {bar.map(({ key, href, icon: Icon }) => {
          const active = isActivePath(pathname, href);
          return (
            <li key={key} className="min-w-0">
              <Link href={href} aria-current={active ? 'page' : undefined} className={bottomItemClasses(active)}>
                <Icon aria-hidden="true" className={cn('size-6', active && 'stroke-[2.5]')} />
                <span className={cn('max-w-full truncate', active && 'font-semibold')}>{t(key)}</span>
                <span aria-hidden="true" className={cn('h-0.5 w-6 rounded-full', active ? 'bg-primary' : 'bg-transparent')} />
              </Link>
            </li>
          );
        })}
        <li className="min-w-0">
          <button
            type="button"
            onClick={() => setMoreOpen(true)}
            aria-haspopup="dialog"
            aria-expanded={moreOpen}
            // The current section is one of these: 'Más' stands for it on the bar.
            aria-current={inMore ? 'page' : undefined}
            className={bottomItemClasses(inMore)}
          >
            <Ellipsis aria-hidden="true" className={cn('size-6', inMore && 'stroke-[2.5]')} />
            <span className={cn('max-w-full truncate', inMore && 'font-semibold')}>{t('more')}</span>
            <span aria-hidden="true" className={cn('h-0.5 w-6 rounded-full', inMore ? 'bg-primary' : 'bg-transparent')} />
          </button>
        </li>
      </ul>
      <AdminMoreSheet open={moreOpen} onOpenChange={setMoreOpen} items={items} pathname={pathname} />
    </nav>
  );
}
