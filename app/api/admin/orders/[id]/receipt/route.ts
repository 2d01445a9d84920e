import { pdfResponse } from '@/lib/http/pdf-response';
import { apiRoute, requireId, staffPolicy } from '@/lib/http/route';
import { receiptForStaff } from '@/lib/services/documents';

/** Any order's receipt (comprobante) as a PDF in the customer's language, for staff (ADMIN, VENDEDOR). */
export const GET = apiRoute(staffPolicy('GET /api/admin/orders/{id}/receipt'), async ({ params }) => {
  const receipt = await receiptForStaff(requireId(params.id));
  return pdfResponse(receipt.bytes, receipt.fileName);
});
