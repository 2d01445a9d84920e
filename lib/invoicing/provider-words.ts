import { apiMessage, type ApiLocale, type ApiMessageValues } from '@/lib/api-messages';
import type { InvoiceGap } from '@/lib/domain/invoice-data';
import type es from '@/messages/es.json';

type ProviderWord = keyof (typeof es)['ApiErrors']['invoiceProvider'];

/**
 * Why an invoice or credit note could not be issued, in the catalogue's words
 * (ApiErrors.invoiceProvider). Written in Spanish: it is stored as the document's last error,
 * next to the provider's own Spanish answer, and staff read it as it was stored.
 */
export const providerWords = (word: ProviderWord, values?: ApiMessageValues) => apiMessage(`invoiceProvider.${word}`, values, 'es');

/** 'Falta para la factura: número de documento, municipio (código DANE).' */
export function invoiceGapsMessage(missing: readonly InvoiceGap[], locale: ApiLocale = 'es'): string {
  const gaps = missing.map((gap) => apiMessage(`invoiceGaps.${gap}`, undefined, locale)).join(', ');
  return apiMessage('invoiceGaps.missing', { gaps }, locale);
}
