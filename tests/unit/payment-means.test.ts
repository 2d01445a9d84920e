import { describe, expect, it } from 'vitest';
import { invoiceData, type InvoiceSource } from '@/lib/domain/invoice-data';
import {
  defaultPaymentMeans,
  DIAN_PAYMENT_MEANS_CODES,
  orderPaymentMeans,
  PAYMENT_MEANS,
  paymentMeansCode,
} from '@/lib/domain/payment-means';
import { toFactusBill } from '@/lib/invoicing/factus';

describe('payment means → DIAN code (Medios de pago)', () => {
  it('codes each means as DIAN lists it', () => {
    expect(PAYMENT_MEANS.map((m) => [m, paymentMeansCode(m)])).toEqual([
      ['transfer', '47'],
      ['deposit', '42'],
      ['wallet', 'ZZZ'],
      ['debit_card', '49'],
      ['credit_card', '48'],
      ['cash', '10'],
      ['other', 'ZZZ'],
    ]);
    expect(Object.keys(DIAN_PAYMENT_MEANS_CODES).sort()).toEqual([...PAYMENT_MEANS].sort());
  });

  it('cash on delivery is cash whatever the method; else the method’s means; a transfer when unknown', () => {
    expect(orderPaymentMeans({ cashOnDelivery: true, methodMeans: 'credit_card' })).toBe('cash');
    expect(orderPaymentMeans({ cashOnDelivery: false, methodMeans: 'credit_card' })).toBe('credit_card');
    expect(orderPaymentMeans({ cashOnDelivery: false, methodMeans: 'wallet' })).toBe('wallet');
    expect(orderPaymentMeans({ cashOnDelivery: false, methodMeans: null })).toBe('transfer');
    expect(orderPaymentMeans({ cashOnDelivery: false, methodMeans: 'bitcoin' })).toBe('transfer');
  });

  it('a new method without a means takes one from its name', () => {
    expect(defaultPaymentMeans('Nequi')).toBe('wallet');
    expect(defaultPaymentMeans('DaviPlata empresa')).toBe('wallet');
    expect(defaultPaymentMeans('Pago con tarjeta (datáfono)')).toBe('credit_card');
    expect(defaultPaymentMeans('Bancolombia ahorros')).toBe('transfer');
    expect(defaultPaymentMeans('')).toBe('transfer');
  });
});

describe('the Factus body carries the payment means code', () => {
  const source: InvoiceSource = {
    orderId: 1050,
    buyer: {
      to: 'person',
      name: 'Ana María Gómez',
      documentType: 'CC',
      documentNumber: '1090123456',
      checkDigit: null,
      email: 'ana@example.com',
      fixedAt: '2026-12-01T15:00:00.000Z',
      municipalityCode: '54001',
    },
    address: { street: 'Calle 10 # 5-20', city: 'Cúcuta', state: 'Norte de Santander' },
    items: [{ sku: 'V', productName: 'Vaso', variantDescription: '', quantity: 1, unitPrice: 1000, ivaClass: 'iva_19', ivaRate: 19 }],
    shippingFee: null,
    shippingIvaRate: 19,
    hasDelivery: false,
    cashOnDelivery: false,
  };
  const code = (patch: Partial<InvoiceSource>) => {
    const data = invoiceData({ ...source, ...patch }, '1050');
    if (!data.ok) throw new Error(data.missing.join());
    return toFactusBill(data.request, { municipalityId: 980, numberingRangeId: null }).payment_method_code;
  };

  it('48 for a card, ZZZ for a wallet, 10 for cash on delivery, 47 for a method without one', () => {
    expect(code({ methodMeans: 'credit_card' })).toBe('48');
    expect(code({ methodMeans: 'debit_card' })).toBe('49');
    expect(code({ methodMeans: 'wallet' })).toBe('ZZZ');
    expect(code({ methodMeans: 'credit_card', cashOnDelivery: true })).toBe('10');
    expect(code({})).toBe('47');
  });
});
