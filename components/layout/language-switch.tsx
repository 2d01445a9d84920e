'use client';

import { useTransition } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import { storageKeys } from '@/lib/browser-storage-keys';
import { usePathname, useRouter } from '@/lib/i18n/navigation';
import { type Locale, locales } from '@/lib/i18n/routing';

/**
 * ES / EN. Keeps the current path and query; next-intl writes the locale cookie the proxy
 * reads, and the choice is also kept in localStorage (spec §9: the saved choice comes first).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const t = useTranslations('Locale');
  const current = useLocale();
  const pathname = usePathname();
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  function switchTo(next: Locale) {
    if (next === current) return;
    try {
      window.localStorage.setItem(storageKeys.lang, next);
    } catch {
      // Private mode or storage disabled: the cookie still remembers the choice.
    }
    const query = Object.fromEntries(new URLSearchParams(window.location.search));
    startTransition(() => router.replace({ pathname, query }, { locale: next, scroll: false }));
  }

  return (
    <div role="group" aria-label={t('label')} aria-busy={pending || undefined} className={cn('flex items-center', className)}>
      {locales.map((locale) => {
        const active = locale === current;
        return (
          <button
            key={locale}
            type="button"
            lang={locale}
            aria-pressed={active}
            onClick={() => switchTo(locale)}
            className={cn(
              'inline-flex min-h-tap min-w-tap items-center justify-center rounded-control px-2 text-sm transition-colors',
              active
                ? 'font-bold text-primary group-data-[transparent=true]/header:text-white group-data-[transparent=true]/header:underline group-data-[transparent=true]/header:underline-offset-4'
                : 'font-medium text-muted-foreground hover:bg-foreground/5 hover:text-foreground group-data-[transparent=true]/header:text-white/90 group-data-[transparent=true]/header:hover:bg-white/10',
            )}
          >
            {t(`${locale}.short`)}
            <span className="sr-only"> ({t(`${locale}.name`)})</span>
          </button>
        );
      })}
    </div>
  );
}
