#!/usr/bin/env node
// `npm run test:reliability [-- --quick] [-- --no-build] [-- --out <file>]`
// Issue 8, items 6 (faults) and 7 (load): a throwaway PostgreSQL 15 cluster, the production
// build, two app instances on localhost; writes docs/reliability.md and exits non-zero when any
// target is missed. See docs/reliability.md for what each figure means.
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import postgres from 'postgres';
import { acquireLock, buildApp, npmScript, ROOT, serverKind, startInstance, stopInstance } from './app.mjs';
import { cleanupAll, installCleanupHandlers } from './cleanup.mjs';
import { startCluster } from './cluster.mjs';
import { ANSWER_WITHIN_MS, judgeOutages, RECOVER_WITHIN_MS, runKill, runOutages } from './faults.mjs';
import { FLOOD_CONCURRENCY, FLOOD_URLS, floodChecks, runCacheFlood } from './flood.mjs';
import { checkDatabaseInvariants, checkPhaseOrders, runBooksCheck } from './invariants.mjs';
import { FIXED_RATE_SHARE, MAX_RSS_GROWTH, runLoad, SOAK_RATE_SHARE } from './load.mjs';
import { machine, renderReport, writeReport } from './report.mjs';
import { createShoppers, prepareVariants } from './shoppers.mjs';
import { log, section } from './util.mjs';

const CONFIG = {
  full: {
    faults: { readers: 4, outages: 3, warmupMs: 5_000, outageMs: 8_000, betweenMs: 12_000 },
    kill: { killAfterMs: 6_000, afterKillMs: 10_000 },
    load: { connections: 8, capacitySeconds: 10, fixedSeconds: 60, soakSeconds: 600, sampleSeconds: 10, soakWindowSeconds: 60 },
  },
  quick: {
    faults: { readers: 4, outages: 3, warmupMs: 3_000, outageMs: 3_000, betweenMs: 6_000 },
    kill: { killAfterMs: 3_000, afterKillMs: 4_000 },
    load: { connections: 8, capacitySeconds: 5, fixedSeconds: 15, soakSeconds: 30, sampleSeconds: 5, soakWindowSeconds: 10 },
  },
};
const SHOPPERS = 8;
const SHOPPED_VARIANTS = 20;

const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    out: { type: 'string', default: path.join(ROOT, 'docs', 'reliability.md') },
  },
});
const mode = args.quick ? 'quick' : 'full';
const config = CONFIG[mode];
const logDir = path.join(ROOT, '.next-reliability'); // git-ignored (.next-*/)

