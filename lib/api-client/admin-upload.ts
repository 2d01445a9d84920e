'use client';

import { useCallback } from 'react';
import type { StaffUploadFolder } from '@/lib/storage/keys';
import { type AdminCall, useAdminFetch } from './admin';
import { AdminUploadError, adminImageKey } from './admin-image-key';
import { compressToWebp, ImageEncodeError } from './compress-image';

export { AdminUploadError } from './admin-image-key';

/** The encoders load only when an image is actually saved. */
async function compressAdminImage(file: File): Promise<Blob> {
  try {
    return await compressToWebp(file);
  } catch (error) {
    if (error instanceof ImageEncodeError) throw new AdminUploadError('not_webp');
    throw error;
  }
}

/**
 * Compress → presigned PUT for `{folder}/{slug}-{timestamp}.webp` → PUT the bytes, through the
 * session (a 401 signs the staff member out). Answers the image's public address, to be saved on
 * the entity. Errors: AdminUploadError or ApiClientError.
 */
export function useUploadAdminImage(): (file: File, folder: StaffUploadFolder, slugSource: string) => Promise<string> {
  const call = useAdminFetch();
  return useCallback((file, folder, slugSource) => upload(call, file, folder, slugSource), [call]);
}

async function upload(call: AdminCall, file: File, folder: StaffUploadFolder, slugSource: string): Promise<string> {
  const filename = adminImageKey(folder, slugSource);
  const body = await compressAdminImage(file);
  const { url, publicUrl } = await call<{ url: string; publicUrl: string }>('/api/admin/upload-url', {
    method: 'POST',
    body: { filename, contentType: 'image/webp' },
  });
  let response: Response;
  try {
    response = await fetch(url, { method: 'PUT', body, headers: { 'Content-Type': 'image/webp' } });
  } catch {
    throw new AdminUploadError('upload_failed');
  }
  if (!response.ok) throw new AdminUploadError('upload_failed');
  return publicUrl;
}
