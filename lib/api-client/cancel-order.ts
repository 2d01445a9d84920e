'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerOrder } from '@/lib/contracts/orders';
import { customerKeys, useCustomerApi } from './customer';

/** POST /api/orders/{id}/cancel (issue 22 §3): her unpaid order → cancelled; the orders list is refreshed. */
export function useCancelOrder() {
  const { call, who } = useCustomerApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) =>
      call<{ order: CustomerOrder }>(`/api/orders/${orderId}/cancel`, { method: 'POST' }).then((r) => r.order),
    onSuccess: (order) => {
      queryClient.setQueryData(customerKeys.order(who, order.id), order);
      queryClient.setQueryData<CustomerOrder[]>(customerKeys.orders(who), (list) => list?.map((o) => (o.id === order.id ? order : o)));
      return queryClient.invalidateQueries({ queryKey: customerKeys.orders(who) });
    },
  });
}
