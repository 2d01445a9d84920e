'use client';

import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { isActivePath, mainNavItems } from './nav-items';

type MainNavProps = {
  orientation?: 'horizontal' | 'vertical';
  /** Called after a link is followed (the mobile panel closes itself with it). */
  onNavigate?: () => void;
  className?: string;
};

/** Inicio, Tienda, Contáctanos; the current route's link is primary-coloured and semibold. */
export function MainNav({ orientation = 'horizontal', onNavigate, className }: MainNavProps) {
  const t = useTranslations('Nav');
  const pathname = usePathname();
  const vertical = orientation === 'vertical';

  return (
    <ul className={cn('flex', vertical ? 'flex-col gap-1' : 'items-center gap-1', className)}>
      {mainNavItems.map((item) => {
        const active = isActivePath(pathname, item.href, item.also);
        return (
          <li key={item.href}>
            <Link
              href={item.href}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
              className={cn(
                'flex min-h-tap items-center rounded-control px-3 transition-colors',
                vertical ? 'text-lg' : 'text-[0.95rem]',
                active
                  ? 'font-semibold text-primary group-data-[transparent=true]/header:text-white group-data-[transparent=true]/header:underline group-data-[transparent=true]/header:decoration-2 group-data-[transparent=true]/header:underline-offset-8'
                  : 'font-medium hover:bg-foreground/5 hover:text-primary group-data-[transparent=true]/header:hover:bg-white/10 group-data-[transparent=true]/header:hover:text-white',
                vertical && active && 'bg-primary-soft',
              )}
            >
              {t(item.key)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
