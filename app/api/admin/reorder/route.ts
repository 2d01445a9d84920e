import { listReorder } from '@/lib/data/admin/stock';
import { apiRoute, parseQuery, policies } from '@/lib/http/route';
import { reorderQuery } from '@/lib/validation/admin/stock';

/** Issue 24 §2 'Reponer': what is at or under its threshold, grouped by provider. */
export const GET = apiRoute(policies.staff, async ({ req }) => {
  const { providerId } = parseQuery(req, reorderQuery);
  return { groups: await listReorder(providerId) };
});
