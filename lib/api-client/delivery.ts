'use client';

import { useQuery } from '@tanstack/react-query';
import type { DeliveryQuote } from '@/lib/domain/delivery';
import { CUSTOMER_QUERY_ROOT } from '@/lib/session/customer-session';
import { useCustomerApi } from './customer';

/** POST /api/delivery/quote's answer (lib/services/delivery.ts CustomerDeliveryQuote). */
export type CheckoutDeliveryQuote = DeliveryQuote & {
  subtotal: number;
  destination: { department: string; municipality: string; departmentCode: string | null; municipalityCode: string | null };
};

export type QuoteLine = { variantId: number; quantity: number };

export const deliveryKeys = {
  quote: (who: string, addressId: number, lines: readonly QuoteLine[]) =>
    [CUSTOMER_QUERY_ROOT, who, 'delivery-quote', addressId, lines.map((l) => `${l.variantId}x${l.quantity}`).join(',')] as const,
};

/**
 * The options the chosen address allows for these cart lines (docs/delivery.md), priced by the
 * server as the order will be. Fresh for a minute: an estimate made before the same-day cut-off
 * should not be shown long after it.
 */
export function useDeliveryQuote(addressId: number | null, lines: readonly QuoteLine[]) {
  const { call, who, enabled } = useCustomerApi();
  return useQuery<CheckoutDeliveryQuote>({
    queryKey: deliveryKeys.quote(who, addressId ?? 0, lines),
    enabled: enabled && addressId !== null && lines.length > 0,
    staleTime: 60_000,
    // Another address: keep the last options on screen (dimmed) until the new ones arrive.
    placeholderData: (previous) => previous,
    queryFn: ({ signal }) =>
      call<{ quote: CheckoutDeliveryQuote }>('/api/delivery/quote', {
        method: 'POST',
        body: { shippingAddressId: addressId, items: lines.map(({ variantId, quantity }) => ({ variantId, quantity })) },
        signal,
      }).then((r) => r.quote),
  });
}
