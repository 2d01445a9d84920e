import 'server-only';
import { createHash } from 'node:crypto';
import { NextResponse } from 'next/server';

export type CachePolicy = { maxAge: number; swr: number };

/** The public catalogue reads: a minute fresh, five more minutes served stale while refreshing. */
export const PUBLIC_CATALOG_CACHE: CachePolicy = { maxAge: 60, swr: 300 };


type Encoded = { text: string; etag: string };

/**
 * Serialised answers by the value they were made from. The catalogue read cache
 * (lib/cache/catalog-cache.ts) hands every request the same frozen object until the catalogue
 * changes, so the JSON text and its hash are computed once per catalogue version
 * instead of once per request (the whole large catalogue is ~2 MB of JSON). A new value (cache
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
 * serialisation across requests; the server's own compression gzips the body.
 */
export function cachedJson(req: Request, body: unknown, { maxAge, swr }: CachePolicy, memoKey?: object): Response {
  const encoded = encode(body, memoKey);
  const headers: Record<string, string> = {
    'Cache-Control': `public, max-age=${maxAge}, stale-while-revalidate=${swr}`,
    ETag: encoded.etag,
    Vary: 'Accept-Encoding',
  };
  if (matchesEtag(req.headers.get('if-none-match'), encoded.etag)) return new NextResponse(null, { status: 304, headers });
  headers['Content-Type'] = 'application/json';
  // Not gzipped here: the standalone server's compression does not see a Content-Encoding set by
  // a route handler and gzips the body again, so browsers got gzip inside gzip and could not
  // parse it (seen on GET /api/products/{id} from the store's options dialog). The server
  // compresses the memoised text instead.
  return new NextResponse(encoded.text, { status: 200, headers });
}

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): `W/` is ignored on both sides. */
function matchesEtag(header: string | null, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}
