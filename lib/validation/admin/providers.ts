import { z } from 'zod';
import { message } from '@/lib/i18n/validation-message';
import { optionalEmail, optionalLine, optionalText, optionalWebsite, requiredText } from './fields';

/** Spec 2 §5: name required; e-mail and web address checked when given; the rest optional. */
export const providerInput = z.object({
  name: requiredText(message('nameRequired'), 200),
  contactName: optionalLine(200),
  contactEmail: optionalEmail(),
  contactPhone: optionalLine(50),
  address: optionalLine(500),
  website: optionalWebsite(),
  notes: optionalText(5000),
});

export type ProviderInput = z.infer<typeof providerInput>;