async function main() {
  const startedAt = Date.now();
  rmSync(logDir, { recursive: true, force: true });
  mkdirSync(logDir, { recursive: true });
  installCleanupHandlers();
  log(`mode ${mode}; logs in ${path.relative(ROOT, logDir)}/`);

  section('Database');
  const cluster = await startCluster();
  const dataDir = path.join(logDir, 'data');
  await npmScript('db:migrate', cluster.url, dataDir, logDir);
  await npmScript('db:seed', cluster.url, dataDir, logDir);
  await npmScript('seed:large', cluster.url, dataDir, logDir);
  const sql = postgres(cluster.url, { max: 2, onnotice: () => {} });

  section('Build and start');
  const releaseLock = await acquireLock();
  if (!args['no-build']) await buildApp(logDir);
  const instances = [];
  for (const name of ['a', 'b']) instances.push(await startInstance({ name, databaseUrl: cluster.url, dataDir, logDir }));

  section('Faults: PostgreSQL crashed under load');
  const variants = await prepareVariants(sql, SHOPPED_VARIANTS);
  const faultShoppers = await createShoppers(sql, 'outage', SHOPPERS);
  await sql.end({ timeout: 1 }); // the script's own connection would die with the outages
  const outage = await runOutages({ cluster, instances, shoppers: faultShoppers, variants, config: config.faults });
  const outageJudgement = judgeOutages({ ...outage, instances });
  writeFileSync(path.join(logDir, 'outage-requests.json'), JSON.stringify({ outages: outage.outages, requests: outage.recorder }));

  section('Faults: one app instance SIGKILLed under load');
  const sql2 = postgres(cluster.url, { max: 2, onnotice: () => {} });
  const killShoppers = await createShoppers(sql2, 'kill', SHOPPERS);
  const kill = await runKill({ instances, shoppers: killShoppers, variants, config: config.kill });
  writeFileSync(path.join(logDir, 'kill-requests.json'), JSON.stringify({ killedAt: kill.killedAt, requests: kill.recorder }));

  section('SQL check');
  const outageOrders = await checkPhaseOrders(
    sql2,
    outage.orders,
    faultShoppers.map((s) => s.id),
  );
  const killOrders = await checkPhaseOrders(
    sql2,
    kill.orders,
    killShoppers.map((s) => s.id),
  );
  const invariants = await checkDatabaseInvariants(
    sql2,
    variants.map((v) => v.id),
    [...faultShoppers, ...killShoppers].map((s) => s.id),
    { databaseUrl: cluster.url, dataDir, logDir },
  );
  await sql2.end({ timeout: 1 });
  log(`outage orders: ${JSON.stringify(outageOrders)}`);
  log(`kill orders: ${JSON.stringify(killOrders)}`);
  log(`database invariants: ${JSON.stringify(invariants)}`);

  section('Load: large catalogue, two instances');
  await stopInstance(kill.victim);
  instances[0] = await startInstance({ name: 'a2', databaseUrl: cluster.url, dataDir, logDir });
  const load = await runLoad(instances, config.load);

  section('Page cache flood: distinct links on one instance');
  const flood = await runCacheFlood(instances[1].url);
  log(`flood: ${JSON.stringify(flood)}`);
  releaseLock();
  for (const instance of instances) await stopInstance(instance);

  section('Books check: the whole database at the end of the run');
  const finalBooks = await runBooksCheck(cluster.url, dataDir, logDir, 'end');
  log(`books check at the end: ${JSON.stringify(finalBooks)}`);

  section('Report');
  const checks = [
    ...outageChecks(outageJudgement),
    ...orderChecks('PostgreSQL outages', outageOrders),
    ...orderChecks('SIGKILL of one instance', killOrders),
    ...invariantChecks(invariants),
    {
      area: 'Books check',
      figure: 'violations at the end of the run (npm run books:check; every kind in .next-reliability/books-check-end.json)',
      value: finalBooks.total,
      target: '0',
      pass: finalBooks.total === 0,
    },
    ...loadChecks(load),
    ...floodChecks(flood),
  ];
  const report = renderReport({
    date: new Date().toISOString().replace('T', ' ').slice(0, 16) + ' UTC',
    mode,
    durationMin: Math.round((Date.now() - startedAt) / 60_000),
    machine: machine(cluster.version),
    serverKind: serverKind(),
    readyPath: instances[1].readyPath,
    checks,
    notes: notes(outage, outageJudgement, kill, load),
  });
  writeReport(args.out, report);
  copyFileSync(cluster.logFile, path.join(logDir, 'postgres.log'));
  for (const c of checks)
    console.log(`${c.pass === false ? 'FAIL' : c.pass ? 'pass' : '    '}  ${c.area}: ${c.figure} = ${c.value} (target ${c.target})`);
  const failed = checks.filter((c) => c.pass === false);
  log(`report written to ${path.relative(ROOT, args.out)}; ${failed.length ? `${failed.length} target(s) missed` : 'every target met'}`);
  return failed.length ? 1 : 0;
}

function outageChecks({ perOutage, problems, statusCounts }) {
  const badAnswers =
    Object.entries(problems)
      .map(([why, n]) => `${n} × ${why}`)
      .join('; ') || 'none';
  return [
    ...perOutage.map((o) => ({
      area: `PostgreSQL outage ${o.n}`,
      figure: 'slowest answer while the database was down',
      value: `${o.slowestMs} ms (${o.requests} requests, ${o.answered503} × 503)`,
      target: `≤ ${ANSWER_WITHIN_MS} ms each`,
      pass: o.slow === 0,
    })),
    ...perOutage.map((o) => ({
      area: `PostgreSQL outage ${o.n}`,
      figure: 'database accepting connections → first order 201 on both instances',
      value: Number.isFinite(o.recoveryMs) ? `${o.recoveryMs} ms` : 'never',
      target: `≤ ${RECOVER_WITHIN_MS} ms`,
      pass: o.recoveryMs <= RECOVER_WITHIN_MS,
    })),
    {
      area: 'PostgreSQL outages',
      figure: 'answers that were not 2xx/4xx or 503 JSON with Retry-After (500s, resets, hangs)',
      value: badAnswers,
      target: 'none',
      pass: badAnswers === 'none',
    },
    {
      area: 'PostgreSQL outages',
      figure: 'answers seen during the phase',
      value: Object.entries(statusCounts)
        .map(([k, n]) => `${k}: ${n}`)
        .join(', '),
      target: '—',
      pass: null,
    },
  ];
}

