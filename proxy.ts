import { NextRequest, NextResponse } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { getEnv } from './lib/env';
import { cachedPage, markForCapture, PAGE_CACHE_STATUS_HEADER, pageCacheKey } from './lib/http/page-cache';
import { buildContentSecurityPolicy, createNonce, resolveRequestId } from './lib/http/security-headers';
import { routing } from './lib/i18n/routing';

const handleI18nRouting = createMiddleware(routing);

/**
 * Every request gets a request id (reused from a safe upstream `x-request-id`), passed on to the
 * handler and returned to the caller. Pages also get a fresh nonce and their Content-Security-
 * Policy: set on the forwarded request too, because Next reads the nonce from there to mark its
 * own scripts (pages render per request for that). Headers common to every response, static
 * files included, come from next.config.ts.
 */
export default function proxy(request: NextRequest): NextResponse {
  const requestId = resolveRequestId(request.headers.get('x-request-id'));
  const headers = new Headers(request.headers);
  headers.set('x-request-id', requestId);

  if (request.nextUrl.pathname === '/api' || request.nextUrl.pathname.startsWith('/api/')) {
    const response = NextResponse.next({ request: { headers } });
    response.headers.set('x-request-id', requestId);
    return response;
  }

  const nonce = createNonce();
  const policy = buildContentSecurityPolicy(nonce, getEnv());
  headers.set('x-nonce', nonce);
  headers.set('Content-Security-Policy', policy);
  // next-intl forwards the request's headers on its rewrite/next responses.
  let response = handleI18nRouting(new NextRequest(request, { headers }));
  // Public store pages: answered from the page cache when it holds this URL for the current
  // catalogue, else rendered and kept (lib/http/page-cache.ts).
  const pageKey = pageCacheKey(request, response);
  const cached = pageKey ? cachedPage(pageKey, nonce) : null;
  if (cached) {
    response = fromCache(response, cached);
  } else if (pageKey && markForCapture(response.headers, pageKey, nonce)) {
    response.headers.set(PAGE_CACHE_STATUS_HEADER, 'miss');
  }
  response.headers.set('Content-Security-Policy', policy);
  response.headers.set('x-request-id', requestId);
  return response;
}

/** The stored page as the response, with what the i18n routing added (its cookie, not its rewrite). */
function fromCache(routed: NextResponse, page: { body: string; headers: [string, string][] }): NextResponse {
  const response = new NextResponse(page.body, { status: 200 });
  routed.headers.forEach((value, name) => {
    if (!name.startsWith('x-middleware-') && name !== 'link') response.headers.append(name, value);
  });
  // A string body gave the response `text/plain`: the stored headers replace, not join, theirs.
  for (const name of new Set(page.headers.map(([name]) => name))) response.headers.delete(name);
  for (const [name, value] of page.headers) response.headers.append(name, value);
  response.headers.set(PAGE_CACHE_STATUS_HEADER, 'hit');
  return response;
}

export const config = {
  // Pages and the API; not Next internals or files with an extension (public/ and uploaded files).
  matcher: '/((?!files|_next|_vercel|.*\\..*).*)',
};
