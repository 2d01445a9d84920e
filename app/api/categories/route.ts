import { listCategoryTree } from '@/lib/data/catalog';
import { apiRoute, policies } from '@/lib/http/route';

export const GET = apiRoute(policies.public, async () => ({ categories: await listCategoryTree() }));
