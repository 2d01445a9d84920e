import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ApiReference } from '@/components/docs/api-reference';
import { buildOpenApiDocument } from '@/lib/contracts/openapi';
import en from '@/messages/en.json';
import es from '@/messages/es.json';

// The page's texts from the real catalogue of the language under test.
const catalogue = { current: es.ApiDocs as Record<string, string> };
vi.mock('next-intl/server', () => ({
  getTranslations: async () => (key: string) => catalogue.current[key] ?? `missing:${key}`,
}));

async function render(messages: Record<string, string>) {
  catalogue.current = messages;
  return renderToStaticMarkup(await ApiReference({ document: buildOpenApiDocument() }));
}

describe('the API reference page', () => {
  it('lists every operation of the document with its method, path and summary, in Spanish', async () => {
    const html = await render(es.ApiDocs);
    expect(html).toContain(es.ApiDocs.title);
    expect(html).not.toContain('missing:');
    const document = buildOpenApiDocument();
    const count = Object.values(document.paths).reduce((n, methods) => n + Object.keys(methods).length, 0);
    expect(html.match(/<details/g)?.length).toBe(count);
    expect(html).toContain('/api/orders/{id}/confirm-payment');
    expect(html).toContain('Place an order from the cart');
    expect(html).toContain('href="/api/openapi.json"');
    // The request body of a documented call is shown as its schema (field names visible).
    expect(html).toContain('shippingAddressId');
  });

  it('has every text in English too, and no script of its own', async () => {
    const html = await render(en.ApiDocs);
    expect(html).toContain(en.ApiDocs.title);
    expect(html).not.toContain('missing:');
    expect(html).not.toContain('<script');
    expect(Object.keys(en.ApiDocs).sort()).toEqual(Object.keys(es.ApiDocs).sort());
  });
});
