import { ApiError, notFound } from '@/lib/errors';
import { apiRoute, policies } from '@/lib/http/route';
import { getStorage } from '@/lib/storage';
import { receiveSignedUpload } from '@/lib/storage/local';

// The 405 GET below must be answered per request, never prerendered by the build.
export const dynamic = 'force-dynamic';

/** The local driver's presigned PUT: the signature in the URL is the credential. */
export const PUT = apiRoute(policies.public, async ({ req }) => {
  // With S3/R2 browsers upload to the bucket; this endpoint does not exist.
  if (getStorage().kind !== 'local') throw notFound();
  await receiveSignedUpload(req);
  return { success: true };
});

/** Any other method: a JSON 405 (Next's own 405 has no body). */
const otherMethod = apiRoute(policies.public, async () => {
  throw new ApiError({
    code: 'method_not_allowed',
    message: 'Método no permitido: este enlace solo acepta PUT.',
    headers: { Allow: 'PUT' },
  });
});
export { otherMethod as DELETE, otherMethod as GET, otherMethod as PATCH, otherMethod as POST };
