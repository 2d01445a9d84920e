import { NextRequest, NextResponse } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { getEnv } from './lib/env';
import { methodNotAllowed } from './lib/http/api-edges';
import { limitStoreRender } from './lib/http/store-render-limit';
import { CODING_HEADER } from './lib/http/encoded-responses';
import { type CachedPage, cachedPage, markForCapture, PAGE_CACHE_STATUS_HEADER, pageCacheTarget } from './lib/page-cache';
import { buildContentSecurityPolicy, createNonce, resolveRequestId } from './lib/http/security-headers';
import { routing } from './lib/i18n/routing';
import { isPaymentLinkPath } from './lib/domain/payment-link';

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
    // A method the route file does not export: JSON with Allow, not Next's empty 405.
    const response = methodNotAllowed(request, request.nextUrl.pathname) ?? NextResponse.next({ request: { headers } });
    response.headers.set('x-request-id', requestId);
    return response;
  }

  const nonce = createNonce();
  const env = getEnv();
  const policy = buildContentSecurityPolicy({ nonce }, env);
  headers.set('x-nonce', nonce);
  headers.set('Content-Security-Policy', policy);
  if (isFileLikePath(request.nextUrl.pathname)) {
    // Never a localized page: no locale routing (it would rewrite /images/x.webp to
    // /es/images/x.webp) and no page cache. Whatever answers, the file or the store's 404 page
    // (a probe for /foo.php), carries the policy, and the 404's scripts its nonce.
    const response = NextResponse.next({ request: { headers } });
    response.headers.set('Content-Security-Policy', policy);
    response.headers.set('x-request-id', requestId);
    return response;
  }
  // next-intl forwards the request's headers on its rewrite/next responses.
  let response = handleI18nRouting(new NextRequest(request, { headers }));
  // Public store pages: answered from the page cache when it holds this page (keyed on what it
  // depends on) for the current catalogue, else rendered and kept (lib/page-cache/page-cache.ts).
  const storePage = pageCacheTarget(request, response);
  const cached = storePage ? cachedPage(storePage.target, request.headers.get('accept-encoding')) : null;
  if (cached) {
    response = fromCache(response, cached);
    // The stored page carries no nonce: its inline scripts are allowed by their hashes.
    response.headers.set('Content-Security-Policy', buildContentSecurityPolicy({ hashes: cached.scriptHashes }, env));
  } else {
    // A render: store pages have a budget per address (lib/http/store-render-limit.ts).
    const limited = limitStoreRender(request, response);
    if (limited) {
      limited.headers.set('x-request-id', requestId);
      return limited;
    }
    if (storePage?.store && markForCapture(response.headers, storePage.target, nonce))
      response.headers.set(PAGE_CACHE_STATUS_HEADER, 'miss');
    response.headers.set('Content-Security-Policy', policy);
  }
  response.headers.set('x-request-id', requestId);
  return response;
}

/**
 * The stored page as the response, with what the i18n routing added (its cookie, not its
 * rewrite). Its body is already compressed: the coding is named in CODING_HEADER, which becomes
 * Content-Encoding on the Node response, so Next's compression leaves it alone
 * (lib/http/encoded-responses.ts).
 */
function fromCache(routed: NextResponse, page: CachedPage): NextResponse {
  // The stored buffer itself (the response copies it into its stream).
  const response = new NextResponse(page.body as Uint8Array<ArrayBuffer>, { status: 200 });
  routed.headers.forEach((value, name) => {
    if (!name.startsWith('x-middleware-') && name !== 'link') response.headers.append(name, value);
  });
  // A body gave the response a default Content-Type: the stored headers replace, not join, theirs.
  for (const name of new Set(page.headers.map(([name]) => name))) response.headers.delete(name);
  for (const [name, value] of page.headers) response.headers.append(name, value);
  if (page.coding !== 'identity') response.headers.set(CODING_HEADER, page.coding);
  response.headers.set(PAGE_CACHE_STATUS_HEADER, 'hit');
  return response;
}

/**
 * A public file, a route like /robots.txt, a probe like /foo.php or a Next internal path. Not a
 * payment link (`/pagar/<a JWT>`, docs/payment-links.md): its token has dots, and it is a localized page.
 */
export function isFileLikePath(pathname: string): boolean {
  if (isPaymentLinkPath(pathname)) return false;
  return pathname.includes('.') || pathname.startsWith('/_next/');
}

export const config = {
  // Everything that may answer HTML, dotted paths included (they get the store's 404 page). Not
  // the build's assets (their own deny-all policy in next.config.ts, a mistyped one included),
  // the image optimizer (images or a text error) or uploaded files (their own policy).
  matcher: '/((?!_next/static/|_next/image|files/).*)',
};
