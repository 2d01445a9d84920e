import { NextResponse } from 'next/server';
import { requirePermission } from '@/lib/auth/guards';
import { apiRoute, parseJson, requireId, staffPolicy } from '@/lib/http/route';
import { createCustomerAddress } from '@/lib/services/admin/customers';
import { addressSchema } from '@/lib/validation/address';

const addressInput = addressSchema();

/** Staff add an address for a customer (the profile's own rules: the first is the default). */
export const POST = apiRoute(staffPolicy('POST /api/admin/customers/{id}/addresses'), async ({ req, params, principal }) => {
  requirePermission(principal, 'manageCustomers');
  const id = requireId(params.id);
  const address = await createCustomerAddress(id, await parseJson(req, addressInput));
  return NextResponse.json({ address }, { status: 201 });
});
