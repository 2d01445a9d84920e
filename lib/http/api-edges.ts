import { NextResponse } from 'next/server';
import { API_ROUTE_TABLE } from './api-route-table';
import { apiLocaleOf, apiMessage, type ApiLocale } from '@/lib/api-messages';

/**
 * The edges of /api, where no route handler of ours would answer JSON by itself: a path no route
 * file matches (answered by app/api/[...path]/route.ts) and a method the matched route file does
 * not export (answered here, from proxy.ts: Next's own 405 has an empty body and no Allow). A
 * client of the API then always reads `{ error }`, in its language, never Next's HTML page.
 * No 'server-only' and no database: proxy.ts imports this module.
 */

/** The language the client asked for (the store's fetch wrapper sends its page's); Spanish by default. */
export function requestLocale(req: Request): ApiLocale {
  return apiLocaleOf(req.headers.get('accept-language'));
}

type Segment = { rank: 0 | 1 | 2; name: string };
type Route = { pattern: string; segments: Segment[]; methods: readonly string[] };

/** Static segments before `[id]`, before `[...rest]`: the order in which Next picks a route file. */
function parseSegment(part: string): Segment {
  if (part.startsWith('[...') || part.startsWith('[[...')) return { rank: 2, name: part };
  if (part.startsWith('[')) return { rank: 1, name: part };
  return { rank: 0, name: part };
}

function bySpecificity(a: Route, b: Route): number {
  for (let i = 0; i < Math.min(a.segments.length, b.segments.length); i++) {
    const x = a.segments[i];
    const y = b.segments[i];
    if (x.rank !== y.rank) return x.rank - y.rank;
    if (x.name !== y.name) return x.name < y.name ? -1 : 1;
  }
  return a.segments.length - b.segments.length;
}

const ROUTES: Route[] = Object.entries(API_ROUTE_TABLE)
  .map(([pattern, methods]) => ({ pattern, methods, segments: pattern.split('/').filter(Boolean).map(parseSegment) }))
  .sort(bySpecificity);

function matchesRoute(route: Route, parts: string[]): boolean {
  for (let i = 0; i < route.segments.length; i++) {
    const segment = route.segments[i];
    if (segment.rank === 2) return parts.length > i || segment.name.startsWith('[[');
    if (i >= parts.length) return false;
    if (segment.rank === 0 && segment.name !== parts[i]) return false;
  }
  return parts.length === route.segments.length;
}

/** The route file Next would answer `pathname` with, as its pattern and exported methods. */
export function matchApiRoute(pathname: string): Route | null {
  const parts = pathname.split('/').filter(Boolean);
  return ROUTES.find((route) => matchesRoute(route, parts)) ?? null;
}

/** What a route file answers: its methods, HEAD where it has GET and OPTIONS (Next adds both). */
export function allowedMethods(methods: readonly string[]): string[] {
  const allow = new Set(methods);
  if (allow.has('GET')) allow.add('HEAD');
  allow.add('OPTIONS');
  return [...allow].sort();
}

/** A JSON 405 with Allow when the route file matching the request lacks its method, else null. */
export function methodNotAllowed(req: Request, pathname: string): NextResponse | null {
  const route = matchApiRoute(pathname);
  if (!route) return null;
  const allow = allowedMethods(route.methods);
  if (allow.includes(req.method)) return null;
  const locale = requestLocale(req);
  const error = apiMessage('methodNotAllowed', { method: req.method, allow: allow.join(', ') }, locale);
  return NextResponse.json(
    { error, code: 'method_not_allowed' },
    { status: 405, headers: { Allow: allow.join(', '), 'Cache-Control': 'no-store' } },
  );
}
