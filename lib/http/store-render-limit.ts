import { NextResponse } from 'next/server';
import { apiMessage } from '@/lib/api-messages';
import { getEnv } from '@/lib/env';
import { isStorePagePath } from '@/lib/page-cache';
import { sentenceIn, tooManyRequests } from '@/lib/errors';
import type { ApiLocale } from '@/lib/rate-limit/message';
import { createWindowCounter, type WindowCounter } from '@/lib/rate-limit/window-counter';
import { clientIp } from './client-ip';
import { API_CONTENT_SECURITY_POLICY } from './security-headers';

/**
 * Store pages rendered per address. A stored page (the page cache's answer) costs a lookup; a
 * render costs the event loop tens of milliseconds, and on the embedded database every other
 * request waits for it. `/tienda?search=<anything new>` is never a stored page, so six clients
 * asking for random words held the health check at hundreds of milliseconds. Each address may
 * have STORE_RENDER_RATE_LIMIT_PER_IP renders a minute (60 by default: a shopper who searches
 * and filters makes a few); past it, a small 429 page in the visitor's language with
 * Retry-After. Counted in this process's memory, as the render is this process's work: no
 * database write per page.
 */
export const STORE_RENDER_WINDOW_SECONDS = 60;

type State = { counter: WindowCounter; limit: number };
const state = (globalThis as { __storeRenderLimit?: State }).__storeRenderLimit ?? { counter: undefined!, limit: 0 };
(globalThis as { __storeRenderLimit?: State }).__storeRenderLimit = state;

function counter(): WindowCounter {
  const limit = getEnv().STORE_RENDER_RATE_LIMIT_PER_IP;
  if (state.limit !== limit) {
    state.counter = createWindowCounter({ limit, windowSeconds: STORE_RENDER_WINDOW_SECONDS });
    state.limit = limit;
  }
  return state.counter;
}

/** Test hook: every address starts again. */
export function resetStoreRenderLimit(): void {
  state.counter?.reset();
}

type Routed = { status: number };

/**
 * For a request proxy.ts could not answer from the page cache: null when it may render (not a
 * store page, a redirect, or within the address's budget, which it then spends), else the 429.
 * Loads by Next's client router (RSC) count too: they render the same page. Its prefetches do not.
 */
export function limitStoreRender(request: Request, routed: Routed): NextResponse | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  // A prefetch by Next's router stops at the page's dynamic part (its search and listing are not
  // run), and a page's links make several: counting them would spend a shopper's budget on
  // pages never opened.
  if (request.headers.has('next-router-prefetch') || request.headers.has('next-router-segment-prefetch')) return null;
  const { pathname } = new URL(request.url);
  if (routed.status !== 200 || !isStorePagePath(pathname)) return null;
  const verdict = counter().hit(clientIp(request));
  if (verdict.allowed) return null;
  return tooManyRendersResponse(request, pathname, verdict.retryAfter);
}

/** The page's language: English pages live under /en, Spanish ones unprefixed. */
const pageLocale = (pathname: string): ApiLocale => (/^\/en(?:\/|$)/.test(pathname) ? 'en' : 'es');

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A few hundred bytes, nothing to load: HTML for a browser, JSON `{ error, code }` for a client
 * that asks for JSON (the API's shape).
 */
export function tooManyRendersResponse(request: Request, pathname: string, retryAfter: number): NextResponse {
  const locale = pageLocale(pathname);
  // The API's own 429 (sentence and Retry-After), said here in the page's language.
  const limited = tooManyRequests(retryAfter, 'storePages');
  const message = sentenceIn(limited.key!, limited.values, locale);
  const headers = new Headers({ ...limited.headers, 'Cache-Control': 'no-store' });
  const accept = request.headers.get('accept') ?? '';
  if (/application\/json/i.test(accept) && !/text\/html/i.test(accept)) {
    headers.set('Content-Type', 'application/json; charset=utf-8');
    return new NextResponse(JSON.stringify({ error: message, code: 'rate_limited' }), { status: 429, headers });
  }
  const title = apiMessage('tooManyRequestsTitle', undefined, locale);
  headers.set('Content-Type', 'text/html; charset=utf-8');
  headers.set('Content-Security-Policy', API_CONTENT_SECURITY_POLICY);
  const html =
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${escapeHtml(title)}</title></head><body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></body></html>`;
  return new NextResponse(html, { status: 429, headers });
}
