import { pdfResponse } from '@/lib/http/pdf-response';
import { apiRoute, policies, requireId } from '@/lib/http/route';
import { receiptForStaff } from '@/lib/services/documents';

/** Any order's receipt (comprobante) as a PDF in the customer's language, for staff (ADMIN, VENDEDOR). */
export const GET = apiRoute(policies.staff, async ({ params }) => {
  const receipt = await receiptForStaff(requireId(params.id));
  return pdfResponse(receipt.bytes, receipt.fileName);
});
