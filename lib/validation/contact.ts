import { z } from 'zod';
import { message } from '@/lib/i18n/validation-message';
import { HIDDEN_CHARACTERS_MESSAGE, requiredPlainText, requiredSingleLine } from './plain-text';

/** Messages of the contact schema; the form passes translated ones; the defaults are catalogue references the API says in the request's language. */
export type ContactMessages = { required: string; email: string; tooLong: string; hiddenCharacters: string; consent?: string };

const spanish: ContactMessages = {
  required: message('required'),
  email: message('email'),
  tooLong: message('tooLong'),
  hiddenCharacters: HIDDEN_CHARACTERS_MESSAGE,
  consent: message('consentContact'),
};

export const CONTACT_LIMITS = { nombre: 120, email: 254, asunto: 200, mensaje: 5000 } as const;

/** Spec 1 §5: all four fields required, values trimmed before sending. */
export function contactSchema(m: ContactMessages = spanish) {
  const text = (max: number) => requiredPlainText(m, max);
  return z.object({
    nombre: requiredSingleLine(m, CONTACT_LIMITS.nombre),
    email: z
      .string({ error: m.required })
      .trim()
      .min(1, { error: m.required })
      .max(CONTACT_LIMITS.email, { error: m.tooLong })
      .pipe(z.email({ error: m.email })),
    asunto: requiredSingleLine(m, CONTACT_LIMITS.asunto),
    mensaje: text(CONTACT_LIMITS.mensaje),
    /** Honeypot: a field people never see; bots fill it. */
    website: z.string().max(500).optional(),
    /** The data policy accepted (Ley 1581): the store's form requires it; the spec's payload may omit it. */
    acceptDataPolicy: z.boolean({ error: m.required }).optional(),
  });
}

/** The store's form: the same fields, and the unchecked data-policy box must be ticked. */
export function contactFormSchema(m: ContactMessages = spanish) {
  return contactSchema(m).extend({ acceptDataPolicy: z.literal(true, { error: m.consent ?? spanish.consent }) });
}

export type ContactInput = z.infer<ReturnType<typeof contactSchema>>;
