import { slugify } from '@/lib/domain/slug';
import type { StaffUploadFolder } from '@/lib/storage/keys';

/** Pure naming rules of staff uploads (no React, no fetch), shared by admin-upload.ts and tests. */

/** Keys are capped at 200 characters; a long product name must not push the key past that. */
const MAX_SLUG_LENGTH = 80;

export type AdminUploadFailure = 'no_slug' | 'upload_failed' | 'not_webp';

const MESSAGES: Record<AdminUploadFailure, string> = {
  no_slug: 'No se pudo determinar un nombre para generar el slug de la imagen.',
  upload_failed: 'La subida del archivo a R2 falló.',
  not_webp: 'El navegador no pudo convertir la imagen a WebP.',
};

/** A failure of the browser side of the upload; `message` is the spec's Spanish text. */
export class AdminUploadError extends Error {
  constructor(readonly reason: AdminUploadFailure) {
    super(MESSAGES[reason]);
    this.name = 'AdminUploadError';
  }
}

/** `{folder}/{slug}-{timestamp}.webp` (spec 2 §9); throws `no_slug` when the name gives no slug. */
export function adminImageKey(folder: StaffUploadFolder, slugSource: string, timestamp: number = Date.now()): string {
  const slug = slugify(slugSource ?? '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, '');
  if (!slug) throw new AdminUploadError('no_slug');
  return `${folder}/${slug}-${timestamp}.webp`;
}
