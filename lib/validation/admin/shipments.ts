import { z } from 'zod';
import { message } from '@/lib/i18n/validation-message';
import { optionalPhoneField, PHONE_INVALID_MESSAGE } from '../address';
import { keptWhenAbsent, optionalLine, optionalWebsite, requiredText } from './fields';
import { pageQuery, shippingStatusFilter } from './orders';

/**
 * Spec 2 §5 "Shipment": national shipping needs carrier and tracking number (tracking URL
 * optional); local delivery's driver and plate are optional. Only the chosen method's fields
 * are read: zod drops the other method's keys, and the service stores them as null.
 */

export const COMPANY_REQUIRED = message('carrierRequired');
export const TRACKING_REQUIRED = message('trackingRequired');
export const METHOD_REQUIRED = message('shipmentMethod');
export const MIXED_FIELDS = message('shipmentFieldsOfMethod');

const NATIONAL_FIELDS = ['company', 'trackingNumber', 'trackingUrl'] as const;
const LOCAL_FIELDS = ['driverName', 'licensePlate', 'driverPhone'] as const;

const nationalShipment = z.object({
  shippingMethod: z.literal('national_shipping'),
  company: requiredText(COMPANY_REQUIRED, 100),
  trackingNumber: requiredText(TRACKING_REQUIRED, 100),
  trackingUrl: optionalWebsite(),
});

const localShipment = z.object({
  shippingMethod: z.literal('local_delivery'),
  driverName: optionalLine(100),
  // Plates are written in capitals (ABC123); the spaces people type in between do not matter.
  licensePlate: optionalLine(20).transform((plate) => plate?.replace(/\s+/g, ' ').toUpperCase() ?? null),
  // Issue 21, beyond the spec's payload: missing keeps the stored one (a spec client's update
  // sends only driverName and licensePlate); null or blank clears it; else a Colombian number.
  driverPhone: keptWhenAbsent(optionalPhoneField({ phone: PHONE_INVALID_MESSAGE })),
});

/** POST /api/admin/orders/{id}/shipments */
export const shipmentInput = z.discriminatedUnion('shippingMethod', [nationalShipment, localShipment], {
  error: METHOD_REQUIRED,
});
export type ShipmentInput = z.infer<typeof shipmentInput>;

const has = (body: Record<string, unknown>, keys: readonly string[]) => keys.some((key) => body[key] !== undefined);

/**
 * PUT /api/admin/shipments/{id}: the dialog sends only the chosen method's fields (spec 2 §5),
 * so `shippingMethod` may be left out and is then read from which fields came.
 */
export const shipmentUpdateInput = z.preprocess((body, ctx) => {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const fields = body as Record<string, unknown>;
  if (fields.shippingMethod !== undefined) return body;
  const national = has(fields, NATIONAL_FIELDS);
  const local = has(fields, LOCAL_FIELDS);
  if (national && local) {
    ctx.addIssue({ code: 'custom', message: MIXED_FIELDS, path: ['shippingMethod'] });
    return z.NEVER;
  }
  if (!national && !local) return body; // the union answers "choose a method"
  return { ...fields, shippingMethod: national ? 'national_shipping' : 'local_delivery' };
}, shipmentInput);

/** GET /api/admin/shipments?status=&cursor=&limit= — `status` filters the order's shipping status. */
export const shipmentListQuery = z.object({
  status: shippingStatusFilter(),
  ...pageQuery,
});
export type ShipmentListQuery = z.infer<typeof shipmentListQuery>;
