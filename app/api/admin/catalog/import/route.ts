import { readCsvUpload } from '@/lib/http/csv-upload';
import { can } from '@/lib/domain/staff-permissions';
import { apiRoute, requestLocale, staffPolicy } from '@/lib/http/route';
import { dryRunCatalogImport } from '@/lib/services/admin/catalog-import';

/** The dry run: counts and every problem of the uploaded CSV; nothing is written. */
export const POST = apiRoute(staffPolicy('POST /api/admin/catalog/import'), async ({ req, principal }) => {
  // A VENDEDOR's file may not carry costs (403).
  return {
    import: await dryRunCatalogImport(await readCsvUpload(req), { costs: can(principal.rol, 'seeCosts'), locale: requestLocale(req) }),
  };
});
