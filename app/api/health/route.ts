import { apiRoute, json, policies } from '@/lib/http/route';

/** Liveness: the process answers. Never touches the database (a database outage is not a reason to restart). */
export const GET = apiRoute(policies.public, async () => json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } }));

export const dynamic = 'force-dynamic';
