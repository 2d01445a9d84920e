import { ApiClientError } from '@/lib/api-client/client';

/**
 * Spec 2 §8 text of a failed order or shipment action ('Error al aprobar la orden.'), followed
 * by the server's own explanation when it gave one (a 409 "the order is no longer pending", a
 * 404, a field error), so staff know why and what to do.
 */
export function actionErrorText(fallback: string, error: unknown): string {
  if (error instanceof ApiClientError && error.status >= 400 && error.status < 500 && error.status !== 401 && error.message) {
    return error.message === fallback ? fallback : `${fallback} ${error.message}`;
  }
  return fallback;
}
