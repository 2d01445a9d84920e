import { customerProofKey } from '@/lib/storage/keys';
import type { ApiRequest } from './client';

/** Spec 1 §5/§9: at most 1 MB and 1024 px on the longest side, WebP. */
export const PROOF_COMPRESSION = { maxSizeMB: 1, maxWidthOrHeight: 1024, fileType: 'image/webp', useWebWorker: true } as const;

/**
 * The compression worker imports the library by URL; this self-hosted copy of the installed
 * version (public/vendor) replaces the library's default CDN address: no third-party request.
 */
const WORKER_LIBRARY_PATH = '/vendor/browser-image-compression-2.0.2.js';

export type ProofUploadFailure = 'upload_failed' | 'not_webp';

/** A failure of the browser side of the upload; the form turns `reason` into a translated text. */
export class ProofUploadError extends Error {
  constructor(readonly reason: ProofUploadFailure) {
    super(reason === 'upload_failed' ? 'La subida del archivo a R2 falló.' : 'The browser could not convert the image to WebP.');
    this.name = 'ProofUploadError';
  }
}

type CustomerCall = <T>(path: string, request?: ApiRequest) => Promise<T>;

/** The library (≈ 50 kB) loads only when a proof is actually sent. */
export async function compressProof(file: File): Promise<Blob> {
  const { default: imageCompression } = await import('browser-image-compression');
  const compressed = await imageCompression(file, {
    ...PROOF_COMPRESSION,
    libURL: new URL(WORKER_LIBRARY_PATH, window.location.origin).href,
  });
  // Browsers without a WebP encoder silently return PNG from the canvas; the storage refuses it.
  if (compressed.type !== 'image/webp') throw new ProofUploadError('not_webp');
  return compressed;
}

/**
 * Compress → ask for a presigned PUT for `payment-confirmation/order-{id}-{timestamp}.webp` →
 * PUT the bytes. Answers the proof's public URL, to be sent to confirm-payment.
 */
export async function uploadPaymentProof(orderId: number, file: File, call: CustomerCall): Promise<string> {
  const body = await compressProof(file);
  const { url, publicUrl } = await call<{ url: string; publicUrl: string }>('/api/customer/upload-url', {
    method: 'POST',
    body: { filename: customerProofKey(orderId, Date.now()), contentType: 'image/webp' },
  });
  let response: Response;
  try {
    response = await fetch(url, { method: 'PUT', body, headers: { 'Content-Type': 'image/webp' } });
  } catch {
    throw new ProofUploadError('upload_failed');
  }
  if (!response.ok) throw new ProofUploadError('upload_failed');
  return publicUrl;
}
