'use client';

import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import { business } from '@/lib/business';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { useAdminSession } from '@/lib/session/admin-session';
import { isActivePath, navItemsFor } from './nav-items';

/** Issue 25 §1: on a wide screen (≥ 1024 px) every section in a side navigation, always in sight. */
export function AdminSideNav() {
  const t = useTranslations('Admin.nav');
  const { user } = useAdminSession();
  const pathname = usePathname();
  return (
    <nav
      aria-label={t('label')}
      className="fixed inset-y-0 start-0 z-30 hidden w-60 flex-col border-e border-border bg-surface lg:flex print:hidden"
    >
      <p className="px-5 pt-5 pb-3 text-sm font-bold tracking-tight text-foreground">
        {business.name}
        <span className="block text-xs font-medium text-muted-foreground">{t('title')}</span>
      </p>
      <ul className="flex-1 space-y-0.5 overflow-y-auto px-3 pb-4">
        {navItemsFor(user).map(({ key, href, icon: Icon }) => {
          const active = isActivePath(pathname, href);
          return (
            <li key={key}>
              <Link
                href={href}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex min-h-11 items-center gap-3 rounded-control px-3 text-sm font-medium',
                  active
                    ? 'bg-primary-soft font-semibold text-primary-active'
                    : 'text-muted-foreground hover:bg-surface-muted hover:text-foreground',
                )}
              >
                <Icon aria-hidden="true" className={cn('size-5 shrink-0', active && 'stroke-[2.5]')} />
                {t(key)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
