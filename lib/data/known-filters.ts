import 'server-only';
// eslint-disable-next-line no-restricted-imports -- a type only: the page cache's keys name the filters this reader lists
import type { KnownFilterNames } from '@/lib/http/page-key';
import { listAttributeNames } from './catalog';

/**
 * The attribute names that exist: what a store URL may filter on. Read through the catalogue
 * cache (the /tienda render has just read the same list), for the page cache's keys
 * (lib/http/page-key.ts).
 */
export function knownFilterNames(): Promise<KnownFilterNames> {
  return listAttributeNames();
}
