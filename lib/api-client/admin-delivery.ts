'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeliveryRules, DeliveryZone, PickupRule, ShippingRateGroup } from '@/lib/domain/delivery';
import type { DeliveryZoneInput, PickupRuleInput, ShippingRateGroupInput } from '@/lib/validation/admin/delivery-rules';
import { adminKeys, useAdminEnabled, useAdminFetch } from './admin';

/** The delivery rules (issue 21): one read for the whole screen, a write per rule. */
export function useAdminDeliveryRules() {
  const call = useAdminFetch();
  return useQuery({
    queryKey: adminKeys.deliveryRules,
    enabled: useAdminEnabled(),
    queryFn: ({ signal }) => call<DeliveryRules>('/api/admin/delivery-rules', { signal }),
  });
}

function useRulesMutation<V, R>(request: (call: ReturnType<typeof useAdminFetch>, vars: V) => Promise<R>) {
  const call = useAdminFetch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: V) => request(call, vars),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.deliveryRules }),
  });
}

export const useSavePickupRule = () =>
  useRulesMutation((call, input: PickupRuleInput) =>
    call<{ pickup: PickupRule }>('/api/admin/delivery-rules/pickup', { method: 'PUT', body: input }).then((r) => r.pickup),
  );

export const useSaveDeliveryZone = () =>
  useRulesMutation((call, { id, input }: { id?: number; input: DeliveryZoneInput }) =>
    call<{ zone: DeliveryZone }>(id ? `/api/admin/delivery-zones/${id}` : '/api/admin/delivery-zones', {
      method: id ? 'PUT' : 'POST',
      body: input,
    }).then((r) => r.zone),
  );

export const useDeleteDeliveryZone = () =>
  useRulesMutation((call, id: number) => call<{ success: true }>(`/api/admin/delivery-zones/${id}`, { method: 'DELETE' }));

export const useSaveShippingRateGroup = () =>
  useRulesMutation((call, { id, input }: { id?: number; input: ShippingRateGroupInput }) =>
    call<{ group: ShippingRateGroup }>(id ? `/api/admin/shipping-rate-groups/${id}` : '/api/admin/shipping-rate-groups', {
      method: id ? 'PUT' : 'POST',
      body: input,
    }).then((r) => r.group),
  );

export const useDeleteShippingRateGroup = () =>
  useRulesMutation((call, id: number) => call<{ success: true }>(`/api/admin/shipping-rate-groups/${id}`, { method: 'DELETE' }));
