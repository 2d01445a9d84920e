import { searchOrderProducts } from '@/lib/data/admin/new-order';
import { apiRoute, parseQuery, policies } from '@/lib/http/route';
import { staffProductSearchQuery } from '@/lib/validation/admin/staff-orders';

/** 'Nuevo pedido': { products } found by name or SKU, with prices, tiers and stock. */
export const GET = apiRoute(policies.staff, async ({ req }) => {
  const { q } = parseQuery(req, staffProductSearchQuery);
  return { products: await searchOrderProducts(q) };
});
