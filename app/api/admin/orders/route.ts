import { listAdminOrders } from '@/lib/data/admin/orders';
import { can } from '@/lib/domain/staff-permissions';
import { forbidden } from '@/lib/errors';
import { idempotent } from '@/lib/http/idempotency';
import { apiRoute, parseJson, parseQuery, requestLocale, staffPolicy } from '@/lib/http/route';
import { createStaffOrder } from '@/lib/services/staff-orders';
import { orderListQuery } from '@/lib/validation/admin/orders';
import { staffOrderInput } from '@/lib/validation/admin/staff-orders';

/**
 * { orders, nextCursor }: newest first; both status filters optional, shipping_status may be a
 * comma list. Beyond the spec, optional `q` (order number, customer name, e-mail, phone, document,
 * product name or SKU) and `from`/`to` (YYYY-MM-DD, Colombia's days, both included, docs/backoffice.md),
 * `source` (web, whatsapp, phone, counter; a comma list too); `awaiting_shipment=true` the orders
 * waiting to be prepared and shipped, paid or cash on delivery ('Pendientes de Envío').
 */
export const GET = apiRoute(staffPolicy('GET /api/admin/orders'), async ({ req }) => {
  const query = parseQuery(req, orderListQuery);
  return listAdminOrders({
    paymentStatus: query.payment_status,
    shippingStatus: query.shipping_status,
    awaitingShipment: query.awaiting_shipment,
    source: query.source,
    q: query.q,
    from: query.from,
    to: query.to,
    cursor: query.cursor,
    limit: query.limit,
  });
});

/**
 * 'Nuevo pedido' (docs/staff-orders.md): 201 { order, customer, notice }. 400 with
 * Spanish `fields`; 403 when a VENDEDOR sends a unit price; 409 out_of_stock / variant_unavailable;
 * honours Idempotency-Key like the store's POST /api/orders.
 */
export const POST = apiRoute(staffPolicy('POST /api/admin/orders'), async ({ req, principal }) => {
  if (!can(principal.rol, 'takeOrders')) throw forbidden();
  const input = await parseJson(req, staffOrderInput);
  return idempotent(req, `admin-orders:${principal.id}`, input, async (save) => {
    const result = await createStaffOrder(input, principal, {
      beforeCommit: (tx, answer) => save(tx, 201, answer),
      locale: requestLocale(req),
    });
    return { status: 201, body: result };
  });
});
