import { z } from 'zod';
import { message } from '@/lib/i18n/validation-message';
import { emailField } from './fields';

/** Spec 2 §5: e-mail and password. The length cap keeps a huge body from reaching argon2. */
export const staffLoginInput = z.object({
  email: emailField(),
  password: z
    .string({ error: message('passwordRequired') })
    .min(1, { error: message('passwordRequired') })
    .max(256, { error: message('passwordTooLong') }),
});

export type StaffLoginInput = z.infer<typeof staffLoginInput>;
