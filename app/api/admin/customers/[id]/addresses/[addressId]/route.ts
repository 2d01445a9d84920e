import { requirePermission } from '@/lib/auth/guards';
import { apiRoute, parseJson, requireId, staffPolicy } from '@/lib/http/route';
import { deleteCustomerAddress, updateCustomerAddress } from '@/lib/services/admin/customers';
import { addressSchema } from '@/lib/validation/address';

const addressInput = addressSchema();

/** Staff edit one of a customer's addresses (missing fields outside the spec's form keep theirs). */
export const PATCH = apiRoute(staffPolicy('PATCH /api/admin/customers/{id}/addresses/{addressId}'), async ({ req, params, principal }) => {
  requirePermission(principal, 'manageCustomers');
  const id = requireId(params.id);
  const addressId = requireId(params.addressId);
  return { address: await updateCustomerAddress(id, addressId, await parseJson(req, addressInput)) };
});

/** Staff delete one of a customer's addresses (the default moves to the newest remaining one). */
export const DELETE = apiRoute(staffPolicy('DELETE /api/admin/customers/{id}/addresses/{addressId}'), async ({ params, principal }) => {
  requirePermission(principal, 'manageCustomers');
  await deleteCustomerAddress(requireId(params.id), requireId(params.addressId));
  return { success: true };
});
