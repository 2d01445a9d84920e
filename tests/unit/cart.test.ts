import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTranslator } from 'use-intl/core';
import { type CartContextValue, CartProvider, useCart } from '@/components/cart/cart-provider';
import { storageKeys } from '@/lib/business';
import { CART_LOAD_ERROR, type CartStorage, loadStoredCart, saveStoredCart } from '@/lib/cart/cart-storage';
import { buildWhatsAppOrderText, cartItemDetails, cartLineName } from '@/lib/cart/cart-text';
import { packFacts } from '@/lib/domain/packs';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import {
  type CartItem,
  type CartProductInput,
  cartItemFromProduct,
  cartLineCount,
  cartNudge,
  cartReducer,
  MAX_LINE_QUANTITY,
  parseStoredCart,
  priceCartLine,
  serializeCart,
} from '@/lib/cart/cart';

// ICU puts a no-break space after '$'; compare as plain text.
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

const value = (id: number, attribute: string, text: string) => ({
  attributeValue: { id, value: text, attribute: { id: id * 10, name: attribute } },
});

// A cup sold by the pack in two colours, with volume tiers on the white one.
const cups: CartProductInput = {
  id: 7,
  name: 'Vaso plástico 7 oz',
  imageUrl: '/files/products/vaso-7oz.webp',
  variants: [
    {
      id: 71,
      price: 12_500,
      salePrice: null,
      unitOfMeasure: 'Paquete',
      imageUrl: null,
      variantValues: [value(1, 'Color', 'Blanco'), value(2, 'Capacidad', '7 oz')],
      volumeDiscounts: [
        { id: 1, minQuantity: 10, price: 11_500 },
        { id: 2, minQuantity: 50, price: 10_000 },
      ],
    },
    {
      id: 72,
      price: 14_000,
      salePrice: 13_000,
      unitOfMeasure: null,
      imageUrl: '/files/products/vaso-7oz-transparente.webp',
      variantValues: [value(3, 'Color', 'Transparente')],
      volumeDiscounts: [],
    },
  ],
};

function item(overrides: Partial<CartItem> = {}): CartItem {
  return {
    productId: 7,
    variantId: 71,
    name: 'Vaso plástico 7 oz',
    variantDescription: 'Blanco / 7 oz',
    unitOfMeasure: 'Paquete',
    volumeDiscounts: [
      { minQuantity: 10, price: 11_500 },
      { minQuantity: 50, price: 10_000 },
    ],
    price: 12_500,
    image_url: '/files/products/vaso-7oz.webp',
    quantity: 1,
    unitsPerItem: 1,
    ...overrides,
  };
}

describe('cartItemFromProduct', () => {
  it('builds the spec §3 line from the first variant when none is chosen', () => {
    expect(cartItemFromProduct(cups)).toEqual({
      productId: 7,
      variantId: 71,
      name: 'Vaso plástico 7 oz',
      variantDescription: 'Blanco / 7 oz',
      unitOfMeasure: 'Paquete',
      volumeDiscounts: [
        { minQuantity: 10, price: 11_500 },
        { minQuantity: 50, price: 10_000 },
      ],
      price: 12_500,
      image_url: '/files/products/vaso-7oz.webp',
      quantity: 1,
      unitsPerItem: 1,
    });
  });

  it('keeps the pieces in one selling unit (1 when the variant does not say)', () => {
    const packs = { ...cups, variants: [{ ...cups.variants[0], unitsPerItem: 50 }] };
    expect(cartItemFromProduct(packs)?.unitsPerItem).toBe(50);
  });

  it('uses the chosen variant, its sale price and its own picture', () => {
    const line = cartItemFromProduct(cups, 72, 3);
    expect(line).toMatchObject({
      variantId: 72,
      variantDescription: 'Transparente',
      unitOfMeasure: null,
      volumeDiscounts: [],
      price: 13_000,
      image_url: '/files/products/vaso-7oz-transparente.webp',
      quantity: 3,
    });
  });

  it('joins the attribute values with " / " and leaves it empty without values', () => {
    const plainVariant = { ...cups.variants[0], variantValues: [] };
    expect(cartItemFromProduct(cups)?.variantDescription).toBe('Blanco / 7 oz');
    expect(cartItemFromProduct({ ...cups, variants: [plainVariant] })?.variantDescription).toBe('');
  });

  it('falls back to the product picture, then to none', () => {
    expect(cartItemFromProduct(cups, 71)?.image_url).toBe('/files/products/vaso-7oz.webp');
    expect(cartItemFromProduct({ ...cups, imageUrl: null }, 71)?.image_url).toBeNull();
  });

  it('keeps a sale price of 0 (set) instead of the list price', () => {
    const free = { ...cups, variants: [{ ...cups.variants[0], salePrice: 0 }] };
    expect(cartItemFromProduct(free)?.price).toBe(0);
  });

  it('gives null for a product without variants, an unknown variant or a quantity below 1', () => {
    expect(cartItemFromProduct({ ...cups, variants: [] })).toBeNull();
    expect(cartItemFromProduct(cups, 999)).toBeNull();
    expect(cartItemFromProduct(cups, 71, 0)).toBeNull();
  });
});

