import { ApiError, CONFLICT_CODES, type ConflictCode, type ErrorCode } from '@/lib/errors';

const conflicts = Object.fromEntries(CONFLICT_CODES.map((code) => [code, 409])) as Record<ConflictCode, 409>;

/**
 * The HTTP status of each error code: the route layer's word, never the thrower's. The type asks
 * for every code of lib/errors.ts, so a new code cannot reach an answer without its status.
 */
export const HTTP_STATUS_BY_CODE = {
  bad_request: 400,
  validation_error: 400,
  invalid_json: 400,
  invalid_characters: 400,
  invalid_csv: 400,
  invalid_idempotency_key: 400,
  invalid_key: 400,
  consent_required: 400,
  order_too_large: 400,
  bulk_price_invalid: 400,
  import_invalid: 400,
  synonym_taken: 400,
  municipality_in_other_zone: 400,
  department_in_other_group: 400,
  unauthorized: 401,
  invalid_code: 401,
  invalid_credentials: 401,
  forbidden: 403,
  invalid_signature: 403,
  not_found: 404,
  method_not_allowed: 405,
  expired: 410,
  link_expired: 410,
  payload_too_large: 413,
  file_too_large: 413,
  unsupported_media_type: 415,
  idempotency_key_reused: 422,
  ...conflicts,
  rate_limited: 429,
  internal_error: 500,
  payment_provider_error: 502,
  service_unavailable: 503,
  not_ready: 503,
} as const satisfies Record<ErrorCode, number>;

export const httpStatusOf = (error: ApiError | ErrorCode): number => HTTP_STATUS_BY_CODE[error instanceof ApiError ? error.code : error];
