import { refuseCostUnlessAllowed } from '@/lib/auth/guards';
import { getAdminProduct } from '@/lib/data/admin/products';
import { productForRole } from '@/lib/domain/staff-permissions';
import { apiRoute, parseJson, requireId, staffPolicy } from '@/lib/http/route';
import { deleteProduct, updateProduct } from '@/lib/services/admin/products';
import { productInput, sendsCostPrice } from '@/lib/validation/admin/products';

export const GET = apiRoute(staffPolicy('GET /api/admin/products/{id}'), async ({ params, principal }) => ({
  product: productForRole(await getAdminProduct(requireId(params.id)), principal.rol),
}));

/** A VENDEDOR edits the catalogue without seeing costs; a cost in the payload is a 403. */
export const PUT = apiRoute(staffPolicy('PUT /api/admin/products/{id}'), async ({ req, params, principal }) => {
  const id = requireId(params.id);
  const input = await parseJson(req, productInput);
  refuseCostUnlessAllowed(principal, sendsCostPrice(input));
  return { product: productForRole(await updateProduct(id, input, principal.id), principal.rol) };
});

/** Only an ADMIN deletes; `archived: true` when the product had sold and was archived instead (docs/stock.md). */
export const DELETE = apiRoute(staffPolicy('DELETE /api/admin/products/{id}'), async ({ params }) => {
  const { archived } = await deleteProduct(requireId(params.id));
  return { success: true, archived };
});
