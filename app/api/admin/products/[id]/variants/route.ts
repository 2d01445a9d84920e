import { apiRoute, parseJson, requireId, staffPolicy } from '@/lib/http/route';
import { saveVariantGrid } from '@/lib/services/admin/variant-grid';
import { variantGridInput } from '@/lib/validation/admin/variant-grid';

/**
 * Beyond the spec: the price and stock grid. Every variant's price, sale price and
 * stock in one save, all or nothing; `{ product, changed: { prices, stock } }`.
 */
export const PUT = apiRoute(staffPolicy('PUT /api/admin/products/{id}/variants'), async ({ req, params, principal }) =>
  saveVariantGrid(requireId(params.id), await parseJson(req, variantGridInput), principal.id),
);
