import fc from 'fast-check';
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import * as apiRoot from '@/app/api/route';
import * as unknownPath from '@/app/api/[...path]/route';
import { matchApiRoute } from '@/lib/http/api-edges';
import { API_ROUTE_TABLE } from '@/lib/http/api-route-table';
import type { RouteHandler } from '@/lib/http/route';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import proxy from '@/proxy';
import { type ApiEndpoint, invokeRoute, loadApiEndpoints } from '../helpers/routes';

/**
 * The edges of /api answer JSON, as any client of the API expects: an unknown path is a 404
 * `{ error }` (the catch-all route), a method its route file does not export a 405 `{ error }`
 * with Allow (proxy.ts, from the table of route files), in Spanish unless English is asked.
 */

const viaProxy = (path: string, method: string, headers: Record<string, string> = {}) =>
  proxy(new NextRequest(new URL(path, 'http://localhost:3000'), { method, headers }));

/** The proxy let the request through to its route handler (NextResponse.next). */
const passedOn = (res: Response) => res.headers.get('x-middleware-next') === '1';

let endpoints: ApiEndpoint[];
beforeAll(async () => {
  endpoints = await loadApiEndpoints();
}, 120_000);

describe('the table of route files', () => {
  it('lists every route file under app/api with exactly the methods it exports', () => {
    const exported: Record<string, string[]> = {};
    for (const e of endpoints) (exported[e.pattern] ??= []).push(e.method);
    const table = Object.fromEntries(Object.entries(API_ROUTE_TABLE).map(([pattern, methods]) => [pattern, [...methods].sort()]));
    const actual = Object.fromEntries(Object.entries(exported).map(([pattern, methods]) => [pattern, methods.sort()]));
    expect(table, 'lib/http/api-route-table.ts is stale: run `node scripts/api-route-table.mjs`').toEqual(actual);
  });

  it('finds the route file Next answers with: static segments first, then [id], then the catch-all', () => {
    expect(matchApiRoute('/api/products')?.pattern).toBe('/api/products');
    expect(matchApiRoute('/api/products/availability')?.pattern).toBe('/api/products/availability');
    expect(matchApiRoute('/api/products/42')?.pattern).toBe('/api/products/[id]');
    expect(matchApiRoute('/api/admin/attributes/3/values/9')?.pattern).toBe('/api/admin/attributes/[id]/values/[valueId]');
    expect(matchApiRoute('/api/products/42/nope')?.pattern).toBe('/api/[...path]');
    expect(matchApiRoute('/api/admin/nope/1')?.pattern).toBe('/api/[...path]');
    expect(matchApiRoute('/api')?.pattern).toBe('/api');
    expect(matchApiRoute('/api/products/')?.pattern).toBe('/api/products');
  });
});

describe('an unknown path under /api', () => {
  const cases: [string, string][] = [
    ['GET', '/api/nope'],
    ['GET', '/api/admin/nope/1'],
    ['POST', '/api/orders/1/nope'],
    ['DELETE', '/api/nope'],
  ];
  for (const [method, path] of cases) {
    it(`${method} ${path}: JSON 404 in Spanish by default`, async () => {
      const handler = (unknownPath as unknown as Record<string, RouteHandler>)[method];
      const res = await invokeRoute(handler, path, { method, params: { path: path.slice(5) } });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.body).toEqual({ error: es.ApiErrors.unknownPath, code: 'not_found' });
      expect(res.headers.get('cache-control')).toBe('no-store');
      // The proxy lets it reach the catch-all: every method is the catch-all's.
      expect(passedOn(viaProxy(path, method))).toBe(true);
    });
  }

  it('answers in English for Accept-Language: en, and /api itself is unknown too', async () => {
    const res = await invokeRoute(unknownPath.GET, '/api/nope', { headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(res.body).toEqual({ error: en.ApiErrors.unknownPath, code: 'not_found' });
    const root = await invokeRoute(apiRoot.GET, '/api');
    expect(root.status).toBe(404);
    expect(root.body.error).toBe(es.ApiErrors.unknownPath);
  });
});

describe('a method the route file does not export', () => {
  it('DELETE /api/products: 405 JSON with Allow, in Spanish', async () => {
    const res = viaProxy('/api/products', 'DELETE');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect(res.headers.get('x-request-id')).toBeTruthy();
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await res.json();
    expect(body.code).toBe('method_not_allowed');
    expect(body.error).toBe('Esta ruta de la API no acepta el método DELETE. Acepta: GET, HEAD, OPTIONS.');
  });

  it('answers in English for Accept-Language: en', async () => {
    const res = viaProxy('/api/addresses/7', 'GET', { 'accept-language': 'en' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('DELETE, OPTIONS, PUT');
    expect((await res.json()).error).toBe('This API path does not accept the GET method. It accepts: DELETE, OPTIONS, PUT.');
  });

  it('lets every exported method, HEAD beside GET, and OPTIONS through to the route', () => {
    for (const e of endpoints) {
      const path = e.pattern.replace(/\[(?:\.\.\.)?\w+\]/g, '1');
      expect(passedOn(viaProxy(path, e.method)), `${e.method} ${path}`).toBe(true);
      expect(passedOn(viaProxy(path, 'OPTIONS')), `OPTIONS ${path}`).toBe(true);
      if (e.method === 'GET') expect(passedOn(viaProxy(path, 'HEAD')), `HEAD ${path}`).toBe(true);
    }
  });

  it('refuses a method no route knows (PROPFIND) with the same JSON 405', async () => {
    const res = viaProxy('/api/health', 'PROPFIND');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });

  it('any method on any route file: passed on when exported, else a JSON 405 whose Allow holds only its methods', async () => {
    const patterns = Object.keys(API_ROUTE_TABLE);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...patterns),
        fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'PROPFIND', 'PURGE'),
        fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/),
        async (pattern, method, value) => {
          const path = pattern.replace(/\[(?:\.\.\.)?\w+\]/g, value);
          const res = viaProxy(path, method);
          const route = matchApiRoute(path)!;
          const exported = route.methods.includes(method) || method === 'OPTIONS' || (method === 'HEAD' && route.methods.includes('GET'));
          if (exported) {
            expect(passedOn(res)).toBe(true);
            return;
          }
          expect(res.status).toBe(405);
          const allow = res.headers.get('allow')!.split(', ');
          expect(allow).not.toContain(method);
          for (const m of route.methods) expect(allow).toContain(m);
          expect(typeof (await res.json()).error).toBe('string');
        },
      ),
      { numRuns: 300 },
    );
  });
});
