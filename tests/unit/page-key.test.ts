import { describe, expect, it } from 'vitest';
import { CACHEABLE_PATH, LOCALE_PREFIX, MAX_STORED_QUERY_LENGTH, pageKey } from '@/lib/page-cache/page-key';

/** The page cache's key (lib/page-cache/page-key.ts): what a stored store page depends on, nothing else. */
const known = new Set(['color', 'material']);
const key = (url: string, names: ReadonlySet<string> | null = known) => pageKey(new URL(url, 'https://shop.test'), names);

describe('pageKey', () => {
  it('gives a link with tracking parameters the key of the page without them, and does not keep its render', () => {
    const plain = key('/es/tienda?category=Vasos');
    expect(plain).toEqual({ key: 'https://shop.test/es/tienda?category=Vasos', storable: true });
    for (const tracked of [
      '/es/tienda?category=Vasos&fbclid=IwAR3xYz',
      '/es/tienda?gclid=Cj0KCQ&category=Vasos',
      '/es/tienda?utm_source=whatsapp&utm_medium=social&utm_campaign=navidad&category=Vasos',
      '/es/tienda?category=Vasos&msclkid=1',
    ]) {
      expect(key(tracked), tracked).toEqual({ key: plain!.key, storable: false });
    }
    // Pages that read no query: any parameter is a hit on the page, never stored with it.
    expect(key('/en/producto/vaso-7oz?fbclid=1&anything=2')).toEqual({ key: 'https://shop.test/en/producto/vaso-7oz', storable: false });
    expect(key('/es/contacto')).toEqual({ key: 'https://shop.test/es/contacto', storable: true });
    expect(key('/es')).toEqual({ key: 'https://shop.test/es', storable: true });
  });

  it('drops unknown filters from the key and never keeps a render that named one', () => {
    expect(key('/es/tienda?color=rojo&x0=v&x1=v')).toEqual({ key: 'https://shop.test/es/tienda?color=rojo', storable: false });
    expect(key('/es/tienda?nonexistent=1')).toEqual({ key: 'https://shop.test/es/tienda', storable: false });
    // The unit of measure is a filter where its attribute exists (the demo catalogue has it).
    expect(key('/es/tienda?unidad%20de%20medida=Paquete', new Set([...known, 'Unidad de Medida']))?.storable).toBe(true);
  });

  it('normalises known filters: names case-insensitive and sorted, values and categories sorted and deduplicated, page 1 dropped', () => {
    const canonical = key('/es/tienda?search=vaso&category=Platos,Vasos&color=azul,rojo&material=pla&page=2')!;
    expect(canonical.storable).toBe(true);
    for (const same of [
      '/es/tienda?page=2&material=pla&Color=rojo,azul&category=Vasos,Platos&search=%20vaso%20',
      '/es/tienda?color=rojo,azul,Rojo&category=Vasos&category=Platos&material=pla&search=vaso&page=2&utm_source=x',
    ]) {
      expect(key(same)!.key, same).toBe(canonical.key);
    }
    expect(key('/es/tienda?page=1')!.key).toBe('https://shop.test/es/tienda');
    // The locale is part of the key; the search is as typed (the page shows it).
    expect(key('/en/tienda?search=vaso&category=Platos,Vasos&color=azul,rojo&material=pla&page=2')!.key).not.toBe(canonical.key);
    expect(key('/es/tienda?search=Vaso')!.key).not.toBe(key('/es/tienda?search=vaso')!.key);
  });

  it('cannot key a query that names attributes before the names are known, and keeps no long query', () => {
    expect(key('/es/tienda?color=rojo', null)).toBeNull();
    // Any other name might be an attribute until the names are read (once per catalogue generation).
    expect(key('/es/tienda?category=Vasos&fbclid=1', null)).toBeNull();
    expect(key('/es/tienda?category=Vasos', null)).toEqual({ key: 'https://shop.test/es/tienda?category=Vasos', storable: true });
    const long = `/es/tienda?search=${'a'.repeat(MAX_STORED_QUERY_LENGTH)}`;
    expect(key(long)!.storable).toBe(false);
  });
});

describe('cacheable paths', () => {
  it('come from the routing configuration and the store pages list', () => {
    expect('/en/tienda'.replace(LOCALE_PREFIX, '')).toBe('/tienda');
    expect('/es'.replace(LOCALE_PREFIX, '')).toBe('');
    expect('/english'.replace(LOCALE_PREFIX, '')).toBe('/english');
    for (const path of ['/', '/tienda', '/producto/vaso', '/contacto', '/nosotros']) expect(CACHEABLE_PATH.test(path), path).toBe(true);
    for (const path of ['/producto', '/producto/a/b', '/carrito', '/checkout', '/perfil', '/tiendas', '/xtienda'])
      expect(CACHEABLE_PATH.test(path), path).toBe(false);
  });
});
