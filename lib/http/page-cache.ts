import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliDecompress, gunzip, inflate } from 'node:zlib';
import { catalogGeneration } from '@/lib/cache/catalog-generation';
import { LruCache } from '@/lib/cache/lru';
import { type RequestStart, requestStartHook } from './request-start';
import { deferFrameworkScripts } from './deferred-boot';

/**
 * The storefront's public pages (home, catalogue, product, contact, about us) rendered once per
 * URL and catalogue generation, then served from memory with a fresh CSP nonce.
 *
 * Why: every page renders per request because its scripts must carry that request's nonce
 * (proxy.ts), and a render of /tienda costs ~20 ms of CPU. These pages read nothing from the
 * request but the URL (no cookie, no session: carts and accounts live in the browser and in
 * /api), so the same URL renders the same HTML until the catalogue changes, except for the nonce.
 *
 * How:
 * - The hook below marks the raw request when the cache may answer it (`eligibleRequest`: GET,
 *   a public store page, not a client navigation's RSC request, no `Cache-Control: no-cache`);
 *   proxy.ts asks `pageCacheKey` for its key, null when unmarked or the i18n routing redirects.
 * - A hit answers the stored HTML with the stored nonce replaced by the request's fresh one
 *   (`cachedPage`), under that nonce's CSP. The stored nonce was random and is never sent
 *   again, and a page's own content cannot contain it (it did not exist when the content was
 *   written), so replacing it touches exactly the places Next put it.
 * - A miss renders as always; proxy.ts tags the response with a private header
 *   (`markForCapture`) and the capture hook below, on Node's HTTP response, keeps a copy of the
 *   body as it goes out (decoded if Next compressed it) and removes the tag. No second render.
 * - A stored page starts its framework scripts once its largest paint is done, and fetches its
 *   flight data for hydration from `/api/page-data/<id>` instead of carrying it inline
 *   (lib/http/deferred-boot.ts): the copy is rewritten once, when it is kept.
 * - Entries are stamped with the catalogue cache's generation when their render starts, and are
 *   served only while the catalogue cache is active and still at that generation: a write on
 *   this instance clears both at once; another instance's write is seen at the next version
 *   poll, the same bound as the catalogue reads (docs/caching.md). A render that overlapped a
 *   write is stamped with the older generation and never served.
 *
 * Installed once per process from instrumentation.ts (like lib/http/encoded-responses.ts);
 * without it (tests calling handlers directly, `next dev` before instrumentation) nothing is
 * cached.
 */
export const CAPTURE_HEADER = 'x-store-page-capture';
/**
 * Set by the hook on a request the cache may answer, to a per-process secret (a client cannot
 * claim it): Next strips its router headers (`RSC`, prefetch…) and `_rsc` from the request
 * proxy.ts sees, so only the raw Node request can tell a page load from a client navigation.
 */
export const ELIGIBLE_HEADER = 'x-store-page-eligible';
/** Public diagnostics header: `hit` or `miss` (a page the cache may keep). */
export const PAGE_CACHE_STATUS_HEADER = 'x-page-cache';

const MAX_PAGE_BYTES = 1024 * 1024;

type PageEntry = {
  html: string;
  nonce: string;
  generation: number;
  headers: [string, string][];
  /** The flight data taken out of `html` (lib/http/deferred-boot.ts), served by its id. */
  pageData: { id: string; body: string } | null;
};

type State = { secret: string; pages: LruCache<PageEntry>; pageData: LruCache<string> };
// On globalThis: proxy.ts, instrumentation and the route bundles are separate module graphs in one process.
const state: State = ((globalThis as { __storePageCache?: State }).__storePageCache ??= {
  secret: randomBytes(18).toString('base64url'),
  pages: newPages(),
  pageData: newPageData(),
});

function newPages(): LruCache<PageEntry> {
  // ~110 KB per /tienda page; at most ~48 MB of HTML held. Catalogue changes retire entries
  // (generation); the TTL only bounds how long an unused one can linger.
  return new LruCache<PageEntry>({
    maxEntries: 500,
    maxWeight: 48 * 1024 * 1024,
    ttlMs: 30 * 60_000,
    weigh: (entry) => entry.html.length + (entry.pageData?.body.length ?? 0),
  });
}

