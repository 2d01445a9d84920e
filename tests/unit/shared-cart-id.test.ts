import { describe, expect, it } from 'vitest';
import { sharedCartIdFrom } from '@/lib/validation/shared-cart';

const id = 'AbCdEfGhIjKlMnOpQrSt_-';

describe("the shared cart id in what staff paste ('Nuevo pedido')", () => {
  it('reads the whole link, with or without a language or query, and the bare id', () => {
    expect(sharedCartIdFrom(`https://tienda.example.co/c/${id}`)).toBe(id);
    expect(sharedCartIdFrom(`  https://tienda.example.co/en/c/${id}?utm=wa#x `)).toBe(id);
    expect(sharedCartIdFrom(`Mi carrito: https://tienda.example.co/c/${id}`)).toBe(id);
    expect(sharedCartIdFrom(id)).toBe(id);
  });

  it('reads every form staff paste: any host or language prefix, path only, bare code, trailing slash, query, spaces', () => {
    const forms = [
      `https://tienda.example.co/es/c/${id}`,
      `https://tienda.example.co/en/c/${id}/`,
      `http://localhost:3000/c/${id}?utm_source=whatsapp`,
      `/es/c/${id}`,
      `/c/${id}/`,
      `c/${id}`,
      `\n\t${id}/ `,
      `${id}?x=1`,
      `${id}#carrito`,
      `tienda.example.co/en/c/${id}#x`,
    ];
    for (const form of forms) expect(sharedCartIdFrom(form), form).toBe(id);
  });

  it('finds none in a truncated, tampered or unrelated text', () => {
    expect(sharedCartIdFrom(`https://tienda.example.co/c/${id.slice(0, -1)}`)).toBeNull();
    expect(sharedCartIdFrom(`https://tienda.example.co/c/${id}x`)).toBeNull();
    expect(sharedCartIdFrom('https://tienda.example.co/tienda')).toBeNull();
    expect(sharedCartIdFrom("'; drop table shared_carts; --")).toBeNull();
    expect(sharedCartIdFrom('')).toBeNull();
    expect(sharedCartIdFrom(`https://tienda.example.co/tienda/${id}`)).toBeNull();
    expect(sharedCartIdFrom(`abc/${id}`)).toBeNull();
  });
});
