import { requirePermission } from '@/lib/auth/guards';
import { getAdminCustomer } from '@/lib/data/admin/customers';
import { apiRoute, parseJson, requireId, staffPolicy } from '@/lib/http/route';
import { updateCustomer } from '@/lib/services/admin/customers';
import { customerPatchBody } from '@/lib/validation/admin/customers';

/** Contact and fiscal data, addresses, orders, total spent and the last order. */
export const GET = apiRoute(staffPolicy('GET /api/admin/customers/{id}'), async ({ params, principal }) => {
  requirePermission(principal, 'viewCustomers');
  return { customer: await getAdminCustomer(requireId(params.id)) };
});

/** The fields sent replace the stored ones; the result follows the create rules. */
export const PATCH = apiRoute(staffPolicy('PATCH /api/admin/customers/{id}'), async ({ req, params, principal }) => {
  requirePermission(principal, 'manageCustomers');
  const id = requireId(params.id);
  return { customer: await updateCustomer(id, await parseJson(req, customerPatchBody)) };
});
