'use client';

import { useTranslations } from 'next-intl';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { cn } from '@/components/ui/cn';
import { CloseButton, overlayClasses } from '@/components/ui/dialog';
import { Link } from '@/lib/i18n/navigation';
import { type AdminNavItem, isActivePath } from './nav-items';

export type AdminMoreSheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: readonly AdminNavItem[];
  pathname: string;
};

/**
 * 'Más' on a phone (issue 25 §1): every section as a grid of large tiles in a sheet rising from
 * the bottom. A Radix dialog: focus trap, Escape, focus back on 'Más'; choosing a section closes it.
 */
export function AdminMoreSheet({ open, onOpenChange, items, pathname }: AdminMoreSheetProps) {
  const t = useTranslations('Admin.nav');
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={overlayClasses} />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[85dvh] overflow-y-auto rounded-t-card bg-surface p-4 pb-[max(1rem,env(safe-area-inset-bottom))] shadow-overlay outline-none data-[state=open]:animate-slide-in-bottom"
        >
          <div className="mb-3 flex items-center justify-between gap-3">
            <DialogPrimitive.Title className="text-lg font-semibold">{t('moreTitle')}</DialogPrimitive.Title>
            <CloseButton />
          </div>
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
            {items.map(({ key, href, icon: Icon }) => {
              const active = isActivePath(pathname, href);
              return (
                <li key={key}>
                  <Link
                    href={href}
                    onClick={() => onOpenChange(false)}
                    aria-current={active ? 'page' : undefined}
                    className={cn(
                      'flex min-h-20 flex-col items-center justify-center gap-1.5 rounded-card border p-2 text-center text-sm font-medium',
                      active ? 'border-primary bg-primary-soft text-primary-active' : 'border-border hover:bg-surface-muted',
                    )}
                  >
                    <Icon aria-hidden="true" className="size-6" />
                    <span className="break-words">{t(key)}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
