import { z } from 'zod';
import { keptWhenAbsent } from './admin/fields';
import { HIDDEN_CHARACTERS_MESSAGE, requiredPlainText } from './plain-text';
import { optionalText } from './profile';

/** Messages of the address schema; the form passes translated ones, the API answers in Spanish. */
export type AddressMessages = { required: string; tooLong: string; invalid: string; country: string; hiddenCharacters: string };

const spanish: AddressMessages = {
  required: 'Este campo es obligatorio.',
  tooLong: 'El texto es demasiado largo.',
  invalid: 'El valor no es válido.',
  country: 'Usa el código de país de dos letras (por ejemplo CO).',
  hiddenCharacters: HIDDEN_CHARACTERS_MESSAGE,
};

/**
 * Spec 1 §3/§5: recipientName, street, city and state (department) required; postalCode and
 * details optional; country defaults to CO. `isDefault` and `country` are not in the spec's form:
 * missing means "leave as it is" on update; on create, "no" (the customer's first address is the
 * default anyway) and CO.
 */
export function addressSchema(m: AddressMessages = spanish) {
  const required = (max: number) => requiredPlainText(m, max);
  return z.object({
    recipientName: required(120),
    street: required(200),
    city: required(100),
    state: required(100),
    postalCode: optionalText(m, 12, /^[0-9A-Za-z -]{3,12}$/),
    details: optionalText(m, 300),
    // Not in the spec's address form (spec 1 §5): missing keeps the stored country (CO, the
    // column default, on create); blank or null means CO.
    country: keptWhenAbsent(
      z
        .string({ error: m.country })
        .trim()
        .toUpperCase()
        .refine((v) => v === '' || /^[A-Z]{2}$/.test(v), { error: m.country })
        .nullish()
        .transform((v) => v || 'CO'),
    ),
    isDefault: z.boolean({ error: m.invalid }).optional(),
  });
}

export type AddressInput = z.infer<ReturnType<typeof addressSchema>>;
