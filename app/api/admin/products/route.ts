import { NextResponse } from 'next/server';
import { refuseCostUnlessAllowed } from '@/lib/auth/guards';
import { listAdminProducts } from '@/lib/data/admin/products';
import { productForRole } from '@/lib/domain/staff-permissions';
import { apiRoute, parseJson, staffPolicy } from '@/lib/http/route';
import { createProduct } from '@/lib/services/admin/products';
import { productInput, sendsCostPrice } from '@/lib/validation/admin/products';

/** A VENDEDOR gets no cost prices, and may not set them (403). */
export const GET = apiRoute(staffPolicy('GET /api/admin/products'), async ({ principal }) => ({
  products: (await listAdminProducts()).map((product) => productForRole(product, principal.rol)),
}));

export const POST = apiRoute(staffPolicy('POST /api/admin/products'), async ({ req, principal }) => {
  const input = await parseJson(req, productInput);
  refuseCostUnlessAllowed(principal, sendsCostPrice(input));
  const product = productForRole(await createProduct(input, principal.id), principal.rol);
  return NextResponse.json({ product }, { status: 201 });
});
