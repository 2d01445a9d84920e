'use client';

import { type InfiniteData, type QueryClient, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminDashboard } from '@/lib/data/admin/dashboard';
import type { AdminOrder, AdminOrderNote, AdminOrderSummary } from '@/lib/data/admin/orders';
import type { AdminShipmentWithOrder } from '@/lib/data/admin/shipments';
import type { OrderSource, PaymentStatus, ShippingStatus } from '@/lib/domain/order-status';
import { awaitsShipment } from '@/lib/domain/order-state';
import { ADMIN_QUERY_ROOT } from '@/lib/session/admin-session';
import { PROOF_URL_TTL_SECONDS } from '@/lib/storage/types';
import type { ShipmentInput } from '@/lib/validation/admin/shipments';
import { useAdminEnabled, useAdminFetch } from './admin';

/**
 * Orders, shipments and the dashboard (spec 2 §7 /api/admin/orders, /api/admin/shipments,
 * /api/admin/dashboard). Lists are cursor-paginated ('Cargar más'); after an action the order
 * is updated in (or taken out of) every cached list at once, then everything is refetched.
 */

export type OrderListFilter = {
  paymentStatus?: PaymentStatus;
  /** 'Pendientes de Envío': paid or cash on delivery, not shipped yet (awaitsShipment). */
  awaitingShipment?: boolean;
  shippingStatus?: readonly ShippingStatus[];
  /** Issue 25 §2: the search box and the date range (YYYY-MM-DD, Colombia's days). */
  q?: string;
  from?: string;
  to?: string;
  /** Issue 23 §5: only the orders from this channel. */
  source?: OrderSource;
};
type OrderPage = { orders: AdminOrderSummary[]; nextCursor: string | null };
type ShipmentPage = { shipments: AdminShipmentWithOrder[]; nextCursor: string | null };

export const adminOrderKeys = {
  orders: [ADMIN_QUERY_ROOT, 'orders'] as const,
  list: (filter: OrderListFilter) => [ADMIN_QUERY_ROOT, 'orders', 'list', filter] as const,
  detail: (id: number) => [ADMIN_QUERY_ROOT, 'orders', 'detail', id] as const,
  shipments: [ADMIN_QUERY_ROOT, 'shipments'] as const,
  dashboard: [ADMIN_QUERY_ROOT, 'dashboard'] as const,
};

/** Proof addresses are signed for PROOF_URL_TTL_SECONDS: an open list or order refetches well before they expire. */
const PROOF_REFRESH_MS = (PROOF_URL_TTL_SECONDS * 1000) / 2;

function listQuery(filter: OrderListFilter, cursor: string | null): string {
  const params = new URLSearchParams();
  if (filter.paymentStatus) params.set('payment_status', filter.paymentStatus);
  if (filter.shippingStatus?.length) params.set('shipping_status', filter.shippingStatus.join(','));
  if (filter.awaitingShipment) params.set('awaiting_shipment', 'true');
  if (filter.q) params.set('q', filter.q);
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  if (filter.source) params.set('source', filter.source);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function useAdminOrders(filter: OrderListFilter) {
  const call = useAdminFetch();
  return useInfiniteQuery({
    queryKey: adminOrderKeys.list(filter),
    enabled: useAdminEnabled(),
    initialPageParam: null as string | null,
    getNextPageParam: (last: OrderPage) => last.nextCursor,
    queryFn: ({ pageParam, signal }) => call<OrderPage>(`/api/admin/orders${listQuery(filter, pageParam)}`, { signal }),
    select: (data) => ({ orders: data.pages.flatMap((page) => page.orders), pageCount: data.pages.length }),
    refetchInterval: PROOF_REFRESH_MS,
  });
}

export function useAdminOrder(id: number) {
  const call = useAdminFetch();
  return useQuery({
    queryKey: adminOrderKeys.detail(id),
    enabled: useAdminEnabled(),
    queryFn: ({ signal }) => call<{ order: AdminOrder }>(`/api/admin/orders/${id}`, { signal }).then((r) => r.order),
    refetchInterval: PROOF_REFRESH_MS,
  });
}

export function useAdminShipments() {
  const call = useAdminFetch();
  return useInfiniteQuery({
    queryKey: adminOrderKeys.shipments,
    enabled: useAdminEnabled(),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ShipmentPage) => last.nextCursor,
    queryFn: ({ pageParam, signal }) =>
      call<ShipmentPage>(`/api/admin/shipments${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`, { signal }),
    select: (data) => ({ shipments: data.pages.flatMap((page) => page.shipments), pageCount: data.pages.length }),
  });
}

