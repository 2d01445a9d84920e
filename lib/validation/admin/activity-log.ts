import { z } from 'zod';
import { message } from '@/lib/i18n/validation-message';
import { activityActions, activityEntities } from '@/lib/domain/activity';
import { wholeNumber } from './fields';
import { blankAsMissing, dayRangeInOrder, pageQuery, searchAndDayRange } from './orders';

export const MAX_ACTIVITY_SEARCH_LENGTH = 100;

/**
 * GET /api/admin/activity-log (issue 25 §6, ADMIN): newest first, filtered by who (`staff_id`),
 * what (`action`, `entity`), a text in the record's label, id or the actor's e-mail (`q`) and
 * calendar days in Colombia (`from`, `to`, both included); keyset pages like the orders list.
 */
export const activityLogQuery = z
  .object({
    staff_id: z.preprocess(blankAsMissing, wholeNumber(message('activityUser'), { min: 1 }).optional()),
    action: z.preprocess(blankAsMissing, z.enum(activityActions, { error: message('activityAction') }).optional()),
    entity: z.preprocess(blankAsMissing, z.enum(activityEntities, { error: message('activityEntity') }).optional()),
    ...searchAndDayRange(MAX_ACTIVITY_SEARCH_LENGTH),
    ...pageQuery,
  })
  .refine(...dayRangeInOrder);
export type ActivityLogQuery = z.infer<typeof activityLogQuery>;
