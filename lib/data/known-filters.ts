import 'server-only';
import type { KnownFilterNames } from '@/lib/page-cache';
import { listAttributeNames } from './catalog';

/**
 * The attribute names that exist: what a store URL may filter on. Read through the catalogue
 * cache (the /tienda render has just read the same list), for the page cache's keys
 * (lib/page-cache/page-key.ts).
 */
export function knownFilterNames(): Promise<KnownFilterNames> {
  return listAttributeNames();
}
