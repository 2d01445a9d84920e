import { apiMessage, type ApiLocale } from '@/lib/api-messages';
import type { CsvMessage } from '@/lib/domain/catalog-csv';

/** A problem of the catalogue CSV in `locale`: its sentence, with the cell's label said in the same language. */
export function csvMessageText({ key, values, label }: CsvMessage, locale: ApiLocale): string {
  const labelled = label ? { ...values, label: apiMessage(`catalogCsv.labels.${label}`, undefined, locale) } : values;
  return apiMessage(`catalogCsv.${key}`, labelled, locale);
}
