import { z } from 'zod';

/** PUT /api/profile/consent: accepting the data policy is required; promotions are optional. */
export const consentSchema = () =>
  z.object({
    acceptDataPolicy: z.literal(true, { error: 'Debes aceptar la política de tratamiento de datos para continuar.' }),
    marketing: z.boolean({ error: 'Indica sí o no.' }).optional(),
  });

/** PUT /api/profile/marketing: change only the promotions opt-in. */
export const marketingSchema = () => z.object({ marketing: z.boolean({ error: 'Indica sí o no.' }) });

/** DELETE /api/profile: an explicit confirmation in the body, so a stray request cannot delete. */
export const deleteAccountSchema = () => z.object({ confirm: z.literal(true, { error: 'Confirma que quieres eliminar tu cuenta.' }) });

export type ConsentInput = z.infer<ReturnType<typeof consentSchema>>;

/** POST /api/consent/email-link: the signed token of the login-code e-mail's consent link. */
export const emailLinkConsentSchema = () =>
  z.object({
    token: z
      .string({ error: 'Falta el enlace para aceptar la política de datos.' })
      .min(1, { error: 'Falta el enlace para aceptar la política de datos.' })
      .max(2000, { error: 'Este enlace para aceptar la política de datos no es válido.' }),
  });
