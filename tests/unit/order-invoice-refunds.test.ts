import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { OrderInvoice } from '@/components/account/order-invoice';
import type { CustomerOrder } from '@/lib/contracts/orders';
import en from '@/messages/en.json';
import es from '@/messages/es.json';

/** 'Mis Pedidos': each partial refund under the invoice, with the credit note for its part. */
const invoice = { status: 'issued' as const, number: 'SETP1', cufe: 'cufe-1', pdfUrl: 'https://f/p/1', xmlUrl: 'https://dian/1' };
const issued = { status: 'issued' as const, number: 'NC7', cude: 'cude-NC7', pdfUrl: 'https://f/nc/7', xmlUrl: 'https://dian/nc/7' };
const pending = { status: 'pending' as const, number: null, cude: null, pdfUrl: null, xmlUrl: null };

const render = (order: Partial<CustomerOrder>, locale: 'es' | 'en' = 'es') =>
  renderToStaticMarkup(
    createElement(NextIntlClientProvider, {
      locale,
      messages: locale === 'es' ? es : en,
      timeZone: 'America/Bogota',
      children: createElement(OrderInvoice, { order: { creditNote: null, partialRefunds: [], ...order } as CustomerOrder }),
    }),
  )
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('OrderInvoice with partial refunds', () => {
  it('shows each refund and its credit note, issued or in progress', () => {
    const html = render({
      invoice,
      partialRefunds: [
        { amount: 30000, createdAt: '2026-12-01T15:00:00Z', creditNote: issued },
        { amount: 4500, createdAt: '2026-12-02T15:00:00Z', creditNote: pending },
      ],
    });
    expect(html).toContain('Reembolso parcial de $ 30.000');
    expect(html).toContain('Nota crédito N.° NC7: acredita $ 30.000 de la factura de este pedido');
    expect(html).toContain('CUDE: cude-NC7');
    expect(html).toContain('Nota crédito por $ 4.500: en proceso.');
    expect(render({ invoice, partialRefunds: [{ amount: 30000, createdAt: '2026-12-01T15:00:00Z', creditNote: issued }] }, 'en')).toContain(
      'Credit note No. NC7: credits $ 30.000 of this order&#x27;s invoice',
    );
  });

  it('without invoicing, the refund is still shown', () => {
    const html = render({ invoice: null, partialRefunds: [{ amount: 1200, createdAt: '2026-12-01T15:00:00Z', creditNote: null }] });
    expect(html).toContain('Reembolso parcial de $ 1.200');
    expect(render({ invoice: null })).toBe('');
  });
});
