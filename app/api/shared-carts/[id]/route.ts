import { readSharedCart } from '@/lib/data/shared-carts';
import { ApiError, notFound } from '@/lib/errors';
import { apiRoute, json, policies } from '@/lib/http/route';
import { SHARED_CART_EXPIRED, SHARED_CART_NOT_FOUND } from '@/lib/validation/shared-cart';

/**
 * GET /api/shared-carts/{id} (docs/shared-carts.md): the lines with today's prices and stock and what
 * changed. 404 unknown or malformed id, 410 expired. Never cached: stock moves with every order.
 */
export const GET = apiRoute(policies.public, async ({ params }) => {
  const read = await readSharedCart(params.id ?? '');
  if (read.status === 'unknown') throw notFound(SHARED_CART_NOT_FOUND);
  if (read.status === 'expired') throw new ApiError({ code: 'expired', message: SHARED_CART_EXPIRED });
  return json(read.cart, { headers: { 'Cache-Control': 'no-store' } });
});
