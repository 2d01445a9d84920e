'use client';

import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useCart } from '@/components/cart/cart-provider';
import { type CheckoutDeliveryQuote, deliveryKeys, useDeliveryQuote } from '@/lib/api-client/delivery';
import { useCustomerApi } from '@/lib/api-client/customer';
import type { DeliveryOptionKind, DeliveryQuoteOption } from '@/lib/domain/delivery';
import { canPayOnDelivery, deliveryOrderFields, deliveryTotals, initialDeliveryOption } from '@/lib/domain/delivery-choice';

/** What a 409 shipping_fee_changed carries (lib/services/orders.ts deliveryFor). */
export type ShippingFeeChanged = {
  deliveryOption: DeliveryOptionKind;
  shippingFee: number;
  subtotal: number;
  total: number | null;
  options: DeliveryQuoteOption[];
};

/**
 * The checkout's delivery step (issue 21): the quote for the chosen address and the cart, the
 * option the shopper picks (the address's own one preselected, pickup when its minimum is not
 * reached), cash on delivery where offered, and the figures shown before the order is created.
 */
export function useDeliveryChoice(addressId: number | null) {
  const { items, total: cartSubtotal } = useCart();
  const lines = useMemo(() => items.map((i) => ({ variantId: i.variantId, quantity: i.quantity })), [items]);
  const quote = useDeliveryQuote(addressId, lines);
  const queryClient = useQueryClient();
  const { who } = useCustomerApi();
  // Choices are remembered per address: going back to one keeps what was picked there.
  const [picked, setPicked] = useState<Record<number, DeliveryOptionKind>>({});
  const [cod, setCod] = useState(false);
  /** Set when the server's fee was higher than the one shown: the shopper confirms the new figures. */
  const [feeChanged, setFeeChanged] = useState<{ from: number; to: number } | null>(null);

  // Options of another address are only a placeholder while its own quote loads.
  const current = quote.data && !quote.isPlaceholderData ? quote.data : null;
  const wanted = addressId !== null ? picked[addressId] : undefined;
  const option =
    (current && current.options.find((o) => o.option === wanted && o.selectable)) ?? (current ? initialDeliveryOption(current) : null);
  const payOnDelivery = cod && option !== null && canPayOnDelivery(option);

  function choose(kind: DeliveryOptionKind) {
    if (addressId === null) return;
    setPicked((p) => ({ ...p, [addressId]: kind }));
    setFeeChanged(null);
  }

  /** 409 shipping_fee_changed: today's options replace the shown ones; the shopper confirms again. */
  function applyFeeChange(data: ShippingFeeChanged) {
    if (addressId === null || !current) return;
    const shown = option?.fee ?? 0;
    queryClient.setQueryData<CheckoutDeliveryQuote>(deliveryKeys.quote(who, addressId, lines), { ...current, options: data.options });
    setPicked((p) => ({ ...p, [addressId]: data.deliveryOption }));
    setFeeChanged({ from: shown, to: data.shippingFee });
  }

  return {
    quote,
    options: current?.options ?? [],
    option,
    choose,
    cod: payOnDelivery,
    setCod,
    feeChanged,
    applyFeeChange,
    /** The cart's subtotal (what the order's prices are checked against) plus the option's fee. */
    totals: deliveryTotals(cartSubtotal, option),
    /** Ready to order: the quote is this address's and an option can be ordered. */
    ready: current !== null && option !== null,
    orderFields: option ? deliveryOrderFields(option, payOnDelivery) : {},
    refresh: () => quote.refetch(),
  };
}

export type DeliveryChoice = ReturnType<typeof useDeliveryChoice>;
