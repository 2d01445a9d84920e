import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { z, ZodError } from 'zod';
import { isDatabaseUnavailable } from '@/db/client';
import { type Access, access } from '@/lib/contracts/operation';
import { type CustomerPrincipal, requireCustomer, requireStaff, type StaffPrincipal } from '@/lib/auth/guards';
import { runAsActor } from '@/lib/auth/actor';
import { ROLE_TABLE, type StaffOperation } from '@/lib/auth/role-table';
import { parseId } from '@/lib/domain/id';
import { ApiError, apiError, badRequest, notFound, sentenceIn, serviceUnavailable } from '@/lib/errors';
import { fieldTexts, validationText } from '@/lib/i18n/validation-text';
import { message as validationMessage } from '@/lib/i18n/validation-message';
import { log } from '@/lib/log';
import type { ApiLocale } from '@/lib/api-messages';
import { clientIp } from './client-ip';
import { MAX_JSON_BYTES, readBodyWithLimit } from './body';
import { requestLocale } from './api-edges';
import { httpStatusOf } from './errors';
import { noteDatabaseOutage, withOutageDeadline } from './outage-deadline';
import { resolveRequestId } from './security-headers';

/** Who may call a route. Every route declares one; tests read it from the exported handler. */
export type RoutePolicy = Access;

type PrincipalFor<P extends RoutePolicy> = P extends { auth: 'customer' }
  ? CustomerPrincipal
  : P extends { auth: 'staff' }
    ? StaffPrincipal
    : null;

export type RouteContext<P extends RoutePolicy> = {
  req: NextRequest;
  params: Record<string, string>;
  principal: PrincipalFor<P>;
};

type NextRouteContext = { params: Promise<Record<string, string | string[]>> };

export type RouteHandler = ((req: NextRequest, ctx: NextRouteContext) => Promise<Response>) & {
  policy: RoutePolicy;
};

/** The contracts' access levels (lib/contracts/operation.ts): the document says what the wrapper enforces. */
export const policies = access;

/** A back-office operation's policy, from the one role table (lib/auth/role-table.ts). */
export const staffPolicy = (operation: StaffOperation) => policies[ROLE_TABLE[operation]];

/**
 * The one wrapper of every /api route: authenticates by policy, runs the handler and turns
 * anything thrown into a JSON error. A returned Response passes through; any other value is
 * sent as JSON 200. Every answer carries the request id (x-request-id, from proxy.ts or made
 * here) and is logged as one access line. Answers of authenticated or private routes, errors
 * included, are `private, no-store`: no shared cache or browser history keeps them.
 */
export function apiRoute<P extends RoutePolicy>(policy: P, handler: (ctx: RouteContext<P>) => Promise<unknown>): RouteHandler {
  const wrapped = async (req: NextRequest, ctx: NextRouteContext) => {
    const started = performance.now();
    // The id proxy.ts gave the request (or a safe one from upstream), else a new one.
    const requestId = resolveRequestId(req.headers.get('x-request-id'));
    const context = { requestId, method: req.method, path: pathOf(req) };
    const run = async (): Promise<Response> => {
      try {
        const principal = await authenticate(req, policy);
        const rawParams = ctx?.params ? await ctx.params : {};
        const params = Object.fromEntries(Object.entries(rawParams).map(([k, v]) => [k, Array.isArray(v) ? v.join('/') : v]));
        const call = () => handler({ req, params, principal: principal as PrincipalFor<P> });
        // Staff requests run as their actor: the services' activity-log entries say who.
        const result = await (principal?.kind === 'staff'
          ? runAsActor({ id: principal.id, nombre: principal.nombre, email: principal.email, ip: clientIp(req) }, call)
          : call());
        return result instanceof Response ? result : NextResponse.json(result ?? { success: true });
      } catch (error) {
        return errorResponse(error, context, requestLocale(req));
      }
    };
    let response = await withOutageDeadline(run(), () => {
      log.warn('request cut: the database is failing', context);
      return errorResponse(serviceUnavailable(), context);
    });
    response = withHeader(response, 'x-request-id', requestId);
    if (isPrivate(policy)) response = withHeader(response, 'Cache-Control', PRIVATE_NO_STORE);
    log.info('request', {
      ...context,
      status: response.status,
      durationMs: Math.round(performance.now() - started),
      ip: clientIp(req),
    });
    return response;
  };
  return Object.assign(wrapped, { policy });
}

/** The path only: query strings can hold signatures and tokens (upload URLs). */
function pathOf(req: Request): string {
  try {
    return new URL(req.url).pathname;
  } catch {
    return '?';
  }
}

/** Sets a header, copying the response first when its headers are immutable (fetch, redirect). */
function withHeader(response: Response, name: string, value: string): Response {
  try {
    response.headers.set(name, value);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set(name, value);
    return copy;
  }
}

export const PRIVATE_NO_STORE = 'private, no-store';

/** Who is asking decides the answer (customer, staff) or the answer is a credential (login). */
export const isPrivate = (policy: RoutePolicy): boolean => policy.auth !== 'public' || policy.private === true;

