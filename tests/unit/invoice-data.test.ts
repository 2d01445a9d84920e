import { describe, expect, it } from 'vitest';
import {
  invoiceData,
  invoiceReferenceCode,
  invoiceRetryDelaySeconds,
  type InvoiceSource,
  municipalityCodeOf,
} from '@/lib/domain/invoice-data';
import { factusErrorMessage, toFactusBill } from '@/lib/invoicing/factus';
import { invoiceGapsMessage } from '@/lib/invoicing/provider-words';

const fixed = { fixedAt: '2026-11-20T15:00:00.000Z', municipalityCode: '54001' };
const business: InvoiceSource = {
  orderId: 1042,
  buyer: {
    to: 'business',
    name: 'Restaurante La Frontera',
    documentType: 'NIT',
    documentNumber: '900123456',
    checkDigit: 8,
    email: 'facturas@lafrontera.co',
    ...fixed,
  },
  address: { street: 'Calle 10 # 5-20', city: 'Cúcuta', state: 'Norte de Santander', details: 'Local 3', phone: '+573001112233' },
  items: [
    {
      sku: 'VASO-7OZ',
      productName: 'Vaso 7 oz',
      variantDescription: 'Blanco / Paquete x50',
      quantity: 10,
      unitPrice: 6_500,
      ivaClass: 'iva_19',
      ivaRate: 19,
    },
    {
      sku: 'BOLSA-COMP',
      productName: 'Bolsa compostable',
      variantDescription: '',
      quantity: 2,
      unitPrice: 4_200,
      ivaClass: 'iva_5',
      ivaRate: 5,
    },
    {
      sku: null,
      productName: 'Guantes desechables',
      variantDescription: 'Talla M',
      quantity: 1,
      unitPrice: 12_000,
      ivaClass: 'excluido',
      ivaRate: 0,
    },
  ],
  shippingFee: 8_000,
  shippingIvaRate: 19,
  hasDelivery: true,
  cashOnDelivery: false,
};

