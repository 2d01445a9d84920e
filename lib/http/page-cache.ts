import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliDecompress, gunzip, inflate } from 'node:zlib';
import type { Root } from 'postcss';
import { catalogGeneration } from '@/lib/cache/catalog-generation';
import { LruCache } from '@/lib/cache/lru';
import { log } from '@/lib/log';
import { type ContentCoding, negotiateCoding } from './cache';
import { criticalCss, parseStylesheet } from './critical-css';
import { encodedResponsesInstalled } from './encoded-responses';
import { type RequestStart, requestStartHook } from './request-start';
import { deferFrameworkScripts } from './deferred-boot';
import { checkNextOutputAssumptions, REWRITE_HEADER } from './next-output';
import { compressPage, type PageBodies, sealPage } from './stored-page';

/**
 * The storefront's public pages (home, catalogue, product, contact, about us) rendered once per
 * URL and catalogue generation, then served from memory, compressed once.
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
 * - A hit answers the stored page as it was compressed when it was kept (`cachedPage`: brotli,
 *   gzip or plain, as the client accepts), under a CSP that allows its inline scripts by their
 *   hashes instead of a nonce (lib/http/stored-page.ts): the same bytes for every answer.
 * - A miss renders as always; proxy.ts tags the response with a private header
 *   (`markForCapture`) and the capture hook below, on Node's HTTP response, keeps a copy of the
 *   body as it goes out (decoded if Next compressed it) and removes the tag. No second render.
 * - A stored page starts its framework scripts once its largest paint is done, fetches its
 *   flight data for hydration from `/api/page-data/<id>` instead of carrying it inline, and
 *   carries the rules of its stylesheet that apply to it instead of linking the whole sheet
 *   before it can paint (lib/http/deferred-boot.ts, lib/http/critical-css.ts): the copy is
 *   rewritten once, when it is kept.
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
  bodies: PageBodies;
  /** The CSP hashes of the page's inline scripts (it carries no nonce). */
  scriptHashes: string[];
  generation: number;
  headers: [string, string][];
  /** The flight data taken out of `html` (lib/http/deferred-boot.ts), served by its id. */
  pageData: { id: string; body: string } | null;
};

type State = {
  secret: string;
  pages: LruCache<PageEntry>;
  pageData: LruCache<string>;
  stylesheets: Map<string, Root | null>;
  /** Assumptions about Next's output already reported broken (lib/http/next-output.ts). */
  warned: Set<string>;
};
// On globalThis: proxy.ts, instrumentation and the route bundles are separate module graphs in one process.
const state: State = ((globalThis as { __storePageCache?: State }).__storePageCache ??= {
  secret: randomBytes(18).toString('base64url'),
  pages: newPages(),
  pageData: newPageData(),
  stylesheets: new Map(),
  warned: new Set(),
});

function newPages(): LruCache<PageEntry> {
  // ~100 KB per /tienda page in its three codings; at most ~48 MB held. Catalogue changes retire
  // entries (generation); the TTL only bounds how long an unused one can linger.
  return new LruCache<PageEntry>({
    maxEntries: 500,
    maxWeight: 48 * 1024 * 1024,
    ttlMs: 30 * 60_000,
    weigh: ({ bodies }) => bodies.identity.length + bodies.gzip.length + bodies.br.length,
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
  const rewrite = routed.headers.get(REWRITE_HEADER);
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

export type CachedPage = { body: Buffer; coding: ContentCoding; headers: [string, string][]; scriptHashes: string[] };

/** A stored render of `key` for the current catalogue, in the coding `acceptEncoding` prefers. */
export function cachedPage(key: string, acceptEncoding: string | null): CachedPage | null {
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
  // A compressed body needs the hook that names its coding (installed with the cache in production).
  const coding = encodedResponsesInstalled() ? negotiateCoding(acceptEncoding, entry.bodies) : 'identity';
  return { body: entry.bodies[coding], coding, headers: entry.headers, scriptHashes: entry.scriptHashes };
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
  state.stylesheets.clear();
  state.warned.clear();
}

/**
 * The build's stylesheets, read from where `next start` and the standalone server serve
 * `/_next/static` (the working directory's dist folder), parsed once per process: their names
 * are content hashes. Null (the page keeps its link) when the file is not there.
 */
function stylesheet(href: string): Root | null {
  if (state.stylesheets.has(href)) return state.stylesheets.get(href)!;
  const relative = href.slice('/_next/static/'.length);
  let sheet: Root | null = null;
  for (const dist of new Set([process.env.NEXT_DIST_DIR, '.next'])) {
    if (!dist || relative.includes('..')) continue;
    try {
      sheet = parseStylesheet(readFileSync(path.resolve(process.cwd(), dist, 'static', relative), 'utf8'));
      break;
    } catch {
      // Not in this folder (or unreadable): try the next, else link the sheet.
    }
  }
  state.stylesheets.set(href, sheet);
  return sheet;
}

const inlineStyles = (href: string, html: string): string | null => {
  const sheet = stylesheet(href);
  return sheet && criticalCss(sheet, html);
};

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

/** Once per assumption and process: every miss of such a page would say it again. */
function warnOnce(broken: string[], key: string): void {
  const fresh = broken.filter((name) => !state.warned.has(name));
  if (!fresh.length) return;
  fresh.forEach((name) => state.warned.add(name));
  log.warn("page cache: not keeping pages whose HTML breaks an assumption about Next's output (docs/caching.md)", { assumptions: fresh, page: key });
}

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
    // A page whose HTML is not shaped as the rewrite below expects (a Next upgrade): kept, it could
    // fail to hydrate for every shopper; answered fresh, it works as Next wrote it.
    const broken = checkNextOutputAssumptions({ html, nonce: capture.nonce });
    if (broken.length) return warnOnce(broken, capture.key);
    // Stored pages start their framework scripts after the largest paint, and carry their own
    // styles (lib/http/deferred-boot.ts); then they lose the nonce and are compressed once.
    const deferred = deferFrameworkScripts(html, inlineStyles);
    const sealed = sealPage(deferred.html, capture.nonce);
    const headers: [string, string][] = [];
    for (const name of REPLAYED_HEADERS) {
      const value = response.getHeader(name);
      for (const one of Array.isArray(value) ? value : value === undefined ? [] : [String(value)]) {
        headers.push([name, one.split(`; nonce="${capture.nonce}"`).join('')]);
      }
    }
    // The answer's coding depends on the request's Accept-Encoding.
    if (!headers.some(([name, value]) => name === 'vary' && /accept-encoding/i.test(value))) headers.push(['vary', 'Accept-Encoding']);
    const bodies = await compressPage(sealed.html);
    if (capture.generation !== catalogGeneration()) return;
    if (deferred.pageData) state.pageData.set(deferred.pageData.id, deferred.pageData.body);
    state.pages.set(capture.key, { bodies, scriptHashes: sealed.scriptHashes, generation: capture.generation, headers, pageData: deferred.pageData });
  } catch (error) {
    console.error('[page-cache] keeping a rendered page failed', error);
  }
}
