import { NextResponse } from 'next/server';
import { listProviders } from '@/lib/data/admin/providers';
import { apiRoute, parseJson, policies } from '@/lib/http/route';
import { createProvider } from '@/lib/services/admin/providers';
import { providerInput } from '@/lib/validation/admin/providers';

export const GET = apiRoute(policies.staff, async () => ({ providers: await listProviders() }));

export const POST = apiRoute(policies.staff, async ({ req }) => {
  const provider = await createProvider(await parseJson(req, providerInput));
  return NextResponse.json({ provider }, { status: 201 });
});
