import { NextResponse } from 'next/server';
import { listAdminProducts } from '@/lib/data/admin/products';
import { apiRoute, parseJson, policies } from '@/lib/http/route';
import { createProduct } from '@/lib/services/admin/products';
import { productInput } from '@/lib/validation/admin/products';

export const GET = apiRoute(policies.staff, async () => ({ products: await listAdminProducts() }));

export const POST = apiRoute(policies.staff, async ({ req, principal }) => {
  const product = await createProduct(await parseJson(req, productInput), principal.id);
  return NextResponse.json({ product }, { status: 201 });
});
