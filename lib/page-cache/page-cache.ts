import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliDecompress, gunzip, inflate } from 'node:zlib';
import type { Root } from 'postcss';
import { LRUCache } from 'lru-cache';
import { isBot } from 'next/dist/shared/lib/router/utils/is-bot';
import { catalogGeneration, catalogReadFailures } from '@/lib/cache/catalog-generation';
import { log } from '@/lib/log';
import { type ContentCoding, negotiateCoding } from '@/lib/http/cache';
import { criticalCss, parseStylesheet } from './critical-css';
import { encodedResponsesInstalled } from '@/lib/http/encoded-responses';
import { type RequestStart, requestStartHook } from '@/lib/http/request-start';
import { deferFrameworkScripts } from './deferred-boot';
import { checkNextOutputAssumptions, REWRITE_HEADER } from './next-output';
import { CACHEABLE_PATH, type KnownFilterNames, pageKey, withoutLocale } from './page-key';
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
 *   proxy.ts asks `pageCacheTarget` for the URL the page renders, null when unmarked or the
 *   i18n routing redirects. A bot's request is marked for lookups only: Next renders for bots
 *   differently, so a bot may be answered a shopper's stored render but its own is never kept.
 * - Entries are keyed on what the page depends on (lib/page-cache/page-key.ts): a link with tracking
 *   parameters or unknown filters is a hit on the page without them, and only a render of
 *   exactly its key is kept. Which attribute names exist comes from the catalogue
 *   (lib/data/known-filters.ts, given to `installPageCache`), held per catalogue generation.
 * - A hit answers the stored page as it was compressed when it was kept (`cachedPage`: brotli,
 *   gzip or plain, as the client accepts), under a CSP that allows its inline scripts by their
 *   hashes instead of a nonce (lib/page-cache/stored-page.ts): the same bytes for every answer.
 * - A miss renders as always; proxy.ts tags the response with a private header
 *   (`markForCapture`) and the capture hook below, on Node's HTTP response, keeps a copy of the
 *   body as it goes out (decoded if Next compressed it) and removes the tag. No second render.
 * - A stored page starts its framework scripts once its largest paint is done, fetches its
 *   flight data for hydration from `/api/page-data/<id>` instead of carrying it inline, and
 *   carries the rules of its stylesheet that apply to it instead of linking the whole sheet
 *   before it can paint (lib/page-cache/deferred-boot.ts, lib/page-cache/critical-css.ts): the copy is
 *   rewritten once, when it is kept.
 * - Entries are stamped with the catalogue cache's generation when their render starts, and are
 *   served only while the catalogue cache is active and still at that generation: a write on
 *   this instance clears both at once; another instance's write is seen at the next version
 *   poll, the same bound as the catalogue reads (docs/caching.md). A render that overlapped a
 *   write is stamped with the older generation and never served. A render during which a
 *   catalogue read failed is not kept (it may show a fallback); the pages kept before it stay.
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
  /** The flight data taken out of `html` (lib/page-cache/deferred-boot.ts), served by its id. */
  pageData: { id: string; body: string } | null;
};

/** Memory the cache may hold, in bytes: stored pages in their three codings, and their page data. */
export const PAGE_CACHE_MAX_BYTES = 48 * 1024 * 1024;
export const PAGE_DATA_MAX_BYTES = 32 * 1024 * 1024;

type KnownFilters = { generation: number; names: KnownFilterNames };
type State = {
  secret: string;
  pages: LRUCache<string, PageEntry>;
  pageData: LRUCache<string, string>;
  stylesheets: Map<string, Root | null>;
  /** Assumptions about Next's output already reported broken (lib/page-cache/next-output.ts). */
  warned: Set<string>;
  /** The attribute names that exist, as read at a catalogue generation (null: not read yet). */
  knownFilters: KnownFilters | null;
  readKnownFilters?: () => Promise<KnownFilterNames>;
};
// On globalThis: proxy.ts, instrumentation and the route bundles are separate module graphs in one process.
const state: State = ((globalThis as { __storePageCache?: State }).__storePageCache ??= {
  secret: randomBytes(18).toString('base64url'),
  pages: newPages(),
  pageData: newPageData(),
  stylesheets: new Map(),
  warned: new Set(),
  knownFilters: null,
});

const headerBytes = (headers: [string, string][]) => headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0);

function newPages(maxBytes = PAGE_CACHE_MAX_BYTES): LRUCache<string, PageEntry> {
  // Bounded in bytes, not entries (~100 KB per /tienda page in its three codings): a flood of
  // distinct URLs can only push out as many bytes as it brings. Catalogue changes retire entries
  // (generation); the TTL only bounds how long an unused one can linger.
  return new LRUCache<string, PageEntry>({
    maxSize: maxBytes,
    sizeCalculation: ({ bodies, headers, scriptHashes }, key) =>
      bodies.identity.length + bodies.gzip.length + bodies.br.length + headerBytes(headers) + scriptHashes.length * 52 + key.length,
    ttl: 30 * 60_000,
  });
}

