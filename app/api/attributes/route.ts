import { listAttributes } from '@/lib/data/catalog';
import { apiRoute, policies } from '@/lib/http/route';

export const GET = apiRoute(policies.public, async () => ({ attributes: await listAttributes() }));
