import { describe, expect, it } from 'vitest';
import { nitCheckDigit, parseNit } from '@/lib/domain/nit';
import { billingFor, formatBillingDocument } from '@/lib/domain/billing';
import { nitMessage, profileSchema } from '@/lib/validation/profile';
import { validationText } from '@/lib/i18n/validation-text';

const spanish = (text: string | undefined) => text && validationText(text, 'es');

describe('nitCheckDigit (DIAN modulus 11)', () => {
  it('gives the digit of real NITs', () => {
    // DIAN, Bancolombia, Davivienda, Almacenes Éxito, Ecopetrol, Avianca.
    expect(nitCheckDigit('800197268')).toBe(4);
    expect(nitCheckDigit('890903938')).toBe(8);
    expect(nitCheckDigit('860034313')).toBe(7);
    expect(nitCheckDigit('890900608')).toBe(9);
    expect(nitCheckDigit('899999068')).toBe(1);
    expect(nitCheckDigit('890100577')).toBe(6);
    expect(nitCheckDigit('900123456')).toBe(8);
  });

  it('uses the remainder itself when it is 0 or 1, else 11 minus it', () => {
    // 1 × 3 = 3 → 11 - 3 = 8; 4 × 3 = 12 → 1; 11 × … : '0' → 0.
    expect(nitCheckDigit('1')).toBe(8);
    expect(nitCheckDigit('4')).toBe(1);
    expect(nitCheckDigit('0')).toBe(0);
  });

  it('refuses what is not 1-15 digits', () => {
    expect(() => nitCheckDigit('')).toThrow(RangeError);
    expect(() => nitCheckDigit('12a')).toThrow(RangeError);
    expect(() => nitCheckDigit('1234567890123456')).toThrow(RangeError);
  });
});

describe('parseNit', () => {
  it('reads the usual ways of writing it into number and digit', () => {
    for (const text of ['900123456-8', '900.123.456-8', ' 900123456 - 8 ', '900123456 8']) {
      expect(parseNit(text)).toEqual({ ok: true, number: '900123456', checkDigit: 8, formatted: '900123456-8' });
    }
  });

  it('refuses a wrong check digit, saying which one is right', () => {
    expect(parseNit('900123456-7')).toEqual({ ok: false, reason: 'check_digit', number: '900123456', expected: 8 });
    expect(parseNit('800.197.268-5')).toEqual({ ok: false, reason: 'check_digit', number: '800197268', expected: 4 });
  });

  it('refuses a NIT without its digit, letters, bad grouping and too short or long numbers', () => {
    for (const text of [
      '900123456',
      '9001234568',
      '900123456-',
      'NIT 900123456-8',
      '90.0123.456-8',
      '12345-1',
      '1234567890123456-1',
      '900123456-88',
    ]) {
      expect(parseNit(text).ok, text).toBe(false);
    }
  });
});

describe('the profile schema with NITs', () => {
  const business = { fullName: 'Ana', isBusiness: true, businessName: 'Cafetería La 10 SAS' };

  it('normalises a valid business NIT and a NIT document to number-digit', () => {
    const parsed = profileSchema().parse({
      ...business,
      businessTaxId: '900.123.456-8',
      documentType: 'NIT',
      documentNumber: '800.197.268-4',
    });
    expect(parsed).toMatchObject({ businessTaxId: '900123456-8', documentNumber: '800197268-4' });
  });

  it('answers a wrong digit with the right one for the number typed, a missing digit with the format', () => {
    const message = (businessTaxId: string) =>
      profileSchema()
        .safeParse({ ...business, businessTaxId })
        .error?.issues.find((i) => i.path[0] === 'businessTaxId')?.message;
    expect(spanish(message('900123456-7'))).toBe('El dígito de verificación no corresponde: para 900123456 es 8.');
    expect(spanish(message('900.373.115-0'))).toBe('El dígito de verificación no corresponde: para 900373115 es 3.');
    expect(message('900373115-3')).toBeUndefined();
    expect(spanish(message('900373115'))).toBe('Escribe el NIT con su dígito de verificación, así: 900123456-8.');
    const person = profileSchema().safeParse({ fullName: 'Ana', documentType: 'NIT', documentNumber: '900123456' });
    expect(person.error!.issues.map((i) => i.path[0])).toEqual(['documentNumber']);
    const wrongDigit = profileSchema().safeParse({ fullName: 'Ana', documentType: 'NIT', documentNumber: '800197268-3' });
    expect(wrongDigit.error!.issues.map((i) => spanish(i.message))).toEqual([
      'El dígito de verificación no corresponde: para 800197268 es 4.',
    ]);
  });

  it('says the wrong digit in the form language through the messages it is given', () => {
    const english = nitMessage(
      { nit: 'format', nitCheckDigit: ({ number, digit }) => `The check digit does not match: for ${number} it is ${digit}.` },
      '900373115-9',
    );
    expect(english).toBe('The check digit does not match: for 900373115 it is 3.');
    expect(parseNit('900373115-9')).toEqual({ ok: false, reason: 'check_digit', number: '900373115', expected: 3 });
  });

  it('leaves other document types free, and a person without business data', () => {
    expect(
      profileSchema().parse({ fullName: 'Ana', documentType: 'CC', documentNumber: '1090123456', businessTaxId: '900123456-7' }),
    ).toMatchObject({
      documentNumber: '1090123456',
      businessTaxId: null,
      invoiceEmail: null,
    });
  });
});

describe('billingFor: whom the order is invoiced to', () => {
  const account = { email: 'ana@example.com', name: 'Ana' };
  const profile = {
    fullName: 'Ana María Gómez',
    documentType: 'CC' as const,
    documentNumber: '1090123456',
    isBusiness: true,
    businessName: 'Restaurante La Frontera',
    businessTaxId: '900123456-8',
    invoiceEmail: 'facturas@lafrontera.co',
  };

  it('to the business: its name, NIT apart from its digit, and the invoice e-mail', () => {
    const choice = billingFor('business', profile, account);
    expect(choice).toEqual({
      ok: true,
      billing: {
        to: 'business',
        name: 'Restaurante La Frontera',
        documentType: 'NIT',
        documentNumber: '900123456',
        checkDigit: 8,
        email: 'facturas@lafrontera.co',
      },
    });
    if (choice.ok) expect(formatBillingDocument(choice.billing)).toBe('900123456-8');
  });

  it('to the person: the profile name and document, the account e-mail', () => {
    expect(billingFor('person', profile, account)).toEqual({
      ok: true,
      billing: {
        to: 'person',
        name: 'Ana María Gómez',
        documentType: 'CC',
        documentNumber: '1090123456',
        checkDigit: null,
        email: 'ana@example.com',
      },
    });
    expect(billingFor('person', null, account)).toMatchObject({ ok: true, billing: { name: 'Ana', documentNumber: null } });
  });

  it('refuses the business for a person, or a business without a valid NIT', () => {
    expect(billingFor('business', null, account)).toEqual({ ok: false, reason: 'not_a_business' });
    expect(billingFor('business', { ...profile, isBusiness: false }, account).ok).toBe(false);
    expect(billingFor('business', { ...profile, businessTaxId: '900123456-7' }, account).ok).toBe(false);
  });
});
