import { buildOpenApiDocument } from '@/lib/contracts/openapi';
import { apiRoute, policies } from '@/lib/http/route';

/** Built once per process: the document changes only with a deploy. */
let body: string | null = null;

/** The API described in OpenAPI 3.1, for clients outside this repository (docs/api.md). */
export const GET = apiRoute(policies.public, async () => {
  body ??= JSON.stringify(buildOpenApiDocument());
  return new Response(body, {
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'public, max-age=300, stale-while-revalidate=3600' },
  });
});
