'use client';

import { useTranslations } from 'next-intl';
import { useCart } from '@/components/cart/cart-provider';
import type { InvoiceTarget } from '@/lib/domain/billing';
import type { DeliveryOrderFields } from '@/lib/domain/delivery-choice';
import { useNotification } from '@/components/notifications/notification-provider';
import { ApiClientError } from '@/lib/api-client/client';
import { usePlaceOrder } from '@/lib/api-client/customer';
import { priceCartLine } from '@/lib/cart/cart';
import { cartLineName } from '@/lib/cart/cart-text';
import { useRouter } from '@/lib/i18n/navigation';
import type { CheckoutConsent } from './checkout-consent';
import type { ShippingFeeChanged } from './use-delivery-choice';
import { type ServerPrice, useRefreshCartPrices } from './use-refresh-cart-prices';

/** Where a cash-on-delivery order goes: no proof to upload, so straight to the confirmation. */
export const cashOnDeliveryConfirmedPath = (orderId: number) => `/orden-confirmada/${orderId}?pago=contra-entrega`;

/**
 * Creates the order from the cart (spec 1 §4 "Order flow"): each line with the unit price the
 * cart shows (volume tier applied), then /checkout/{id}. A 409 price_changed refreshes the cart
 * so the shopper sees today's prices before trying again; out of stock keeps the server's words;
 * the order limits (too many unpaid orders or units, too many orders in a row) say what to do.
 * Issue 21: the delivery option, the fee shown and cash on delivery go with it; a higher fee on the
 * server (409 shipping_fee_changed) shows the new figures for the shopper to confirm; an order paid
 * on delivery has no proof to upload and goes to the confirmation (decided by the flag sent and
 * the order's `cashOnDelivery`, never by its payment status).
 */
export function usePlaceCartOrder({
  onPricesChanged,
  onShippingFeeChanged,
  onDeliveryRefused,
  consent,
}: {
  onPricesChanged: () => void;
  onShippingFeeChanged: (data: ShippingFeeChanged) => void;
  onDeliveryRefused: () => void;
  /** Issue 22 §5: the data policy box of a session that began before the current version. */
  consent: CheckoutConsent;
}) {
  const t = useTranslations('Checkout');
  const notify = useNotification();
  const router = useRouter();
  const { items, clearCart } = useCart();
  const place = usePlaceOrder();
  const refreshPrices = useRefreshCartPrices();

  function submit(
    shippingAddressId: number,
    deliveryNotes: string | null = null,
    delivery: DeliveryOrderFields = {},
    invoiceTo?: InvoiceTarget,
  ) {
    if (!consent.check()) return Promise.resolve();
    const lines = items.map((item) => ({
      variantId: item.variantId,
      quantity: item.quantity,
      unitPrice: priceCartLine(item).unitPrice,
    }));
    // Settles when the answer is handled, so the caller can hold its lock until then.
    return new Promise<void>((settled) =>
      place.mutate(
        {
          items: lines,
          shippingAddressId,
          ...(deliveryNotes ? { deliveryNotes } : {}),
          ...delivery,
          ...consent.orderFields,
          ...(invoiceTo ? { invoiceTo } : {}),
        },
        {
          onSuccess: (order) => {
            consent.done();
            if (delivery.cashOnDelivery || order.cashOnDelivery) {
              notify.success(t('codOrderPlaced'));
              clearCart();
              router.push(cashOnDeliveryConfirmedPath(order.id));
              return;
            }
            router.push(`/checkout/${order.id}`);
          },
          onError: (error) => {
            if (error instanceof ApiClientError && error.status === 409 && error.code === 'shipping_fee_changed') {
              notify.warning(t('shippingFeeChanged'));
              onShippingFeeChanged(error.data as ShippingFeeChanged);
              return;
            }
            if (error instanceof ApiClientError && error.status === 400 && error.fields?.acceptDataPolicy) {
              consent.refused(error.fields.acceptDataPolicy[0] ?? error.message);
              return;
            }
            if (error instanceof ApiClientError && error.status === 400 && error.fields?.invoiceTo) {
              notify.error(t('createError', { message: error.message }));
              return;
            }
            if (error instanceof ApiClientError && error.status === 400 && (error.fields?.deliveryOption || error.fields?.cashOnDelivery)) {
              // A minimum or a cash limit the shopper's quote did not know yet: the server's words, fresh options.
              notify.error(t('createError', { message: error.message }));
              onDeliveryRefused();
              return;
            }
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
              notify.error(error.message || t('tooManyOrders'));
              return;
            }
            notify.error(t('createError', { message: error.message }));
          },
          onSettled: () => settled(),
        },
      ),
    );
  }

  /** 'No hay suficiente stock de Vaso 7 oz (quedan 8)…', each short line named (issue 22). */
  function outOfStockMessage(error: ApiClientError): string {
    const lines = ((error.data ?? {}) as { lines?: { variantId: number; name: string; available: number }[] }).lines;
    if (!lines?.length) return error.message;
    const named = lines.map((line) => {
      const item = items.find((i) => i.variantId === line.variantId);
      const name = item ? cartLineName(item) : line.name;
      return t('outOfStockLine', { name, available: line.available });
    });
    return t('outOfStockLines', { count: lines.length, lines: named.join(', ') });
  }

  /** The shopper's words for a 409 of the unpaid-order caps (null for any other 409). */
  function orderLimitMessage(error: ApiClientError): string | null {
    const data = (error.data ?? {}) as {
      maxOrders?: number;
      variantId?: number;
      allowed?: number;
      maxPercent?: number;
      newAccount?: boolean;
    };
    if (error.code === 'unpaid_orders_limit') return t('unpaidOrdersLimit', { max: data.maxOrders ?? 3 });
    // The store-wide cap of a new account names pesos, not a line: the server's words, in her language.
    if (error.code === 'unpaid_value_limit') return error.message;
    if (error.code !== 'unpaid_units_limit') return null;
    const item = items.find((i) => i.variantId === data.variantId);
    // The server's (Spanish) words when the line is no longer in this cart.
    if (!item) return error.message;
    const product = cartLineName(item);
    if (!data.allowed) return t('unpaidUnitsLimitReached', { product });
    const values = { product, allowed: data.allowed, percent: data.maxPercent ?? 50 };
    return data.newAccount ? t('unpaidUnitsLimitNewAccount', values) : t('unpaidUnitsLimit', values);
  }

  // Stays busy after success, until /checkout/{id} replaces the page.
  return { submit, isPending: place.isPending || place.isSuccess };
}
