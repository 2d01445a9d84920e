import { NextResponse } from 'next/server';
import { apiRoute, clientIp, parseJson, policies } from '@/lib/http/route';
import { createSharedCart } from '@/lib/services/shared-carts';
import { sharedCartInput } from '@/lib/validation/shared-cart';

/**
 * POST /api/shared-carts (docs/shared-carts.md): saves a cart behind the link of a WhatsApp order.
 * Public and anonymous; limited per IP. 201 { id, url, expiresAt }.
 */
export const POST = apiRoute(policies.public, async ({ req }) => {
  const created = await createSharedCart(clientIp(req), () => parseJson(req, sharedCartInput));
  return NextResponse.json(created, { status: 201, headers: { 'Cache-Control': 'no-store' } });
});
