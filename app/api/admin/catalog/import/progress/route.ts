import { apiRoute, staffPolicy } from '@/lib/http/route';
import { getCatalogImportProgress } from '@/lib/services/admin/catalog-import';

/** Both roles: the newest import's progress, which the import screen polls while 'Aplicar' runs. */
export const GET = apiRoute(staffPolicy('GET /api/admin/catalog/import/progress'), async () => ({
  progress: await getCatalogImportProgress(),
}));
