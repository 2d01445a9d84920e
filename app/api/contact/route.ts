import { apiRoute, clientIp, parseJson, policies } from '@/lib/http/route';
import { submitContactMessage } from '@/lib/services/contact';
import { cart } from '@/lib/contracts/cart';

export const POST = apiRoute(policies.public, async ({ req }) => {
  await submitContactMessage(clientIp(req), () => parseJson(req, cart.contact.body));
  return { success: true, message: '¡Gracias! Tu mensaje ha sido enviado.' };
});
