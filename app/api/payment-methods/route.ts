import { listPublicPaymentMethods } from '@/lib/data/catalog';
import { cachedJson, PUBLIC_CATALOG_CACHE } from '@/lib/http/cache';
import { apiRoute, policies } from '@/lib/http/route';

/** Active methods only, public fields only (the spec's entities). */
export const GET = apiRoute(policies.public, async ({ req }) => {
  const paymentMethods = await listPublicPaymentMethods();
  return cachedJson(req, { paymentMethods }, PUBLIC_CATALOG_CACHE, paymentMethods);
});
