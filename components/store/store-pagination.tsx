import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { cn } from '@/components/ui/cn';
import { Icon } from '@/components/ui/icon';
import type { StoreFilters } from '@/lib/domain/store-filters';
import { pageWindow, storeHref } from '@/lib/domain/store-pages';
import { Link } from '@/lib/i18n/navigation';

const itemClasses = 'inline-flex min-h-tap min-w-tap items-center justify-center gap-1 rounded-control px-3 text-sm font-semibold';

/** Page links that keep the filters; the current page is marked with aria-current. */
export async function StorePagination({ filters, page, pages }: { filters: StoreFilters; page: number; pages: number }) {
  if (pages <= 1) return null;
  const t = await getTranslations('Store');
  const edge = (target: number, label: string, text: string, icon: ReactNode, rel: 'prev' | 'next') =>
    target >= 1 && target <= pages ? (
      <Link
        href={storeHref(filters, target)}
        rel={rel}
        aria-label={label}
        className={cn(itemClasses, 'border border-input hover:bg-surface-muted')}
      >
        {rel === 'prev' ? icon : null}
        <span className="hidden sm:inline">{text}</span>
        {rel === 'next' ? icon : null}
      </Link>
    ) : null;

  return (
    <nav aria-label={t('pagination')} className="mt-8">
      <p className="sr-only">{t('pageStatus', { page, total: pages })}</p>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>{edge(page - 1, t('previousLabel'), t('previous'), <Icon name="chevronLeft" className="size-4" />, 'prev')}</li>
        {pageWindow(page, pages).map((target, index) =>
          target === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted-foreground">
              …
            </li>
          ) : (
            <li key={target}>
              <Link
                href={storeHref(filters, target)}
                aria-label={t('pageLabel', { page: target })}
                aria-current={target === page ? 'page' : undefined}
                className={cn(itemClasses, target === page ? 'bg-primary text-primary-foreground' : 'hover:bg-surface-muted')}
              >
                {target}
              </Link>
            </li>
          ),
        )}
        <li>{edge(page + 1, t('nextLabel'), t('next'), <Icon name="chevronRight" className="size-4" />, 'next')}</li>
      </ul>
    </nav>
  );
}