function newPageData(maxBytes = PAGE_DATA_MAX_BYTES): LRUCache<string, string> {
  // Content-addressed: an id always names the same data, so an entry is never stale, only
  // evicted (then the page's loader renders afresh). Kept longer than the pages that use it: a
  // document answered just before its entry expires still finds its data a moment later.
  return new LRUCache<string, string>({ maxSize: maxBytes, sizeCalculation: (body, id) => body.length + id.length, ttl: 60 * 60_000 });
}
/** Requests from Next's client router (RSC payloads, prefetches, server actions). */
const ROUTER_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-router-segment-prefetch', 'next-action'];
const NO_CACHE = /no-cache|no-store|max-age=0/i;
/** Response headers of a render that a hit answers again. */
const REPLAYED_HEADERS = ['content-type', 'cache-control', 'vary', 'link'];

type RequestLike = { url: string; headers: Headers };
type RoutedLike = { status: number; headers: Headers };

/**
 * The URL a request whose i18n routing gave `routed` renders, or null when it must render past
 * the cache (the hook did not mark it eligible, or the routing redirects): origin, the
 * locale-prefixed path the page renders, and the query string. Its key is `pageKey`'s.
 */
export function pageCacheTarget(request: RequestLike, routed: RoutedLike): { target: string; store: boolean } | null {
  const mark = request.headers.get(ELIGIBLE_HEADER);
  if (routed.status !== 200 || (mark !== state.secret && mark !== lookupOnly())) return null;
  const url = new URL(request.url);
  const rewrite = routed.headers.get(REWRITE_HEADER);
  const target = rewrite ? new URL(rewrite, url) : url;
  return { target: `${url.origin}${target.pathname}${target.search}`, store: mark === state.secret };
}

/** The mark of a request the cache may answer but whose render it must not keep (a bot's). */
const lookupOnly = () => `${state.secret} lookup`;

/**
 * A load of a public store page the cache may answer, judged on the raw request: GET, one of the
 * cacheable paths, not from Next's client router (headers or `_rsc`), and the client did not ask
 * for a fresh copy (Cache-Control / Pragma).
 */
export function eligibleRequest(method: string | undefined, url: string | undefined, headers: IncomingMessage['headers']): boolean {
  if (method !== 'GET' || !url || /[?&]_rsc=/.test(url)) return false;
  if (!CACHEABLE_PATH.test(withoutLocale(url.split('?', 1)[0]))) return false;
  if (ROUTER_HEADERS.some((name) => headers[name] !== undefined)) return false;
  return !NO_CACHE.test(String(headers['cache-control'] ?? '')) && !NO_CACHE.test(String(headers.pragma ?? ''));
}

/** The attribute names that exist at `generation`, when this process has read them there. */
const knownFiltersAt = (generation: number): KnownFilterNames | null =>
  state.knownFilters?.generation === generation ? state.knownFilters.names : null;

/** `target`'s key at the current catalogue generation (null: the cache cannot answer it now). */
function currentKey(target: string, generation: number) {
  return pageKey(new URL(target), knownFiltersAt(generation));
}

export type CachedPage = { body: Buffer; coding: ContentCoding; headers: [string, string][]; scriptHashes: string[] };

/** A stored render of `target`'s key for the current catalogue, in the coding `acceptEncoding` prefers. */
export function cachedPage(target: string, acceptEncoding: string | null): CachedPage | null {
  const generation = catalogGeneration();
  if (generation === null) return null;
  const key = currentKey(target, generation)?.key;
  const entry = key === undefined ? undefined : state.pages.get(key);
  if (!entry) return null;
  if (entry.generation !== generation) {
    // Rendered from an older catalogue: it can never be served again.
    state.pages.delete(key!);
    return null;
  }
  // The page's data must outlive the answer that points at it.
  if (entry.pageData && state.pageData.get(entry.pageData.id) === undefined) state.pageData.set(entry.pageData.id, entry.pageData.body);
  // A compressed body needs the hook that names its coding (installed with the cache in production).
  const coding = encodedResponsesInstalled() ? negotiateCoding(acceptEncoding, entry.bodies) : 'identity';
  return { body: entry.bodies[coding], coding, headers: entry.headers, scriptHashes: entry.scriptHashes };
}

/**
 * Tags a response that renders `target` with `nonce` so the capture hook keeps its body; false
 * (no tag) when that render could never be kept (its query is not exactly its key's).
 */
export function markForCapture(headers: Headers, target: string, nonce: string): boolean {
  const generation = catalogGeneration();
  if (generation === null || currentKey(target, generation)?.storable === false) return false;
  headers.set(CAPTURE_HEADER, `${generation} ${catalogReadFailures()} ${nonce} ${encodeURIComponent(target)}`);
  return true;
}

/** The flight data of a stored page by its id (app/api/page-data), or null when this process has none. */
export function storedPageData(id: string): string | null {
  return state.pageData.get(id) ?? null;
}

