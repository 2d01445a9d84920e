import { checkReadiness } from '@/lib/health';
import { apiRoute, json, policies } from '@/lib/http/route';

/** Readiness: the database answers and its migrations are this build's; else 503 with Retry-After. */
export const GET = apiRoute(policies.public, async () => json(await checkReadiness(), { headers: { 'Cache-Control': 'no-store' } }));

export const dynamic = 'force-dynamic';
