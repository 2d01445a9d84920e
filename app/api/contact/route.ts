import { apiRoute, clientIp, parseJson, policies } from '@/lib/http/route';
import { submitContactMessage } from '@/lib/services/contact';
import { contactSchema } from '@/lib/validation/contact';

const schema = contactSchema();

export const POST = apiRoute(policies.public, async ({ req }) => {
  await submitContactMessage(clientIp(req), () => parseJson(req, schema));
  return { success: true, message: '¡Gracias! Tu mensaje ha sido enviado.' };
});
