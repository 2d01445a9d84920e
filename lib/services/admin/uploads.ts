import 'server-only';
import type { StaffRole } from '@/db/schema';
import type { StaffPrincipal } from '@/lib/auth/guards';
import { badRequest, forbidden } from '@/lib/errors';
import { getStorage, UPLOAD_URL_TTL_SECONDS } from '@/lib/storage';
import { isValidStaffKey, type StaffUploadFolder } from '@/lib/storage/keys';
import type { StaffUploadUrlInput } from '@/lib/validation/admin/uploads';

/** Who may upload into each folder: payment-method QR codes are ADMIN business (DESIGN.md roles). */
const FOLDER_ROLES: Record<StaffUploadFolder, readonly StaffRole[]> = {
  products: ['ADMIN', 'VENDEDOR'],
  categories: ['ADMIN', 'VENDEDOR'],
  'payment-methods': ['ADMIN'],
};

const INVALID_KEY =
  'El nombre del archivo no es válido: usa products/, categories/ o payment-methods/ seguido de <nombre>-<marca de tiempo>.webp.';

/** A presigned PUT (5 minutes, image/webp only) and the address the image will have once uploaded. */
export async function createStaffUploadUrl(
  principal: StaffPrincipal,
  input: StaffUploadUrlInput,
): Promise<{ url: string; publicUrl: string }> {
  const key = input.filename;
  if (!isValidStaffKey(key)) throw badRequest(INVALID_KEY, { filename: [INVALID_KEY] });
  const folder = key.slice(0, key.indexOf('/')) as StaffUploadFolder;
  if (!FOLDER_ROLES[folder].includes(principal.rol)) {
    throw forbidden('Solo un administrador puede subir imágenes de métodos de pago.');
  }
  const storage = getStorage();
  return { url: await storage.createUploadUrl(key, 'image/webp', UPLOAD_URL_TTL_SECONDS), publicUrl: storage.publicUrl(key) };
}
