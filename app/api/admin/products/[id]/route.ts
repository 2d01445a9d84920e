import { refuseCostUnlessAllowed, refusePriceChangeUnlessAllowed } from '@/lib/auth/guards';
import { getAdminProduct, storedVariantPrices } from '@/lib/data/admin/products';
import { changesPrices, productForRole } from '@/lib/domain/staff-permissions';
import { apiRoute, parseJson, requireId, staffPolicy } from '@/lib/http/route';
import { deleteProduct, updateProduct } from '@/lib/services/admin/products';
import { productInput, sendsCostPrice } from '@/lib/validation/admin/products';

export const GET = apiRoute(staffPolicy('GET /api/admin/products/{id}'), async ({ params, principal }) => ({
  product: productForRole(await getAdminProduct(requireId(params.id)), principal.rol),
}));

/**
 * A VENDEDOR edits the catalogue without seeing costs; a cost in the payload is a 403, and so is
 * a changed price unless the store lets sellers change prices.
 */
export const PUT = apiRoute(staffPolicy('PUT /api/admin/products/{id}'), async ({ req, params, principal }) => {
  const id = requireId(params.id);
  const input = await parseJson(req, productInput);
  refuseCostUnlessAllowed(principal, sendsCostPrice(input));
  await refusePriceChangeUnlessAllowed(principal, changesPrices(await storedVariantPrices(id), input.variants));
  return { product: productForRole(await updateProduct(id, input, principal.id), principal.rol) };
});

/** Only an ADMIN deletes; `archived: true` when the product had sold and was archived instead (docs/stock.md). */
export const DELETE = apiRoute(staffPolicy('DELETE /api/admin/products/{id}'), async ({ params }) => {
  const { archived } = await deleteProduct(requireId(params.id));
  return { success: true, archived };
});
