import type { OrderListFilter } from '@/lib/api-client/admin-orders';

/**
 * Spec 2 §2 Orders: tabs by payment status; the default is pending confirmation (§9). Issue 25
 * §2 adds 'Pendiente de pago' beside them (orders waiting for the customer to pay).
 */
export const ORDER_TABS = ['all', 'pending_payment', 'pending_confirmation', 'paid', 'cancelled', 'refunded'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];
export const DEFAULT_ORDER_TAB: OrderTab = 'pending_confirmation';

// One object per tab, so the query key (and its cache) is stable across renders.
const FILTERS: Record<OrderTab, OrderListFilter> = {
  all: {},
  pending_payment: { paymentStatus: 'pending_payment' },
  pending_confirmation: { paymentStatus: 'pending_confirmation' },
  paid: { paymentStatus: 'paid' },
  cancelled: { paymentStatus: 'cancelled' },
  refunded: { paymentStatus: 'refunded' },
};

export const orderTabFilter = (tab: OrderTab): OrderListFilter => FILTERS[tab];
