import 'server-only';
import type { StaffRole } from '@/db/schema';
import type { StaffPrincipal } from '@/lib/auth/guards';
import { apiError } from '@/lib/errors';
import { getStorage, UPLOAD_URL_TTL_SECONDS } from '@/lib/storage';
import { staffUploadKey, type StaffUploadKind } from '@/lib/storage/keys';
import type { StaffUploadUrlInput } from '@/lib/validation/admin/uploads';

/** Who may upload each kind of image: payment-method QR codes are ADMIN business. */
const KIND_ROLES: Record<StaffUploadKind, readonly StaffRole[]> = {
  product: ['ADMIN', 'VENDEDOR'],
  variant: ['ADMIN', 'VENDEDOR'],
  category: ['ADMIN', 'VENDEDOR'],
  unfiled: ['ADMIN', 'VENDEDOR'],
  'payment-method': ['ADMIN'],
};

/**
 * A presigned PUT (5 minutes, image/webp only) and the address the image will have once
 * uploaded: the public storage address plus the name sent, which is what clients of the API
 * expect. The key is the one the server rebuilt from the name's validated parts.
 */
export async function createStaffUploadUrl(
  principal: StaffPrincipal,
  input: StaffUploadUrlInput,
): Promise<{ url: string; publicUrl: string }> {
  const target = staffUploadKey(input.filename);
  if (!target) {
    throw apiError({ code: 'bad_request', key: 'uploadNames.staff', fields: ['filename'] });
  }
  if (!KIND_ROLES[target.kind].includes(principal.rol)) {
    throw apiError({ code: 'forbidden', key: 'uploadNames.paymentMethodAdminOnly' });
  }
  const storage = getStorage();
  return {
    url: await storage.createUploadUrl(target.key, 'image/webp', UPLOAD_URL_TTL_SECONDS),
    publicUrl: storage.publicUrl(target.key),
  };
}
