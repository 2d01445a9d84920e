import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { activityActions, activityEntities } from '../../lib/domain/activity';
import { staffUsers } from './people';

export { activityActions, activityEntities, type ActivityAction, type ActivityEntity } from '../../lib/domain/activity';

/**
 * The staff activity log: who did what, when, on which record, with the values
 * before and after. Written in the same transaction as the change it records
 * (lib/services/activity-log.ts), so a change without its entry cannot commit. The actor's name
 * and e-mail are kept as they were, so an entry still says who after the user is deleted. Never
 * holds passwords, hashes or tokens (the writer drops those keys).
 */
export const activityLog = pgTable(
  'activity_log',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    staffId: integer().references(() => staffUsers.id, { onDelete: 'set null' }),
    /** The actor as they were; for a failed sign-in, the e-mail that was typed. */
    actorName: text(),
    actorEmail: text(),
    action: text({ enum: activityActions }).notNull(),
    entity: text({ enum: activityEntities }).notNull(),
    entityId: text(),
    /** A short human label of the record (a product's name, a user's e-mail). */
    label: text(),
    before: jsonb(),
    after: jsonb(),
    ip: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('activity_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('activity_log_staff_idx').on(t.staffId, t.createdAt.desc()),
    index('activity_log_entity_idx').on(t.entity, t.entityId),
    check('activity_log_action_check', sql`${t.action} in ('sign_in', 'sign_in_failed', 'create', 'update', 'delete')`),
  ],
);