function newPageData(): LruCache<string> {
  // Content-addressed: an id always names the same data, so an entry is never stale, only
  // evicted (then the page's loader renders afresh). Kept longer than the pages that use it: a
  // document answered just before its entry expires still finds its data a moment later.
  return new LruCache<string>({ maxEntries: 1000, maxWeight: 32 * 1024 * 1024, ttlMs: 60 * 60_000, weigh: (body) => body.length });
}

/** The store pages this cache may keep, without the locale prefix. */
const CACHEABLE_PATH = /^\/(?:tienda|contacto|nosotros|producto\/[^/]+)?$/;
const LOCALE_PREFIX = /^\/(?:es|en)(?=\/|$)/;
/** Requests from Next's client router (RSC payloads, prefetches, server actions). */
const ROUTER_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-router-segment-prefetch', 'next-action'];
const NO_CACHE = /no-cache|no-store|max-age=0/i;
/** Response headers of a render that a hit answers again. */
const REPLAYED_HEADERS = ['content-type', 'cache-control', 'vary', 'link'];

type RequestLike = { url: string; headers: Headers };
type RoutedLike = { status: number; headers: Headers };

/**
 * The cache key of a request whose i18n routing gave `routed`, or null when it must render (the
 * hook did not mark it eligible, or the routing redirects): origin (the alternates in the Link
 * header are absolute), the locale-prefixed path the page renders, and the query string.
 */
export function pageCacheKey(request: RequestLike, routed: RoutedLike): string | null {
  if (routed.status !== 200 || request.headers.get(ELIGIBLE_HEADER) !== state.secret) return null;
  const url = new URL(request.url);
  const rewrite = routed.headers.get('x-middleware-rewrite');
  const target = rewrite ? new URL(rewrite, url) : url;
  return `${url.origin}${target.pathname}${target.search}`;
}

/**
 * A load of a public store page the cache may answer, judged on the raw request: GET, one of the
 * cacheable paths, not from Next's client router (headers or `_rsc`), and the client did not ask
 * for a fresh copy (Cache-Control / Pragma).
 */
export function eligibleRequest(method: string | undefined, url: string | undefined, headers: IncomingMessage['headers']): boolean {
  if (method !== 'GET' || !url || /[?&]_rsc=/.test(url)) return false;
  const path = url.split('?', 1)[0].replace(LOCALE_PREFIX, '') || '/';
  if (!CACHEABLE_PATH.test(path)) return false;
  if (ROUTER_HEADERS.some((name) => headers[name] !== undefined)) return false;
  return !NO_CACHE.test(String(headers['cache-control'] ?? '')) && !NO_CACHE.test(String(headers.pragma ?? ''));
}

/** A stored render of `key` for the current catalogue, with `nonce` in place of the stored one. */
export function cachedPage(key: string, nonce: string): { body: string; headers: [string, string][] } | null {
  const generation = catalogGeneration();
  if (generation === null) return null;
  const entry = state.pages.get(key);
  if (!entry) return null;
  if (entry.generation !== generation) {
    // Rendered from an older catalogue: it can never be served again.
    state.pages.delete(key, entry);
    return null;
  }
  // The page's data must outlive the answer that points at it.
  if (entry.pageData && state.pageData.get(entry.pageData.id) === undefined) state.pageData.set(entry.pageData.id, entry.pageData.body);
  const swap = (text: string) => text.split(entry.nonce).join(nonce);
  return { body: swap(entry.html), headers: entry.headers.map(([name, value]) => [name, swap(value)]) };
}

/** Tags a response that renders `key` with `nonce` so the capture hook keeps its body. */
export function markForCapture(headers: Headers, key: string, nonce: string): boolean {
  const generation = catalogGeneration();
  if (generation === null) return false;
  headers.set(CAPTURE_HEADER, `${generation} ${nonce} ${encodeURIComponent(key)}`);
  return true;
}

