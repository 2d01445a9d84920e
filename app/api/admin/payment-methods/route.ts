import { NextResponse } from 'next/server';
import { listPaymentMethods } from '@/lib/data/admin/payment-methods';
import { apiRoute, parseJson, staffPolicy } from '@/lib/http/route';
import { createPaymentMethod } from '@/lib/services/admin/payment-methods';
import { paymentMethodCreateInput } from '@/lib/validation/admin/payment-methods';

/** ADMIN only, reads included: payment methods are not part of the VENDEDOR's work (docs/backoffice.md, Roles). */
export const GET = apiRoute(staffPolicy('GET /api/admin/payment-methods'), async () => ({ paymentMethods: await listPaymentMethods() }));

export const POST = apiRoute(staffPolicy('POST /api/admin/payment-methods'), async ({ req }) => {
  const paymentMethod = await createPaymentMethod(await parseJson(req, paymentMethodCreateInput));
  return NextResponse.json({ paymentMethod }, { status: 201 });
});
