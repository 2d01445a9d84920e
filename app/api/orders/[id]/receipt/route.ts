import { pdfResponse } from '@/lib/http/pdf-response';
import { apiRoute, policies, requireId } from '@/lib/http/route';
import { receiptForCustomer } from '@/lib/services/documents';

/** The order's receipt (comprobante) as a PDF in the order's language: its customer's only; another's is a 404. */
export const GET = apiRoute(policies.customer, async ({ params, principal }) => {
  const receipt = await receiptForCustomer(principal.id, requireId(params.id));
  return pdfResponse(receipt.bytes, receipt.fileName);
});
