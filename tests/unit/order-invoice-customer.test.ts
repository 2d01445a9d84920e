import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { OrderInvoice } from '@/components/account/order-invoice';
import type { CustomerOrder } from '@/lib/data/customer';
import en from '@/messages/en.json';
import es from '@/messages/es.json';

/** The invoice block of 'Mis Pedidos': the invoice, and after a refund the credit note cancelling it. */
const invoice: CustomerOrder['invoice'] = {
  status: 'issued',
  number: 'SETP990000123',
  cufe: 'cufe-123',
  pdfUrl: 'https://factus.example/f/SETP990000123',
  xmlUrl: 'https://catalogo-vpfe.dian.gov.co/document/searchqr?documentkey=cufe-123',
};
const issuedNote: CustomerOrder['creditNote'] = {
  status: 'issued',
  number: 'NC88',
  cude: 'cude-NC88',
  pdfUrl: 'https://factus.example/nc/NC88',
  xmlUrl: 'https://catalogo-vpfe.dian.gov.co/document/searchqr?documentkey=cude-NC88',
};

const render = (documents: Pick<CustomerOrder, 'invoice' | 'creditNote'>, locale: 'es' | 'en' = 'es') =>
  renderToStaticMarkup(
    createElement(NextIntlClientProvider, {
      locale,
      messages: locale === 'es' ? es : en,
      timeZone: 'America/Bogota',
      children: createElement(OrderInvoice, { order: documents as CustomerOrder }),
    }),
  );
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('OrderInvoice (customer)', () => {
  it('shows the invoice alone while the order is not refunded', () => {
    const html = render({ invoice, creditNote: null });
    expect(text(html)).toContain('Factura electrónica N.° SETP990000123');
    expect(html).not.toContain('order-credit-note');
  });

  it('shows the credit note under the invoice it cancels, with its CUDE, PDF and XML', () => {
    const html = render({ invoice, creditNote: issuedNote });
    const words = text(html);
    expect(words).toContain('Nota crédito N.° NC88: anula la factura de este pedido (reembolsado)');
    expect(words).toContain('CUDE: cude-NC88');
    expect(words.indexOf('Factura electrónica N.°')).toBeLessThan(words.indexOf('Nota crédito'));
    expect(html).toContain('href="https://factus.example/nc/NC88"');
    expect(html.match(/Descargar PDF/g)).toHaveLength(2);
  });

  it('says the credit note is on its way until the provider issues it, in English too', () => {
    const pending = { status: 'pending', number: null, cude: null, pdfUrl: null, xmlUrl: null } as const;
    expect(text(render({ invoice, creditNote: pending }))).toContain('Nota crédito: en proceso.');
    expect(text(render({ invoice, creditNote: pending }, 'en'))).toContain('Credit note: in progress.');
    expect(text(render({ invoice, creditNote: issuedNote }, 'en'))).toContain('Credit note No. NC88: cancels this order');
  });
});
