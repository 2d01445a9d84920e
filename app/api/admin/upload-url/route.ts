import { apiRoute, parseJson, policies } from '@/lib/http/route';
import { createStaffUploadUrl } from '@/lib/services/admin/uploads';
import { staffUploadUrlInput } from '@/lib/validation/admin/uploads';

/** Folder rules (payment-methods/ is ADMIN only) live in the service. */
export const POST = apiRoute(policies.staff, async ({ req, principal }) => {
  return createStaffUploadUrl(principal, await parseJson(req, staffUploadUrlInput));
});
