import { listAdminShipments } from '@/lib/data/admin/shipments';
import { apiRoute, parseQuery, staffPolicy } from '@/lib/http/route';
import { shipmentListQuery } from '@/lib/validation/admin/shipments';

/** { shipments, nextCursor }: newest first; `status` filters by the order's shipping status. */
export const GET = apiRoute(staffPolicy('GET /api/admin/shipments'), async ({ req }) =>
  listAdminShipments(parseQuery(req, shipmentListQuery)),
);