function orderChecks(area, r) {
  return [
    {
      area,
      figure: 'orders acknowledged (201) / placed',
      value: `${r.acked} / ${r.placed}`,
      target: 'every order answered',
      pass: r.acked === r.placed && r.placed > 0,
    },
    { area, figure: 'acknowledged orders missing or different in the database (lost)', value: r.lost, target: '0', pass: r.lost === 0 },
    {
      area,
      figure: 'stored orders never acknowledged, or one key with two orders (duplicated)',
      value: r.unacknowledged + r.duplicateAnswers,
      target: '0',
      pass: r.unacknowledged + r.duplicateAnswers === 0,
    },
    {
      area,
      figure: 'orders refused or left without an answer',
      value: `${r.rejected.length} refused${r.rejected.length ? ` (${[...new Set(r.rejected)].join(', ')})` : ''}, ${r.unanswered} unanswered`,
      target: '0',
      pass: r.rejected.length === 0 && r.unanswered === 0,
    },
    {
      area,
      figure: 'keys held "in flight" by a request that died, answered later',
      value: `${r.parkedInFlight} (longest wait ${Math.round(r.longestParkMs / 1000)} s)`,
      target: '—',
      pass: null,
    },
  ];
}

function invariantChecks(i) {
  // The books check's kinds (db/books-check.ts); lines, negative stock: the database's own checks.
  const books = {
    stock_ledger: 'variants whose units on hand ≠ the sum of their stock movements',
    reservation: 'variants whose reserved units ≠ those of their open orders',
    order_total: 'orders whose total ≠ their lines plus their delivery fee',
    order_without_lines: 'orders without items',
    iva_breakdown: 'orders whose IVA breakdown does not add up to their total',
    refund_exceeds: 'orders whose refunds add up to more than was paid',
    invoice_missing: 'paid orders with neither an invoice nor a visible failure',
  };
  const rows = [
    ...Object.entries(i.books.counts).map(([kind, n]) => [`books check: ${books[kind] ?? kind}`, n]),
    ['shopped variants whose units taken from available ≠ units in stored orders', i.stock_drift],
    ['orders answered under two idempotency keys', i.orders_behind_two_keys],
    ['test orders with no idempotency key answer stored', i.orders_without_key],
  ];
  return rows.map(([figure, value]) => ({ area: 'SQL invariants', figure, value, target: '0', pass: value === 0 }));
}

function loadChecks({ capacities, fixed, soak }) {
  const checks = [];
  for (const name of ['api', 'tienda']) {
    const label = name === 'api' ? 'GET /api/products' : 'GET /tienda';
    const f = fixed[name];
    checks.push(
      { area: label, figure: 'capacity (closed loop, both instances)', value: `${capacities[name].rps} req/s`, target: '—', pass: null },
      {
        area: label,
        figure: `fixed rate (${FIXED_RATE_SHARE * 100} % of capacity): errors + non-2xx`,
        value: `${f.errors + f.non2xx} of ${f.requests} at ${f.rate} req/s (delivered ${Math.round(f.delivered * 100)} %)`,
        target: '0, ≥ 90 % of the rate delivered',
        pass: f.pass,
      },
      { area: label, figure: 'latency p50 / p99 at the fixed rate', value: `${f.p50} / ${f.p99} ms`, target: 'reported', pass: null },
    );
  }
  checks.push(
    {
      area: 'Soak',
      figure: `errors + non-2xx at ${soak.rate} req/s`,
      value: `${soak.errors + soak.non2xx} of ${soak.requests}`,
      target: '0',
      pass: soak.errors + soak.non2xx === 0,
    },
    ...soak.growth.map((g, k) => ({
      area: 'Soak',
      figure: `RSS of instance ${k + 1}: first → last window (mean)`,
      value: `${g.first} → ${g.last} MB (${(g.growth * 100).toFixed(1)} %)`,
      target: `growth ≤ ${MAX_RSS_GROWTH * 100} %`,
      pass: g.growth <= MAX_RSS_GROWTH,
    })),
  );
  return checks;
}

