import { listPublicPaymentMethods } from '@/lib/data/catalog';
import { apiRoute, policies } from '@/lib/http/route';

/** Active methods only, public fields only (spec 1 §3). */
export const GET = apiRoute(policies.public, async () => ({ paymentMethods: await listPublicPaymentMethods() }));
