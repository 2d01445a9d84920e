import { z } from 'zod';
import { message } from '@/lib/i18n/validation-message';

/** `?separator=;` (default) or `,`; the words are accepted too, as a URL is easier to write with them. */
export const catalogExportQuery = z.object({
  separator: z
    .enum([';', ',', 'semicolon', 'comma'], { error: message('csvSeparator') })
    .optional()
    .transform((v) => (v === ',' || v === 'comma' ? ',' : ';') as ';' | ','),
});

/** `?expect=<planDigest of the dry run>`: optional; with it, a plan that changed meanwhile is refused (409). */
export const catalogApplyQuery = z.object({
  expect: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: message('planDigest') })
    .optional(),
  /** `?overwrite=1`: also write the cells whose stored value changed after the file was exported. */
  overwrite: z
    .enum(['0', '1', 'true', 'false'], { error: 'overwrite debe ser 1 o 0.' })
    .optional()
    .transform((v) => v === '1' || v === 'true'),
});
