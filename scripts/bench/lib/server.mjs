// Server-side measurements against the large catalogue: rendered versus static throughput,
// API latency at a fixed rate, the back office's deep keyset page, HTML bytes.
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { median } from './lighthouse.mjs';
import { openLoop, poissonSchedule, summarize } from './load.mjs';

/** What a Spanish-speaking shopper's browser sends with every request the bench makes. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip', 'accept-language': 'es' };

/** One GET as a browser would send it (gzip accepted, Spanish); body bytes as sent on the wire. */
export function getRaw(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { ...BROWSER_HEADERS, ...headers } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const wire = Buffer.concat(chunks);
        const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(wire) : wire;
        resolve({
          status: res.statusCode,
          headers: res.headers,
          wireBytes: wire.length,
          encoding: res.headers['content-encoding'] ?? 'identity',
          text: body.toString('utf8'),
        });
      });
    });
    req.on('error', reject);
  });
}

const cannon = (options) =>
  new Promise((resolve, reject) => {
    autocannon({ ...options, headers: { ...BROWSER_HEADERS, ...options.headers } }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });

/** Product links in a store page (distinct), to check that a page holds the 24 it should. */
export const productLinks = (html) => new Set([...html.matchAll(/href="(?:\/en)?\/producto\/([^"?#]+)"/g)].map((m) => m[1]));

/**
 * Closed-loop throughput of the rendered page and of the static copy, same connections and
 * duration, one after the other on the same server. The rendered page is measured twice: as
 * browsers load it (answered from the page cache, lib/page-cache/page-cache.ts, once rendered for the
 * current catalogue) and with `Cache-Control: no-cache` (a reload), which renders every request.
 */
export async function throughput({ renderedUrl, staticUrl, seconds, connections = 10 }) {
  const measure = async (url, headers = {}) => {
    const options = { url, connections, headers };
    await cannon({ ...options, duration: 2 }); // warm-up
    const r = await cannon({ ...options, duration: seconds });
    return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx, total: r.requests.total };
  };
  const rendered = await measure(renderedUrl);
  const uncached = await measure(renderedUrl, { 'cache-control': 'no-cache' });
  const staticFile = await measure(staticUrl);
  return { rendered, uncached, static: staticFile, ratio: rendered.rps / staticFile.rps, uncachedRatio: uncached.rps / staticFile.rps };
}

/**
 * Open-loop load at `rate` requests/s for `seconds` on `url` (or on `urlAt(i)` for the i-th
 * request): arrivals are a Poisson process from a fixed seed (load.mjs), each request is sent
 * at its scheduled time whatever the earlier ones are doing (keep-alive sockets, as many as
 * needed), and its latency is counted from the scheduled time to the last byte, so a client
 * that fell behind or a stalled server is charged in full (no coordinated omission).
 * autocannon's `overallRate` is not used: it lets every connection send its share of a second
 * back to back at the start of that second, i.e. bursts of `rate` requests once a second.
 * `warmUrls` are fetched once each, sequentially, before the clock starts (default: `url` 20 times).
 */
export async function fixedRate({ url, urlAt, rate, seconds, seed = 7, warmUrls }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const get = (target) =>
    new Promise((resolve) => {
      const req = http.get(target, { agent, headers: BROWSER_HEADERS }, (res) => {
        res.on('data', () => {});
        res.on('end', () => resolve(res.statusCode));
        res.on('error', () => resolve(0));
      });
      req.setTimeout(10_000, () => req.destroy());
      req.on('error', () => resolve(0));
    });
  for (const target of warmUrls ?? Array.from({ length: 20 }, () => url)) await get(target); // warm-up, sequential
  const schedule = poissonSchedule({ rate, seconds, seed });
  const { latencies, errors } = await openLoop({ schedule, send: async (i) => (await get(urlAt ? urlAt(i) : url)) === 200 });
  agent.destroy();
  return { rate, seconds, errors, ...summarize(latencies) };
}

/**
 * Back office order list: follows the keyset cursors to page `deepPage`, then times page 1 and
 * that page alternately (`reps` each), so a noisy moment hits both alike.
 */
export async function adminDeepPage({ origin, email, password, limit, deepPage, reps }) {
  const login = await fetch(`${origin}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`staff login failed: ${login.status} ${await login.text()}`);
  const { token } = await login.json();
  const get = async (cursor) => {
    const url = `${origin}/api/admin/orders?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
    const t0 = performance.now();
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const body = await res.json();
    const ms = performance.now() - t0;
    if (!res.ok) throw new Error(`GET ${url}: ${res.status} ${JSON.stringify(body)}`);
    return { ms, body };
  };
  let cursor = null;
  for (let page = 1; page < deepPage; page++) {
    const { body } = await get(cursor);
    cursor = body.nextCursor;
    if (!cursor) throw new Error(`the order list ends at page ${page} (limit ${limit}); page ${deepPage} does not exist`);
  }
  const first = [];
  const deep = [];
  for (let i = 0; i < reps; i++) {
    first.push((await get(null)).ms);
    const { ms, body } = await get(cursor);
    if (body.orders.length !== limit) throw new Error(`page ${deepPage} has ${body.orders.length} orders, expected ${limit}`);
    deep.push(ms);
  }
  return { limit, deepPage, reps, firstMs: median(first), deepMs: median(deep), ratio: median(deep) / median(first) };
}
