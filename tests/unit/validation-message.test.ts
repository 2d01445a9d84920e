import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTranslator } from 'use-intl/core';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import { decodeMessage, isEncodedMessage, message, messageText } from '@/lib/i18n/validation-message';
import { fieldTexts, validationText } from '@/lib/i18n/validation-text';
import { HIDDEN_CHARACTERS_MESSAGE } from '@/lib/validation/plain-text';
import { orderSchema } from '@/lib/validation/order';

describe('validation messages', () => {
  it('encode a key and its values, and decode them back', () => {
    expect(message('required')).toBe('Validation.required');
    expect(decodeMessage(message('required'))).toEqual({ key: 'required' });
    expect(decodeMessage(message('limitRange', { max: 80 }))).toEqual({ key: 'limitRange', values: { max: 80 } });
    expect(isEncodedMessage(message('tooLong'))).toBe(true);
    expect(isEncodedMessage('El texto es demasiado largo.')).toBe(false);
    expect(decodeMessage('Validation.limitRange|{broken')).toBeNull();
  });

  it('are said in Spanish by default and in English when asked, values included', () => {
    expect(validationText(message('required'), 'es')).toBe('Este campo es obligatorio.');
    expect(validationText(message('required'), 'en')).toBe('This field is required.');
    expect(validationText(message('limitRange', { max: 80 }), 'es')).toBe('El límite debe estar entre 1 y 80.');
    expect(validationText(message('limitRange', { max: 80 }), 'en')).toBe('The limit must be between 1 and 80.');
    // The grouping the Spanish literal had (toLocaleString('es-CO')), and the English one.
    expect(validationText(message('quantityRange', { max: 100_000 }), 'es')).toBe(
      'La cantidad debe ser un número entero entre 1 y 100.000.',
    );
    expect(validationText(message('quantityRange', { max: 100_000 }), 'en')).toBe(
      'The quantity must be a whole number between 1 and 100,000.',
    );
    expect(validationText(HIDDEN_CHARACTERS_MESSAGE, 'es')).toBe(
      'El texto contiene caracteres invisibles o de control de dirección, que no están permitidos.',
    );
  });

  it('leave a plain text as it is', () => {
    expect(validationText('Ya existe una categoría con ese nombre.', 'en')).toBe('Ya existe una categoría con ese nombre.');
    expect(fieldTexts({ name: [message('nameRequired'), 'Texto ya dicho.'] }, 'en')).toEqual({
      name: ['The name is required.', 'Texto ya dicho.'],
    });
  });

  it('translate with any translator of the Validation namespace (what a form uses)', () => {
    const t = createTranslator({ locale: 'en', messages: { Validation: en.Validation }, namespace: 'Validation' });
    expect(messageText(message('maxChars' as never), () => 'x')).toBe('x');
    expect(messageText(message('orderLines', { max: 100 }), (key, values) => t(key, values))).toBe(
      'The order must have between 1 and 100 products.',
    );
    expect(messageText('Plain.', (key, values) => t(key, values))).toBe('Plain.');
  });

  it('reach every issue of a schema: none is left in words', () => {
    const parsed = orderSchema().safeParse({ items: [{ variantId: 'x', quantity: 0, unitPrice: 1.5 }], shippingAddressId: null });
    expect(parsed.success).toBe(false);
    for (const issue of parsed.error!.issues) expect(isEncodedMessage(issue.message), issue.message).toBe(true);
  });

  it('have the same keys in both catalogues', () => {
    expect(Object.keys(en.Validation).sort()).toEqual(Object.keys(es.Validation).sort());
  });
});

/** Every .ts file under `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? sources(full) : full.endsWith('.ts') ? [full] : [];
  });
}

describe('lib/validation', () => {
  it('says nothing in Spanish itself: every message comes from the catalogue', () => {
    const spanish = sources(path.join(process.cwd(), 'lib/validation')).flatMap((file) => {
      // Comments may explain in any words; string and template literals may not.
      const code = readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '');
      const literals = code.match(/'(?:[^'\\\n]|\\.)*'|`[^`]*`/g) ?? [];
      return literals.filter((text) => /[áéíóúñ¿¡]/i.test(text)).map((text) => `${path.relative(process.cwd(), file)}: ${text}`);
    });
    expect(spanish).toEqual([]);
  });
});
