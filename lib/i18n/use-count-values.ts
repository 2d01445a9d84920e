import { useCallback } from 'react';
import { useLocale } from 'next-intl';
import { countValues } from './count';
import type { Locale } from './routing';

/**
 * `t('key', counted(3))` for the `{count, plural, … {n} …}` messages (see lib/i18n/count.ts).
 * The function keeps its identity while the locale does, so effects may depend on it.
 */
export function useCountValues(): (count: number) => { count: number; n: string } {
  const locale = useLocale() as Locale;
  return useCallback((count: number) => countValues(count, locale), [locale]);
}
