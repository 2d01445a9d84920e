import { describe, expect, it } from 'vitest';
import { emailCopy } from '@/lib/email/copy';
import { lowStockDigestEmail } from '@/lib/email/templates/low-stock-digest';
import { orderShippedEmail } from '@/lib/email/templates/order-shipped';
import en from '@/messages/en.json';
import es from '@/messages/es.json';

const order = {
  id: 12345,
  total: 368_500,
  items: [{ productName: 'Vaso 7 oz', variantDescription: '', unitOfMeasure: null, quantity: 2, lineTotal: 368_500 }],
};
const shipment = {
  shippingMethod: 'national_shipping' as const,
  company: 'Servientrega',
  trackingNumber: 'SV-1',
  trackingUrl: null,
  driverName: null,
  licensePlate: null,
};

describe('the e-mails take their words from the catalogues', () => {
  it('have the same sentences in Spanish and English, e-mail by e-mail', () => {
    for (const group of Object.keys(es.Emails) as (keyof typeof es.Emails)[]) {
      expect(Object.keys(en.Emails[group]).sort(), group).toEqual(Object.keys(es.Emails[group]).sort());
    }
  });

  it("say an order's number as written (#12345, never #12.345) and a count in its plural", () => {
    expect(emailCopy('es', 'orderShipped')('subject', { id: 12345 })).toBe('Tu pedido #12345 va en camino');
    const one = lowStockDigestEmail({ to: 'a@b.co', staffName: 'Ana', lines: [], total: 1 });
    const three = lowStockDigestEmail({ to: 'a@b.co', staffName: 'Ana', lines: [], total: 3 });
    expect(one.subject).toBe('Stock bajo: 1 variante quedó en su umbral o por debajo');
    expect(three.subject).toBe('Stock bajo: 3 variantes quedaron en su umbral o por debajo');
  });

  it("write a customer's e-mail in her language, footer included", () => {
    const spanish = orderShippedEmail({ to: 'a@b.co', locale: 'es', customerName: 'Ana', order, shipment });
    const english = orderShippedEmail({ to: 'a@b.co', locale: 'en', customerName: 'Ana', order, shipment });
    expect(spanish.subject).toBe('Tu pedido #12345 va en camino');
    expect(spanish.text).toContain('Hola, Ana:');
    expect(spanish.text).toContain('Tu pedido #12345 salió por Servientrega.');
    expect(spanish.text).toContain('Este correo lo envió');
    expect(english.subject).toBe('Your order #12345 is on its way');
    expect(english.text).toContain('Hi Ana,');
    expect(english.text).toContain('Carrier: Servientrega');
    expect(english.text).toContain('This e-mail was sent by');
    expect(english.text).not.toMatch(/Emails\./);
  });
});
