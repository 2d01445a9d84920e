import { rateLimitMessage, type RateLimitReason } from './rate-limit-message';

/** The one error type of the API: thrown anywhere below a route, answered by the route wrapper. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Field errors (field → messages), as in a 400 validation answer. */
    readonly fields?: Record<string, string[]>,
    /** Extra JSON merged into the answer (e.g. current prices on a 409 price_changed). */
    readonly details?: Record<string, unknown>,
    readonly headers?: Record<string, string>,
    /** The message in English, for a client that asks for it (Accept-Language); `message` is Spanish. */
    readonly english?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string, fields?: Record<string, string[]>) => new ApiError(400, 'bad_request', message, fields);
export const unauthorized = (message = 'No autorizado.') => new ApiError(401, 'unauthorized', message);
export const forbidden = (message = 'No tienes permiso para esta acción.') => new ApiError(403, 'forbidden', message);
export const notFound = (message = 'No encontrado.') => new ApiError(404, 'not_found', message);
export const conflict = (code: string, message: string, details?: Record<string, unknown>) =>
  new ApiError(409, code, message, undefined, details);
/** 429 saying, in words, how long to wait ('Inténtalo de nuevo en 12 minutos'), in both languages. */
export const tooManyRequests = (retryAfterSeconds: number, reason: RateLimitReason = 'attempts') => {
  const wait = Math.max(1, Math.ceil(retryAfterSeconds));
  return new ApiError(
    429,
    'rate_limited',
    rateLimitMessage(reason, wait, 'es'),
    undefined,
    { retryAfter: wait },
    { 'Retry-After': String(wait) },
    rateLimitMessage(reason, wait, 'en'),
  );
};
/** Seconds a client should wait before retrying while the database is unavailable. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;
export const serviceUnavailable = (message = 'El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.') =>
  new ApiError(503, 'service_unavailable', message, undefined, undefined, {
    'Retry-After': String(OUTAGE_RETRY_AFTER_SECONDS),
  });
