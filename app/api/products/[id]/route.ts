import { getProductById } from '@/lib/data/catalog';
import { notFound } from '@/lib/http/errors';
import { apiRoute, parseId, policies } from '@/lib/http/route';

export const GET = apiRoute(policies.public, async ({ params }) => {
  const product = await getProductById(parseId(params.id));
  if (!product) throw notFound('Producto no encontrado.');
  return { product };
});
