import { z } from 'zod';

/** DESIGN.md "Uploads": the browser converts every image to WebP, so that is the only type signed. */
export const staffUploadUrlInput = z.object({
  filename: z.string({ error: 'El nombre del archivo es requerido.' }).min(1, { error: 'El nombre del archivo es requerido.' }),
  contentType: z.literal('image/webp', { error: 'Solo se aceptan imágenes WebP (image/webp).' }),
});

export type StaffUploadUrlInput = z.infer<typeof staffUploadUrlInput>;
