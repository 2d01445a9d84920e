import { apiRoute, policies } from '@/lib/http/route';
import { getCatalogImportProgress } from '@/lib/services/admin/catalog-import';

/** Both roles: the newest import's progress, which the import screen polls while 'Aplicar' runs. */
export const GET = apiRoute(policies.staff, async () => ({ progress: await getCatalogImportProgress() }));
