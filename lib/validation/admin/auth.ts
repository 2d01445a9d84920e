import { z } from 'zod';
import { emailField } from './fields';

/** Spec 2 §5: e-mail and password. The length cap keeps a huge body from reaching argon2. */
export const staffLoginInput = z.object({
  email: emailField(),
  password: z
    .string({ error: 'La contraseña es requerida.' })
    .min(1, { error: 'La contraseña es requerida.' })
    .max(256, { error: 'La contraseña es demasiado larga.' }),
});

export type StaffLoginInput = z.infer<typeof staffLoginInput>;
