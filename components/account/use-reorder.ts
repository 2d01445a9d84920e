'use client';

import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useCountValues } from '@/lib/i18n/use-count-values';
import { useCart } from '@/components/cart/cart-provider';
import { useNotification } from '@/components/notifications/notification-provider';
import { fetchFreshProducts } from '@/lib/api-client/product-by-id';
import type { CustomerOrder } from '@/lib/contracts/orders';
import { useRouter } from '@/lib/i18n/navigation';

/**
 * 'Volver a pedir': the order's lines go back in the cart with today's product data (price,
 * tiers), so the cart, not the old order, decides what is paid. Lines whose variant is gone or
 * sold out are named in a warning.
 */
export function useReorder() {
  const t = useTranslations('Orders');
  const counted = useCountValues();
  const queryClient = useQueryClient();
  const notify = useNotification();
  const router = useRouter();
  const { addToCart } = useCart();
  const [isPending, setPending] = useState(false);

  async function reorder(order: CustomerOrder) {
    setPending(true);
    try {
      const ids = order.items.flatMap((item) => (item.product.id === null ? [] : [item.product.id]));
      const products = await fetchFreshProducts(queryClient, ids);
      const unavailable: string[] = [];
      let added = 0;
      for (const item of order.items) {
        const product = item.product.id === null ? null : products.get(item.product.id);
        const variant = product?.variants.find((v) => v.id === item.variant.id);
        if (product && variant?.inStock && addToCart(product, variant.id, item.quantity)) {
          added += 1;
        } else {
          unavailable.push(item.variant.description ? `${item.product.name} (${item.variant.description})` : item.product.name);
        }
      }
      if (unavailable.length > 0) notify.warning(t('reorderUnavailable', { count: unavailable.length, items: unavailable.join(', ') }));
      if (added > 0) {
        notify.success(t('reorderAdded', counted(added)));
        router.push('/carrito');
      }
    } catch (error) {
      notify.error(t('reorderError', { message: error instanceof Error ? error.message : '' }));
    } finally {
      setPending(false);
    }
  }

  return { reorder, isPending };
}
