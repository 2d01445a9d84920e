import { apiRoute, policies } from '@/lib/http/route';
import { getDeliverySummary } from '@/lib/services/delivery';

/** Public: what the cart can say before an address is known ('Domicilio gratis en Cúcuta desde $ 150.000'). */
export const GET = apiRoute(policies.public, async () => ({ delivery: await getDeliverySummary() }));
