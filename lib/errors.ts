import { type ApiLocale, apiMessage, type ApiMessageKey, type ApiMessageValues } from '@/lib/api-messages';
import { type RateLimitReason, waitInWords } from '@/lib/rate-limit/message';

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
  'online_payments_disabled',
  'out_of_stock',
  'price_changed',
  'shipment_exists',
  'shipping_fee_changed',
  'sku_taken',
  'slug_taken',
  'stock_changed',
  'unpaid_orders_limit',
  'unpaid_units_limit',
  'unpaid_value_limit',
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
  // A service the store relies on (the payment gateway) did not answer as it should.
  'payment_provider_error',
  'service_unavailable',
  'not_ready',
  // Anything unexpected; its details go to the log only.
  'internal_error',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
export type ConflictCode = (typeof CONFLICT_CODES)[number];

/** Field → messages, as in a validation answer (`{ 'lines.0.variantId': ['…'] }`). */
export type FieldErrors = Record<string, string[]>;

/** What fills a sentence's placeholders: the same for both languages, or given per language (a value that is itself words). */
export type ErrorValues = ApiMessageValues | ((locale: ApiLocale) => ApiMessageValues);

export type ApiErrorOptions = {
  code: ErrorCode;
  /**
   * What a person reads: a sentence of the catalogues (messages/*.json, namespace ApiErrors) by
   * its key, with `values` for its placeholders…
   */
  key?: ApiMessageKey;
  values?: ErrorValues;
  /** …or a text given as it is: Spanish words, or an encoded Validation reference (lib/i18n/validation-message.ts). */
  message?: string;
  fields?: FieldErrors;
  /** Extra JSON merged into the answer (e.g. the current prices of a price_changed). */
  details?: Record<string, unknown>;
  /** Headers of the answer, such as the Retry-After of a wait. */
  headers?: Record<string, string>;
};

/** The words of `key` in `locale`. */
export const sentenceIn = (key: ApiMessageKey, values: ErrorValues | undefined, locale: ApiLocale) =>
  apiMessage(key, typeof values === 'function' ? values(locale) : values, locale);

/**
 * The one error type of the store: thrown by services, data readers, drivers and route handlers
 * alike with a code from the closed set above. It names no HTTP status and no language: the
 * route wrapper maps the code to a status (lib/http/errors.ts) and says the sentence in the
 * request's language (lib/http/route.ts), so a service cannot answer a refusal with a wrong
 * status or in one language only. `message` is the Spanish, for the log.
 */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly key?: ApiMessageKey;
  readonly values?: ErrorValues;
  readonly fields?: FieldErrors;
  readonly details?: Record<string, unknown>;
  readonly headers?: Record<string, string>;

  constructor({ code, key, values, message, fields, details, headers }: ApiErrorOptions) {
    super(key ? sentenceIn(key, values, 'es') : (message ?? code));
    this.name = 'ApiError';
    this.code = code;
    this.key = key;
    this.values = values;
    this.fields = fields;
    this.details = details;
    this.headers = headers;
  }

  /** The same refusal with more JSON in its answer (e.g. the `success: false` a client reads). */
  withDetails(extra: Record<string, unknown>): ApiError {
    const { code, key, values, fields, details, headers } = this;
    return new ApiError({ code, key, values, message: this.message, fields, details: { ...details, ...extra }, headers });
  }
}

/**
 * A refusal whose words come from the catalogues. `fields` names the fields the same sentence
 * is shown under; the route layer says it there in the request's language too.
 */
export type CatalogueError = Omit<ApiErrorOptions, 'message' | 'fields' | 'key'> & {
  key: ApiMessageKey;
  fields?: readonly string[];
};

export function apiError({ fields, ...sentence }: CatalogueError): ApiError {
  if (!fields) return new ApiError(sentence);
  // The Spanish under each field, as the message itself; the route layer says both in the request's language.
  const words = sentenceIn(sentence.key, sentence.values, 'es');
  return new ApiError({ ...sentence, fields: Object.fromEntries(fields.map((field) => [field, [words]])) });
}

/** What a helper below says: a sentence of the catalogue, or a Spanish text as given. */
export type Words = string | Pick<CatalogueError, 'key' | 'values'>;

function refusal(code: ErrorCode, words: Words, details?: Record<string, unknown>, fields?: FieldErrors): ApiError {
  if (typeof words === 'string') return new ApiError({ code, message: words, details, fields });
  return new ApiError({ code, ...words, details, fields });
}

export const badRequest = (words: Words, fields?: FieldErrors) => refusal('bad_request', words, undefined, fields);
// Without words of their own, these say the catalogue's general sentence.
export const unauthorized = (words: Words = { key: 'unauthorized' }) => refusal('unauthorized', words);
export const forbidden = (words: Words = { key: 'forbidden' }) => refusal('forbidden', words);
export const notFound = (words: Words = { key: 'notFound' }) => refusal('not_found', words);
export const conflict = (code: ConflictCode, words: Words, details?: Record<string, unknown>) => refusal(code, words, details);

/** A wait in words ('Inténtalo de nuevo en 12 minutos'), in the request's language, and as Retry-After. */
export const tooManyRequests = (retryAfterSeconds: number, reason: RateLimitReason = 'attempts') => {
  const wait = Math.max(1, Math.ceil(retryAfterSeconds));
  return apiError({
    code: 'rate_limited',
    key: `rateLimited.${reason}`,
    values: (locale) => ({ wait: waitInWords(wait, locale) }),
    details: { retryAfter: wait },
    headers: { 'Retry-After': String(wait) },
  });
};

/** Seconds a client should wait before retrying while the database is unavailable. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;
export const serviceUnavailable = () =>
  apiError({ code: 'service_unavailable', key: 'serviceUnavailable', headers: { 'Retry-After': String(OUTAGE_RETRY_AFTER_SECONDS) } });
