import { describe, expect, it } from 'vitest';
import { addressSchema } from '@/lib/validation/address';
import { categoryInput } from '@/lib/validation/admin/categories';
import { orderReasonInput } from '@/lib/validation/admin/orders';
import { productInput } from '@/lib/validation/admin/products';
import { contactSchema } from '@/lib/validation/contact';
import { HIDDEN_CHARACTERS_MESSAGE, hasHiddenCharacters } from '@/lib/validation/plain-text';
import { profileSchema } from '@/lib/validation/profile';

const CONTROLS: Record<string, string> = {
  'RIGHT-TO-LEFT OVERRIDE': '\u202E',
  'LEFT-TO-RIGHT OVERRIDE': '\u202D',
  'LEFT-TO-RIGHT EMBEDDING': '\u202A',
  'POP DIRECTIONAL FORMATTING': '\u202C',
  'RIGHT-TO-LEFT ISOLATE': '\u2067',
  'FIRST STRONG ISOLATE': '\u2068',
  'POP DIRECTIONAL ISOLATE': '\u2069',
  'LEFT-TO-RIGHT MARK': '\u200E',
  'RIGHT-TO-LEFT MARK': '\u200F',
  'ARABIC LETTER MARK': '\u061C',
  'ZERO WIDTH SPACE': '\u200B',
  'ZERO WIDTH NON-JOINER': '\u200C',
  'ZERO WIDTH JOINER (outside an emoji)': '\u200D',
  'WORD JOINER': '\u2060',
  'ZERO WIDTH NO-BREAK SPACE / BOM': '\uFEFF',
  'MONGOLIAN VOWEL SEPARATOR': '\u180E',
  NUL: '\u0000',
  ESCAPE: '\u001B',
  'C1 control': '\u0085',
};

describe('hasHiddenCharacters', () => {
  it.each(Object.entries(CONTROLS))('finds %s anywhere in the text', (_name, control) => {
    expect(hasHiddenCharacters(`${control}Ana`)).toBe(true);
    expect(hasHiddenCharacters(`Ana ${control}Gómez`)).toBe(true);
    expect(hasHiddenCharacters(`Gómez${control}`)).toBe(true);
  });

  it('lets ordinary Spanish, other scripts, line breaks and emoji through', () => {
    for (const text of [
      'María José Peña Ñuñez',
      'Cra. 7 # 12-45, apto 301 — barrio "El Centro"',
      'مرحبا بالعالم',
      'שלום',
      'Primera línea\nSegunda línea\r\n\tcon tabulación',
      'Gracias 🙏🏽 🤷‍♀️ 👨‍👩‍👧 ❤️',
    ]) {
      expect(hasHiddenCharacters(text), text).toBe(false);
    }
  });

  it('allows a zero-width joiner only between the parts of an emoji', () => {
    expect(hasHiddenCharacters('👨\u200D👩')).toBe(false);
    expect(hasHiddenCharacters('Ana\u200DGómez')).toBe(true);
    expect(hasHiddenCharacters('👨\u200DGómez')).toBe(true);
    expect(hasHiddenCharacters('\u200D👩')).toBe(true);
  });
});

/** The field errors of a failed parse. */
function fieldErrors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  expect(result.success).toBe(false);
  return Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('free-text fields refuse hidden characters with a Spanish message', () => {
  const rlo = 'Ana \u202Eogeid';

  it('profile, address and contact form', () => {
    expect(fieldErrors(profileSchema().safeParse({ fullName: rlo, businessName: 'x\u200By' }))).toMatchObject({
      fullName: HIDDEN_CHARACTERS_MESSAGE,
    });
    expect(
      fieldErrors(
        addressSchema().safeParse({ recipientName: rlo, street: 'Calle 1', city: 'Cúcuta', state: 'NdS', details: 'piso\uFEFF 2' }),
      ),
    ).toEqual({
      recipientName: HIDDEN_CHARACTERS_MESSAGE,
      details: HIDDEN_CHARACTERS_MESSAGE,
    });
    expect(fieldErrors(contactSchema().safeParse({ nombre: 'Ana', email: 'ana@example.com', asunto: 'Hola\u2066', mensaje: rlo }))).toEqual(
      {
        asunto: HIDDEN_CHARACTERS_MESSAGE,
        mensaje: HIDDEN_CHARACTERS_MESSAGE,
      },
    );
  });

  it('back-office names and notes', () => {
    expect(fieldErrors(categoryInput.safeParse({ name: rlo }))).toMatchObject({ name: HIDDEN_CHARACTERS_MESSAGE });
    expect(
      fieldErrors(productInput.safeParse({ name: 'Vaso', description: 'Vaso \u200F7 oz', categoryId: 1, variants: [] })),
    ).toMatchObject({
      description: HIDDEN_CHARACTERS_MESSAGE,
    });
    expect(fieldErrors(orderReasonInput.safeParse({ reason: 'Pago \u202Eincompleto' }))).toEqual({ reason: HIDDEN_CHARACTERS_MESSAGE });
  });

  it('still accepts the same fields without them', () => {
    expect(profileSchema().safeParse({ fullName: 'Ana Gómez' }).success).toBe(true);
    expect(
      addressSchema().safeParse({ recipientName: 'Ana', street: 'Calle 1', city: 'Cúcuta', state: 'NdS', details: 'piso 2' }).success,
    ).toBe(true);
    expect(contactSchema().safeParse({ nombre: 'Ana', email: 'ana@example.com', asunto: 'Hola', mensaje: 'Gracias 🤷‍♀️\nAna' }).success).toBe(
      true,
    );
    expect(orderReasonInput.safeParse({ reason: 'Pago incompleto' }).success).toBe(true);
  });
});
