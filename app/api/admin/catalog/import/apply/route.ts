import { readCsvUpload } from '@/lib/http/csv-upload';
import { apiRoute, parseQuery, policies } from '@/lib/http/route';
import { catalogApplyQuery } from '@/lib/validation/admin/catalog-csv';
import { applyCatalogImport } from '@/lib/services/admin/catalog-import';

/** Issue 24 §3, 'Aplicar': the same file again, checked again and written all or nothing. */
export const POST = apiRoute(policies.staff, async ({ req, principal }) => {
  const { expect } = parseQuery(req, catalogApplyQuery);
  return { import: await applyCatalogImport(await readCsvUpload(req), principal.id, expect) };
});
