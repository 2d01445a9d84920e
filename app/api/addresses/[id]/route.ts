import { apiRoute, parseJson, policies, requireId } from '@/lib/http/route';
import { deleteAddress, updateAddress } from '@/lib/services/customer-account';
import { addresses } from '@/lib/contracts/account';

/** Another customer's address is a 404, exactly like one that does not exist. */
export const PUT = apiRoute(policies.customer, async ({ req, params, principal }) => {
  const id = requireId(params.id);
  const input = await parseJson(req, addresses.update.body);
  return { address: await updateAddress(principal.id, id, input) };
});

export const DELETE = apiRoute(policies.customer, async ({ params, principal }) => {
  await deleteAddress(principal.id, requireId(params.id));
  return { success: true };
});
