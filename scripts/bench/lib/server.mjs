// Server-side measurements against the large catalogue: rendered versus static throughput,
// API latency at a fixed rate, the back office's deep keyset page, HTML bytes.
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { median } from './lighthouse.mjs';

/** One GET as a browser would send it (gzip accepted, Spanish); body bytes as sent on the wire. */
export function getRaw(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { 'accept-encoding': 'gzip', 'accept-language': 'es', ...headers } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const wire = Buffer.concat(chunks);
        const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(wire) : wire;
        resolve({ status: res.statusCode, headers: res.headers, wireBytes: wire.length, encoding: res.headers['content-encoding'] ?? 'identity', text: body.toString('utf8') });
      });
    });
    req.on('error', reject);
  });
}

const cannon = (options) =>
  new Promise((resolve, reject) => {
    autocannon({ headers: { 'accept-encoding': 'gzip', 'accept-language': 'es' }, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });

/** Product links in a store page (distinct), to check that a page holds the 24 it should. */
export const productLinks = (html) => new Set([...html.matchAll(/href="(?:\/en)?\/producto\/([^"?#]+)"/g)].map((m) => m[1]));

/**
 * Closed-loop throughput of the rendered page and of the static copy, same connections and
 * duration, one after the other on the same server.
 */
export async function throughput({ renderedUrl, staticUrl, seconds, connections = 10 }) {
  const measure = async (url) => {
    await cannon({ url, connections, duration: 2 }); // warm-up
    const r = await cannon({ url, connections, duration: seconds });
    return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx, total: r.requests.total };
  };
  const rendered = await measure(renderedUrl);
  const staticFile = await measure(staticUrl);
  return { rendered, static: staticFile, ratio: rendered.rps / staticFile.rps };
}

/** Open-loop: a fixed request rate for `seconds`, latency percentiles. */
export async function fixedRate({ url, rate, seconds }) {
  await cannon({ url, connections: 5, amount: 20 }); // warm-up
  const r = await cannon({ url, connections: 10, overallRate: rate, duration: seconds });
  return { rate, seconds, total: r.requests.total, p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, max: r.latency.max, errors: r.errors + r.non2xx + r.timeouts };
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
