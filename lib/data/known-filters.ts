import 'server-only';
import type { KnownFilterNames } from '@/lib/http/page-key';
import { listAttributes } from './catalog';

/**
 * The attribute names that exist, lower-cased: what a store URL may filter on. Read through the
 * catalogue cache (the /tienda render has just read the same list), for the page cache's keys
 * (lib/http/page-key.ts).
 */
export async function knownFilterNames(): Promise<KnownFilterNames> {
  return new Set((await listAttributes()).map((attribute) => attribute.name.toLowerCase()));
}
