const compact = new Map<string, Intl.NumberFormat>();

/** '$1,2 M' on a chart axis, where full pesos would not fit a phone. */
export function compactCOP(amount: number, locale: string): string {
  let format = compact.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale === 'es' ? 'es-CO' : 'en-US', {
      style: 'currency',
      currency: 'COP',
      notation: 'compact',
      maximumFractionDigits: 1,
    });
    compact.set(locale, format);
  }
  return format.format(amount);
}
