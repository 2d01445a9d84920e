/**
 * Dates as DESIGN.md shows them: '22 nov 2026' in Spanish ('Nov 22, 2026' in English), in the
 * business's time zone so an order placed at 11 p.m. in Cúcuta is not dated the next day.
 */
export const BUSINESS_TIME_ZONE = 'America/Bogota';

const cache = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${locale}|${withTime}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale === 'es' ? 'es-CO' : 'en-US', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      ...(withTime ? { hour: 'numeric', minute: '2-digit' } : {}),
      timeZone: BUSINESS_TIME_ZONE,
    });
    cache.set(key, f);
  }
  return f;
}

/**
 * The spaces around 'a. m.' / 'AM' made the same everywhere. ICU versions disagree: Node's writes
 * '10:04\u202fa.\u202fm.', Chromium's '10:04 a. m.', so a time rendered on the server and again
 * in the browser differed and React refused the page's hydration (error #418). Always a
 * no-break space, which also keeps '10:04 a. m.' on one line.
 */
export function steadyDayPeriod(text: string): string {
  return text.replace(/(\d)\s+(?=(?:a|p)\.\s*m\.|[AP]M\b)/g, '$1\u00a0').replace(/\b([ap])\.\s*m\./g, '$1.\u00a0m.');
}

function spanishDate(parts: Intl.DateTimeFormatPart[]): string {
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const date = `${part('day')} ${part('month').replace('.', '')} ${part('year')}`;
  const hour = part('hour');
  return hour ? steadyDayPeriod(`${date}, ${hour}:${part('minute')} ${part('dayPeriod')}`.trim()) : date;
}

/** '22 nov 2026' / 'Nov 22, 2026'. */
export function formatDate(iso: string | Date, locale: string): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  const f = formatter(locale, false);
  return locale === 'es' ? spanishDate(f.formatToParts(date)) : f.format(date);
}

/** '22 nov 2026, 10:04 a. m.' / 'Nov 22, 2026, 10:04 AM'. */
export function formatDateTime(iso: string | Date, locale: string): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  const f = formatter(locale, true);
  return locale === 'es' ? spanishDate(f.formatToParts(date)) : steadyDayPeriod(f.format(date));
}
