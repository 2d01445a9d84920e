import { wholeDigits } from '@/lib/domain/digits';
import type { Locale } from './routing';

/**
 * A whole count as ICU prints it for `#` in a plural message, written out: es groups with `.`
 * from 10.000 on (1000 stays "1000"), en with `,` from 1,000 on. ICU's first `Intl.NumberFormat`
 * in a page loads its number data, 25-40 ms of one main-thread task in Chromium, and next-intl
 * builds one for every `#` a client component renders. So the messages that client components
 * render while the page loads use `{n}` (this text) instead of `#`, and pass both values through
 * `countValues`; `count` still picks the plural form.
 */
export function formatCount(count: number, locale: Locale): string {
  const digits = locale === 'es' ? wholeDigits(count, '.', 5) : wholeDigits(count, ',', 4);
  return count < 0 && digits !== '0' ? `-${digits}` : digits;
}

/** The values of a `{count, plural, … {n} …}` message. */
export function countValues(count: number, locale: Locale): { count: number; n: string } {
  return { count, n: formatCount(count, locale) };
}
