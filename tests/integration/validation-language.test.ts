import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { POST as postContact } from '@/app/api/contact/route';
import { GET as getSharedCart } from '@/app/api/shared-carts/[id]/route';
import { POST as postSharedCart } from '@/app/api/shared-carts/route';
import { GET as getProducts } from '@/app/api/products/route';
import { useTestDb } from '../helpers/db';

useTestDb();
const ctx = { params: Promise.resolve({}) };

function request(path: string, init: { body?: unknown; ip: string; language?: string }) {
  const headers: Record<string, string> = { 'x-forwarded-for': init.ip };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.language) headers['accept-language'] = init.language;
  return new NextRequest(`http://localhost${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    headers,
  });
}

const badContact = { nombre: '   ', email: 'no-es-correo', asunto: 'Hola', mensaje: 'Texto\u202E' };

describe('field errors in the request language', () => {
  it('are Spanish by default, exactly the texts of the spec', async () => {
    const res = await postContact(request('/api/contact', { body: badContact, ip: '10.9.0.1' }), ctx);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'Datos inválidos.',
      code: 'validation_error',
      fields: {
        nombre: ['Este campo es obligatorio.'],
        email: ['Escribe un correo electrónico válido.'],
        mensaje: ['El texto contiene caracteres invisibles o de control de dirección, que no están permitidos.'],
      },
    });
  });

  it('are English for Accept-Language: en, the error included', async () => {
    const res = await postContact(request('/api/contact', { body: badContact, ip: '10.9.0.2', language: 'en-US,en;q=0.9' }), ctx);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'Invalid data.',
      code: 'validation_error',
      fields: {
        nombre: ['This field is required.'],
        email: ['Enter a valid email address.'],
        mensaje: ['The text contains invisible or direction-control characters, which are not allowed.'],
      },
    });
  });

  it('carry their values in either language', async () => {
    const lines = [{ variantId: 1, quantity: 0 }];
    const spanish = await postSharedCart(request('/api/shared-carts', { body: { lines }, ip: '10.9.0.3' }), ctx);
    expect((await spanish.json()).fields).toEqual({
      'lines.0.quantity': ['La cantidad debe ser un número entero entre 1 y 100.000.'],
    });
    const english = await postSharedCart(request('/api/shared-carts', { body: { lines }, ip: '10.9.0.4', language: 'en' }), ctx);
    expect((await english.json()).fields).toEqual({
      'lines.0.quantity': ['The quantity must be a whole number between 1 and 100,000.'],
    });
  });

  it('reach an error a route throws with a catalogue message', async () => {
    const params = { params: Promise.resolve({ id: 'AAAAAAAAAAAAAAAAAAAAAA' }) };
    const spanish = await getSharedCart(request('/api/shared-carts/AAAAAAAAAAAAAAAAAAAAAA', { ip: '10.9.0.5' }), params);
    expect(spanish.status).toBe(404);
    expect((await spanish.json()).error).toBe('No encontramos este carrito compartido. Revisa que el enlace esté completo.');
    const english = await getSharedCart(request('/api/shared-carts/AAAAAAAAAAAAAAAAAAAAAA', { ip: '10.9.0.6', language: 'en' }), params);
    expect((await english.json()).error).toBe('We could not find this shared cart. Check that the link is complete.');
  });
  it('reach the refusals of services and of the store filters, moved into the catalogues', async () => {
    const lines = [{ variantId: 999_999, quantity: 1 }];
    const spanish = await postSharedCart(request('/api/shared-carts', { body: { lines }, ip: '10.9.0.7' }), ctx);
    expect(spanish.status).toBe(400);
    expect(await spanish.json()).toMatchObject({
      error: 'Datos inválidos.',
      fields: { 'lines.0.variantId': ['Este producto no existe o ya no está a la venta.'] },
    });
    const english = await postSharedCart(request('/api/shared-carts', { body: { lines }, ip: '10.9.0.8', language: 'en' }), ctx);
    expect(await english.json()).toMatchObject({
      error: 'Invalid data.',
      fields: { 'lines.0.variantId': ['This product does not exist or is no longer for sale.'] },
    });

    const categories = Array.from({ length: 11 }, (_, i) => `c${i}`).join(',');
    const filters = await getProducts(request(`/api/products?category=${categories}`, { ip: '10.9.0.9', language: 'en' }), ctx);
    expect(filters.status).toBe(400);
    expect(await filters.json()).toMatchObject({
      error: 'The query is too long or asks for too many filters. Remove some and try again.',
      fields: { category: ['You can filter by 10 categories at most.'] },
    });
  });
});
