import { refusePriceChangeUnlessAllowed } from '@/lib/auth/guards';
import { storedVariantPrices } from '@/lib/data/admin/products';
import { changesPrices } from '@/lib/domain/staff-permissions';
import { apiRoute, parseJson, requireId, staffPolicy } from '@/lib/http/route';
import { saveVariantGrid } from '@/lib/services/admin/variant-grid';
import { variantGridInput } from '@/lib/validation/admin/variant-grid';

/**
 * Beyond the spec: the price and stock grid. Every variant's price, sale price and
 * stock in one save, all or nothing; `{ product, changed: { prices, stock } }`. A changed price
 * from a VENDEDOR is a 403 unless the store lets sellers change prices.
 */
export const PUT = apiRoute(staffPolicy('PUT /api/admin/products/{id}/variants'), async ({ req, params, principal }) => {
  const id = requireId(params.id);
  const input = await parseJson(req, variantGridInput);
  await refusePriceChangeUnlessAllowed(principal, changesPrices(await storedVariantPrices(id), input.variants));
  return saveVariantGrid(id, input, principal.id);
});