describe('invoiceData: what the provider needs, from what the store holds', () => {
  it('maps a business: NIT with its check digit, company, DANE code, each line’s IVA and the delivery line', () => {
    const data = invoiceData(business, '1042');
    expect(data.ok).toBe(true);
    if (!data.ok) return;
    expect(data.request.customer).toEqual({
      kind: 'company',
      documentType: 'NIT',
      documentNumber: '900123456',
      checkDigit: 8,
      name: 'Restaurante La Frontera',
      email: 'facturas@lafrontera.co',
      phone: '+573001112233',
      address: 'Calle 10 # 5-20, Local 3',
      municipalityCode: '54001',
    });
    expect(data.request.lines).toEqual([
      { code: 'VASO-7OZ', name: 'Vaso 7 oz (Blanco / Paquete x50)', quantity: 10, unitPrice: 6_500, ivaRate: 19, excluded: false },
      { code: 'BOLSA-COMP', name: 'Bolsa compostable', quantity: 2, unitPrice: 4_200, ivaRate: 5, excluded: false },
      {
        code: 'ITEM-Guantes desechables',
        name: 'Guantes desechables (Talla M)',
        quantity: 1,
        unitPrice: 12_000,
        ivaRate: 0,
        excluded: true,
      },
      { code: 'ENVIO', name: 'Envío', quantity: 1, unitPrice: 8_000, ivaRate: 19, excluded: false },
    ]);
    // The lines add up to what was paid: goods + delivery.
    expect(data.request.lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0)).toBe(65_000 + 8_400 + 12_000 + 8_000);
    expect(data.request.paymentMethod).toBe('transfer');
  });

  it("bills the delivery fee as the order's split when it follows the goods: a line per class, each at its rate", () => {
    const data = invoiceData({ ...business, shippingIvaRule: 'follow_goods' }, '1042');
    expect(data.ok).toBe(true);
    if (!data.ok) return;
    // Goods $ 65.000 at 19 %, $ 8.400 at 5 %, $ 12.000 excluded; the fee's $ 8.000 shared by them, to the peso.
    expect(data.request.lines.filter((l) => l.code.startsWith('ENVIO'))).toEqual([
      { code: 'ENVIO-IVA_19', name: 'Envío (IVA 19 %)', quantity: 1, unitPrice: 6_089, ivaRate: 19, excluded: false },
      { code: 'ENVIO-IVA_5', name: 'Envío (IVA 5 %)', quantity: 1, unitPrice: 787, ivaRate: 5, excluded: false },
      { code: 'ENVIO-EXCLUIDO', name: 'Envío (excluido)', quantity: 1, unitPrice: 1_124, ivaRate: 0, excluded: true },
    ]);
    expect(data.request.lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0)).toBe(65_000 + 8_400 + 12_000 + 8_000);
    // Every good at 19 %: still the one 'ENVIO' line.
    const single = invoiceData({ ...business, shippingIvaRule: 'follow_goods', items: [business.items[0]] }, '1043');
    expect(single.ok && single.request.lines.filter((l) => l.code.startsWith('ENVIO'))).toEqual([
      { code: 'ENVIO', name: 'Envío', quantity: 1, unitPrice: 8_000, ivaRate: 19, excluded: false },
    ]);
  });

  it('maps a person with a CC; cash on delivery; pickup and free delivery add no delivery line', () => {
    const person: InvoiceSource = {
      ...business,
      buyer: {
        to: 'person',
        name: 'Ana María Gómez',
        documentType: 'CC',
        documentNumber: '1090123456',
        checkDigit: null,
        email: 'ana@example.com',
        ...fixed,
      },
      cashOnDelivery: true,
      hasDelivery: false,
    };
    const data = invoiceData(person, '1042');
    expect(data.ok && data.request.customer).toMatchObject({
      kind: 'person',
      documentType: 'CC',
      documentNumber: '1090123456',
      checkDigit: null,
    });
    expect(data.ok && data.request.paymentMethod).toBe('cash');
    expect(data.ok && data.request.lines.map((l) => l.code)).not.toContain('ENVIO');
    const free = invoiceData({ ...business, shippingFee: 0 }, '1');
    expect(free.ok && free.request.lines.map((l) => l.code)).not.toContain('ENVIO');
  });

  it('takes a NIT kept as typed, with its digit', () => {
    const typed: InvoiceSource = {
      ...business,
      buyer: {
        to: 'person',
        name: 'Ana',
        documentType: 'NIT',
        documentNumber: '900.123.456-8',
        checkDigit: null,
        email: 'a@x.co',
        ...fixed,
      },
    };
    const data = invoiceData(typed, '1');
    expect(data.ok && data.request.customer).toMatchObject({ documentType: 'NIT', documentNumber: '900123456', checkDigit: 8 });
  });

  it('lists what is missing, in order, and says it in Spanish', () => {
    const bare: InvoiceSource = {
      ...business,
      buyer: {
        to: 'business',
        name: '',
        documentType: 'NIT',
        documentNumber: null,
        checkDigit: null,
        email: 'x@example.com',
        fixedAt: fixed.fixedAt,
        municipalityCode: null,
      },
      address: { street: ' ', city: 'Ciudad Gótica', state: 'Norte de Santander' },
      items: [],
    };
    const data = invoiceData(bare, '1');
    expect(data).toEqual({ ok: false, missing: ['name', 'document_number', 'address', 'municipality', 'lines'] });
    expect(invoiceGapsMessage(['document_number', 'municipality'])).toBe(
      'Falta para la factura: número de documento, municipio (código DANE).',
    );
  });

  it('refuses a NIT whose check digit is missing or wrong', () => {
    const noDigit: InvoiceSource = {
      ...business,
      buyer: { to: 'person', name: 'Ana', documentType: 'NIT', documentNumber: '900123456', checkDigit: null, email: 'a@x.co', ...fixed },
    };
    expect(invoiceData(noDigit, '1')).toEqual({ ok: false, missing: ['check_digit'] });
    const wrong: InvoiceSource = { ...business, buyer: { ...business.buyer, checkDigit: 3 } };
    expect(invoiceData(wrong, '1')).toEqual({ ok: false, missing: ['check_digit'] });
  });

  it('resolves municipalities by name, ignoring accents and case', () => {
    expect(municipalityCodeOf({ city: 'cucuta', state: 'NORTE DE SANTANDER' })).toBe('54001');
    expect(municipalityCodeOf({ city: 'Medellín', state: 'Antioquia' })).toBe('05001');
    expect(municipalityCodeOf({ city: 'Medellín', state: 'Norte de Santander' })).toBeNull();
  });

  it('makes the reference code from the order number and the environment prefix', () => {
    expect(invoiceReferenceCode(1042)).toBe('1042');
    expect(invoiceReferenceCode(1042, 'STG')).toBe('STG-1042');
  });
});

