import 'server-only';
import { and, desc, eq, gte, ilike, lt, or } from 'drizzle-orm';
import { getDb } from '@/db';
import { type ActivityAction, type ActivityEntity, activityLog } from '@/db/schema';
import { colombiaDayEnd, colombiaDayStart, escapeLike } from '@/lib/domain/order-search';
import type { ActivityLogQuery } from '@/lib/validation/admin/activity-log';
import { afterCursor, cursorKeyOf, pageOf } from './orders';

/** One entry of the staff activity log as the back office reads it (issue 25 §6). */
export type ActivityLogEntry = {
  id: number;
  createdAt: string;
  action: ActivityAction;
  entity: ActivityEntity;
  entityId: string | null;
  label: string | null;
  /** Null for writes outside a staff request (seed, scripts) and failed sign-ins of unknown e-mails. */
  actor: { id: number | null; nombre: string | null; email: string | null } | null;
  before: unknown;
  after: unknown;
  ip: string | null;
};

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
