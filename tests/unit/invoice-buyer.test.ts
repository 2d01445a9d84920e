import { describe, expect, it } from 'vitest';
import type { BillingSnapshot, ProfileFiscalData } from '@/lib/domain/billing';
import {
  buyerIdentification,
  FINAL_CONSUMER_DOCUMENT,
  finalConsumerLimit,
  fixedBuyerOf,
  invoiceBuyerOf,
  uvtFor,
} from '@/lib/domain/invoice-buyer';
import { invoiceData, type InvoiceSource } from '@/lib/domain/invoice-data';
import { invoiceGapsMessage } from '@/lib/invoicing/provider-words';
import { paidEvents } from '@/lib/domain/order-state';

const now = new Date('2026-12-03T15:00:00.000Z');
const address = { city: 'Cúcuta', state: 'Norte de Santander' };
const account = { email: 'ana@example.com', name: 'Ana' };
/** What the checkout snapshotted for a person who had not given a document yet. */
const placedWithoutDocument: BillingSnapshot = {
  to: 'person',
  name: 'Ana María Gómez',
  documentType: 'CC',
  documentNumber: null,
  checkDigit: null,
  email: 'ana@example.com',
};
const profile: ProfileFiscalData = {
  fullName: 'Ana María Gómez',
  documentType: 'NIT',
  documentNumber: '900123456-8',
  isBusiness: false,
  businessName: null,
  businessTaxId: null,
  invoiceEmail: null,
};

describe('invoiceBuyerOf: the buyer as ONE unit from ONE source', () => {
  it('a profile completed with a NIT after ordering gives NIT, number and check digit together', () => {
    const buyer = invoiceBuyerOf({ invoiceTo: 'person', billing: placedWithoutDocument, address }, profile, account, now);
    expect(buyer).toEqual({
      to: 'person',
      name: 'Ana María Gómez',
      documentType: 'NIT',
      documentNumber: '900123456',
      checkDigit: 8,
      email: 'ana@example.com',
      fixedAt: '2026-12-03T15:00:00.000Z',
      municipalityCode: '54001',
    });
  });

  it('takes the business unit from the profile: its name, NIT and invoice e-mail, nothing of the person', () => {
    const business = { ...profile, isBusiness: true, businessName: 'La Frontera', businessTaxId: '900123456-8', invoiceEmail: 'f@lf.co' };
    const buyer = invoiceBuyerOf(
      { invoiceTo: 'business', billing: null, address },
      { ...business, documentType: 'CC', documentNumber: '1090' },
      account,
      now,
    );
    expect(buyer).toMatchObject({
      to: 'business',
      name: 'La Frontera',
      documentType: 'NIT',
      documentNumber: '900123456',
      checkDigit: 8,
      email: 'f@lf.co',
    });
  });

  it('falls back to the order’s snapshot whole when the profile cannot give it (no profile, business removed)', () => {
    const snapshot: BillingSnapshot = {
      to: 'business',
      name: 'La Frontera',
      documentType: 'NIT',
      documentNumber: '900123456',
      checkDigit: 8,
      email: 'f@lf.co',
    };
    const fixed = { fixedAt: now.toISOString(), municipalityCode: '54001' };
    expect(invoiceBuyerOf({ invoiceTo: 'business', billing: snapshot, address }, profile, account, now)).toEqual({ ...snapshot, ...fixed });
    expect(invoiceBuyerOf({ invoiceTo: 'person', billing: placedWithoutDocument, address }, null, account, now)).toEqual({
      ...placedWithoutDocument,
      ...fixed,
    });
    // An old fixed unit is replaced whole, its own fixing included.
    const refixed = invoiceBuyerOf(
      { invoiceTo: 'person', billing: { ...placedWithoutDocument, fixedAt: '2020-01-01T00:00:00.000Z' }, address },
      null,
      account,
      now,
    );
    expect(refixed.fixedAt).toBe(now.toISOString());
    // No profile and no snapshot: the account.
    expect(invoiceBuyerOf({ invoiceTo: 'person', billing: null, address: { city: 'X', state: 'Y' } }, null, account, now)).toMatchObject({
      name: 'Ana',
      documentNumber: null,
      email: 'ana@example.com',
      municipalityCode: null,
    });
  });

  it('fixedBuyerOf: only a fixed snapshot is the invoice’s buyer', () => {
    expect(fixedBuyerOf(placedWithoutDocument)).toBeNull();
    expect(fixedBuyerOf(null)).toBeNull();
    expect(fixedBuyerOf({ ...placedWithoutDocument, fixedAt: now.toISOString() })).toMatchObject({ municipalityCode: null });
  });
});

