import { readCsvUpload } from '@/lib/http/csv-upload';
import { pricesAllowed } from '@/lib/auth/guards';
import { can } from '@/lib/domain/staff-permissions';
import { apiRoute, parseQuery, requestLocale, staffPolicy } from '@/lib/http/route';
import { catalogApplyQuery } from '@/lib/validation/admin/catalog-csv';
import { applyCatalogImport } from '@/lib/services/admin/catalog-import';

/** 'Aplicar': the same file again, checked again and written all or nothing. */
export const POST = apiRoute(staffPolicy('POST /api/admin/catalog/import/apply'), async ({ req, principal }) => {
  const { expect, overwrite } = parseQuery(req, catalogApplyQuery);
  // A VENDEDOR's file may not carry costs (403), nor change prices unless the store lets sellers (403).
  const options = { costs: can(principal.rol, 'seeCosts'), prices: await pricesAllowed(principal), overwrite };
  return { import: await applyCatalogImport(await readCsvUpload(req), principal.id, expect, { ...options, locale: requestLocale(req) }) };
});
