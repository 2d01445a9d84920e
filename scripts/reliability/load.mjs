// Item 7: capacity of the catalogue API and /tienda across both instances (closed loop), each at
// a fixed rate of ~80 % of it, then a soak at a moderate rate while sampling both instances' RSS.
import autocannon from 'autocannon';
import { rssMb } from './app.mjs';
import { log, round, sleep } from './util.mjs';

export const TARGETS = {
  api: { label: 'GET /api/products', path: '/api/products' },
  tienda: { label: 'GET /tienda', path: '/tienda' },
};
export const FIXED_RATE_SHARE = 0.8;
/** The soak runs at half the fixed-rate level (40 % of the capacity of the mixed traffic). */
export const SOAK_RATE_SHARE = 0.4;
/** Memory growth allowed between the first and the last minute of the soak (mean RSS). */
export const MAX_RSS_GROWTH = 0.15;
/** A fixed-rate run passes only if it delivered at least this share of the rate asked for. */
const MIN_DELIVERED_SHARE = 0.9;
// As a browser in Colombia: Spanish (/tienda answers 200 instead of redirecting to /en), gzip.
const HEADERS = { 'accept-language': 'es-CO,es;q=0.9', 'accept-encoding': 'gzip' };

function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon({ headers: HEADERS, timeout: 10, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** The same run against both instances at once; figures summed (rates) or worst-of (latency). */
async function onBoth(instances, options) {
  const results = await Promise.all(instances.map((instance) => cannon({ url: instance.url, ...options })));
  const sum = (pick) => results.reduce((total, r) => total + pick(r), 0);
  return {
    rps: round(
      sum((r) => r['2xx'] / r.duration),
      1,
    ),
    requests: sum((r) => r.requests.total),
    errors: sum((r) => r.errors + r.timeouts),
    non2xx: sum((r) => r.non2xx),
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
  };
}

export async function measureCapacity(instances, target, config) {
  const result = await onBoth(instances, {
    requests: [{ path: target.path }],
    connections: config.connections,
    duration: config.capacitySeconds,
  });
  log(
    `capacity ${target.label}: ${result.rps} req/s with ${config.connections} connections per instance (p50 ${result.p50} ms, p99 ${result.p99} ms)`,
  );
  return result;
}

export async function runFixedRate(instances, target, capacity, config) {
  const rate = Math.max(2, Math.round(capacity.rps * FIXED_RATE_SHARE));
  const perInstance = Math.max(1, Math.round(rate / instances.length));
  const result = await onBoth(instances, {
    requests: [{ path: target.path }],
    connections: config.connections,
    overallRate: perInstance,
    duration: config.fixedSeconds,
  });
  const delivered = result.rps / (perInstance * instances.length);
  const pass = result.errors === 0 && result.non2xx === 0 && delivered >= MIN_DELIVERED_SHARE;
  log(
    `fixed rate ${target.label}: asked ${perInstance * instances.length} req/s, delivered ${result.rps} req/s, ` +
      `errors ${result.errors}, non-2xx ${result.non2xx}, p50 ${result.p50} ms, p99 ${result.p99} ms → ${pass ? 'PASS' : 'FAIL'}`,
  );
  return { ...result, rate: perInstance * instances.length, delivered: round(delivered, 3), pass };
}

/** Alternates both paths at SOAK_RATE_SHARE of their combined capacity; samples RSS meanwhile. */
export async function runSoak(instances, capacities, config) {
  const mixed = 2 / (1 / capacities.api.rps + 1 / capacities.tienda.rps);
  const rate = Math.max(2, Math.round(mixed * SOAK_RATE_SHARE));
  const perInstance = Math.max(1, Math.round(rate / instances.length));
  log(
    `soak: ${perInstance * instances.length} req/s (/api/products and /tienda alternating) for ${config.soakSeconds} s; RSS every ${config.sampleSeconds} s`,
  );
  const samples = [];
  const started = Date.now();
  const sample = () => samples.push({ t: (Date.now() - started) / 1000, rss: instances.map((i) => round(rssMb(i.pid), 1)) });
  sample();
  const timer = setInterval(sample, config.sampleSeconds * 1000);
  let result;
  try {
    result = await onBoth(instances, {
      requests: [{ path: TARGETS.api.path }, { path: TARGETS.tienda.path }],
      connections: config.connections,
      overallRate: perInstance,
      duration: config.soakSeconds,
    });
  } finally {
    clearInterval(timer);
  }
  sample();
  const growth = instances.map((_, k) => rssGrowth(samples, k, config.soakWindowSeconds, config.soakSeconds));
  const pass = result.errors === 0 && result.non2xx === 0 && growth.every((g) => g.growth <= MAX_RSS_GROWTH);
  for (const [k, g] of growth.entries()) {
    log(
      `soak ${instances[k].name}: RSS ${g.first} MB (first ${config.soakWindowSeconds} s) → ${g.last} MB (last ${config.soakWindowSeconds} s), growth ${round(g.growth * 100, 1)} %`,
    );
  }
  log(
    `soak: ${result.requests} requests, errors ${result.errors}, non-2xx ${result.non2xx}, p99 ${result.p99} ms → ${pass ? 'PASS' : 'FAIL'}`,
  );
  return { ...result, rate: perInstance * instances.length, samples, growth, pass };
}

/** Mean RSS of instance k in the first and the last `window` seconds. */
function rssGrowth(samples, k, window, total) {
  const mean = (list) => list.reduce((s, x) => s + x.rss[k], 0) / Math.max(1, list.length);
  const first = mean(samples.filter((s) => s.t <= window));
  const last = mean(samples.filter((s) => s.t >= total - window));
  return { first: round(first, 1), last: round(last, 1), growth: (last - first) / first };
}

export async function runLoad(instances, config) {
  const capacities = {};
  const fixed = {};
  for (const [name, target] of Object.entries(TARGETS)) {
    capacities[name] = await measureCapacity(instances, target, config);
    await sleep(2000);
    fixed[name] = await runFixedRate(instances, target, capacities[name], config);
    await sleep(2000);
  }
  const soak = await runSoak(instances, capacities, config);
  return { capacities, fixed, soak };
}