describe('cartReducer', () => {
  it('appends a new variant and sums the quantity of one already in the cart', () => {
    let items = cartReducer([], { type: 'add', item: item() });
    items = cartReducer(items, { type: 'add', item: item() });
    items = cartReducer(items, { type: 'add', item: item({ quantity: 5 }) });
    expect(items).toHaveLength(1);
    expect(items[0].quantity).toBe(7);
    items = cartReducer(items, { type: 'add', item: item({ variantId: 72 }) });
    expect(items.map((i) => [i.variantId, i.quantity])).toEqual([
      [71, 7],
      [72, 1],
    ]);
  });

  it('refreshes the stored product data when the same variant is added again', () => {
    const items = cartReducer([item({ price: 12_500, quantity: 2 })], { type: 'add', item: item({ price: 12_000 }) });
    expect(items).toEqual([item({ price: 12_000, quantity: 3 })]);
  });

  it('sets a quantity, and removes the line at 0 or less', () => {
    const start = [item(), item({ variantId: 72 })];
    expect(cartReducer(start, { type: 'setQuantity', variantId: 71, quantity: 12 })[0].quantity).toBe(12);
    expect(cartReducer(start, { type: 'setQuantity', variantId: 71, quantity: 0 }).map((i) => i.variantId)).toEqual([72]);
    expect(cartReducer(start, { type: 'setQuantity', variantId: 71, quantity: -3 }).map((i) => i.variantId)).toEqual([72]);
  });

  it("'Deshacer' puts a line taken out at 0 back where it was, once", () => {
    const start = [item(), item({ variantId: 72, quantity: 3 }), item({ variantId: 73 })];
    const removed = start[1];
    const without = cartReducer(start, { type: 'setQuantity', variantId: 72, quantity: 0 });
    expect(without.map((i) => i.variantId)).toEqual([71, 73]);
    const back = cartReducer(without, { type: 'restore', item: removed, index: 1 });
    expect(back).toEqual(start);
    // Pressed twice, or the variant was added again meanwhile: one line, unchanged.
    expect(cartReducer(back, { type: 'restore', item: removed, index: 1 })).toBe(back);
    // Lines removed after it: the place is kept as far as the cart reaches.
    expect(cartReducer([], { type: 'restore', item: removed, index: 1 })).toEqual([removed]);
  });

  it('ignores a NaN quantity and caps absurd ones', () => {
    const start = [item({ quantity: 4 })];
    expect(cartReducer(start, { type: 'setQuantity', variantId: 71, quantity: Number.NaN })).toBe(start);
    expect(cartReducer(start, { type: 'setQuantity', variantId: 71, quantity: 1e12 })[0].quantity).toBe(MAX_LINE_QUANTITY);
    expect(cartReducer(start, { type: 'add', item: item({ quantity: MAX_LINE_QUANTITY }) })[0].quantity).toBe(MAX_LINE_QUANTITY);
  });

  it('removes by variantId and clears everything', () => {
    const start = [item(), item({ variantId: 72 })];
    expect(cartReducer(start, { type: 'remove', variantId: 72 })).toEqual([item()]);
    expect(cartReducer(start, { type: 'remove', variantId: 999 })).toEqual(start);
    expect(cartReducer(start, { type: 'clear' })).toEqual([]);
  });

  it('counts distinct lines, not units', () => {
    expect(cartLineCount([item({ quantity: 40 }), item({ variantId: 72, quantity: 2 })])).toBe(2);
    expect(cartLineCount([])).toBe(0);
  });
});

