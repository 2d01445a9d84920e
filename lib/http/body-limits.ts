import { MAX_IMPORT_BYTES } from '../domain/catalog-csv';
import { paths } from '../contracts/paths';
import { MAX_UPLOAD_BYTES } from '../storage/types';
import { MAX_JSON_BYTES } from './body';

/**
 * The largest body a request may send, by route class: the catalogue CSV (preview and apply),
 * the local driver's image upload, and the JSON limit for everything else, API or page. No
 * imports beyond plain constants: next.config.ts reads LARGEST_BODY_BYTES.
 */
const LARGER_BODIES: Readonly<Record<string, { bytes: number; kind: 'csv' | 'image' }>> = {
  [paths.adminProducts.importCatalog]: { bytes: MAX_IMPORT_BYTES, kind: 'csv' },
  [paths.adminProducts.applyCatalogImport]: { bytes: MAX_IMPORT_BYTES, kind: 'csv' },
  [paths.system.upload]: { bytes: MAX_UPLOAD_BYTES, kind: 'image' },
};

export type BodyLimit = { bytes: number; kind: 'csv' | 'image' | 'json' };

export function bodyLimitFor(pathname: string): BodyLimit {
  return LARGER_BODIES[pathname] ?? { bytes: MAX_JSON_BYTES, kind: 'json' };
}

/** The largest legitimate body of any request: the catalogue CSV's 5 MB. */
export const LARGEST_BODY_BYTES = Math.max(MAX_JSON_BYTES, ...Object.values(LARGER_BODIES).map((limit) => limit.bytes));

/**
 * What Next may buffer of a body for proxy.ts (`experimental.proxyClientMaxBodySize`; its default
 * is 10 MB). Past it Next does not refuse: it silently hands the handler the body cut before the
 * read that crossed the limit. One socket read (64 KiB) above the largest body, a cut body is
 * always longer than its handler's limit, so the handler counts it and refuses it (413) instead
 * of taking a truncated CSV for a whole one.
 */
export const PROXY_BODY_BUFFER_BYTES = LARGEST_BODY_BYTES + 64 * 1024;
