#!/usr/bin/env node
// A flood of distinct store URLs must not be a lever on the page cache. Links with
// tracking parameters and unknown filters are answered from the stored page without them, and
// the real pages stay stored. Part of `npm run test:reliability`; runs alone against one
// instance too: `node scripts/reliability/flood.mjs http://localhost:3000`.
import { pathToFileURL } from 'node:url';

export const FLOOD_URLS = 500;
/** Share of the flood's requests that must be answered from the cache. */
export const MIN_HIT_SHARE = 0.95;
export const FLOOD_CONCURRENCY = 8;
const HEADERS = { 'accept-language': 'es', 'accept-encoding': 'gzip' };

const cacheStatus = async (base, path) => {
  const response = await fetch(base + path, { headers: HEADERS });
  await response.arrayBuffer();
  return { status: response.status, cache: response.headers.get('x-page-cache') };
};

/** Requests `path` until the instance answers it from its cache (at most ~10 s). */
async function untilStored(base, path) {
  for (let i = 0; i < 50; i++) {
    if ((await cacheStatus(base, path)).cache === 'hit') return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

/** The flood: shared links (fbclid, gclid, utm_*) and made-up filters, every URL distinct. */
export function floodUrls(count = FLOOD_URLS) {
  const kinds = [
    (i) => `/tienda?fbclid=IwAR${i}x${Date.now().toString(36)}`,
    (i) => `/contacto?gclid=Cj0K${i}&utm_source=google&utm_campaign=c${i}`,
    (i) => `/tienda?x${i}=v&y${i}=w`,
    (i) => `/tienda?utm_source=whatsapp&utm_medium=social&utm_content=${i}`,
  ];
  return Array.from({ length: count }, (_, i) => kinds[i % kinds.length](i));
}

export async function runCacheFlood(base) {
  const stored = { tienda: await untilStored(base, '/tienda'), contacto: await untilStored(base, '/contacto') };
  const urls = floodUrls();
  const tally = { hit: 0, miss: 0, other: 0, errors: 0 };
  const startedAt = Date.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: FLOOD_CONCURRENCY }, async () => {
      while (next < urls.length) {
        const url = urls[next++];
        try {
          const { status, cache } = await cacheStatus(base, url);
          if (status !== 200) tally.errors++;
          else tally[cache === 'hit' ? 'hit' : cache === 'miss' ? 'miss' : 'other']++;
        } catch {
          tally.errors++;
        }
      }
    }),
  );
  const seconds = (Date.now() - startedAt) / 1000;
  const after = { tienda: (await cacheStatus(base, '/tienda')).cache, contacto: (await cacheStatus(base, '/contacto')).cache };
  return { urls: urls.length, seconds, tally, stored, after };
}

export function floodChecks({ urls, seconds, tally, stored, after }) {
  const area = 'Page cache flood';
  const kept = after.tienda === 'hit' && after.contacto === 'hit';
  return [
    {
      area,
      figure: `${urls} distinct links (fbclid, gclid, utm_*, unknown filters) answered from the stored page`,
      value: `${tally.hit} of ${urls} in ${seconds.toFixed(1)} s (${tally.miss + tally.other} rendered, ${tally.errors} errors)`,
      target: `≥ ${MIN_HIT_SHARE * 100} %, 0 errors`,
      pass: stored.tienda && stored.contacto && tally.hit >= urls * MIN_HIT_SHARE && tally.errors === 0,
    },
    {
      area,
      figure: 'real pages (/tienda, /contacto) still stored after the flood',
      value: `/tienda ${after.tienda ?? 'rendered'}, /contacto ${after.contacto ?? 'rendered'}`,
      target: 'both hit',
      pass: kept,
    },
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await runCacheFlood(process.argv[2] ?? 'http://localhost:3000');
  console.log(JSON.stringify(result));
  for (const c of floodChecks(result)) console.log(`${c.pass ? 'pass' : 'FAIL'}  ${c.area}: ${c.figure} = ${c.value} (target ${c.target})`);
}