export function useAdminDashboard() {
  const call = useAdminFetch();
  return useQuery({
    queryKey: adminOrderKeys.dashboard,
    enabled: useAdminEnabled(),
    queryFn: ({ signal }) => call<AdminDashboard>('/api/admin/dashboard', { signal }),
  });
}

// ---- after a change ---------------------------------------------------------------------------

type OrderState = Pick<AdminOrderSummary, 'id' | 'paymentStatus' | 'shippingStatus'> & { cashOnDelivery?: boolean };

const matches = (filter: OrderListFilter, order: OrderState) =>
  (!filter.paymentStatus || filter.paymentStatus === order.paymentStatus) &&
  (!filter.shippingStatus || filter.shippingStatus.includes(order.shippingStatus)) &&
  (!filter.awaitingShipment || awaitsShipment(order));

/**
 * The order in its new state: replaced in the lists it still belongs to, taken out of the others.
 * A search or date range never changes with the order's state, so only the statuses decide.
 */
function placeOrderInLists(queryClient: QueryClient, order: OrderState & Partial<AdminOrderSummary>) {
  for (const [key, data] of queryClient.getQueriesData<InfiniteData<OrderPage>>({ queryKey: [ADMIN_QUERY_ROOT, 'orders', 'list'] })) {
    if (!data) continue;
    const filter = key[3] as OrderListFilter;
    const keep = matches(filter, order);
    queryClient.setQueryData<InfiniteData<OrderPage>>(key, {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        orders: keep ? page.orders.map((o) => (o.id === order.id ? { ...o, ...order } : o)) : page.orders.filter((o) => o.id !== order.id),
      })),
    });
  }
}

function refreshOrders(queryClient: QueryClient, orderId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminOrderKeys.orders }),
    queryClient.invalidateQueries({ queryKey: adminOrderKeys.detail(orderId) }),
    queryClient.invalidateQueries({ queryKey: adminOrderKeys.shipments }),
    queryClient.invalidateQueries({ queryKey: adminOrderKeys.dashboard }),
  ]);
}

// ---- order actions ----------------------------------------------------------------------------

export type OrderActionInput = { id: number; reason?: string };
export type OrderActionKind = 'approve' | 'reject' | 'refund' | 'processing' | 'cancel';

/** POST /api/admin/orders/{id}/{approve|reject|refund|processing|cancel}; reject and refund take an optional reason, cancel a required one. */
export function useOrderAction(kind: OrderActionKind) {
  const call = useAdminFetch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: OrderActionInput) =>
      call<{ order: AdminOrder }>(`/api/admin/orders/${id}/${kind}`, {
        method: 'POST',
        body:
          kind === 'cancel'
            ? { reason: reason?.trim() ?? '' }
            : kind === 'reject' || kind === 'refund'
              ? { reason: reason?.trim() || null }
              : undefined,
      }).then((r) => r.order),
    onSuccess: (order) => {
      queryClient.setQueryData(adminOrderKeys.detail(order.id), order);
      placeOrderInLists(queryClient, order);
      return refreshOrders(queryClient, order.id);
    },
  });
}

// ---- shipments --------------------------------------------------------------------------------

/** POST /api/admin/orders/{id}/shipments: the order moves to shipped. */
export function useCreateShipment() {
  const call = useAdminFetch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, input }: { orderId: number; input: ShipmentInput }) =>
      call<{ shipment: AdminShipmentWithOrder }>(`/api/admin/orders/${orderId}/shipments`, { method: 'POST', body: input }).then(
        (r) => r.shipment,
      ),
    onSuccess: (shipment) => {
      const { id, paymentStatus, shippingStatus } = shipment.order;
      placeOrderInLists(queryClient, { id, paymentStatus, shippingStatus });
      return refreshOrders(queryClient, shipment.orderId);
    },
  });
}

