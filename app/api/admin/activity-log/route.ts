import { listActivityLog } from '@/lib/data/admin/activity-log';
import { apiRoute, parseQuery, policies } from '@/lib/http/route';
import { activityLogQuery } from '@/lib/validation/admin/activity-log';

/** The staff activity log, ADMIN only, filtered and paginated (docs/backoffice.md). */
export const GET = apiRoute(policies.admin, async ({ req }) => listActivityLog(parseQuery(req, activityLogQuery)));
