import { apiRoute, parseJson, requireId, staffPolicy } from '@/lib/http/route';
import { deletePaymentMethod, updatePaymentMethod } from '@/lib/services/admin/payment-methods';
import { paymentMethodUpdateInput } from '@/lib/validation/admin/payment-methods';

export const PUT = apiRoute(staffPolicy('PUT /api/admin/payment-methods/{id}'), async ({ req, params }) => {
  const id = requireId(params.id);
  return { paymentMethod: await updatePaymentMethod(id, await parseJson(req, paymentMethodUpdateInput)) };
});

export const DELETE = apiRoute(staffPolicy('DELETE /api/admin/payment-methods/{id}'), async ({ params }) => {
  await deletePaymentMethod(requireId(params.id));
  return { success: true };
});
