import { notFound } from '@/lib/http/errors';
import { apiRoute, policies } from '@/lib/http/route';
import { getStorage } from '@/lib/storage';
import { receiveSignedUpload } from '@/lib/storage/local';

/** The local driver's presigned PUT: the signature in the URL is the credential. */
export const PUT = apiRoute(policies.public, async ({ req }) => {
  // With S3/R2 browsers upload to the bucket; this endpoint does not exist.
  if (getStorage().kind !== 'local') throw notFound();
  await receiveSignedUpload(req);
  return { success: true };
});
