import 'server-only';
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/**
 * Rendered documents by content (issue 26 §3): the key is a hash of everything the document
 * shows, so an identical request is answered with the same bytes without rendering again, and
 * any change (a status, a price, the language, the day) is a new key. In-process; bounded in
 * bytes. Receipts are personal: their key is a hash, and the bytes are only ever handed to a
 * caller who was allowed to load the order they were made from.
 */
const MAX_BYTES = 32 * 1024 * 1024;
const TTL_MS = 24 * 3600_000;

type Entry = { bytes: Buffer; meta: string };

const cache: LRUCache<string, Entry> = ((globalThis as { __documentCache?: LRUCache<string, Entry> }).__documentCache ??= new LRUCache<
  string,
  Entry
>({
  maxSize: MAX_BYTES,
  sizeCalculation: (entry) => entry.bytes.length + entry.meta.length + 64,
  ttl: TTL_MS,
}));

export function contentKey(kind: string, content: unknown): string {
  return `${kind}:${createHash('sha256').update(JSON.stringify(content)).digest('base64url')}`;
}

/** The cached entry for `key`, else `render()`'s, stored. `meta` carries what was decided at render time (a quote's number). */
export async function cachedDocument(key: string, render: () => Promise<Entry>): Promise<Entry & { cached: boolean }> {
  const hit = cache.get(key);
  if (hit) return { ...hit, cached: true };
  const entry = await render();
  cache.set(key, entry);
  return { ...entry, cached: false };
}

/** Tests and the benchmark measure renders, not hits. */
export function clearDocumentCache(): void {
  cache.clear();
}
