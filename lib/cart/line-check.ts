/**
 * A cart line against today's stock and prices (issue 22 §2): pure, for the cart's check
 * (components/cart/cart-check.ts). Apart from availability.ts, whose fetch the product page's
 * picker loads too.
 */
import type { VolumeTier } from '@/lib/domain/pricing';
import type { VariantAvailability } from './availability';

type LineFields = { variantId: number; quantity: number; price: number; volumeDiscounts: readonly VolumeTier[]; unitsPerItem: number };

/** What changed for one cart line since it was added. */
export type LineCheck =
  /** The variant no longer exists. */
  | { kind: 'gone' }
  | {
      kind: 'checked';
      stock: number;
      /** The line asks for more than the stock: offer 'Ajustar a {stock}' (or remove, at 0). */
      overStock: boolean;
      /** Base price, tiers or pack size differ from the stored line: refresh them. */
      priceChanged: boolean;
      fresh: { price: number; volumeDiscounts: VolumeTier[]; unitsPerItem: number };
    };

const sameTiers = (a: readonly VolumeTier[], b: readonly VolumeTier[]) =>
  a.length === b.length &&
  [...a]
    .sort((x, y) => x.minQuantity - y.minQuantity)
    .every((t, i) => {
      const u = [...b].sort((x, y) => x.minQuantity - y.minQuantity)[i];
      return t.minQuantity === u.minQuantity && t.price === u.price;
    });

export function checkCartLine(line: LineFields, server: VariantAvailability | undefined): LineCheck {
  if (!server) return { kind: 'gone' };
  const price = server.salePrice ?? server.price;
  const fresh = {
    price,
    volumeDiscounts: server.volumeDiscounts.map(({ minQuantity, price: p }) => ({ minQuantity, price: p })),
    unitsPerItem: server.unitsPerItem,
  };
  return {
    kind: 'checked',
    stock: server.stock,
    overStock: line.quantity > server.stock,
    priceChanged:
      line.price !== price || !sameTiers(line.volumeDiscounts, fresh.volumeDiscounts) || line.unitsPerItem !== server.unitsPerItem,
    fresh,
  };
}