async function authenticate(req: Request, policy: RoutePolicy) {
  if (policy.auth === 'customer') return requireCustomer(req);
  if (policy.auth === 'staff') return requireStaff(req, policy.roles);
  return null;
}

/** Error answers are never cached: a transient 404 or 500 must not stick in a CDN or browser. */
const NO_STORE = { 'Cache-Control': 'no-store' };

type ErrorContext = { requestId?: string; method?: string; path?: string };

export function errorResponse(error: unknown, context: ErrorContext = {}, locale: ApiLocale = 'es'): Response {
  // PostgreSQL stopped, restarting or unreachable: a quick 503 the client can retry, not a 500.
  if (!(error instanceof ApiError) && isDatabaseUnavailable(error)) {
    noteDatabaseOutage();
    log.warn('database unavailable', { ...context, error: describeOutage(error) });
    error = serviceUnavailable();
  }
  // Schemas and services carry catalogue references (lib/i18n/validation-message.ts); the
  // answer says them in the request's language, Spanish unless it asks for English.
  if (error instanceof ApiError) {
    const body: Record<string, unknown> = { error: errorText(error, locale), code: error.code, ...error.details };
    if (error.fields) body.fields = errorFieldTexts(error, locale);
    return NextResponse.json(body, { status: httpStatusOf(error), headers: { ...error.headers, ...NO_STORE } });
  }
  if (error instanceof ZodError) {
    return NextResponse.json(
      {
        error: validationText(validationMessage('invalidData'), locale),
        code: 'validation_error',
        fields: fieldTexts(fieldErrors(error), locale),
      },
      { status: 400, headers: NO_STORE },
    );
  }
  // The stack goes to the log only, under the request id the caller received.
  log.error('unhandled error', { ...context, error });
  return NextResponse.json({ error: 'internal_error', code: 'internal_error' }, { status: 500, headers: NO_STORE });
}

/** What an error says in `locale`: its catalogue sentence, or its text (an encoded reference translated). */
function errorText(error: ApiError, locale: ApiLocale): string {
  return error.key ? sentenceIn(error.key, error.values, locale) : validationText(error.message, locale);
}

/** Its fields in `locale`; a field that repeats the error's own sentence says it in `locale` too. */
function errorFieldTexts(error: ApiError, locale: ApiLocale): Record<string, string[]> {
  const sentence = errorText(error, locale);
  const textIn = (text: string) => (error.key && text === error.message ? sentence : validationText(text, locale));
  return Object.fromEntries(Object.entries(error.fields ?? {}).map(([field, texts]) => [field, texts.map(textIn)]));
}

/** ZodError → { 'variants.0.price': ['…'] }; form-level issues under '_'. */
export function fieldErrors(error: ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

/** Reads and validates a JSON body: wrong type, too large (≤ MAX_JSON_BYTES, counted while streaming) or malformed → 415/413/400 JSON errors. */
export async function parseJson<S extends z.ZodType>(req: Request, schema: S): Promise<z.infer<S>> {
  const type = req.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) {
    throw apiError({ code: 'unsupported_media_type', key: 'body.notJsonType' });
  }
  // Streamed with the limit: a chunked body past it is cut off, never read whole first.
  const bytes = await readBodyWithLimit(req, MAX_JSON_BYTES, payloadTooLarge);
  const text = new TextDecoder().decode(bytes);
  let body: unknown;
  let hasNul = false;
  try {
    // PostgreSQL text cannot hold U+0000: refused here as a 400 rather than failing as a 500 in the query.
    body = JSON.parse(text, (key, value) => {
      if (key.includes('\0') || (typeof value === 'string' && value.includes('\0'))) hasNul = true;
      return value;
    });
  } catch {
    throw apiError({ code: 'invalid_json', key: 'body.invalidJson' });
  }
  if (hasNul) throw nulCharacter();
  return schema.parse(body);
}

/** Validates URL search parameters (first value of each) with a zod object schema. */
export function parseQuery<S extends z.ZodType>(req: NextRequest, schema: S): z.infer<S> {
  // Every parameter, not only the schema's: routes hand the rest on (the store's filters).
  for (const [key, value] of req.nextUrl.searchParams) if (key.includes('\0') || value.includes('\0')) throw nulCharacter();
  return schema.parse(Object.fromEntries(req.nextUrl.searchParams.entries()));
}

const payloadTooLarge = () => apiError({ code: 'payload_too_large', key: 'body.tooLarge' });

const nulCharacter = () => apiError({ code: 'invalid_characters', key: 'body.nulCharacter' });

/** The id in a route segment (lib/domain/id.ts); anything else is a 404 (the resource cannot exist). */
export function requireId(value: string | undefined): number {
  const id = parseId(value);
  if (id === null) throw notFound();
  return id;
}

export function json(data: unknown, init?: ResponseInit): Response {
  return NextResponse.json(data, init);
}

/** The outage's driver code and message, without a stack (one per failed request would flood the log). */
function describeOutage(error: unknown): Record<string, unknown> {
  const root = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  if (!(root instanceof Error)) return { message: String(root) };
  return { name: root.name, errorCode: (root as { code?: unknown }).code, message: root.message };
}

export { badRequest, clientIp, MAX_JSON_BYTES, requestLocale };
