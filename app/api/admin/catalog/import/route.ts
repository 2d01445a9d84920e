import { readCsvUpload } from '@/lib/http/csv-upload';
import { apiRoute, policies } from '@/lib/http/route';
import { dryRunCatalogImport } from '@/lib/services/admin/catalog-import';

/** Issue 24 §3, the dry run: counts and every problem of the uploaded CSV; nothing is written. */
export const POST = apiRoute(policies.staff, async ({ req }) => {
  return { import: await dryRunCatalogImport(await readCsvUpload(req)) };
});
