import { notFound } from '@/lib/errors';
import { storedPageData } from '@/lib/page-cache';
import { apiRoute, policies } from '@/lib/http/route';

/**
 * The flight data a stored store page fetches for hydration (lib/page-cache/deferred-boot.ts). The id
 * is a hash of the content, so an answer never changes: cached for a year. 404 when this process
 * does not hold it (another instance rendered the page, or it was evicted); the page then renders
 * afresh for its data.
 */
export const GET = apiRoute(policies.public, async ({ params }) => {
  const body = storedPageData(params.id ?? '');
  if (body === null) throw notFound('Estos datos de la página ya no están disponibles.');
  return new Response(body, {
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'public, max-age=31536000, immutable' },
  });
});

export const dynamic = 'force-dynamic';
