import { getEnv } from '@/lib/env';

/**
 * Structured logs: one line of JSON per event ({ time, level, msg, …fields }) on the process's
 * stdout (debug, info) or stderr (warn, error), for whatever collects the container's output.
 * Everything passes through `redact` first: login codes, tokens, passwords, Authorization and
 * Cookie headers, signed URL signatures and database passwords never reach a log line.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type LogFields = Record<string, unknown>;

const LEVELS: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };
const REDACTED = '[redacted]';

/** Keys whose value is a secret whatever it looks like (compared without case, '-' and '_'). */
const SECRET_KEY =
  /^(code|otp|logincode|verificationcode|token|accesstoken|refreshtoken|idtoken|idempotencykey|authorization|proxyauthorization|cookie|setcookie|password|passwordhash|newpassword|currentpassword|secret|authsecret|apikey|sig|signature|xamzsignature|xamzcredential|xamzsecuritytoken|secretaccesskey|sessiontoken|jti)$/;
const SECRET_KEY_PART = /(password|secret|token|signature|cookie|authorization|apikey)/;

/** Query parameters of signed URLs (S3/R2 presigned, our local upload URLs) and other secrets. */
const SECRET_PARAM =
  /([?&;](?:x-amz-signature|x-amz-credential|x-amz-security-token|signature|sig|token|code|otp|password|api_?key)=)[^&#\s"']*/gi;
const BEARER = /\b(bearer|basic)\s+[\w\-.~+/=]+/gi;
const JWT = /\beyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]*/g;
const URL_PASSWORD = /(\b[a-z][a-z0-9+.-]*:\/\/[^:/@\s]*:)[^@/\s]+@/gi;
const KEY_VALUE = /\b(password|passwd|secret|token|code|otp)(\s*[=:]\s*)("?)[^\s,;"&]+/gi;

function normalizeKey(key: string): string {
  return key.toLowerCase().replace(/[-_\s]/g, '');
}

function isSecretKey(key: string): boolean {
  const k = normalizeKey(key);
  return SECRET_KEY.test(k) || SECRET_KEY_PART.test(k);
}

/** Scrubs secrets out of free text (error messages, URLs, header values). */
export function redactText(text: string): string {
  return text
    .replace(URL_PASSWORD, `$1${REDACTED}@`)
    .replace(SECRET_PARAM, `$1${REDACTED}`)
    .replace(BEARER, `$1 ${REDACTED}`)
    .replace(JWT, REDACTED)
    .replace(KEY_VALUE, `$1$2$3${REDACTED}`);
}

/**
 * Longest string a log line keeps of any one message or field (a stack, longer).
 * A failed query's message carries its whole SQL text: with a long store query that was
 * megabytes in one line (issue 19).
 */
export const MAX_LOG_STRING = 2048;
const MAX_LOG_STACK = 8192;

/** `text` cut to `max` characters with a marker saying how long it was. */
export function truncateText(text: string, max: number = MAX_LOG_STRING): string {
  return text.length <= max ? text : `${text.slice(0, max)}… [truncated: ${text.length} characters]`;
}

/** A copy of `value` safe to log: secret keys blanked, strings scrubbed and cut, errors flattened. */
export function redact(value: unknown, depth = 0): unknown {
  if (value === null || value === undefined) return value;
  // Scrubbed before it is cut, so a cut cannot leave a secret the patterns no longer recognise.
  if (typeof value === 'string') return truncateText(redactText(value));
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return value.toString();
  if (depth > 6) return '[truncated]';
  if (value instanceof Error) return redact(serializeError(value), depth + 1);
  if (value instanceof Date) return value.toISOString();
  if (value instanceof URL) return redactText(value.toString());
  if (typeof Headers !== 'undefined' && value instanceof Headers) {
    return redact(Object.fromEntries(value.entries()), depth + 1);
  }
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => redact(item, depth + 1));
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      if (isSecretKey(key) && item !== null && item !== undefined && item !== '') out[key] = REDACTED;
      else if (key === 'stack' && typeof item === 'string') out[key] = truncateText(redactText(item), MAX_LOG_STACK);
      else out[key] = redact(item, depth + 1);
    }
    return out;
  }
  return String(value);
}

/**
 * An error as plain fields. Its `code` (ECONNREFUSED, a SQLSTATE) goes under `errorCode`, so the
 * rule that blanks any `code` field (login codes) does not hide it.
 */
export function serializeError(error: Error): Record<string, unknown> {
  // Drizzle's DrizzleQueryError puts the bound values (e-mails, hashes, codes) in its message
  // and stack: keep the SQL text (placeholders only) and drop the values.
  const query = (error as { query?: unknown; params?: unknown }).query;
  const withParams = typeof query === 'string' && 'params' in error;
  // The message is cut inside the stack too, so the frames after it survive the stack's own cut.
  const message = truncateText(withParams ? `Failed query: ${query}` : error.message);
  const stack = error.stack?.replace(error.message, () => message);
  const fields: Record<string, unknown> = { name: error.name, message, stack };
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' || typeof code === 'number') fields.errorCode = String(code);
  if (error.cause instanceof Error) fields.cause = serializeError(error.cause);
  return fields;
}

function threshold(): number {
  try {
    return LEVELS[getEnv().LOG_LEVEL];
  } catch {
    return LEVELS.info; // an invalid environment must not silence the log that reports it
  }
}

function write(level: LogLevel, msg: string, fields?: LogFields): void {
  if (LEVELS[level] < threshold()) return;
  const entry = { time: new Date().toISOString(), level, msg: truncateText(redactText(msg)), ...(redact(fields ?? {}) as LogFields) };
  let line: string;
  try {
    line = JSON.stringify(entry);
  } catch {
    line = JSON.stringify({ time: entry.time, level, msg: entry.msg, logError: 'fields could not be serialised' });
  }
  // Through console so test runners capture it; one argument, so it stays one line.
  if (level === 'error' || level === 'warn') console.error(line);
  else console.log(line);
}

export const log = {
  debug: (msg: string, fields?: LogFields) => write('debug', msg, fields),
  info: (msg: string, fields?: LogFields) => write('info', msg, fields),
  warn: (msg: string, fields?: LogFields) => write('warn', msg, fields),
  error: (msg: string, fields?: LogFields) => write('error', msg, fields),
};