function notes(outage, judgement, kill, load) {
  const o = outage.outages;
  return [
    `Faults: ${SHOPPERS} shoppers (customers inserted in SQL, tokens signed with the instances' AUTH_SECRET) place orders of 1-3 of ${SHOPPED_VARIANTS} variants, each with its own Idempotency-Key and retried with that key (200 ms apart, alternating instances) until answered; ${config.faults.readers} readers fetch /api/products and /api/categories. PostgreSQL was stopped with \`pg_ctl stop -m immediate\` ${o.length} times for ${config.faults.outageMs / 1000} s each, ${config.faults.betweenMs / 1000} s apart, and started again; the apps were never restarted.`,
    `"During the outage" = every request in flight between the stop command and the first successful \`select 1\` on a new connection after the restart. Recovery = from that moment to the first 201 order from each instance (the slower of the two is reported).`,
    'Client timeout 15 s: a request still unanswered then counts as a hang. 409 idempotency_in_flight (a key claimed by a request that died with the database or the instance; the server frees such a key after 30 s) is retried every second until answered.',
    `SIGKILL: the same shoppers' traffic on both instances; instance ${kill.victim.name} was killed ${config.kill.killAfterMs / 1000} s in, traffic went on ${config.kill.afterKillMs / 1000} s on the survivor, then every order was retried until answered. A new instance replaced the killed one for the load part.`,
    'Lost = acknowledged (201) but missing, or stored with another customer, total or number of lines; duplicated = stored for a test customer but never acknowledged, or two answers for one key. Stock conservation: units taken from the shopped variants equal the units in stored order lines.',
    `Load: the large catalogue (\`npm run seed:large\`: 2,000 products, 8,000 variants, 10,000 orders). \`GET /api/products\` is the whole catalogue (the spec's list, no paging), \`GET /tienda\` the first store page; requests send Accept-Language es and Accept-Encoding gzip. Capacity = 2xx per second with autocannon, ${config.load.connections} connections per instance, ${config.load.capacitySeconds} s, closed loop. Each path then ran at ${FIXED_RATE_SHARE * 100} % of its capacity (autocannon overallRate, split evenly over the two instances) for ${config.load.fixedSeconds} s: a rate the pair sustains with headroom, so latency reflects the app rather than queueing at saturation.`,
    `Soak: /api/products and /tienda alternating at ${SOAK_RATE_SHARE * 100} % of their combined capacity (${load.soak.rate} req/s) for ${config.load.soakSeconds} s, RSS (process tree, /proc) of both instances every ${config.load.sampleSeconds} s; growth = mean of the last ${config.load.soakWindowSeconds} s over mean of the first ${config.load.soakWindowSeconds} s. Threshold ${MAX_RSS_GROWTH * 100} %: the instances are warm when it starts (they just served the capacity and fixed-rate runs), so steady use stays within GC noise; at this rate and length the threshold catches a leak above ~${leakKb(load.soak, config.load)} KB per request.`,
    `Page cache flood: after the load, ${FLOOD_URLS} distinct links to one instance (${FLOOD_CONCURRENCY} at a time): /tienda with an fbclid, with utm_* parameters or with two made-up filters, /contacto with a gclid and utm_*. Each must be answered from the stored page without those parameters (they are not part of its key, lib/page-cache/page-key.ts), and /tienda and /contacto must still be stored afterwards.`,
    `Every figure comes from one run on the machine above, with the load generator on the same machine; rates and latencies scale with it. Logs of the run (build, apps, PostgreSQL): .next-reliability/.`,
    `Outage windows (s from start): ${o.map((x) => `${(x.stoppedAt / 1000).toFixed(1)}-${(x.backAt / 1000).toFixed(1)}`).join(', ')}; judged requests per outage: ${judgement.perOutage.map((p) => p.requests).join(', ')}.`,
  ];
}

/** The smallest leak per request that the RSS threshold would notice over the soak. */
function leakKb(soak, load) {
  const smallest = Math.min(...soak.growth.map((g) => g.first));
  return Math.round((MAX_RSS_GROWTH * smallest * 1024) / (soak.rate * load.soakSeconds));
}

main()
  .then((code) => {
    cleanupAll();
    process.exit(code);
  })
  .catch((error) => {
    console.error(`\n[reliability] ${error.stack ?? error}`);
    cleanupAll();
    process.exit(1);
  });
