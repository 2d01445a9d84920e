import 'server-only';
import type { ActivityLogEntry } from '@/lib/contracts/admin/operations';
import { and, desc, eq, gte, ilike, lt, or } from 'drizzle-orm';
import { getDb } from '@/db';
import { activityLog } from '@/db/schema';
import { colombiaDayEnd, colombiaDayStart, escapeLike } from '@/lib/domain/order-search';
import type { ActivityLogQuery } from '@/lib/validation/admin/activity-log';
import { afterCursor, cursorKeyOf, pageOf } from './orders';

/** An entry as the API answers it (lib/contracts/admin/operations.ts). */
export type { ActivityLogEntry };

/** Newest first, `limit` per page; every filter is SQL. */
export async function listActivityLog(query: ActivityLogQuery): Promise<{ entries: ActivityLogEntry[]; nextCursor: string | null }> {
  const db = await getDb();
  const pattern = query.q ? `%${escapeLike(query.q)}%` : null;
  const rows = await db
    .select({
      id: activityLog.id,
      createdAt: activityLog.createdAt,
      cursorKey: cursorKeyOf(activityLog.createdAt),
      action: activityLog.action,
      entity: activityLog.entity,
      entityId: activityLog.entityId,
      label: activityLog.label,
      staffId: activityLog.staffId,
      actorName: activityLog.actorName,
      actorEmail: activityLog.actorEmail,
      before: activityLog.before,
      after: activityLog.after,
      ip: activityLog.ip,
    })
    .from(activityLog)
    .where(
      and(
        query.staff_id ? eq(activityLog.staffId, query.staff_id) : undefined,
        query.action ? eq(activityLog.action, query.action) : undefined,
        query.entity ? eq(activityLog.entity, query.entity) : undefined,
        pattern
          ? or(ilike(activityLog.label, pattern), ilike(activityLog.actorEmail, pattern), eq(activityLog.entityId, query.q!))
          : undefined,
        query.from ? gte(activityLog.createdAt, colombiaDayStart(query.from)) : undefined,
        query.to ? lt(activityLog.createdAt, colombiaDayEnd(query.to)) : undefined,
        afterCursor(activityLog.createdAt, activityLog.id, query.cursor),
      ),
    )
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(query.limit + 1);
  const { page, nextCursor } = pageOf(rows, query.limit);
  return {
    entries: page.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      action: row.action,
      entity: row.entity,
      entityId: row.entityId,
      label: row.label,
      actor: row.staffId === null && row.actorEmail === null ? null : { id: row.staffId, nombre: row.actorName, email: row.actorEmail },
      before: row.before,
      after: row.after,
      ip: row.ip,
    })),
    nextCursor,
  };
}
