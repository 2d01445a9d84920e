import { apiRoute, parseJson, policies, requireId } from '@/lib/http/route';
import { deleteAddress, updateAddress } from '@/lib/services/customer-account';
import { addressSchema } from '@/lib/validation/address';

const schema = addressSchema();

/** Another customer's address is a 404, exactly like one that does not exist. */
export const PUT = apiRoute(policies.customer, async ({ req, params, principal }) => {
  const id = requireId(params.id);
  const input = await parseJson(req, schema);
  return { address: await updateAddress(principal.id, id, input) };
});

export const DELETE = apiRoute(policies.customer, async ({ params, principal }) => {
  await deleteAddress(principal.id, requireId(params.id));
  return { success: true };
});
