import { apiRoute, policies } from '@/lib/http/route';
import { endCustomerSessions } from '@/lib/services/customer-auth';

/** 'Cerrar sesión en todos los dispositivos': every token of the caller stops working, this one included. */
export const POST = apiRoute(policies.customer, async ({ principal }) => {
  await endCustomerSessions(principal.id);
  return { success: true };
});
