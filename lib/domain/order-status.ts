/** Status vocabularies shared by the database schema, the state machine and the UI labels. */
export const paymentStatuses = ['pending_payment', 'pending_confirmation', 'paid', 'refunded', 'cancelled'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const shippingStatuses = ['unfulfilled', 'processing', 'shipped', 'delivered'] as const;
export type ShippingStatus = (typeof shippingStatuses)[number];

export const shippingMethods = ['local_delivery', 'national_shipping'] as const;
export type ShippingMethod = (typeof shippingMethods)[number];
