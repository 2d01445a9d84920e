import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

/**
 * A stored store page sent as the same bytes to every client, so that it is compressed once, as
 * small as brotli can make it, instead of per answer.
 *
 * Why: the store's documents must arrive in the first round trip of a new connection (a phone's
 * first TCP window, and Lighthouse's model of it: ~14.6 KB with the headers) to paint without a
 * second 150 ms trip on 4G, and with the page's own styles inline (lib/page-cache/critical-css.ts) that
 * takes brotli at its best quality, which costs ~60 ms of CPU per page: fine once per page and
 * catalogue version, not per request.
 *
 * How: a page rendered per request carries the request's CSP nonce on its scripts. A stored page
 * drops that nonce and is allowed its inline scripts by their SHA-256 instead (CSP Level 3
 * hashes, with 'strict-dynamic' as before: what those scripts insert runs, nothing else does).
 * A nonce sent again in every answer would be no secret; a hash names exactly the script that
 * was rendered, and the page's own content cannot add one.
 */

/** `<script …>…</script>`: its attributes and its text (not parsed further: React escapes `</script` in what it writes). */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
/** Scripts the browser runs: no `src`, and no type or a JavaScript one (JSON-LD is data). */
const RUNS_INLINE = (attributes: string) => !/\ssrc=/.test(attributes) && !/\stype="(?!(?:text\/javascript|module)")/i.test(attributes);

/** The CSP source of an inline script's text, as the browser hashes it (the HTML parser turns CR LF into LF). */
export function scriptHash(text: string): string {
  return `sha256-${createHash('sha256').update(text.replace(/\r\n?/g, '\n'), 'utf8').digest('base64')}`;
}

/**
 * The page without the nonce it was rendered with, and the hashes of the inline scripts it runs.
 * The nonce was random and is on the page only where Next and the loader put it (its content was
 * written before the nonce existed), so removing the attribute touches exactly those places.
 */
export function sealPage(html: string, nonce: string): { html: string; scriptHashes: string[] } {
  const sealed = html.split(` nonce="${nonce}"`).join('');
  const hashes = new Set<string>();
  for (const [, attributes, text] of sealed.matchAll(SCRIPT)) if (RUNS_INLINE(attributes)) hashes.add(scriptHash(text));
  return { html: sealed, scriptHashes: [...hashes] };
}

export type PageBodies = { identity: Buffer; gzip: Buffer; br: Buffer };

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** The page in each coding the store sends; compressed off the event loop (libuv's pool). */
export async function compressPage(html: string): Promise<PageBodies> {
  const identity = Buffer.from(html, 'utf8');
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(identity, { level: 9 }),
    brotliAsync(identity, {
      params: {
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
        [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  ]);
  return { identity, gzip: gzipped, br: brotli };
}