/** The flight data of a stored page by its id (app/api/page-data), or null when this process has none. */
export function storedPageData(id: string): string | null {
  return state.pageData.get(id) ?? null;
}

export function installPageCache(): void {
  hook.install();
}

/** Test hook: back to a process without the cache. */
export function uninstallPageCache(): void {
  hook.uninstall();
  clearPageCache();
}

export function clearPageCache(): void {
  state.pages = newPages();
  state.pageData = newPageData();
}

type Capture = { generation: number; nonce: string; key: string; chunks: Buffer[]; bytes: number };

function parseCapture(value: unknown): Capture | null {
  const [generation, nonce, key] = String(value).split(' ');
  if (!nonce || !key || !/^\d+$/.test(generation)) return null;
  return { generation: Number(generation), nonce, key: decodeURIComponent(key), chunks: [], bytes: 0 };
}

const toBuffer = (chunk: unknown, encoding: unknown): Buffer | null => {
  if (typeof chunk === 'string') return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  if (chunk instanceof Uint8Array) return Buffer.from(chunk);
  return null;
};

function onRequestStart({ request, response }: RequestStart): void {
  delete request.headers[ELIGIBLE_HEADER];
  if (!eligibleRequest(request.method, request.url, request.headers)) return;
  request.headers[ELIGIBLE_HEADER] = state.secret;
  let capture: Capture | null = null;
  const { setHeader, write, end } = response;

  // The tag arrives with the proxy's headers; it is taken off, never sent.
  response.setHeader = function (name, value) {
    if (name.toLowerCase() === CAPTURE_HEADER) {
      capture = parseCapture(value);
      return this;
    }
    return setHeader.call(this, name, value);
  };

  const keep = (chunk: unknown, encoding: unknown) => {
    if (!capture) return;
    const bytes = toBuffer(chunk, encoding);
    if (!bytes) return;
    capture.bytes += bytes.length;
    if (capture.bytes > MAX_PAGE_BYTES) capture = null;
    else capture.chunks.push(bytes);
  };
  response.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    keep(chunk, rest[0]);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as ServerResponse['write'];
  response.end = function (this: ServerResponse, ...args: unknown[]) {
    if (typeof args[0] !== 'function') keep(args[0], args[1]);
    const result = (end as (...args: unknown[]) => ServerResponse).apply(this, args);
    if (capture && this.statusCode === 200) void store(capture, this);
    capture = null;
    return result;
  } as ServerResponse['end'];
}

const hook = requestStartHook('page-cache', onRequestStart);

const decoders: Record<string, (input: Buffer) => Promise<Buffer>> = {
  gzip: promisify(gunzip),
  deflate: promisify(inflate),
  br: promisify(brotliDecompress),
};

async function store(capture: Capture, response: ServerResponse): Promise<void> {
  // A write during the render: this copy could never be served.
  if (capture.generation !== catalogGeneration()) return;
  try {
    const coding = String(response.getHeader('content-encoding') ?? 'identity').toLowerCase();
    const raw = Buffer.concat(capture.chunks);
    const decode = decoders[coding];
    if (!decode && coding !== 'identity') return;
    const html = (decode ? await decode(raw) : raw).toString('utf8');
    // Only a page Next marked with this nonce (its scripts would not run otherwise), and none
    // with a part the server failed to render (React's marker for a boundary left to the client).
    if (!html.includes(`nonce="${capture.nonce}"`) || html.includes('<!--$!-->')) return;
    // Stored pages start their framework scripts after the largest paint (lib/http/deferred-boot.ts).
    const { html: page, pageData } = deferFrameworkScripts(html);
    const headers: [string, string][] = [];
    for (const name of REPLAYED_HEADERS) {
      const value = response.getHeader(name);
      for (const one of Array.isArray(value) ? value : value === undefined ? [] : [String(value)]) headers.push([name, one]);
    }
    if (pageData) state.pageData.set(pageData.id, pageData.body);
    state.pages.set(capture.key, { html: page, nonce: capture.nonce, generation: capture.generation, headers, pageData });
  } catch (error) {
    console.error('[page-cache] keeping a rendered page failed', error);
  }
}
