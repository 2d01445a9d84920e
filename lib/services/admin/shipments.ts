import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { shipments } from '@/db/schema';
import { getAdminOrder } from '@/lib/data/admin/orders';
import { type AdminShipmentWithOrder, getAdminShipment, SHIPMENT_NOT_FOUND } from '@/lib/data/admin/shipments';
import { enqueueEmail, kickOutbox } from '@/lib/email/outbox';
import { orderDeliveredEmail } from '@/lib/email/templates/order-delivered';
import { orderShippedEmail } from '@/lib/email/templates/order-shipped';
import { notFound } from '@/lib/errors';
import type { ShipmentInput } from '@/lib/validation/admin/shipments';
import { inTransaction, orNotFound } from './crud';
import { customerEmailInput, type StaffActorInput, staffActor, transitionOrder } from './orders';

/**
 * Shipments (spec 2 §2 'Gestión de Envíos'): one per order, created for a paid order that is
 * not shipped yet (which moves it to shipped), corrected later, and finally marked delivered.
 */

const ONE_PER_ORDER = {
  shipments_order_uq: { code: 'shipment_exists', message: { key: 'shipments.exists' } },
} as const;

/** The stored columns: the chosen method's fields, and null for the other method's. */
function shipmentColumns(input: ShipmentInput) {
  return input.shippingMethod === 'national_shipping'
    ? {
        shippingMethod: input.shippingMethod,
        company: input.company,
        trackingNumber: input.trackingNumber,
        trackingUrl: input.trackingUrl,
        driverName: null,
        licensePlate: null,
        driverPhone: null,
      }
    : {
        shippingMethod: input.shippingMethod,
        company: null,
        trackingNumber: null,
        trackingUrl: null,
        driverName: input.driverName,
        licensePlate: input.licensePlate,
        // Missing on an update (a spec client's payload): left out of the UPDATE, so kept.
        driverPhone: input.driverPhone,
      };
}
type ShipmentColumns = ReturnType<typeof shipmentColumns>;

/** Paid + unfulfilled/processing → shipped, with its shipment row and the customer's e-mail, in one transaction. */
export async function createShipment(orderId: number, input: ShipmentInput, staff: StaffActorInput): Promise<AdminShipmentWithOrder> {
  const { applied: shipmentId } = await transitionOrder(orderId, 'ship', staffActor(staff), {
    apply: async (tx) => {
      const [row] = await tx
        .insert(shipments)
        .values({ orderId, ...shipmentColumns(input) })
        .returning({ id: shipments.id });
      return row.id;
    },
    email: (order) => orderShippedEmail({ ...customerEmailInput(order), shipment: order.shipment! }),
    constraints: ONE_PER_ORDER,
  });
  return getAdminShipment(shipmentId);
}

const CUSTOMER_VISIBLE: readonly (keyof ShipmentColumns)[] = [
  'shippingMethod',
  'company',
  'trackingNumber',
  'trackingUrl',
  'driverName',
  'licensePlate',
  'driverPhone',
];

/**
 * Replaces the shipment's details with the chosen method's fields (the other method's become
 * null). Not a status change, so no history row; while the parcel is on its way, a change the
 * customer would notice sends them the corrected details.
 */
export async function updateShipment(shipmentId: number, input: ShipmentInput): Promise<AdminShipmentWithOrder> {
  const { shipment, mailed } = await inTransaction(async (tx) => {
    const [current] = await tx.select().from(shipments).where(eq(shipments.id, shipmentId)).for('update');
    const before = orNotFound(current, SHIPMENT_NOT_FOUND);
    const next = shipmentColumns(input);
    await tx
      .update(shipments)
      .set({ ...next, updatedAt: sql`now()` })
      .where(eq(shipments.id, shipmentId));
    const updated = await getAdminShipment(shipmentId, tx);

    const changed = CUSTOMER_VISIBLE.some((key) => next[key] !== undefined && before[key] !== next[key]);
    if (!changed || updated.order.shippingStatus !== 'shipped') return { shipment: updated, mailed: false };
    const order = await getAdminOrder(before.orderId, tx);
    await enqueueEmail(tx, orderShippedEmail({ ...customerEmailInput(order), shipment: order.shipment!, updated: true }));
    return { shipment: updated, mailed: true };
  });
  if (mailed) kickOutbox();
  return shipment;
}

/** shipped → delivered (the order), with the shipment's delivery date and the customer's e-mail. */
export async function deliverShipment(shipmentId: number, staff: StaffActorInput): Promise<AdminShipmentWithOrder> {
  const db = await getDb();
  const [shipment] = await db.select({ orderId: shipments.orderId }).from(shipments).where(eq(shipments.id, shipmentId));
  if (!shipment) throw notFound(SHIPMENT_NOT_FOUND);
  await transitionOrder(shipment.orderId, 'deliver', staffActor(staff), {
    apply: async (tx) => {
      await tx
        .update(shipments)
        .set({ deliveredAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(shipments.id, shipmentId));
      return undefined;
    },
    email: (order) => orderDeliveredEmail(customerEmailInput(order)),
  });
  return getAdminShipment(shipmentId);
}
