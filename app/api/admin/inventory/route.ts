import { listInventory } from '@/lib/data/admin/inventory';
import { apiRoute, parseQuery, policies } from '@/lib/http/route';
import { inventoryQuery } from '@/lib/validation/admin/inventory';

export const GET = apiRoute(policies.staff, async ({ req }) => {
  const { search } = parseQuery(req, inventoryQuery);
  return { inventory: await listInventory(search) };
});
