import type { PublicProduct, PublicVariant } from '@/lib/data/catalog';

/** What a single-variant card's add button needs to build the cart line (spec §3 "Cart item"). */
export type CardVariant = Pick<
  PublicVariant,
  'id' | 'price' | 'salePrice' | 'unitOfMeasure' | 'unitsPerItem' | 'imageUrl' | 'inStock' | 'variantValues' | 'volumeDiscounts'
>;

/**
 * The add button's props: a client component's props ride in the page's flight data, so a card
 * hands over only these. A product with several variants carries none of them: the options
 * dialog fetches the full product (`GET /api/products/{id}`) when the shopper opens it.
 */
export type CardProduct = {
  id: number;
  name: string;
  imageUrl: string | null;
  variantCount: number;
  /** The only variant, when there is exactly one (added directly with quantity 1). */
  variant: CardVariant | null;
};

export function cardProduct(product: PublicProduct): CardProduct {
  const only = product.variants.length === 1 ? product.variants[0] : null;
  return {
    id: product.id,
    name: product.name,
    // Only the direct add uses it (the options dialog fetches the whole product).
    imageUrl: only ? product.imageUrl : null,
    variantCount: product.variants.length,
    variant: only
      ? {
          id: only.id,
          price: only.price,
          salePrice: only.salePrice,
          unitOfMeasure: only.unitOfMeasure,
          unitsPerItem: only.unitsPerItem,
          imageUrl: only.imageUrl,
          inStock: only.inStock,
          variantValues: only.variantValues,
          volumeDiscounts: only.volumeDiscounts,
        }
      : null,
  };
}
