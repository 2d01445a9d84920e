import { listActivityLog } from '@/lib/data/admin/activity-log';
import { apiRoute, parseQuery, staffPolicy } from '@/lib/http/route';
import { activityLogQuery } from '@/lib/validation/admin/activity-log';

/** The staff activity log, ADMIN only, filtered and paginated (docs/backoffice.md). */
export const GET = apiRoute(staffPolicy('GET /api/admin/activity-log'), async ({ req }) =>
  listActivityLog(parseQuery(req, activityLogQuery)),
);
