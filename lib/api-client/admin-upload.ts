'use client';

import { useCallback } from 'react';
import type { StaffUploadFolder } from '@/lib/storage/keys';
import { type AdminCall, adminFetch, useAdminFetch } from './admin';
import { AdminUploadError, adminImageKey } from './admin-image-key';

export { AdminUploadError, type AdminUploadFailure, adminImageKey } from './admin-image-key';

/** Spec 2 §9: at most 1 MB and 1024 px on the longer side, WebP. */
export const ADMIN_IMAGE_COMPRESSION = { maxSizeMB: 1, maxWidthOrHeight: 1024, fileType: 'image/webp', useWebWorker: true } as const;

/** Self-hosted copy of the library for the compression worker (no third-party CDN request). */
const WORKER_LIBRARY_PATH = '/vendor/browser-image-compression-2.0.2.js';

/** The library (≈ 50 kB) loads only when an image is actually saved. */
export async function compressAdminImage(file: File): Promise<Blob> {
  const { default: imageCompression } = await import('browser-image-compression');
  const compressed = await imageCompression(file, {
    ...ADMIN_IMAGE_COMPRESSION,
    libURL: new URL(WORKER_LIBRARY_PATH, window.location.origin).href,
  });
  // Browsers without a WebP encoder silently return PNG from the canvas; the storage refuses it.
  if (compressed.type !== 'image/webp') throw new AdminUploadError('not_webp');
  return compressed;
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

/**
 * Compress → presigned PUT for `{folder}/{slug}-{timestamp}.webp` → PUT the bytes. Answers the
 * image's public address, to be saved on the entity. Errors: AdminUploadError or ApiClientError.
 */
export function uploadAdminImage(token: string, file: File, folder: StaffUploadFolder, slugSource: string): Promise<string> {
  return upload((path, request) => adminFetch(token, path, request), file, folder, slugSource);
}

/** The same upload through the session: a 401 signs the staff member out. */
export function useUploadAdminImage(): (file: File, folder: StaffUploadFolder, slugSource: string) => Promise<string> {
  const call = useAdminFetch();
  return useCallback((file, folder, slugSource) => upload(call, file, folder, slugSource), [call]);
}
