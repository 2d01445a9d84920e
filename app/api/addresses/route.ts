import { listAddresses } from '@/lib/data/customer';
import { apiRoute, json, parseJson, policies } from '@/lib/http/route';
import { createAddress } from '@/lib/services/customer-account';
import { addresses } from '@/lib/contracts/account';

export const GET = apiRoute(policies.customer, async ({ principal }) => ({
  addresses: await listAddresses(principal.id),
}));

export const POST = apiRoute(policies.customer, async ({ req, principal }) => {
  const input = await parseJson(req, addresses.create.body);
  return json({ address: await createAddress(principal.id, input) }, { status: 201 });
});
