import { listReorder } from '@/lib/data/admin/stock';
import { apiRoute, parseQuery, staffPolicy } from '@/lib/http/route';
import { reorderQuery } from '@/lib/validation/admin/stock';

/** 'Reponer': what is at or under its threshold, grouped by provider. */
export const GET = apiRoute(staffPolicy('GET /api/admin/reorder'), async ({ req }) => {
  const { providerId } = parseQuery(req, reorderQuery);
  return { groups: await listReorder(providerId) };
});
