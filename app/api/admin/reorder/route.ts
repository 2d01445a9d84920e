import { listReorder } from '@/lib/data/admin/stock';
import { apiRoute, parseQuery, policies } from '@/lib/http/route';
import { reorderQuery } from '@/lib/validation/admin/stock';

/** 'Reponer': what is at or under its threshold, grouped by provider. */
export const GET = apiRoute(policies.staff, async ({ req }) => {
  const { providerId } = parseQuery(req, reorderQuery);
  return { groups: await listReorder(providerId) };
});
