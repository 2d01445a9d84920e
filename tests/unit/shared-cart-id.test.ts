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

  it('finds none in a truncated, tampered or unrelated text', () => {
    expect(sharedCartIdFrom(`https://tienda.example.co/c/${id.slice(0, -1)}`)).toBeNull();
    expect(sharedCartIdFrom(`https://tienda.example.co/c/${id}x`)).toBeNull();
    expect(sharedCartIdFrom('https://tienda.example.co/tienda')).toBeNull();
    expect(sharedCartIdFrom("'; drop table shared_carts; --")).toBeNull();
    expect(sharedCartIdFrom('')).toBeNull();
  });
});