/**
 * `readKnownFilters` gives the attribute names that exist (lib/data/known-filters.ts); without it
 * no /tienda page with attribute filters is kept.
 */
export function installPageCache(options: { readKnownFilters?: () => Promise<KnownFilterNames> } = {}): void {
  state.readKnownFilters = options.readKnownFilters;
  hook.install();
}

/** Test hook: back to a process without the cache. */
export function uninstallPageCache(): void {
  hook.uninstall();
  clearPageCache();
}

/** Empties the cache (tests may give it smaller budgets, in bytes). */
export function clearPageCache(budget: { pageBytes?: number; pageDataBytes?: number } = {}): void {
  state.pages = newPages(budget.pageBytes);
  state.pageData = newPageData(budget.pageDataBytes);
  state.stylesheets.clear();
  state.warned.clear();
  state.knownFilters = null;
}

/** For tests and diagnostics: entries and bytes held. */
export function pageCacheStats(): { pages: number; pageBytes: number; pageData: number; pageDataBytes: number } {
  return {
    pages: state.pages.size,
    pageBytes: state.pages.calculatedSize,
    pageData: state.pageData.size,
    pageDataBytes: state.pageData.calculatedSize,
  };
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

/** A render being kept: the catalogue generation and the count of failed catalogue reads when it started. */
type Capture = { generation: number; failedReads: number; nonce: string; target: string; chunks: Buffer[]; bytes: number };

function parseCapture(value: unknown): Capture | null {
  const [generation, failedReads, nonce, target] = String(value).split(' ');
  if (!nonce || !target || !/^\d+$/.test(generation) || !/^\d+$/.test(failedReads)) return null;
  return {
    generation: Number(generation),
    failedReads: Number(failedReads),
    nonce,
    target: decodeURIComponent(target),
    chunks: [],
    bytes: 0,
  };
}

/**
 * The render still shows the catalogue as it is: no change since it started (then it could
 * never be served), and no catalogue read failed meanwhile (then it may show a fallback, like
 * the home without its featured products).
 */
const stillCurrent = (capture: Capture) => capture.generation === catalogGeneration() && capture.failedReads === catalogReadFailures();

/**
 * The key `capture` is kept under, or null when it must not be kept. Reads the attribute names
 * that exist when this generation has not read them yet; they hold only while the generation
 * does not move (then the read saw that catalogue).
 */
async function captureKey(capture: Capture): Promise<string | null> {
  let known = knownFiltersAt(capture.generation);
  if (!known && state.readKnownFilters) {
    const names = await state.readKnownFilters();
    if (!stillCurrent(capture)) return null;
    state.knownFilters = { generation: capture.generation, names };
    known = names;
  }
  const key = pageKey(new URL(capture.target), known);
  return key?.storable ? key.key : null;
}

const toBuffer = (chunk: unknown, encoding: unknown): Buffer | null => {
  if (typeof chunk === 'string') return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  if (chunk instanceof Uint8Array) return Buffer.from(chunk);
  return null;
};

function onRequestStart({ request, response }: RequestStart): void {
  delete request.headers[ELIGIBLE_HEADER];
  if (!eligibleRequest(request.method, request.url, request.headers)) return;
  // Next renders for bots differently (Slackbot, Twitterbot, facebookexternalhit… get their
  // metadata before anything streams; Googlebot the whole page at once: its `isBot`). A bot's
  // render kept would be served to every shopper (a tree React does not expect); a shopper's,
  // served to a bot, has the same head. So a bot is answered from the cache, never kept.
  if (isBot(String(request.headers['user-agent'] ?? ''))) {
    request.headers[ELIGIBLE_HEADER] = lookupOnly();
    return;
  }
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
  log.warn("page cache: not keeping pages whose HTML breaks an assumption about Next's output (docs/caching.md)", {
    assumptions: fresh,
    page: key,
  });
}

async function store(capture: Capture, response: ServerResponse): Promise<void> {
  // A write during the render (this copy could never be served), or a failed catalogue read.
  if (!stillCurrent(capture)) return;
  try {
    const key = await captureKey(capture);
    // Not kept, or already kept from another render of this generation (a burst of misses for
    // one page): the first stays, so every answer is the same bytes, and nothing is compressed twice.
    if (!key || state.pages.peek(key)?.generation === capture.generation) return;
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
    if (broken.length) return warnOnce(broken, key);
    // Stored pages start their framework scripts after the largest paint, and carry their own
    // styles (lib/page-cache/deferred-boot.ts); then they lose the nonce and are compressed once.
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
    if (!stillCurrent(capture) || state.pages.peek(key)?.generation === capture.generation) return;
    if (deferred.pageData) state.pageData.set(deferred.pageData.id, deferred.pageData.body);
    state.pages.set(key, {
      bodies,
      scriptHashes: sealed.scriptHashes,
      generation: capture.generation,
      headers,
      pageData: deferred.pageData,
    });
  } catch (error) {
    console.error('[page-cache] keeping a rendered page failed', error);
  }
}
