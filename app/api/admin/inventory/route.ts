import { listInventory } from '@/lib/data/admin/inventory';
import { rowForRole } from '@/lib/domain/staff-permissions';
import { apiRoute, parseQuery, staffPolicy } from '@/lib/http/route';
import { inventoryQuery } from '@/lib/validation/admin/inventory';

/** Without the cost column for a VENDEDOR. */
export const GET = apiRoute(staffPolicy('GET /api/admin/inventory'), async ({ req, principal }) => {
  const { search } = parseQuery(req, inventoryQuery);
  const inventory = await listInventory(search);
  return { inventory: inventory.map((row) => rowForRole(row, principal.rol)) };
});
