import { apiRoute, parseJson, policies } from '@/lib/http/route';
import { createPaymentLinkUploadUrl } from '@/lib/services/payment-links';
import { paymentLinks } from '@/lib/contracts/cart';

/** { url, publicUrl }: a 5-minute presigned PUT for the proof of the link's order (another order's file name: 404). */
export const POST = apiRoute(policies.paymentLink, async ({ req, params }) => {
  const input = await parseJson(req, paymentLinks.uploadUrl.body);
  return createPaymentLinkUploadUrl(params.token ?? '', input);
});
