import { describe, expect, it } from 'vitest';
import { findCopyables } from '@/lib/domain/copyable';

describe('findCopyables', () => {
  it("finds the demo methods' phone, account and NIT, each pasted as digits", () => {
    const nequi =
      'Escanea el código QR desde tu app Nequi o envía el pago al número 300 123 4567 a nombre de EcoPlast Distribuciones S.A.S. Escribe tu número de pedido en el mensaje.';
    expect(findCopyables(nequi)).toEqual([{ text: '300 123 4567', value: '3001234567', kind: 'number' }]);
    const bank =
      'Transfiere a la cuenta de ahorros Bancolombia 123-456789-01 a nombre de EcoPlast (NIT 901.234.567-8). Usa tu número de pedido.';
    expect(findCopyables(bank)).toEqual([
      { text: '123-456789-01', value: '12345678901', kind: 'number' },
      { text: '901.234.567-8', value: '9012345678', kind: 'number' },
    ]);
  });
  it('finds amounts, e-mails and @keys', () => {
    expect(findCopyables('Paga $ 48.500 o $12000 a pagos@tienda.co o a la llave @ecoplast.')).toEqual([
      { text: '$ 48.500', value: '48500', kind: 'amount' },
      { text: '$12000', value: '12000', kind: 'amount' },
      { text: 'pagos@tienda.co', value: 'pagos@tienda.co', kind: 'key' },
      { text: '@ecoplast', value: '@ecoplast', kind: 'key' },
    ]);
  });
  it('pastes a +57 mobile as its 10 digits', () => {
    expect(findCopyables('Nequi: +57 310 555 0101.')).toEqual([{ text: '+57 310 555 0101', value: '3105550101', kind: 'number' }]);
  });
  it('leaves short numbers, hours and repeated values alone', () => {
    expect(findCopyables('Listo en 2 horas, pedido 1234, de 07:30 a 18:00.')).toEqual([]);
    expect(findCopyables('Cuenta 123456789 (repetimos: 123456789)')).toHaveLength(1);
    expect(findCopyables('')).toEqual([]);
  });
});
