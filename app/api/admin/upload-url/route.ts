import { apiRoute, parseJson, staffPolicy } from '@/lib/http/route';
import { createStaffUploadUrl } from '@/lib/services/admin/uploads';
import { staffUploadUrlInput } from '@/lib/validation/admin/uploads';

/** Folder rules (payment-methods/ is ADMIN only) live in the service. */
export const POST = apiRoute(staffPolicy('POST /api/admin/upload-url'), async ({ req, principal }) => {
  return createStaffUploadUrl(principal, await parseJson(req, staffUploadUrlInput));
});