describe('invoiceRetryDelaySeconds: back-off', () => {
  it('doubles from one minute and stops at six hours', () => {
    expect([1, 2, 3, 4, 5].map(invoiceRetryDelaySeconds)).toEqual([60, 120, 240, 480, 960]);
    expect(invoiceRetryDelaySeconds(9)).toBe(15_360);
    expect(invoiceRetryDelaySeconds(10)).toBe(6 * 3600);
    expect(invoiceRetryDelaySeconds(1000)).toBe(6 * 3600);
    expect(invoiceRetryDelaySeconds(0)).toBe(60);
  });
});

describe('toFactusBill: the body of POST /v1/bills/validate', () => {
  it('uses Factus’s codes and the IVA-included prices', () => {
    const data = invoiceData(business, '1042');
    if (!data.ok) throw new Error('expected data');
    const bill = toFactusBill(data.request, { municipalityId: 980, numberingRangeId: 8 });
    expect(bill).toMatchObject({
      numbering_range_id: 8,
      reference_code: '1042',
      observation: 'Pedido #1042',
      payment_form: '1',
      payment_method_code: '47',
      customer: {
        identification: '900123456',
        dv: '8',
        company: 'Restaurante La Frontera',
        trade_name: 'Restaurante La Frontera',
        legal_organization_id: '1',
        tribute_id: '21',
        identification_document_id: 6,
        municipality_id: 980,
        phone: '3001112233',
      },
    });
    expect(bill.customer).not.toHaveProperty('names');
    expect(bill.items.map((i) => [i.code_reference, i.price, i.tax_rate, i.is_excluded])).toEqual([
      ['VASO-7OZ', 6_500, '19.00', 0],
      ['BOLSA-COMP', 4_200, '5.00', 0],
      ['ITEM-Guantes desechables', 12_000, '0.00', 1],
      ['ENVIO', 8_000, '19.00', 0],
    ]);
    const person = invoiceData(
      { ...business, buyer: { ...business.buyer, to: 'person', documentType: 'CC', documentNumber: '1090123456', checkDigit: null } },
      '7',
    );
    if (!person.ok) throw new Error('expected data');
    const personBill = toFactusBill(person.request, { municipalityId: 980, numberingRangeId: null });
    expect(personBill).not.toHaveProperty('numbering_range_id');
    expect(personBill.customer).toMatchObject({
      names: 'Restaurante La Frontera',
      legal_organization_id: '2',
      identification_document_id: 3,
    });
    expect(personBill.customer).not.toHaveProperty('dv');
  });

  it('turns a validation answer into one message for staff', () => {
    expect(
      factusErrorMessage(422, { message: 'Validación fallida', data: { errors: { 'customer.email': ['El correo no es válido.'] } } }),
    ).toBe('Factus 422: Validación fallida · customer.email: El correo no es válido.');
    expect(factusErrorMessage(500, null)).toBe('Factus 500: HTTP 500');
  });
});
