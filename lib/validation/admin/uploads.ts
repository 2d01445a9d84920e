import { z } from 'zod';
import { message } from '@/lib/i18n/validation-message';

/** DESIGN.md "Uploads": the browser converts every image to WebP, so that is the only type signed. */
export const staffUploadUrlInput = z.object({
  filename: z.string({ error: message('filenameRequired') }).min(1, { error: message('filenameRequired') }),
  contentType: z.literal('image/webp', { error: message('webpOnly') }),
});

export type StaffUploadUrlInput = z.infer<typeof staffUploadUrlInput>;
