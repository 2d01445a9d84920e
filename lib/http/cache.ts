import 'server-only';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { NextResponse } from 'next/server';
import { LRUCache } from 'lru-cache';
import { CODING_HEADER, encodedResponsesInstalled } from './encoded-responses';

export type CachePolicy = { maxAge: number; swr: number };

/** The public catalogue reads: a minute fresh, five more minutes served stale while refreshing. */
export const PUBLIC_CATALOG_CACHE: CachePolicy = { maxAge: 60, swr: 300 };

type Encoded = { text: string; etag: string };

/**
 * Serialised answers by the value they were made from. The catalogue read cache
 * (lib/cache/catalog-cache.ts) hands every request the same frozen object until the catalogue
 * changes, so the JSON text and its hash are computed once per catalogue version
 * instead of once per request (the whole large catalogue is ~4 MB of JSON). A new value (cache
 * cleared, or no cache) simply misses; entries go with their value.
 */
const encodedByValue = new WeakMap<object, Encoded>();

function encode(body: unknown, memoKey: object | undefined): Encoded {
  const memo = memoKey && encodedByValue.get(memoKey);
  if (memo) return memo;
  const text = JSON.stringify(body);
  const encoded: Encoded = { text, etag: `W/"${createHash('sha1').update(text).digest('base64url')}"` };
  if (memoKey) encodedByValue.set(memoKey, encoded);
  return encoded;
}

/**
 * A cacheable JSON 200: `Cache-Control: public`, a weak ETag hashed from the body, and an empty
 * 304 when the caller already holds that ETag (If-None-Match). Weak, because the same JSON
 * may be sent compressed or not. Only for public, non-personal answers.
 *
 * `memoKey` is the (frozen, shared) value the body was built from: pass it to reuse the
 * serialisation across requests. The body is plain JSON: Next's own compression gzips it per
 * request, because a route handler cannot send an encoded body (Next drops a Content-Encoding
 * set by one, so a self-gzipped answer went out gzipped twice). `precompressedJson` is the
 * encoded variant, for the answers too large to compress per request.
 */
export function cachedJson(req: Request, body: unknown, policy: CachePolicy, memoKey?: object): Response {
  const encoded = encode(body, memoKey);
  const headers = validatorHeaders(encoded, policy);
  if (matchesEtag(req.headers.get('if-none-match'), encoded.etag)) return new NextResponse(null, { status: 304, headers });
  return new NextResponse(encoded.text, { status: 200, headers: { ...headers, 'Content-Type': 'application/json' } });
}

function validatorHeaders(encoded: Encoded, { maxAge, swr }: CachePolicy, extra = ''): Record<string, string> {
  return {
    'Cache-Control': `public, max-age=${maxAge}, stale-while-revalidate=${swr}${extra}`,
    ETag: encoded.etag,
    Vary: 'Accept-Encoding',
  };
}

export type ContentCoding = 'br' | 'gzip' | 'identity';

/** Answers smaller than this go out plain (as with Next's own compression threshold). */
const MIN_COMPRESSED_BYTES = 1024;
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

type Compressed = { size: number; gzip: Promise<Buffer>; br: Promise<Buffer>; ready: { gzip?: Buffer; br?: Buffer } };

/**
 * Compressed bodies by ETag (a hash of the JSON text), so each distinct answer is compressed
 * once, in libuv's thread pool (zlib's async API: the event loop keeps serving), however many
 * requests ask for it; a new catalogue version has a new ETag. Bounded by the JSON text held
 * (the compressed copies are about a tenth of it).
 */
const compressedByEtag = new LRUCache<string, Compressed>({
  max: 500,
  maxSize: 64 * 1024 * 1024,
  ttl: 10 * 60_000,
  sizeCalculation: (entry) => Math.max(1, entry.size),
});

function compress(encoded: Encoded): Compressed {
  const hit = compressedByEtag.get(encoded.etag);
  if (hit) return hit;
  const input = Buffer.from(encoded.text);
  const ready: Compressed['ready'] = {};
  const entry: Compressed = {
    size: input.length,
    ready,
    gzip: gzipAsync(input, { level: 9 }).then((bytes) => (ready.gzip = bytes)),
    // Quality 8: ~6 % smaller than gzip -9 on the large catalogue in ~2× its time; 11 takes seconds.
    br: brotliAsync(input, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 8, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: input.length },
    }).then((bytes) => (ready.br = bytes)),
  };
  // A failed compression is not kept: the next request tries again.
  for (const pending of [entry.gzip, entry.br]) {
    pending.catch(() => {
      if (compressedByEtag.peek(encoded.etag) === entry) compressedByEtag.delete(encoded.etag);
    });
  }
  compressedByEtag.set(encoded.etag, entry);
  return entry;
}

/**
 * The coding to answer in (RFC 9110 §12.5.3): the acceptable one with the highest q, ties to
 * br, then gzip, then identity; no Accept-Encoding means identity, and so does a header that
 * accepts nothing. A preferred coding still being compressed gives way to an acceptable one that
 * is ready; when none is, gzip (the quicker) is awaited if acceptable, else br.
 */
export function negotiateCoding(header: string | null, ready: { gzip?: unknown; br?: unknown } = {}): ContentCoding {
  if (!header?.trim()) return 'identity';
  const q = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const weight = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (name) q.set(name.trim(), weight === undefined ? 1 : Number(weight) || 0);
  }
  const qOf = (coding: ContentCoding) => q.get(coding) ?? q.get('*') ?? (coding === 'identity' ? 1 : 0);
  const acceptable = (['br', 'gzip', 'identity'] as const).filter((coding) => qOf(coding) > 0).sort((a, b) => qOf(b) - qOf(a));
  const encodings = acceptable.filter((coding) => coding !== 'identity');
  if (encodings.length === 0 || acceptable[0] === 'identity') return 'identity';
  return encodings.find((coding) => ready[coding]) ?? (encodings.includes('gzip') ? 'gzip' : encodings[0]);
}

/**
 * `cachedJson` with the body compressed once per distinct answer (not once per request) and
 * sent in the coding the client prefers: br, gzip or plain, with `Vary: Accept-Encoding` and
 * `no-transform` (neither Next's compression nor a CDN may encode it again). The coding goes out
 * as Content-Encoding through lib/http/encoded-responses.ts; where that is not installed
 * (handlers called directly), this is `cachedJson`: plain JSON for the server to compress.
 */
export async function precompressedJson(req: Request, body: unknown, policy: CachePolicy, memoKey?: object): Promise<Response> {
  if (!encodedResponsesInstalled()) return cachedJson(req, body, policy, memoKey);
  const encoded = encode(body, memoKey);
  const headers = validatorHeaders(encoded, policy, ', no-transform');
  if (matchesEtag(req.headers.get('if-none-match'), encoded.etag)) return new NextResponse(null, { status: 304, headers });
  headers['Content-Type'] = 'application/json';
  // The string length first: byteLength walks the whole text (~1 ms on the large catalogue).
  if (encoded.text.length < MIN_COMPRESSED_BYTES && Buffer.byteLength(encoded.text) < MIN_COMPRESSED_BYTES) {
    return new NextResponse(encoded.text, { status: 200, headers });
  }
  const compressed = compress(encoded);
  const coding = negotiateCoding(req.headers.get('accept-encoding'), compressed.ready);
  if (coding === 'identity') return new NextResponse(encoded.text, { status: 200, headers });
  const bytes = await compressed[coding];
  return new NextResponse(bytes as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: { ...headers, [CODING_HEADER]: coding },
  });
}

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): `W/` is ignored on both sides. */
function matchesEtag(header: string | null, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}
