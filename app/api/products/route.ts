import { listAttributeNames, listProducts } from '@/lib/data/catalog';
import { parseStoreFilters, storeFilterLimitErrors } from '@/lib/domain/store-filters';
import { PUBLIC_CATALOG_CACHE, precompressedJson } from '@/lib/http/cache';
import { badRequest } from '@/lib/errors';
import { message } from '@/lib/i18n/validation-message';
import { apiRoute, parseQuery, policies } from '@/lib/http/route';
import { catalog } from '@/lib/contracts/catalog';

// The whole catalogue is megabytes of JSON: it is compressed once per catalogue version
// (precompressedJson), not by the server on every request.

export const GET = apiRoute(policies.public, async ({ req }) => {
  const { limit, offset } = parseQuery(req, catalog.listProducts.query);
  const params = new URLSearchParams(req.nextUrl.searchParams);
  params.delete('limit');
  params.delete('offset');
  const filters = parseStoreFilters(params, await listAttributeNames());
  // Unknown parameters are ignored, but they count towards the length (as sent, without '?').
  const errors = storeFilterLimitErrors(filters, Math.max(0, req.nextUrl.search.length - 1));
  if (errors) {
    const fields = Object.fromEntries(Object.entries(errors).map(([field, list]) => [field, list.map((m) => message(m.key, m.values))]));
    throw badRequest({ key: 'storeFilters.tooMany' }, fields);
  }
  const products = await listProducts(filters, { limit, offset });
  return precompressedJson(req, { products }, PUBLIC_CATALOG_CACHE, products);
});
