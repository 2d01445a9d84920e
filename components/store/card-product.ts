import type { PublicProduct, PublicVariant } from '@/lib/contracts/catalog';
import { PRODUCT_VARIANT_PARAM } from '@/lib/cart/variant-options';
import { cheapestVariant } from '@/lib/domain/display-price';

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

/**
 * The variants a card prices the product by: in a list filtered by attributes, those that match
 * the filters ('12 oz' chosen: the 12 oz price, not the 4 oz one); otherwise all of them.
 */
export function listedVariants(product: PublicProduct): PublicVariant[] {
  const ids = product.matchingVariantIds;
  return ids ? product.variants.filter((variant) => ids.includes(variant.id)) : product.variants;
}

/**
 * The product page's address from a card: with `?variant=` when the filters left only some of
 * the variants, naming the one whose price the card shows, so the page opens with it chosen.
 */
export function productHref(product: PublicProduct): { pathname: string; query?: Record<string, string> } {
  const listed = listedVariants(product);
  const linked = listed.length < product.variants.length ? cheapestVariant(listed) : null;
  const pathname = `/producto/${product.slug}`;
  return linked ? { pathname, query: { [PRODUCT_VARIANT_PARAM]: String(linked.id) } } : { pathname };
}
