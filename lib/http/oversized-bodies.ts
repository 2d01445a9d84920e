import type { IncomingMessage, Server } from 'node:http';
import { apiLocaleOf, apiMessage, type ApiLocale } from '@/lib/api-messages';
import { type BodyLimit, bodyLimitFor } from './body-limits';
import { type RequestStart, requestStartHook } from './request-start';
import { API_CONTENT_SECURITY_POLICY, baseSecurityHeaders, resolveRequestId } from './security-headers';

/**
 * A request that declares a body larger than its route may take is answered 413 as its headers
 * arrive, before one byte of the body is read. Left to Next, proxy.ts's matcher makes Next buffer
 * up to its proxy body limit of every body before the route handler's own check runs, and a
 * client declaring 20 MB got its answer only after sending all of it: forty at once took
 * hundreds of megabytes. Chunked bodies (no declared length) are bounded twice instead: by what
 * Next may buffer (next.config.ts, PROXY_BODY_BUFFER_BYTES) and by the handler's counting
 * reader (body.ts).
 *
 * Hooked on Node's request start (request-start.ts), installed once per process by
 * instrumentation.ts. The refused request never reaches Next: the server's 'request' event is
 * not passed on for it. Node then discards whatever body still arrives (nothing reads it) and
 * closes the connection once the answer is out (`Connection: close`).
 */

/** Requests answered here, which the server's 'request' event must not hand to Next. */
const refused = new WeakSet<IncomingMessage>();
const silenced = new WeakSet<Server>();

function declaredLength(request: IncomingMessage): number | null {
  const header = request.headers['content-length'];
  return header === undefined ? null : Number(header);
}

function pathnameOf(url: string | undefined): string {
  return (url ?? '/').split('?', 1)[0];
}

function tooLargeMessage(limit: BodyLimit, locale: ApiLocale): string {
  if (limit.kind === 'csv') return apiMessage('files.csvTooLarge', { megabytes: limit.bytes / 1024 / 1024 }, locale);
  if (limit.kind === 'image') return apiMessage('files.imageTooLarge', undefined, locale);
  return apiMessage('body.tooLarge', undefined, locale);
}

/** The server passes 'request' on to Next except for the requests answered here. */
function silenceRefused(server: Server): void {
  if (silenced.has(server)) return;
  silenced.add(server);
  const emit = server.emit;
  server.emit = function (this: Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'request' && refused.has(args[0] as IncomingMessage)) return true;
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as Server['emit'];
}

function onRequestStart({ request, response, server }: RequestStart): void {
  const declared = declaredLength(request);
  const limit = bodyLimitFor(pathnameOf(request.url));
  if (declared === null || declared <= limit.bytes || !server) return;
  refused.add(request);
  silenceRefused(server);
  // No '100 Continue' for a body that is not wanted.
  delete request.headers.expect;
  const body = JSON.stringify({
    error: tooLargeMessage(limit, apiLocaleOf(request.headers['accept-language'])),
    code: 'payload_too_large',
  });
  const headers: Record<string, string> = {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    'Cache-Control': 'no-store',
    'Content-Security-Policy': API_CONTENT_SECURITY_POLICY,
    'x-request-id': resolveRequestId(request.headers['x-request-id'] as string | undefined),
    Connection: 'close',
  };
  for (const { key, value } of baseSecurityHeaders({ production: process.env.NODE_ENV === 'production' })) headers[key] = value;
  response.writeHead(413, headers);
  response.end(body);
}

const hook = requestStartHook('oversized-bodies', onRequestStart);

/** Refuses oversized declared bodies on every request the process's HTTP server receives. Once per process. */
export const refuseOversizedBodies = hook.install;
/** Test hook: back to a process without the refusal. */
export const allowOversizedBodies = hook.uninstall;
