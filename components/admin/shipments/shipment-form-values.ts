import type { AdminShipment } from '@/lib/data/admin/orders';
import type { ShippingMethod } from '@/lib/domain/order-status';
import { formatPhone } from '@/lib/domain/phone';
import { PHONE_INVALID_MESSAGE } from '@/lib/validation/address';
import { COMPANY_REQUIRED, METHOD_REQUIRED, TRACKING_REQUIRED } from '@/lib/validation/admin/shipments';

/** Every field of both methods; the schema keeps only the chosen method's (spec 2 §5). */
export type ShipmentFormValues = {
  shippingMethod: ShippingMethod;
  company: string;
  trackingNumber: string;
  trackingUrl: string;
  driverName: string;
  licensePlate: string;
  driverPhone: string;
};

export const SHIPMENT_FIELDS = [
  'shippingMethod',
  'company',
  'trackingNumber',
  'trackingUrl',
  'driverName',
  'licensePlate',
  'driverPhone',
] as const;

/** The form for a new shipment (national by default) or for editing one. */
export function shipmentFormValues(shipment?: AdminShipment, method?: ShippingMethod): ShipmentFormValues {
  return {
    shippingMethod: method ?? shipment?.shippingMethod ?? 'national_shipping',
    company: shipment?.company ?? '',
    trackingNumber: shipment?.trackingNumber ?? '',
    trackingUrl: shipment?.trackingUrl ?? '',
    driverName: shipment?.driverName ?? '',
    licensePlate: shipment?.licensePlate ?? '',
    driverPhone: shipment?.driverPhone ? formatPhone(shipment.driverPhone) : '',
  };
}

/** The screen's own wording of these schema messages (the others reach Field, which says them in the page's language). */
export const SCHEMA_MESSAGE_KEYS: Record<string, string> = {
  [COMPANY_REQUIRED]: 'companyRequired',
  [TRACKING_REQUIRED]: 'trackingRequired',
  [METHOD_REQUIRED]: 'methodRequired',
  [PHONE_INVALID_MESSAGE]: 'phoneInvalid',
};
