import { z } from 'zod';
import { message } from '@/lib/i18n/validation-message';
import { emailField, requiredText } from './fields';

// Kept here (not imported from db/schema) so the browser form does not bundle Drizzle;
// lib/services/admin/users.ts fails to compile if the two lists ever differ.
export const STAFF_ROLES = ['ADMIN', 'VENDEDOR'] as const;
export const MIN_PASSWORD_LENGTH = 8;
const PASSWORD_MESSAGE = message('passwordMin', { min: MIN_PASSWORD_LENGTH });

const password = z
  .string({ error: PASSWORD_MESSAGE })
  .min(MIN_PASSWORD_LENGTH, { error: PASSWORD_MESSAGE })
  .max(256, { error: message('passwordTooLong') });

const userFields = {
  nombre: requiredText(message('nameRequired'), 120),
  email: emailField(),
  rol: z.enum(STAFF_ROLES, { error: message('staffRole') }),
};

/** Spec 2 §5: name and e-mail required, password required on create. */
export const staffUserCreateInput = z.object({ ...userFields, password });

/** On edit a blank (or missing, or null) password means "unchanged". */
export const staffUserUpdateInput = z.object({
  ...userFields,
  password: z.preprocess((v) => (v === '' || v === null ? undefined : v), password.optional()),
});

export type StaffUserCreateInput = z.infer<typeof staffUserCreateInput>;
export type StaffUserUpdateInput = z.infer<typeof staffUserUpdateInput>;