describe('parseStoredCart', () => {
  it('reads back what was saved', () => {
    const items = [item({ quantity: 3 }), item({ variantId: 72, unitOfMeasure: null, image_url: null, volumeDiscounts: [] })];
    expect(parseStoredCart(serializeCart(items))).toEqual(items);
  });

  it.each([null, '', '{not json', 'null', '42', '{"items":[]}', '"carrito"'])('gives an empty cart for %j', (raw) => {
    expect(parseStoredCart(raw)).toEqual([]);
  });

  it('reports bad JSON and a document that is not a list', () => {
    const onError = vi.fn();
    parseStoredCart('{not json', onError);
    parseStoredCart('{"a":1}', onError);
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it('drops lines of a bad shape and keeps the good ones', () => {
    const good = item();
    const onError = vi.fn();
    const raw = JSON.stringify([
      good,
      { ...good, variantId: 'x' },
      { ...good, variantId: 80, quantity: 0 },
      { ...good, variantId: 81, quantity: 1.5 },
      { ...good, variantId: 82, price: -1 },
      { ...good, variantId: 83, name: '' },
      { ...good, variantId: 84, price: 12_500.5 },
      null,
      'vaso',
    ]);
    expect(parseStoredCart(raw, onError)).toEqual([good]);
    expect(onError).toHaveBeenCalledTimes(8);
  });

  it('fills the optional fields with their defaults and strips unknown ones', () => {
    const { volumeDiscounts: _v, unitOfMeasure: _u, variantDescription: _d, ...bare } = item();
    expect(parseStoredCart(JSON.stringify([{ ...bare, extra: 'x' }]))).toEqual([
      item({ volumeDiscounts: [], unitOfMeasure: null, variantDescription: '' }),
    ]);
  });

  it('keeps the line but not a picture address that is neither a site path nor http(s)', () => {
    for (const bad of ['javascript:alert(1)', '//evil.example/x.webp', 'data:image/png;base64,AA']) {
      expect(parseStoredCart(JSON.stringify([item({ image_url: bad })]))[0].image_url).toBeNull();
    }
    expect(parseStoredCart(JSON.stringify([item({ image_url: 'https://cdn.example/x.webp' })]))[0].image_url).toBe(
      'https://cdn.example/x.webp',
    );
  });

  it('merges two stored lines of the same variant', () => {
    expect(parseStoredCart(JSON.stringify([item({ quantity: 2 }), item({ quantity: 3 })]))).toEqual([item({ quantity: 5 })]);
  });
});

describe('line pricing', () => {
  it('applies the volume tier only from its minimum quantity', () => {
    expect(priceCartLine(item({ quantity: 9 }))).toEqual({ basePrice: 12_500, unitPrice: 12_500, lineTotal: 112_500, discounted: false });
    expect(priceCartLine(item({ quantity: 10 }))).toEqual({ basePrice: 12_500, unitPrice: 11_500, lineTotal: 115_000, discounted: true });
    expect(priceCartLine(item({ quantity: 60 })).unitPrice).toBe(10_000);
  });

  it('nudges toward the next tier when it is within 100 units', () => {
    expect(cartNudge(item({ quantity: 4 }))).toEqual({ unitsToAdd: 6, price: 11_500 });
    expect(cartNudge(item({ quantity: 10 }))).toEqual({ unitsToAdd: 40, price: 10_000 });
    expect(cartNudge(item({ quantity: 60 }))).toBeNull();
    expect(cartNudge(item({ quantity: 1, volumeDiscounts: [{ minQuantity: 200, price: 9_000 }] }))).toBeNull();
  });

  it('describes the variant and the unit of measure in parentheses', () => {
    expect(cartItemDetails(item())).toBe('Blanco / 7 oz (Paquete)');
    expect(cartItemDetails(item({ unitOfMeasure: null }))).toBe('Blanco / 7 oz');
    expect(cartItemDetails(item({ variantDescription: '' }))).toBe('(Paquete)');
    expect(cartItemDetails(item({ variantDescription: '', unitOfMeasure: null }))).toBe('');
  });
});

describe('buildWhatsAppOrderText', () => {
  const lines = [
    item({ quantity: 12 }),
    item({
      variantId: 72,
      name: 'Plato biodegradable',
      variantDescription: '',
      unitOfMeasure: null,
      price: 3_200,
      volumeDiscounts: [],
      quantity: 5,
    }),
  ];

  it('lists every line with its tier unit price and line total, then the total (es)', () => {
    const t = createTranslator({ locale: 'es', messages: es, namespace: 'Cart' });
    const text = plain(buildWhatsAppOrderText(lines, (key, values) => t(key, values)));
    expect(text).toBe(
      [
        '¡Hola! Quiero hacer este pedido:',
        '',
        // Counted in its selling unit: 'c/u' is only ever the price of one piece.
        '• 12 paquetes × Vaso plástico 7 oz - Blanco / 7 oz (Paquete)',
        '   $ 11.500 por paquete = $ 138.000',
        '• 5 × Plato biodegradable',
        '   $ 3.200 c/u = $ 16.000',
        '',
        '*Total: $ 154.000*',
        '',
        '¿Me confirman la disponibilidad y el costo del envío? ¡Gracias!',
      ].join('\n'),
    );
  });

  it("adds the shared cart's link after the total, before the closing question (issue #23 §1)", () => {
    const t = createTranslator({ locale: 'es', messages: es, namespace: 'Cart' });
    const text = plain(buildWhatsAppOrderText(lines, (key, values) => t(key, values), 'https://tienda.example/c/AbCdEfGhIjKlMnOpQrStUv'));
    expect(text.split('\n').slice(-5)).toEqual([
      '*Total: $ 154.000*',
      '',
      'Mi carrito: https://tienda.example/c/AbCdEfGhIjKlMnOpQrStUv',
      '',
      '¿Me confirman la disponibilidad y el costo del envío? ¡Gracias!',
    ]);
  });

  it('speaks English with the same es-CO amounts', () => {
    const t = createTranslator({ locale: 'en', messages: en, namespace: 'Cart' });
    const text = plain(buildWhatsAppOrderText(lines, (key, values) => t(key, values), undefined, 'en'));
    expect(text).toContain('Hi! I would like to place this order:');
    expect(text).toContain('• 12 paquetes × Vaso plástico 7 oz - Blanco / 7 oz (Paquete)\n   $ 11.500 per paquete = $ 138.000');
    expect(text).toContain('• 5 × Plato biodegradable\n   $ 3.200 each = $ 16.000');
    expect(text).toContain('*Total: $ 154.000*');
  });
});

function memoryStorage(initial: Record<string, string> = {}): CartStorage & { data: Record<string, string>; writes: number } {
  const store = {
    data: { ...initial },
    writes: 0,
    getItem: (key: string) => store.data[key] ?? null,
    setItem: (key: string, text: string) => {
      store.writes += 1;
      store.data[key] = text;
    },
  };
  return store;
}

describe('cart storage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('uses the brand-prefixed cart key', () => {
    const storage = memoryStorage();
    saveStoredCart(() => storage, [item()]);
    expect(Object.keys(storage.data)).toEqual([storageKeys.cart]);
    expect(storageKeys.cart).toMatch(/-cart$/);
    expect(loadStoredCart(() => storage)).toEqual([item()]);
  });

  it('logs the spec message and starts empty when the stored cart cannot be read', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(loadStoredCart(() => memoryStorage({ [storageKeys.cart]: '[{oops' }))).toEqual([]);
    expect(
      loadStoredCart(() => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      }),
    ).toEqual([]);
    expect(log).toHaveBeenCalledTimes(2);
    expect(log.mock.calls.every(([message]) => message === CART_LOAD_ERROR)).toBe(true);
    expect(CART_LOAD_ERROR).toBe('Error al cargar el carrito desde localStorage');
  });

  it('does not rewrite an unchanged cart (no echo between tabs) and survives a full storage', () => {
    const storage = memoryStorage({ [storageKeys.cart]: serializeCart([item()]) });
    saveStoredCart(() => storage, [item()]);
    expect(storage.writes).toBe(0);
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(() => saveStoredCart(() => full, [item()])).not.toThrow();
  });
});