describe('the final consumer (consumidor final, 222222222222)', () => {
  const limit = finalConsumerLimit(2026);

  it('is 5 UVT of the year, before IVA; a year not in the table takes the latest one known', () => {
    expect(limit).toBe(5 * 52_374);
    expect(finalConsumerLimit(2025)).toBe(5 * 49_799);
    expect(uvtFor(2027)).toBe(52_374);
    expect(uvtFor(2020)).toBe(47_065);
  });

  it('a person without a document is the final consumer up to the limit, and not one peso above it', () => {
    expect(buyerIdentification(placedWithoutDocument, limit, limit)).toEqual({
      ok: true,
      kind: 'person',
      documentType: 'CC',
      documentNumber: FINAL_CONSUMER_DOCUMENT,
      checkDigit: null,
      name: 'Ana María Gómez',
      finalConsumer: true,
    });
    expect(buyerIdentification(placedWithoutDocument, 0, limit)).toMatchObject({ ok: true, finalConsumer: true });
    expect(buyerIdentification(placedWithoutDocument, limit + 1, limit)).toEqual({ ok: false, missing: ['document_over_limit'] });
    expect(buyerIdentification({ ...placedWithoutDocument, name: ' ' }, 1, limit)).toMatchObject({ ok: true, name: 'Consumidor final' });
    expect(buyerIdentification({ ...placedWithoutDocument, name: '' }, limit + 1, limit)).toEqual({
      ok: false,
      missing: ['name', 'document_over_limit'],
    });
  });

  it('a business is never the final consumer: without its NIT the document is missing, whatever the amount', () => {
    const business: BillingSnapshot = { ...placedWithoutDocument, to: 'business', documentType: 'NIT' };
    expect(buyerIdentification(business, 1, limit)).toEqual({ ok: false, missing: ['document_number'] });
  });

  it('a person who gave a document is invoiced with it, never as the final consumer; a bad NIT is flagged', () => {
    expect(buyerIdentification({ ...placedWithoutDocument, documentNumber: '1090123456' }, 1, limit)).toMatchObject({
      ok: true,
      documentType: 'CC',
      documentNumber: '1090123456',
      finalConsumer: false,
    });
    const badNit = { ...placedWithoutDocument, documentType: 'NIT' as const, documentNumber: '900123456-7' };
    expect(buyerIdentification(badNit, 1, limit)).toEqual({ ok: false, missing: ['check_digit'] });
  });

  const source = (unitPrice: number): InvoiceSource => ({
    orderId: 7,
    buyer: { ...placedWithoutDocument, fixedAt: now.toISOString(), municipalityCode: '54001' },
    address: { street: 'Av. 0 # 12-34', city: 'Cúcuta', state: 'Norte de Santander' },
    items: [{ sku: 'PLAT', productName: 'Plato', variantDescription: '', quantity: 1, unitPrice, ivaClass: 'iva_19', ivaRate: 19 }],
    shippingFee: null,
    shippingIvaRate: 19,
    hasDelivery: false,
    cashOnDelivery: false,
  });

  it('invoiceData compares the amount before IVA: the limit exactly goes out as the final consumer, one peso more is flagged', () => {
    // 311.625 with IVA 19 % is 261.870 before it: the 2026 limit.
    const atLimit = invoiceData(source(311_625), '7');
    expect(atLimit.ok && atLimit.request.customer).toMatchObject({
      kind: 'person',
      documentType: 'CC',
      documentNumber: '222222222222',
      checkDigit: null,
    });
    const above = invoiceData(source(311_626), '7');
    expect(above).toEqual({ ok: false, missing: ['document_over_limit'] });
    expect(invoiceGapsMessage(['document_over_limit'])).toBe(
      'Falta para la factura: número de documento (el pedido supera el tope para facturar a consumidor final).',
    );
  });
});

describe('paidEvents: every way an order becomes paid', () => {
  it('lists exactly the events whose target is paid', () => {
    expect([...paidEvents].sort()).toEqual(['approve', 'online_payment_approved', 'record_cash_payment', 'record_counter_payment']);
  });
});
