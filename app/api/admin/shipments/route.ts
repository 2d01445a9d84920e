import { listAdminShipments } from '@/lib/data/admin/shipments';
import { apiRoute, parseQuery, policies } from '@/lib/http/route';
import { shipmentListQuery } from '@/lib/validation/admin/shipments';

/** { shipments, nextCursor }: newest first; `status` filters by the order's shipping status. */
export const GET = apiRoute(policies.staff, async ({ req }) => listAdminShipments(parseQuery(req, shipmentListQuery)));
