import { z } from 'zod';
import { message } from '@/lib/i18n/validation-message';

/** PUT /api/profile/consent: accepting the data policy is required; promotions are optional. */
export const consentSchema = () =>
  z.object({
    acceptDataPolicy: z.literal(true, { error: message('consentContinue') }),
    marketing: z.boolean({ error: message('yesOrNo') }).optional(),
  });

/** PUT /api/profile/marketing: change only the promotions opt-in. */
export const marketingSchema = () => z.object({ marketing: z.boolean({ error: message('yesOrNo') }) });

/** DELETE /api/profile: an explicit confirmation in the body, so a stray request cannot delete. */
export const deleteAccountSchema = () => z.object({ confirm: z.literal(true, { error: message('confirmDeleteAccount') }) });

export type ConsentInput = z.infer<ReturnType<typeof consentSchema>>;

/** POST /api/consent/email-link: the signed token of the login-code e-mail's consent link. */
export const emailLinkConsentSchema = () =>
  z.object({
    token: z
      .string({ error: message('consentLinkMissing') })
      .min(1, { error: message('consentLinkMissing') })
      .max(2000, { error: message('consentLinkInvalid') }),
  });
