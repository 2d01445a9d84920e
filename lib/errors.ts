import { type ApiLocale, apiMessage, type ApiMessageKey, type ApiMessageValues } from '@/lib/api-messages';
import { rateLimitMessage, type RateLimitReason } from '@/lib/rate-limit/message';

/**
 * The refusals that say "this cannot happen as asked": the state, stock, price or a unique name
 * changed under the caller, or a limit is reached. The route layer answers all of them alike
 * (lib/http/errors.ts), and `conflict()` takes only these.
 */
export const CONFLICT_CODES = [
  'address_limit',
  'already_uploaded',
  'cannot_delete_self',
  'category_in_use',
  'delivery_fee_pending',
  'email_locked',
  'email_taken',
  'idempotency_in_flight',
  'import_changed',
  'insufficient_on_hand',
  'invalid_state',
  'invoicing_disabled',
  'last_admin',
  'name_taken',
  'negative_stock',
  'out_of_stock',
  'price_changed',
  'shipment_exists',
  'shipping_fee_changed',
  'sku_taken',
  'slug_taken',
  'stock_changed',
  'unpaid_orders_limit',
  'unpaid_units_limit',
  'value_taken',
  'variant_unavailable',
] as const;

/**
 * Every code an error answer can carry, and no other: a client (this store's or another) can
 * switch on `code` knowing the whole list. A new refusal adds its code here, and the compiler
 * then asks for its HTTP status in lib/http/errors.ts.
 */
export const ERROR_CODES = [
  // The request itself is wrong: its body, its values or what it asks for.
  'bad_request',
  'validation_error',
  'invalid_json',
  'invalid_characters',
  'invalid_csv',
  'invalid_idempotency_key',
  'invalid_key',
  'consent_required',
  'order_too_large',
  'bulk_price_invalid',
  'import_invalid',
  'synonym_taken',
  'municipality_in_other_zone',
  'department_in_other_group',
  // Who is asking: not signed in, a wrong code or password, a role or link that does not allow it.
  'unauthorized',
  'invalid_code',
  'invalid_credentials',
  'forbidden',
  'invalid_signature',
  // What is asked for does not exist, no longer exists, or cannot be asked for that way.
  'not_found',
  'method_not_allowed',
  'expired',
  'link_expired',
  // The request is too large or of a kind the route does not read.
  'payload_too_large',
  'file_too_large',
  'unsupported_media_type',
  'idempotency_key_reused',
  ...CONFLICT_CODES,
  // Come back later: too many attempts, the database is down, the app is not ready.
  'rate_limited',
  'service_unavailable',
  'not_ready',
  // Anything unexpected; its details go to the log only.
  'internal_error',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
export type ConflictCode = (typeof CONFLICT_CODES)[number];

/** Field → messages, as in a validation answer (`{ 'lines.0.variantId': ['…'] }`). */
export type FieldErrors = Record<string, string[]>;

export type ApiErrorOptions = {
  code: ErrorCode;
  /** What a person reads, in Spanish (the answer's language unless the client asks for English). */
  message: string;
  /** The same message in English, for a client that asks for it (Accept-Language). */
  english?: string;
  fields?: FieldErrors;
  /** Extra JSON merged into the answer (e.g. the current prices of a price_changed). */
  details?: Record<string, unknown>;
  /** Headers of the answer, such as the Retry-After of a wait. */
  headers?: Record<string, string>;
};

/**
 * The one error type of the store: thrown by services, data readers, drivers and route handlers
 * alike with a code from the closed set above. It names no HTTP status: the route wrapper maps
 * the code to one (lib/http/errors.ts), so a service cannot answer a refusal with a wrong status.
 */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly english?: string;
  readonly fields?: FieldErrors;
  readonly details?: Record<string, unknown>;
  readonly headers?: Record<string, string>;

  constructor({ code, message, english, fields, details, headers }: ApiErrorOptions) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.english = english;
    this.fields = fields;
    this.details = details;
    this.headers = headers;
  }
}

/**
 * A refusal whose words come from the catalogues (messages/*.json, namespace ApiErrors): the
 * Spanish sentence and its English twin, so the answer is in the request's language. `values`
 * fill the placeholders; a function gives them per language, for a value that is itself words
 * (a payment status). `fields` names the fields the same sentence is shown under.
 */
export type CatalogueError = {
  code: ErrorCode;
  key: ApiMessageKey;
  values?: ApiMessageValues | ((locale: ApiLocale) => ApiMessageValues);
  fields?: readonly string[];
  details?: Record<string, unknown>;
  headers?: Record<string, string>;
};

export function apiError({ code, key, values, fields, details, headers }: CatalogueError): ApiError {
  const words = (locale: ApiLocale) => apiMessage(key, typeof values === 'function' ? values(locale) : values, locale);
  const message = words('es');
  const fieldErrors = fields && Object.fromEntries(fields.map((field) => [field, [message]]));
  return new ApiError({ code, message, english: words('en'), fields: fieldErrors, details, headers });
}

/** What a helper below says: a sentence of the catalogue (both languages), or a Spanish text as given. */
export type Words = string | Pick<CatalogueError, 'key' | 'values'>;

function refusal(code: ErrorCode, words: Words, details?: Record<string, unknown>, fields?: FieldErrors): ApiError {
  if (typeof words === 'string') return new ApiError({ code, message: words, details, fields });
  const { message, english } = apiError({ code, ...words });
  return new ApiError({ code, message, english, details, fields });
}

export const badRequest = (words: Words, fields?: FieldErrors) => refusal('bad_request', words, undefined, fields);
// Without words of their own, these say the catalogue's general sentence.
export const unauthorized = (words: Words = { key: 'unauthorized' }) => refusal('unauthorized', words);
export const forbidden = (words: Words = { key: 'forbidden' }) => refusal('forbidden', words);
export const notFound = (words: Words = { key: 'notFound' }) => refusal('not_found', words);
export const conflict = (code: ConflictCode, words: Words, details?: Record<string, unknown>) => refusal(code, words, details);

/** A wait in words ('Inténtalo de nuevo en 12 minutos'), in both languages, and as Retry-After. */
export const tooManyRequests = (retryAfterSeconds: number, reason: RateLimitReason = 'attempts') => {
  const wait = Math.max(1, Math.ceil(retryAfterSeconds));
  return new ApiError({
    code: 'rate_limited',
    message: rateLimitMessage(reason, wait, 'es'),
    english: rateLimitMessage(reason, wait, 'en'),
    details: { retryAfter: wait },
    headers: { 'Retry-After': String(wait) },
  });
};

/** Seconds a client should wait before retrying while the database is unavailable. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;
export const serviceUnavailable = () =>
  apiError({ code: 'service_unavailable', key: 'serviceUnavailable', headers: { 'Retry-After': String(OUTAGE_RETRY_AFTER_SECONDS) } });