/** PUT /api/admin/shipments/{id}: only the chosen method's fields (spec 2 §5), which is what the schema's output holds. */
export function useUpdateShipment() {
  const call = useAdminFetch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ shipmentId, input }: { shipmentId: number; input: ShipmentInput }) =>
      call<{ shipment: AdminShipmentWithOrder }>(`/api/admin/shipments/${shipmentId}`, { method: 'PUT', body: input }).then(
        (r) => r.shipment,
      ),
    onSuccess: (shipment) => refreshOrders(queryClient, shipment.orderId),
  });
}

/** POST /api/admin/shipments/{id}/deliver: the order moves to delivered. */
export function useDeliverShipment() {
  const call = useAdminFetch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shipmentId: number) =>
      call<{ shipment: AdminShipmentWithOrder }>(`/api/admin/shipments/${shipmentId}/deliver`, { method: 'POST' }).then((r) => r.shipment),
    onSuccess: (shipment) => refreshOrders(queryClient, shipment.orderId),
  });
}

// ---- cash on delivery and the delivery fee (docs/delivery.md) --------------------------------

function useOrderWrite<I>(request: (input: I) => { path: string; method: 'POST' | 'PUT'; body: unknown }) {
  const call = useAdminFetch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => {
      const { path, method, body } = request(input);
      return call<{ order: AdminOrder }>(path, { method, body }).then((r) => r.order);
    },
    onSuccess: (order) => {
      queryClient.setQueryData(adminOrderKeys.detail(order.id), order);
      placeOrderInLists(queryClient, order);
      return refreshOrders(queryClient, order.id);
    },
  });
}

/** POST /api/admin/orders/{id}/cash-payment: the driver brought the money back; the order is paid. */
export function useRecordCashPayment() {
  return useOrderWrite(({ id, amountReceived, note }: { id: number; amountReceived: string; note: string }) => ({
    path: `/api/admin/orders/${id}/cash-payment`,
    method: 'POST',
    body: { amountReceived, note: note.trim() || null },
  }));
}

/** PUT /api/admin/orders/{id}/shipping-fee: a new delivery fee (and total) for an unpaid order. */
export function useChangeShippingFee() {
  return useOrderWrite(({ id, shippingFee, note }: { id: number; shippingFee: string; note: string }) => ({
    path: `/api/admin/orders/${id}/shipping-fee`,
    method: 'PUT',
    body: { shippingFee, note: note.trim() },
  }));
}

// ---- internal notes (issue 25 §3) -------------------------------------------------------------

/** POST /api/admin/orders/{id}/notes: the detail is refetched, so the note shows in the history. */
export function useAddOrderNote(orderId: number) {
  const call = useAdminFetch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: string) =>
      call<{ note: AdminOrderNote }>(`/api/admin/orders/${orderId}/notes`, { method: 'POST', body: { note } }).then((r) => r.note),
    onSuccess: (note) => {
      queryClient.setQueryData<AdminOrder>(adminOrderKeys.detail(orderId), (order) =>
        order ? { ...order, notes: [...order.notes.filter((n) => n.id !== note.id), note] } : order,
      );
      return queryClient.invalidateQueries({ queryKey: adminOrderKeys.detail(orderId) });
    },
  });
}

// ---- electronic invoice (issue 26 §4, docs/invoicing.md) --------------------------------------

/** POST /api/admin/orders/{id}/credit-note/retry: 'Reintentar' a failed credit note (ADMIN). */
export function useRetryCreditNote() {
  return useOrderWrite(({ id }: { id: number }) => ({
    path: `/api/admin/orders/${id}/credit-note/retry`,
    method: 'POST',
    body: undefined,
  }));
}

/** POST /api/admin/orders/{id}/partial-refunds: part of a paid order given back (ADMIN); its credit note is queued. */
export function usePartialRefund() {
  return useOrderWrite(
    ({
      id,
      ...body
    }: {
      id: number;
      lines: { itemId: number; quantity: number }[];
      delivery: boolean;
      amount?: string;
      reason: string;
    }) => ({
      path: `/api/admin/orders/${id}/partial-refunds`,
      method: 'POST',
      body: { ...body, reason: body.reason.trim() },
    }),
  );
}

/** POST /api/admin/orders/{id}/invoice/retry: 'Reintentar' a failed invoice; it goes back to the queue. */
export function useRetryInvoice() {
  return useOrderWrite(({ id }: { id: number }) => ({ path: `/api/admin/orders/${id}/invoice/retry`, method: 'POST', body: undefined }));
}
