import { readCsvUpload } from '@/lib/http/csv-upload';
import { can } from '@/lib/domain/staff-permissions';
import { apiRoute, parseQuery, staffPolicy } from '@/lib/http/route';
import { catalogApplyQuery } from '@/lib/validation/admin/catalog-csv';
import { applyCatalogImport } from '@/lib/services/admin/catalog-import';

/** 'Aplicar': the same file again, checked again and written all or nothing. */
export const POST = apiRoute(staffPolicy('POST /api/admin/catalog/import/apply'), async ({ req, principal }) => {
  const { expect, overwrite } = parseQuery(req, catalogApplyQuery);
  // A VENDEDOR's file may not carry costs (403).
  return {
    import: await applyCatalogImport(await readCsvUpload(req), principal.id, expect, { costs: can(principal.rol, 'seeCosts'), overwrite }),
  };
});
