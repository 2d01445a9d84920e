import { apiRoute, clientIp, parseJson, policies } from '@/lib/http/route';
import { submitContactMessage } from '@/lib/services/contact';
import { contactSchema } from '@/lib/validation/contact';

const schema = contactSchema();

export const POST = apiRoute(policies.public, async ({ req }) => {
  const input = await parseJson(req, schema);
  await submitContactMessage(input, clientIp(req));
  return { success: true, message: '¡Gracias! Tu mensaje ha sido enviado.' };
});
