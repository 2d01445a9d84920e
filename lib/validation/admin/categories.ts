import { z } from 'zod';
import { message } from '@/lib/i18n/validation-message';
import { optionalIdRef, optionalImageUrl, optionalText, requiredText } from './fields';

/**
 * Spec 2 §5: name required; empty parent means top level. `imageUrl` left out keeps the current
 * image (the form saves first and sends the uploaded image afterwards); null clears it.
 */
export const categoryInput = z.object({
  name: requiredText(message('nameRequired'), 120),
  description: optionalText(2000),
  parentId: optionalIdRef(message('parentCategoryInvalid')),
  imageUrl: optionalImageUrl().optional(),
});

/** The follow-up call of the image flow (spec 2 §4): `{ imageUrl }` alone, null clears it. */
export const categoryImagePatch = z.object({ imageUrl: optionalImageUrl() }).strict();

const isImageOnly = (body: Record<string, unknown>) => Object.keys(body).length === 1 && 'imageUrl' in body;

/** PUT accepts the whole form or `{ imageUrl }` alone; errors keep their field paths. */
export const categoryUpdateInput = z
  .record(z.string(), z.unknown(), { error: message('invalidData') })
  .transform((body, ctx): CategoryInput | CategoryImagePatch => {
    const result = (isImageOnly(body) ? categoryImagePatch : categoryInput).safeParse(body);
    if (result.success) return result.data;
    for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    return z.NEVER;
  });

export type CategoryInput = z.infer<typeof categoryInput>;
export type CategoryImagePatch = z.infer<typeof categoryImagePatch>;
export type CategoryUpdateInput = z.infer<typeof categoryUpdateInput>;
