import { ApiClientError } from '@/lib/api-client/client';

/** Spec 2 §8: the server's field errors joined by commas, else its message; '' when neither. */
export function saveErrorDetails(error: unknown): string {
  if (error instanceof ApiClientError && error.fields) {
    const messages = Object.values(error.fields).flat().filter(Boolean);
    if (messages.length > 0) return messages.join(', ');
  }
  return error instanceof Error ? error.message : '';
}

/** Field errors to show on the form: path ('variants.0.price') → one text. */
export function fieldErrorsOf(error: unknown): [string, string][] {
  if (!(error instanceof ApiClientError) || !error.fields) return [];
  return Object.entries(error.fields).flatMap(([path, messages]) =>
    messages?.length ? [[path, messages.join(' ')] as [string, string]] : [],
  );
}

/**
 * After a 409 stock_changed (docs/stock.md): for each row (ids in the screen's order) whose
 * figure changed meanwhile, the figure and version of now. The screen keeps what staff typed and
 * takes these, so saving again is a decision made with the current figure. [] for other errors.
 */
export function staleStockUpdates(
  error: unknown,
  ids: readonly (number | null)[],
): { index: number; savedStock: string; stockVersion: number }[] {
  if (!(error instanceof ApiClientError) || error.code !== 'stock_changed') return [];
  const current = (error.data as { variants?: unknown } | undefined)?.variants;
  if (!Array.isArray(current)) return [];
  return (current as { id: number; stock: number; stockVersion: number }[]).flatMap((row) => {
    const index = ids.indexOf(row.id);
    return index < 0 ? [] : [{ index, savedStock: String(row.stock), stockVersion: row.stockVersion }];
  });
}
