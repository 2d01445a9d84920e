import { getProductById } from '@/lib/data/catalog';
import { cachedJson, PUBLIC_CATALOG_CACHE } from '@/lib/http/cache';
import { notFound } from '@/lib/errors';
import { apiRoute, policies, requireId } from '@/lib/http/route';

export const GET = apiRoute(policies.public, async ({ req, params }) => {
  const product = await getProductById(requireId(params.id));
  if (!product) throw notFound('Producto no encontrado.');
  return cachedJson(req, { product }, PUBLIC_CATALOG_CACHE, product);
});
