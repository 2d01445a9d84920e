// The SQL check after the faults: what the shoppers were told (201 + order) against what the
// database holds, plus invariants over every order and variant. The store's own invariants are
// the books check's (db/books-check.ts, `npm run books:check`): one implementation, called here.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { appEnv, ROOT } from './app.mjs';
import { SHOPPED_STOCK } from './shoppers.mjs';
import { log, run } from './util.mjs';

/**
 * `npm run books:check -- --json <file>` on the run's database: its report (exit 1 means it
 * found violations, which the report lists; anything else without a report is a failure).
 */
export async function runBooksCheck(databaseUrl, dataDir, logDir, label) {
  const file = path.join(logDir, `books-check-${label}.json`);
  rmSync(file, { force: true });
  log(`npm run books:check (${label}) …`);
  try {
    await run('npm', ['run', 'books:check', '--', '--json', file], {
      cwd: ROOT,
      env: appEnv(databaseUrl, dataDir),
      logFile: path.join(logDir, `books-check-${label}.log`),
    });
  } catch (error) {
    if (!existsSync(file)) throw error;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const counts = Object.fromEntries(report.kinds.map((kind) => [kind, report.violations.filter((v) => v.kind === kind).length]));
  return { total: report.violations.length, counts };
}

/**
 * `orders` are the client-side outcomes of one phase (see traffic.mjs), `shopperIds` the
 * customers of that phase: only they placed orders while it ran.
 */
export async function checkPhaseOrders(sql, orders, shopperIds) {
  const acked = orders.filter((o) => o.outcome === 'acked');
  const ackedIds = acked.map((o) => o.order.id);
  const stored = await sql`
    select o.id, o.customer_id, o.total, count(i.id)::int as items
    from orders o left join order_items i on i.order_id = o.id
    where o.customer_id = any(${shopperIds}::int[])
    group by o.id`;
  const byId = new Map(stored.map((row) => [row.id, row]));
  const lost = acked.filter((o) => {
    const row = byId.get(o.order.id);
    return !row || row.customer_id !== o.shopper.id || row.total !== o.order.total || row.items !== o.order.items.length;
  });
  const ackedSet = new Set(ackedIds);
  return {
    placed: orders.length,
    acked: acked.length,
    lost: lost.length,
    // A stored order nobody was told about: the same key committed twice, or an answer lost for good.
    unacknowledged: stored.filter((row) => !ackedSet.has(row.id)).length,
    // Two keys answered with the same order, or one key with two orders.
    duplicateAnswers: ackedIds.length - ackedSet.size + duplicateKeyAnswers(acked),
    rejected: orders.filter((o) => o.outcome === 'rejected').map((o) => o.rejection),
    unanswered: orders.filter((o) => o.outcome === 'unanswered').length,
    parkedInFlight: orders.filter((o) => o.parkedAt !== undefined).length,
    longestParkMs: Math.round(
      Math.max(0, ...orders.filter((o) => o.parkedAt !== undefined && o.ackedAt).map((o) => o.ackedAt - o.parkedAt)),
    ),
  };
}

function duplicateKeyAnswers(acked) {
  const idByKey = new Map();
  let conflicts = 0;
  for (const o of acked) {
    if (idByKey.has(o.key) && idByKey.get(o.key) !== o.order.id) conflicts++;
    idByKey.set(o.key, o.order.id);
  }
  return conflicts;
}

/**
 * Invariants over the whole database, whoever wrote the rows: the books check's, plus what only
 * this suite can judge (its shoppers' idempotency keys, the units its shoppers took).
 */
export async function checkDatabaseInvariants(sql, variantIds, shopperIds, books) {
  const [row] = await sql`
    select
      (select count(*)::int from (
        select k.response_body->'order'->>'id' from idempotency_keys k
        where k.status = 201 group by 1 having count(*) > 1) d) as orders_behind_two_keys,
      (select count(*)::int from orders o
        where o.customer_id = any(${shopperIds}::int[])
          and not exists (select 1 from idempotency_keys k where k.status = 201 and (k.response_body->'order'->>'id')::int = o.id)
      ) as orders_without_key`;
  // Stock conservation: every unit gone from a shopped variant is in exactly one stored order line.
  const drift = await sql`
    select v.id, ${SHOPPED_STOCK} - v.available as taken, coalesce(sum(i.quantity), 0)::int as ordered
    from variants v left join order_items i on i.variant_id = v.id
      and i.order_id in (select id from orders where customer_id = any(${shopperIds}::int[]))
    where v.id = any(${variantIds}::int[])
    group by v.id
    having ${SHOPPED_STOCK} - v.available <> coalesce(sum(i.quantity), 0)`;
  const report = await runBooksCheck(books.databaseUrl, books.dataDir, books.logDir, 'after-faults');
  return { ...row, stock_drift: drift.length, books: report };
}
