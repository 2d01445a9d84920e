import 'server-only';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { getDb, type Queryable } from '@/db';
import { customerProfiles, customers, orders, shipments } from '@/db/schema';
import type { ShippingStatus } from '@/lib/domain/order-status';
import { notFound } from '@/lib/errors';
import type { AdminShipmentWithOrder } from '@/lib/contracts/admin/orders';
import { DEFAULT_PAGE_SIZE, type PageCursor } from '@/lib/validation/admin/orders';
import { adminShipmentDto, afterCursor, customerNameColumns, customerNombre, cursorKeyOf, pageOf } from './orders';

/** A shipment with its order's state, as the API answers it (lib/contracts/admin/orders.ts). */
export type { AdminShipmentWithOrder };

export const SHIPMENT_NOT_FOUND = { key: 'shipments.notFound' } as const;

function selectShipments(q: Queryable, where: SQL | undefined) {
  return q
    .select({
      shipment: shipments,
      cursorKey: cursorKeyOf(shipments.createdAt),
      order: { id: orders.id, paymentStatus: orders.paymentStatus, shippingStatus: orders.shippingStatus, total: orders.total },
      shippingAddress: orders.shippingAddress,
      deliveryNotes: orders.deliveryNotes,
      customer: customerNameColumns,
    })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(customerProfiles, eq(customerProfiles.customerId, orders.customerId))
    .where(where)
    .orderBy(desc(shipments.createdAt), desc(shipments.id));
}

function toDto(row: Awaited<ReturnType<typeof selectShipments>>[number]): AdminShipmentWithOrder {
  return {
    ...adminShipmentDto(row.shipment),
    order: {
      ...row.order,
      user: { nombre: customerNombre(row.customer), email: row.customer.email ?? '' },
      recipientPhone: row.shippingAddress.phone ?? null,
      deliveryNotes: row.deliveryNotes,
    },
  };
}

/** Newest first, keyset-paginated like the orders; `status` filters by the order's shipping status. */
export async function listAdminShipments(
  filter: { status?: readonly ShippingStatus[]; cursor?: PageCursor; limit?: number } = {},
): Promise<{ shipments: AdminShipmentWithOrder[]; nextCursor: string | null }> {
  const limit = filter.limit ?? DEFAULT_PAGE_SIZE;
  const rows = await selectShipments(
    await getDb(),
    and(
      filter.status ? inArray(orders.shippingStatus, filter.status) : undefined,
      afterCursor(shipments.createdAt, shipments.id, filter.cursor),
    ),
  ).limit(limit + 1);
  const { page, nextCursor } = pageOf(
    rows.map((row) => ({ ...row, id: row.shipment.id })),
    limit,
  );
  return { shipments: page.map(toDto), nextCursor };
}

export async function getAdminShipment(shipmentId: number, q?: Queryable): Promise<AdminShipmentWithOrder> {
  const [row] = await selectShipments(q ?? (await getDb()), eq(shipments.id, shipmentId));
  if (!row) throw notFound(SHIPMENT_NOT_FOUND);
  return toDto(row);
}