describe('CartProvider', () => {
  afterEach(() => vi.restoreAllMocks());

  function captureCart(): CartContextValue {
    let captured: CartContextValue | undefined;
    const Probe = () => {
      captured = useCart();
      return null;
    };
    renderToString(createElement(CartProvider, null, createElement(Probe)));
    if (!captured) throw new Error('not rendered');
    return captured;
  }

  it('renders an empty, not yet loaded cart on the server (hydration-safe)', () => {
    const cart = captureCart();
    expect(cart).toMatchObject({ items: [], lineCount: 0, total: 0, isReady: false, isShaking: false });
  });

  it('adds nothing for a product without variants and says so on the console', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const cart = captureCart();
    expect(cart.addToCart({ ...cups, variants: [] })).toBe(false);
    expect(log).toHaveBeenCalledWith('El producto no tiene variantes para añadir al carrito.');
  });

  it('throws the spec message when used outside its provider', () => {
    const Orphan = () => {
      useCart();
      return null;
    };
    expect(() => renderToString(createElement(Orphan))).toThrow('useCart must be used within a CartProvider');
  });
});

describe('cartItemDetails', () => {
  it('adds the unit in parentheses unless the description already names it', () => {
    expect(cartItemDetails({ variantDescription: 'Blanco / 7 oz', unitOfMeasure: 'Paquete' })).toBe('Blanco / 7 oz (Paquete)');
    expect(cartItemDetails({ variantDescription: '9 oz / Paquete', unitOfMeasure: 'Paquete' })).toBe('9 oz / Paquete');
    expect(cartItemDetails({ variantDescription: '', unitOfMeasure: 'Caja' })).toBe('(Caja)');
    expect(cartItemDetails({ variantDescription: 'Kraft', unitOfMeasure: null })).toBe('Kraft');
  });
});

