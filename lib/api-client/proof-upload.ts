import { customerProofKey } from '@/lib/storage/keys';
import type { ApiRequest } from './client';
import { compressToWebp, ImageEncodeError } from './compress-image';

export type ProofUploadFailure = 'upload_failed' | 'not_webp';

/** A failure of the browser side of the upload; the form turns `reason` into a translated text. */
export class ProofUploadError extends Error {
  constructor(readonly reason: ProofUploadFailure) {
    super(reason === 'upload_failed' ? 'La subida del archivo a R2 falló.' : 'The browser could not convert the image to WebP.');
    this.name = 'ProofUploadError';
  }
}

type ApiCall = <T>(path: string, request?: ApiRequest) => Promise<T>;

/** The encoders load only when a proof is actually sent. */
export async function compressProof(file: File): Promise<Blob> {
  try {
    return await compressToWebp(file);
  } catch (error) {
    if (error instanceof ImageEncodeError) throw new ProofUploadError('not_webp');
    throw error;
  }
}

/**
 * Compress → ask for a presigned PUT for `payment-confirmation/order-{id}-{timestamp}.webp` →
 * PUT the bytes. Answers the proof's public URL, to be sent to confirm-payment.
 */
export async function uploadPaymentProof(
  orderId: number,
  file: File,
  call: ApiCall,
  /** Where the presigned PUT is asked for: the customer's route, or a payment link's (`/api/pay/<token>/upload-url`). */
  uploadUrlPath = '/api/customer/upload-url',
): Promise<string> {
  const body = await compressProof(file);
  const { url, publicUrl } = await call<{ url: string; publicUrl: string }>(uploadUrlPath, {
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
