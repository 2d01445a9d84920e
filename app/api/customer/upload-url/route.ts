import { apiRoute, parseJson, policies } from '@/lib/http/route';
import { createProofUploadUrl } from '@/lib/services/orders';
import { orders } from '@/lib/contracts/orders';

/** { url, publicUrl }: a 5-minute presigned PUT for the proof of the caller's own unpaid order. */
export const POST = apiRoute(policies.customer, async ({ req, principal }) => {
  const input = await parseJson(req, orders.proofUploadUrl.body);
  return createProofUploadUrl(principal.id, input);
});
