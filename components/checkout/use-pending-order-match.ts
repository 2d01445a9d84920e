'use client';

import { useMemo, useState } from 'react';
import { useCart } from '@/components/cart/cart-provider';
import { useOrders } from '@/lib/api-client/customer';
import { findPendingOrderForCart } from '@/lib/domain/pending-order-match';

/**
 * One order per purchase (issue 22 §3): her order still waiting for payment with exactly the cart's
 * lines, from her orders list (the same query 'Mis Pedidos' uses), unless she chose to start a new
 * order anyway. `checking` while the list loads, so the checkout does not create one meanwhile.
 */
export function usePendingOrderMatch() {
  const { items } = useCart();
  const orders = useOrders();
  const [dismissed, setDismissed] = useState<number | null>(null);
  const orderId = useMemo(
    () =>
      orders.data
        ? findPendingOrderForCart(
            items.map((i) => ({ variantId: i.variantId, quantity: i.quantity })),
            orders.data,
          )
        : null,
    [items, orders.data],
  );
  return {
    orderId: orderId !== null && orderId !== dismissed ? orderId : null,
    checking: orders.isPending && orders.fetchStatus !== 'idle',
    startNew: () => setDismissed(orderId),
  };
}
