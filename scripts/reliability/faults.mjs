// Item 6: PostgreSQL crashed three times under load, then one app instance SIGKILLed under load.
import { waitUntilAccepting } from './cluster.mjs';
import { startReaders, startShoppers } from './traffic.mjs';
import { log, now, round, sleep } from './util.mjs';

export const ANSWER_WITHIN_MS = 3_500;
export const RECOVER_WITHIN_MS = 5_000;

/** Three `pg_ctl stop -m immediate` outages of `outageMs` each, under readers and shoppers. */
export async function runOutages({ cluster, instances, shoppers, variants, config }) {
  const recorder = [];
  const stopReaders = startReaders({ instances: () => instances, recorder, workers: config.readers });
  const stopShoppers = startShoppers({ instances: () => instances, recorder, shoppers, variants });
  await sleep(config.warmupMs);
  const outages = [];
  for (let n = 1; n <= config.outages; n++) {
    const stoppedAt = now();
    await cluster.crash();
    log(`outage ${n}: PostgreSQL stopped (immediate) for ${config.outageMs / 1000} s`);
    await sleep(config.outageMs);
    const starting = cluster.start();
    const backAt = await waitUntilAccepting(cluster.url);
    await starting;
    log(`outage ${n}: PostgreSQL accepts connections again after ${round((backAt - stoppedAt) / 1000, 1)} s`);
    outages.push({ n, stoppedAt, backAt });
    await sleep(config.betweenMs);
  }
  await stopReaders();
  log('load stopped; waiting for every order to get its answer …');
  const orders = await stopShoppers();
  return { recorder, outages, orders };
}

/** A request answered the way an outage allows: success, a client error, or 503 JSON with Retry-After. */
function badAnswer(r) {
  if (r.error) return `transport error ${r.error}`;
  if (r.status === 503 && !(r.retryAfter && r.isJsonError)) return '503 without Retry-After or JSON {error}';
  if (r.status >= 500 && r.status !== 503) return `${r.status}`;
  return null;
}

/** Judges every request of the outage phase and the recovery after each outage. */
export function judgeOutages({ recorder, outages, instances }) {
  const problems = new Map();
  const note = (why) => problems.set(why, (problems.get(why) ?? 0) + 1);
  for (const r of recorder) {
    const why = badAnswer(r);
    if (why) note(`${why} (${r.kind})`);
  }
  const perOutage = outages.map(({ n, stoppedAt, backAt }) => {
    const during = recorder.filter((r) => r.start <= backAt && r.end >= stoppedAt);
    const slowest = Math.max(0, ...during.map((r) => r.end - r.start));
    const slow = during.filter((r) => r.end - r.start > ANSWER_WITHIN_MS);
    for (const r of slow) note(`answer slower than ${ANSWER_WITHIN_MS} ms during an outage (${r.kind})`);
    const recovery = instances.map((instance) => {
      const first = recorder.find((r) => r.kind === 'order' && r.instance === instance.name && r.status === 201 && r.end > backAt);
      return first ? first.end - backAt : Infinity;
    });
    return {
      n,
      requests: during.length,
      answered503: during.filter((r) => r.status === 503).length,
      slow: slow.length,
      slowestMs: Math.round(slowest),
      recoveryMs: Math.round(Math.max(...recovery)),
    };
  });
  return { perOutage, problems: Object.fromEntries(problems), statusCounts: countStatuses(recorder) };
}

export function countStatuses(recorder) {
  const counts = {};
  for (const r of recorder) {
    const key = r.error ? `error:${r.error}` : `${r.kind} ${r.status}${r.code && r.status >= 400 ? ` ${r.code}` : ''}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/** One of the two instances SIGKILLed while shoppers order on both; they retry on the survivor. */
export async function runKill({ instances, shoppers, variants, config }) {
  const recorder = [];
  const stopShoppers = startShoppers({ instances: () => instances, recorder, shoppers, variants });
  await sleep(config.killAfterMs);
  const victim = instances[0];
  victim.child.kill('SIGKILL');
  const killedAt = now();
  log(`SIGKILL sent to app ${victim.name} (pid ${victim.pid}); shoppers retry on the other instance`);
  await sleep(config.afterKillMs);
  log('load stopped; waiting for every order to get its answer …');
  const orders = await stopShoppers();
  return { recorder, orders, killedAt, victim };
}
