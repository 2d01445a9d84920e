'use client';

import { useState } from 'react';
import { useCart } from '@/components/cart/cart-provider';
import { buttonClasses } from '@/components/ui/button';
import type { CartItem, CartProductInput } from '@/lib/cart/cart';
import { useRouter } from '@/lib/i18n/navigation';

type Labels = { load: string; loading: string; nonEmpty: string; replace: string; add: string };

/**
 * A cart line as the one-variant product the provider's addToCart takes: the line's whole
 * description stands as one value, so the cart shows it exactly as the server wrote it.
 */
const asProduct = (item: CartItem): CartProductInput => ({
  id: item.productId,
  name: item.name,
  imageUrl: item.image_url,
  variants: [
    {
      id: item.variantId,
      price: item.price,
      salePrice: null,
      unitOfMeasure: item.unitOfMeasure,
      imageUrl: item.image_url,
      variantValues: item.variantDescription
        ? [{ attributeValue: { id: 0, value: item.variantDescription, attribute: { id: 0, name: '' } } }]
        : [],
      volumeDiscounts: item.volumeDiscounts.map((tier) => ({ ...tier, id: 0 })),
      unitsPerItem: item.unitsPerItem,
    },
  ],
});

/**
 * 'Cargar en mi carrito' (issue #23 §1). An empty cart takes the lines at once; a cart with
 * products asks first: replace it, or add these (same variant: quantities summed). Then /carrito.
 */
export function SharedCartLoader({ items, labels }: { items: CartItem[]; labels: Labels }) {
  const cart = useCart();
  const router = useRouter();
  const [asking, setAsking] = useState(false);

  function load(replace: boolean) {
    if (replace) cart.clearCart();
    for (const item of items) cart.addToCart(asProduct(item), item.variantId, item.quantity);
    router.push('/carrito');
  }

  if (!cart.isReady) {
    return (
      <button type="button" disabled className={buttonClasses({ className: 'w-full sm:w-auto' })}>
        {labels.loading}
      </button>
    );
  }
  if (asking) {
    return (
      <div role="group" aria-labelledby="shared-cart-question" className="space-y-3">
        <p id="shared-cart-question">{labels.nonEmpty}</p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <button type="button" onClick={() => load(true)} className={buttonClasses()}>
            {labels.replace}
          </button>
          <button type="button" onClick={() => load(false)} className={buttonClasses({ variant: 'outline' })}>
            {labels.add}
          </button>
        </div>
      </div>
    );
  }
  return (
    <button
      type="button"
      onClick={() => (cart.items.length === 0 ? load(true) : setAsking(true))}
      className={buttonClasses({ className: 'w-full sm:w-auto' })}
    >
      {labels.load}
    </button>
  );
}