describe('cartLineName', () => {
  it('names a line in a sentence, with what was picked in parentheses when there is something', () => {
    expect(cartLineName({ name: 'Vaso', variantDescription: 'Blanco / 7 oz' })).toBe('Vaso (Blanco / 7 oz)');
    expect(cartLineName({ name: 'Vaso', variantDescription: '' })).toBe('Vaso');
  });
});

describe('packs in the cart (issue 22)', () => {
  it('names the unit once, with the pack size', () => {
    expect(cartItemDetails({ variantDescription: 'Blanco / 7 oz', unitOfMeasure: 'Paquete', unitsPerItem: 50 })).toBe(
      'Blanco / 7 oz (Paquete x50)',
    );
    expect(cartItemDetails({ variantDescription: '9 oz / Paquete', unitOfMeasure: 'Paquete', unitsPerItem: 50 })).toBe(
      '9 oz / Paquete x50',
    );
    expect(cartItemDetails({ variantDescription: 'Paquete', unitOfMeasure: 'Paquete', unitsPerItem: 1 })).toBe('Paquete');
    expect(cartItemDetails({ variantDescription: '', unitOfMeasure: 'Millar', unitsPerItem: 1000 })).toBe('(Millar x1000)');
  });

  it('counts the pieces and the price per piece at the tier price', () => {
    expect(packFacts({ unitOfMeasure: 'Paquete', unitsPerItem: 50, quantity: 10 }, 28_400)).toEqual({
      unitLabel: 'paquetes',
      unitOne: 'paquete',
      pieces: 500,
      perPiece: '$\u00a0568',
    });
    expect(packFacts({ unitOfMeasure: 'Paquete', unitsPerItem: 1, quantity: 10 }, 28_400)).toBeNull();
  });

  it('reads stored lines without unitsPerItem (older carts) as single pieces, and rejects nonsense', () => {
    const { unitsPerItem: _omit, ...old } = item();
    expect(parseStoredCart(JSON.stringify([old]))[0].unitsPerItem).toBe(1);
    expect(parseStoredCart(JSON.stringify([item({ unitsPerItem: 50 })]))[0].unitsPerItem).toBe(50);
    expect(parseStoredCart(JSON.stringify([{ ...old, unitsPerItem: -3 }]))[0].unitsPerItem).toBe(1);
  });

  it('says the pieces and the price per piece in the WhatsApp message', () => {
    const t = (key: string, values?: Record<string, string | number>) => `${key}${values ? JSON.stringify(values) : ''}`;
    const text = buildWhatsAppOrderText([item({ quantity: 10, unitsPerItem: 50 })], t);
    expect(text).toContain('whatsappPackLine');
    expect(text).toContain('"unit":"paquetes"');
    expect(text).toContain('"unitOne":"paquete"');
    expect(text).toContain('"pieces":"500"');
    expect(text).toContain('"perPiece":"$\u00a0230"');
    expect(text).toContain('"product":"Vaso plástico 7 oz - Blanco / 7 oz (Paquete x50)"');
  });
});
