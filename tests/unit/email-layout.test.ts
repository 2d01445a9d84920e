import { describe, expect, it } from 'vitest';
import { business } from '@/lib/business';
import { escapeHtml, renderEmail } from '@/lib/email/layout';

const evil = '<script>alert("x")</script>&\'';

describe('renderEmail', () => {
  it('renders title, paragraphs, table and button in the brand colours, with a text twin', () => {
    const { html, text } = renderEmail({
      locale: 'es',
      title: 'Recibimos tu pedido #1024',
      preheader: 'Total $ 12.500',
      paragraphs: ['Hola Ana,', 'Gracias por tu compra.\nTe avisamos al confirmar el pago.'],
      table: {
        rows: [
          ['Total', '$ 12.500'],
          ['Método', 'Nequi'],
        ],
      },
      cta: { label: 'Ver mi pedido', url: 'https://tienda.example/perfil?pedido=1024&x=1' },
    });
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('#15803d');
    expect(html).toContain('Recibimos tu pedido #1024');
    expect(html).toContain('Gracias por tu compra.<br>Te avisamos al confirmar el pago.');
    expect(html).toContain('href="https://tienda.example/perfil?pedido=1024&amp;x=1"');
    expect(html).toContain('Total $ 12.500');
    expect(html).toContain(escapeHtml(business.name));
    expect(html).toContain(business.phone);

    expect(text).not.toMatch(/<[a-z]/i);
    expect(text).toContain('Recibimos tu pedido #1024');
    expect(text).toContain('Total: $ 12.500');
    expect(text).toContain('Ver mi pedido: https://tienda.example/perfil?pedido=1024&x=1');
    expect(text).toContain(business.legalName);
    expect(text).toContain(business.email);
  });

  it('escapes every interpolated value', () => {
    const { html, text } = renderEmail({
      locale: 'en',
      title: evil,
      preheader: evil,
      paragraphs: [evil],
      table: { rows: [[evil, evil]] },
      cta: { label: evil, url: 'https://tienda.example/?q="><script>' },
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('href="https://tienda.example/?q=%22%3E%3Cscript%3E"');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('This e-mail was sent by');
    expect(text).toContain(evil);
  });

  it('refuses links that are not http(s)', () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'not a url']) {
      expect(() => renderEmail({ locale: 'es', title: 't', paragraphs: [], cta: { label: 'x', url } })).toThrow();
    }
  });
});
