import { NextResponse } from 'next/server';
import { listProviders } from '@/lib/data/admin/providers';
import { apiRoute, parseJson, staffPolicy } from '@/lib/http/route';
import { createProvider } from '@/lib/services/admin/providers';
import { providerInput } from '@/lib/validation/admin/providers';

export const GET = apiRoute(staffPolicy('GET /api/admin/providers'), async () => ({ providers: await listProviders() }));

export const POST = apiRoute(staffPolicy('POST /api/admin/providers'), async ({ req }) => {
  const provider = await createProvider(await parseJson(req, providerInput));
  return NextResponse.json({ provider }, { status: 201 });
});
