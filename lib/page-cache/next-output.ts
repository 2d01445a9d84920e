import { BOOT_SCRIPT, FLIGHT_SCRIPT, FRAMEWORK_SCRIPT, SCRIPT_PRELOAD, STYLESHEET } from './deferred-boot';

/**
 * What the page cache (lib/page-cache/page-cache.ts, deferred-boot.ts, stored-page.ts, critical-css.ts,
 * encoded-responses.ts) assumes about the HTML and headers Next 16.4.6 / React 19.3.1 write, as
 * checks by name (docs/caching.md lists them). The versions are pinned; an upgrade that changes
 * one of these shapes is caught by tests/unit/next-output.test.ts and the page-cache journey,
 * and in production the page cache refuses to keep a page that breaks one (it serves the fresh
 * render instead and logs the assumption's name).
 *
 * Each HTML check reads a fresh render of a store page (the HTML as Next streamed it, decoded,
 * with the request's nonce).
 */
export type RenderedPage = { html: string; nonce: string };

const count = (html: string, pattern: RegExp | string) => (html.match(new RegExp(pattern, 'g')) ?? []).length;
const tags = (html: string, pattern: RegExp) => html.match(new RegExp(pattern.source, 'g')) ?? [];

/** `<script …>` start tags, their attributes and text. */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
const scripts = (html: string) => [...html.matchAll(SCRIPT)].map(([, attributes, text]) => ({ attributes, text }));
/** JSON-LD and other data blocks: not scripts the browser runs. */
const isData = (attributes: string) => /\stype="(?!(?:text\/javascript|module)")/i.test(attributes);

function flightScriptsReadable({ html }: RenderedPage): boolean {
  const flight = scripts(html).filter(({ text }) => text.includes('__next_f'));
  const found = [...html.matchAll(new RegExp(FLIGHT_SCRIPT, 'g'))];
  if (!found.length || found.length !== flight.length) return false;
  if (!flight[0].text.startsWith('(self.__next_f=self.__next_f||[]).push(')) return false;
  try {
    return found.every(([, json]) => Array.isArray(JSON.parse(json)));
  } catch {
    return false;
  }
}

