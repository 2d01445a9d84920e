import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { OrderInvoiceDetails } from '@/components/admin/orders/detail/order-invoice-section';
import type { AdminOrderInvoice } from '@/lib/data/admin/orders';
import en from '@/messages/en.json';
import es from '@/messages/es.json';

/** The invoice block of the back-office order detail (issue 26 §4), rendered as staff see it. */
const base: AdminOrderInvoice = {
  provider: 'factus',
  status: 'not_queued',
  number: null,
  cufe: null,
  pdfUrl: null,
  xmlUrl: null,
  issuedAt: null,
  error: null,
  attempts: 0,
  nextAttemptAt: null,
  missing: [],
  missingMessage: null,
  canRetry: false,
  finalConsumer: false,
};

const render = (invoice: AdminOrderInvoice, retry?: string, locale: 'es' | 'en' = 'es') =>
  renderToStaticMarkup(
    createElement(NextIntlClientProvider, {
      locale,
      messages: locale === 'es' ? es : en,
      timeZone: 'America/Bogota',
      children: createElement(OrderInvoiceDetails, { invoice, retry: retry ? createElement('button', null, retry) : undefined }),
    }),
  );
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('OrderInvoiceDetails', () => {
  it('warns what the invoice lacks before the order is paid', () => {
    const html = text(render({ ...base, missing: ['document_number', 'municipality'], missingMessage: 'x' }));
    expect(html).toContain('Falta para la factura: número de documento, municipio (código DANE).');
    expect(html).toContain('Se emite cuando el pedido quede pagado');
    expect(text(render({ ...base, missing: ['document_number'] }, undefined, 'en'))).toContain('Missing for the invoice: document number.');
    expect(text(render({ ...base, missing: ['document_over_limit'] }))).toContain(
      'Falta para la factura: número de documento (el pedido supera el tope para facturar a consumidor final).',
    );
  });

  it('says when the invoice goes to the final consumer, and only then', () => {
    expect(text(render({ ...base, finalConsumer: true }))).toContain(
      'A nombre de Consumidor final (222222222222): el cliente no dio documento',
    );
    expect(text(render({ ...base, finalConsumer: true }, undefined, 'en'))).toContain('Final consumer (222222222222)');
    expect(text(render(base))).not.toContain('Consumidor final');
  });

  it('shows an issued invoice: number, CUFE and the PDF and XML links', () => {
    const html = render({
      ...base,
      status: 'issued',
      number: 'SETP990000001',
      cufe: 'cufe-abc',
      pdfUrl: 'https://factus.example/p/SETP990000001',
      xmlUrl: 'https://catalogo-vpfe.dian.gov.co/document/searchqr?documentkey=cufe-abc',
      issuedAt: '2026-11-27T15:00:00.000Z',
    });
    expect(text(html)).toContain('Emitida');
    expect(text(html)).toContain('SETP990000001');
    expect(text(html)).toContain('cufe-abc');
    expect(html).toContain('href="https://factus.example/p/SETP990000001"');
    expect(html).toContain('href="https://catalogo-vpfe.dian.gov.co/document/searchqr?documentkey=cufe-abc"');
    expect(html).not.toContain('role="alert"');
  });

  it('shows a failure with the provider’s message and the Reintentar action', () => {
    const html = render(
      {
        ...base,
        status: 'failed',
        error: 'Factus 422: Validación fallida · customer.email: El correo no es válido.',
        attempts: 1,
        canRetry: true,
      },
      'Reintentar',
    );
    expect(html).toContain('role="alert"');
    expect(text(html)).toContain('El proveedor no emitió la factura:');
    expect(text(html)).toContain('customer.email: El correo no es válido.');
    expect(text(html)).toContain('Reintentar');
  });
});
