import { NextRequest } from 'next/server';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { resetEnvCache } from '@/lib/env';
import { resetStoreRenderLimit } from '@/lib/http/store-render-limit';
import proxy from '@/proxy';

/**
 * Store pages the page cache cannot answer (a new search, a client-router load) are renders,
 * and each address has a budget of them a minute. Through proxy.ts itself, in process: the
 * decision it takes for each request, from the address the request comes from.
 */

const LIMIT = 5;
const previous = { limit: process.env.STORE_RENDER_RATE_LIMIT_PER_IP, hops: process.env.TRUST_PROXY_HOPS };

beforeEach(() => {
  process.env.STORE_RENDER_RATE_LIMIT_PER_IP = String(LIMIT);
  process.env.TRUST_PROXY_HOPS = '1';
  resetEnvCache();
  resetStoreRenderLimit();
});

afterAll(() => {
  process.env.STORE_RENDER_RATE_LIMIT_PER_IP = previous.limit;
  if (previous.hops === undefined) delete process.env.TRUST_PROXY_HOPS;
  else process.env.TRUST_PROXY_HOPS = previous.hops;
  resetEnvCache();
});

const load = (path: string, address: string, headers: Record<string, string> = {}) =>
  proxy(new NextRequest(`http://localhost:3000${path}`, { headers: { 'x-forwarded-for': `${address}, 127.0.0.1`, ...headers } }));

const searches = (count: number, address: string, prefix = '') =>
  Array.from({ length: count }, (_, i) => load(`${prefix}/tienda?search=palabra${i}x${Math.random().toString(36).slice(2)}`, address));

describe('uncached store renders per address', () => {
  it(`lets ${LIMIT} random searches render, then answers a small 429 page in Spanish with Retry-After`, async () => {
    expect(searches(LIMIT, '198.51.100.1').map((response) => response.status)).toEqual(Array(LIMIT).fill(200));
    const limited = searches(1, '198.51.100.1')[0];
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(limited.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(limited.headers.get('cache-control')).toBe('no-store');
    expect(limited.headers.get('x-request-id')).toBeTruthy();
    const html = await limited.text();
    expect(html.length).toBeLessThan(1024);
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('Demasiadas solicitudes');
    expect(html).toMatch(/Abriste demasiadas páginas seguidas desde tu conexión\. Inténtalo de nuevo en (\d+ segundos?|1 minuto)\./);
    // Not a single render more: the other store pages are refused too, client-router loads included.
    expect(load('/producto/vaso-7-oz', '198.51.100.1').status).toBe(429);
    expect(load('/tienda?category=Vasos', '198.51.100.1', { rsc: '1' }).status).toBe(429);
  });

  it('in English on English pages, and as JSON to a client asking for JSON', async () => {
    searches(LIMIT, '198.51.100.2', '/en');
    const page = searches(1, '198.51.100.2', '/en')[0];
    expect(page.status).toBe(429);
    expect(await page.text()).toMatch(
      /<html lang="en">.*Too many requests.*You opened too many pages in a row from your connection\. Try again in (\d+ seconds?|1 minute)\./,
    );
    const json = load('/tienda?search=otra', '198.51.100.2', { accept: 'application/json' });
    expect(json.status).toBe(429);
    expect(await json.json()).toEqual({ error: expect.stringMatching(/^Abriste demasiadas páginas/), code: 'rate_limited' });
  });

  it('counts per address, and only store page renders: other pages, the API, redirects and prefetches spend nothing', () => {
    searches(LIMIT, '198.51.100.3');
    expect(searches(1, '198.51.100.3')[0].status).toBe(429);
    expect(searches(1, '198.51.100.4')[0].status).toBe(200);
    for (let i = 0; i < LIMIT * 2; i++) {
      expect(load('/perfil', '198.51.100.5').status).toBe(200);
      expect(load('/api/products', '198.51.100.5').status).toBe(200);
      // The Spanish prefix redirects to the unprefixed page: no render yet.
      expect(load('/es/tienda', '198.51.100.5').status).toBe(307);
    }
    // The router's prefetches stop before the page's search and listing: they spend nothing either.
    for (let i = 0; i < LIMIT * 2; i++) {
      expect(load(`/tienda?search=p${i}`, '198.51.100.5', { rsc: '1', 'next-router-prefetch': '1' }).status).toBe(200);
    }
    expect(searches(1, '198.51.100.5')[0].status).toBe(200);
  });
});