function chunkScriptsAsync({ html }: RenderedPage): boolean {
  const external = scripts(html).filter(({ attributes }) => /\ssrc="\/_next\/static\//.test(attributes) && !/\snoModule/.test(attributes));
  return external.length > 0 && count(html, FRAMEWORK_SCRIPT) === external.length;
}

function scriptPreloadsReadable({ html }: RenderedPage): boolean {
  if (/<link[^>]*\srel="modulepreload"/.test(html)) return false;
  const preloads = tags(html, /<link(?=[^>]*\sas="script")[^>]*>/);
  return preloads.length === count(html, SCRIPT_PRELOAD);
}

function stylesheetsWithPrecedence({ html }: RenderedPage): boolean {
  const links = tags(html, /<link(?=[^>]*\srel="stylesheet")[^>]*>/);
  return links.length > 0 && count(html, STYLESHEET) === links.length;
}

function turbopackChunkList({ html }: RenderedPage): boolean {
  const lists = scripts(html).filter(({ attributes, text }) => !/\ssrc=/.test(attributes) && text.includes('TURBOPACK'));
  if (lists.length !== 1 || !/\sid="_R_"/.test(lists[0].attributes)) return false;
  const boot = [...html.matchAll(new RegExp(BOOT_SCRIPT.source, 'g'))];
  return boot.some(([tag]) => tag.includes('TURBOPACK'));
}

function scriptsCarryNonce({ html, nonce }: RenderedPage): boolean {
  const run = scripts(html).filter(({ attributes }) => !isData(attributes));
  return run.length > 0 && run.every(({ attributes }) => attributes.includes(` nonce="${nonce}"`));
}

function bodyEndsDocument({ html }: RenderedPage): boolean {
  return /<\/body><\/html>\s*$/.test(html) && count(html, /<\/body>/) === 1;
}

/** The assumptions about a rendered page's HTML, by name, in the order docs/caching.md lists them. */
export const NEXT_HTML_ASSUMPTIONS: Record<string, (page: RenderedPage) => boolean> = {
  /** Flight data in inline `self.__next_f.push([…])` scripts whose argument is JSON (deferred-boot takes them out). */
  'flight-scripts': flightScriptsReadable,
  /** Every framework chunk is a `<script src="/_next/static/…" async="">` (deferred-boot moves them to its loader). */
  'chunk-script-tags': chunkScriptsAsync,
  /** Script preloads are `<link rel="preload" as="script" href="/_next/static/…">`, no `modulepreload`. */
  'script-preloads': scriptPreloadsReadable,
  /** Stylesheets are `<link rel="stylesheet" href="/_next/static/….css" data-precedence="…">` (critical-css inlines them, the loader links them back as React rendered them). */
  'stylesheet-precedence': stylesheetsWithPrecedence,
  /** Turbopack's chunk list is one inline `<script id="_R_">(globalThis.TURBOPACK||…).push(…)` (the loader runs it before the chunks). */
  'turbopack-chunk-list': turbopackChunkList,
  /** Every script the page runs carries ` nonce="<the request's nonce>"` (stored-page removes exactly that, then hashes). */
  'script-nonce': scriptsCarryNonce,
  /** The document ends with one `</body></html>` (the loader goes just before it). */
  'body-end': bodyEndsDocument,
};

/** The names of the assumptions `page` breaks; empty when the page cache may rewrite and keep it. */
export function checkNextOutputAssumptions(page: RenderedPage): string[] {
  return Object.entries(NEXT_HTML_ASSUMPTIONS)
    .filter(([, holds]) => !holds(page))
    .map(([name]) => name);
}

/** An answer of a store page as the client received it: its headers (lower-case names) and decoded body. */
export type PageAnswer = { headers: Record<string, string>; body: string };

/**
 * Private headers that proxy.ts hands to the hooks on Node's response and that must never go
 * out: page-cache.ts's CAPTURE_HEADER and ELIGIBLE_HEADER, lib/http/encoded-responses.ts's CODING_HEADER
 * (by value: this module is read by the journeys too, outside the server; a unit test keeps them equal).
 */
export const PRIVATE_HEADERS = ['x-store-page-capture', 'x-store-page-eligible', 'x-store-content-encoding'];

/**
 * The assumptions about how Next writes the proxy's response headers, checked on answers as a
 * client receives them: a miss (rendered, kept) and a hit (the stored copy), the hit asked for
 * brotli.
 */
export const NEXT_HEADER_ASSUMPTIONS: Record<string, (answers: { miss: PageAnswer; hit: PageAnswer }) => boolean> = {
  /**
   * Next applies the proxy's response headers to Node's response with `setHeader`/`appendHeader`
   * (not as `writeHead`'s argument), where page-cache.ts takes its capture tag off and
   * lib/http/encoded-responses.ts renames its coding header: neither private header reaches the client.
   */
  'headers-via-setHeader': ({ miss, hit }) => [miss, hit].every(({ headers }) => PRIVATE_HEADERS.every((name) => !(name in headers))),
  /**
   * A response that already has a Content-Encoding is sent as it is (Next's compression skips
   * it): the stored brotli body arrives as brotli, once, and decodes to the page.
   */
  'content-encoding-kept': ({ hit }) => hit.headers['content-encoding'] === 'br' && /^<!DOCTYPE html>/i.test(hit.body),
};

export function checkNextHeaderAssumptions(answers: { miss: PageAnswer; hit: PageAnswer }): string[] {
  return Object.entries(NEXT_HEADER_ASSUMPTIONS)
    .filter(([, holds]) => !holds(answers))
    .map(([name]) => name);
}

/** Where next-intl's routing names the path a URL renders (Next's rewrite header, read by page-cache.ts). */
export const REWRITE_HEADER = 'x-middleware-rewrite';

/**
 * The assumption about the proxy's i18n routing: a store URL without a locale prefix is answered
 * with a rewrite (status 200) to the locale-prefixed path, named in `x-middleware-rewrite`
 * (page-cache.ts keys a page by that path; proxy.ts drops every `x-middleware-*` header from a
 * stored answer, or Next would rewrite instead of sending it).
 */
export function checkRoutingAssumptions(routed: { status: number; headers: Headers }, url: string, locale: string): string[] {
  const rewrite = routed.headers.get(REWRITE_HEADER);
  const asked = new URL(url);
  const target = rewrite ? new URL(rewrite, asked) : null;
  const holds =
    routed.status === 200 &&
    target !== null &&
    target.pathname === `/${locale}${asked.pathname === '/' ? '' : asked.pathname}` &&
    target.search === asked.search;
  return holds ? [] : ['middleware-rewrite'];
}
