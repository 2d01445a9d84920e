import { searchOrderProducts } from '@/lib/data/admin/new-order';
import { apiRoute, parseQuery, staffPolicy } from '@/lib/http/route';
import { staffProductSearchQuery } from '@/lib/validation/admin/staff-orders';

/** 'Nuevo pedido': { products } found by name or SKU, with prices, tiers and stock. */
export const GET = apiRoute(staffPolicy('GET /api/admin/new-order/products'), async ({ req }) => {
  const { q } = parseQuery(req, staffProductSearchQuery);
  return { products: await searchOrderProducts(q) };
});
