import { describe, expect, it, vi } from 'vitest';
import { ApiClientError } from '@/lib/api-client/client';
import { applyFieldErrors } from '@/lib/api-client/field-errors';

type Values = { fullName: string; phone: string; street: string };
const FIELDS = ['fullName', 'phone', 'street'] as const;

describe('applyFieldErrors', () => {
  it('puts the first message of each listed field on it, in form order, and focuses the first', () => {
    const setError = vi.fn();
    const error = new ApiClientError('Datos inválidos', 400, undefined, {
      street: ['La dirección es obligatoria.'],
      phone: ['Teléfono inválido.', 'Otro'],
      unknown: ['No es un campo del formulario.'],
      fullName: [],
    });
    applyFieldErrors<Values>(error, setError, FIELDS);
    expect(setError.mock.calls).toEqual([
      ['phone', { type: 'server', message: 'Teléfono inválido.' }, { shouldFocus: true }],
      ['street', { type: 'server', message: 'La dirección es obligatoria.' }, { shouldFocus: false }],
    ]);
  });

  it('leaves the form alone for an error without fields or that is not the API client’s', () => {
    const setError = vi.fn();
    applyFieldErrors<Values>(new ApiClientError('Conflicto', 409), setError, FIELDS);
    applyFieldErrors<Values>(Object.assign(new Error('x'), { fields: { phone: ['y'] } }), setError, FIELDS);
    applyFieldErrors<Values>(undefined, setError, FIELDS);
    expect(setError).not.toHaveBeenCalled();
  });
});
