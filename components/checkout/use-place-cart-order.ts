'use client';

import { useTranslations } from 'next-intl';
import { useCart } from '@/components/cart/cart-provider';
import { useNotification } from '@/components/notifications/notification-provider';
import { ApiClientError } from '@/lib/api-client/client';
import { usePlaceOrder } from '@/lib/api-client/customer';
import { priceCartLine } from '@/lib/cart/cart';
import { useRouter } from '@/lib/i18n/navigation';
import { type ServerPrice, useRefreshCartPrices } from './use-refresh-cart-prices';

/**
 * Creates the order from the cart (spec 1 §4 "Order flow"): each line with the unit price the
 * cart shows (volume tier applied), then /checkout/{id}. A 409 price_changed refreshes the cart
 * so the shopper sees today's prices before trying again; out of stock keeps the server's words;
 * the order limits (too many unpaid orders or units, too many orders in a row) say what to do.
 */
export function usePlaceCartOrder({ onPricesChanged }: { onPricesChanged: () => void }) {
  const t = useTranslations('Checkout');
  const notify = useNotification();
  const router = useRouter();
  const { items } = useCart();
  const place = usePlaceOrder();
  const refreshPrices = useRefreshCartPrices();

  function submit(shippingAddressId: number, deliveryNotes: string | null = null) {
    const lines = items.map((item) => ({
      variantId: item.variantId,
      quantity: item.quantity,
      unitPrice: priceCartLine(item).unitPrice,
    }));
    place.mutate(
      { items: lines, shippingAddressId, ...(deliveryNotes ? { deliveryNotes } : {}) },
      {
        onSuccess: (order) => router.push(`/checkout/${order.id}`),
        onError: (error) => {
          if (error instanceof ApiClientError && error.status === 409) {
            if (error.code === 'price_changed') {
              notify.warning(t('pricesChanged'));
              onPricesChanged();
              const prices = (error.data as { prices?: ServerPrice[] } | null)?.prices ?? [];
              refreshPrices(prices).catch(() => notify.error(t('pricesRefreshFailed')));
              return;
            }
            if (error.code === 'out_of_stock' || error.code === 'variant_unavailable') {
              notify.error(outOfStockMessage(error));
              // Back to the cart, whose lines now offer 'Ajustar a N' (or removing a line that is gone).
              onPricesChanged();
              refreshPrices().catch(() => undefined);
              return;
            }
            const limit = orderLimitMessage(error);
            if (limit) {
              notify.error(limit);
              return;
            }
          }
          if (error instanceof ApiClientError && error.status === 429) {
            notify.error(t('tooManyOrders'));
            return;
          }
          notify.error(t('createError', { message: error.message }));
        },
      },
    );
  }

  /** 'No hay suficiente stock de Vaso 7 oz (quedan 8)…', each short line named (issue 22). */
  function outOfStockMessage(error: ApiClientError): string {
    const lines = ((error.data ?? {}) as { lines?: { variantId: number; name: string; available: number }[] }).lines;
    if (!lines?.length) return error.message;
    const named = lines.map((line) => {
      const item = items.find((i) => i.variantId === line.variantId);
      const name = item ? (item.variantDescription ? `${item.name} (${item.variantDescription})` : item.name) : line.name;
      return t('outOfStockLine', { name, available: line.available });
    });
    return t('outOfStockLines', { count: lines.length, lines: named.join(', ') });
  }

  /** The shopper's words for a 409 of the unpaid-order caps (null for any other 409). */
  function orderLimitMessage(error: ApiClientError): string | null {
    const data = (error.data ?? {}) as { maxOrders?: number; variantId?: number; allowed?: number; maxPercent?: number };
    if (error.code === 'unpaid_orders_limit') return t('unpaidOrdersLimit', { max: data.maxOrders ?? 3 });
    if (error.code !== 'unpaid_units_limit') return null;
    const item = items.find((i) => i.variantId === data.variantId);
    // The server's (Spanish) words when the line is no longer in this cart.
    if (!item) return error.message;
    const product = item.variantDescription ? `${item.name} (${item.variantDescription})` : item.name;
    return data.allowed
      ? t('unpaidUnitsLimit', { product, allowed: data.allowed, percent: data.maxPercent ?? 50 })
      : t('unpaidUnitsLimitReached', { product });
  }

  // Stays busy after success, until /checkout/{id} replaces the page.
  return { submit, isPending: place.isPending || place.isSuccess };
}
