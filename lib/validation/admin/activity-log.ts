import { z } from 'zod';
import { activityActions, activityEntities } from '@/lib/domain/activity';
import { HIDDEN_CHARACTERS_MESSAGE, isPlainText } from '@/lib/validation/plain-text';
import { wholeNumber } from './fields';
import { dayParam, pageQuery } from './orders';

export const MAX_ACTIVITY_SEARCH_LENGTH = 100;

const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);

/**
 * GET /api/admin/activity-log (issue 25 §6, ADMIN): newest first, filtered by who (`staff_id`),
 * what (`action`, `entity`), a text in the record's label, id or the actor's e-mail (`q`) and
 * calendar days in Colombia (`from`, `to`, both included); keyset pages like the orders list.
 */
export const activityLogQuery = z
  .object({
    staff_id: z.preprocess(blankAsMissing, wholeNumber('El usuario no es válido.', { min: 1 }).optional()),
    action: z.preprocess(blankAsMissing, z.enum(activityActions, { error: 'Acción no válida.' }).optional()),
    entity: z.preprocess(blankAsMissing, z.enum(activityEntities, { error: 'Tipo de registro no válido.' }).optional()),
    q: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim() || undefined : value),
      z
        .string()
        .max(MAX_ACTIVITY_SEARCH_LENGTH, { error: `La búsqueda no puede superar ${MAX_ACTIVITY_SEARCH_LENGTH} caracteres.` })
        .refine(isPlainText, { error: HIDDEN_CHARACTERS_MESSAGE })
        .optional(),
    ),
    from: dayParam('La fecha inicial debe tener el formato AAAA-MM-DD.'),
    to: dayParam('La fecha final debe tener el formato AAAA-MM-DD.'),
    ...pageQuery,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: 'La fecha final no puede ser anterior a la inicial.',
    path: ['to'],
  });
export type ActivityLogQuery = z.infer<typeof activityLogQuery>;
