'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerOrder } from '@/lib/contracts/orders';
import type { InvoiceTarget } from '@/lib/domain/billing';
import { customerKeys, useCustomerApi } from './customer';

/** PUT /api/orders/{id}/invoice-to (issue 26 §2): whom her unpaid order is invoiced to. */
export function useChangeInvoiceTo() {
  const { call, who } = useCustomerApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, invoiceTo }: { orderId: number; invoiceTo: InvoiceTarget }) =>
      call<{ order: CustomerOrder }>(`/api/orders/${orderId}/invoice-to`, { method: 'PUT', body: { invoiceTo } }).then((r) => r.order),
    onSuccess: (order) => {
      queryClient.setQueryData(customerKeys.order(who, order.id), order);
      queryClient.setQueryData<CustomerOrder[]>(customerKeys.orders(who), (list) => list?.map((o) => (o.id === order.id ? order : o)));
    },
  });
}
