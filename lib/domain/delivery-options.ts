/**
 * The delivery option names (issue 21), apart from the rules in delivery.ts so the order
 * payload's validation, which the browser bundles too, does not carry the whole fee engine.
 */
export const deliveryOptionKinds = ['pickup', 'local_delivery', 'national_shipping', 'to_confirm'] as const;
export type DeliveryOptionKind = (typeof deliveryOptionKinds)[number];
/** What a client may ask for (the spec's shipping methods plus pickup); 'to_confirm' is never chosen, it is what is left. */
export const requestableDeliveryOptions = ['pickup', 'local_delivery', 'national_shipping'] as const;
export type RequestableDeliveryOption = (typeof requestableDeliveryOptions)[number];
