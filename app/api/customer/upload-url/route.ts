import { apiRoute, parseJson, policies } from '@/lib/http/route';
import { createProofUploadUrl } from '@/lib/services/orders';
import { proofUploadSchema } from '@/lib/validation/order';

const schema = proofUploadSchema();

/** { url, publicUrl }: a 5-minute presigned PUT for the proof of the caller's own unpaid order. */
export const POST = apiRoute(policies.customer, async ({ req, principal }) => {
  const input = await parseJson(req, schema);
  return createProofUploadUrl(principal.id, input);
});
