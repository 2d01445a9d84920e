import 'server-only';
import { createHash } from 'node:crypto';
import { NextResponse } from 'next/server';

export type CachePolicy = { maxAge: number; swr: number };

/** The public catalogue reads: a minute fresh, five more minutes served stale while refreshing. */
export const PUBLIC_CATALOG_CACHE: CachePolicy = { maxAge: 60, swr: 300 };

/**
 * A cacheable JSON 200: `Cache-Control: public`, a weak ETag hashed from the body, and an empty
 * 304 when the caller already holds that ETag (If-None-Match). Weak, because the same JSON
 * may be sent compressed or not. Only for public, non-personal answers.
 */
export function cachedJson(req: Request, body: unknown, { maxAge, swr }: CachePolicy): Response {
  const text = JSON.stringify(body);
  const etag = `W/"${createHash('sha1').update(text).digest('base64url')}"`;
  const headers = {
    'Cache-Control': `public, max-age=${maxAge}, stale-while-revalidate=${swr}`,
    ETag: etag,
  };
  if (matchesEtag(req.headers.get('if-none-match'), etag)) return new NextResponse(null, { status: 304, headers });
  return new NextResponse(text, { status: 200, headers: { ...headers, 'Content-Type': 'application/json' } });
}

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): `W/` is ignored on both sides. */
function matchesEtag(header: string | null, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}
