// Steady traffic for the fault phases: catalogue readers and shoppers placing orders, every
// request recorded (start, end, status, Retry-After, error) so the checks can judge each one.
//
// Every order carries its own Idempotency-Key and is retried WITH THAT KEY until it gets an
// answer: on a network error, a 5xx, a 429 or 409 idempotency_in_flight. Retries go to the next
// live instance after 200 ms: faster than the Retry-After the server asks for, so the time to
// recovery is measured to a fifth of a second. An order whose key is held by a request that died
// (409 in flight, until the server's 30 s claim timeout) is parked and retried every second in the
// background, while its shopper goes on with new orders.
import { randomUUID } from 'node:crypto';
import { orderBody } from './shoppers.mjs';
import { now, sleep } from './util.mjs';

const CLIENT_TIMEOUT_MS = 15_000;
const RETRY_DELAY_MS = 200;
const PARKED_RETRY_MS = 1_000;
/** How long after the load stops unanswered orders are still retried (server claim timeout 30 s + margin). */
export const SETTLE_MS = 60_000;

/** One HTTP request, recorded. Never throws: a transport failure is recorded as `error`. */
export async function request(recorder, kind, instance, path, init = {}) {
  const record = {
    kind,
    instance: instance.name,
    path,
    start: now(),
    end: 0,
    status: 0,
    retryAfter: null,
    isJsonError: false,
    code: null,
    error: null,
  };
  let body = null;
  try {
    const response = await fetch(instance.url + path, { ...init, signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS) });
    // The status counts only with its whole body: a 201 cut off mid-body is a transport error.
    const text = await response.text();
    record.status = response.status;
    record.retryAfter = response.headers.get('retry-after');
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
    record.isJsonError = !!body && typeof body.error === 'string';
    record.code = body?.code ?? null;
  } catch (error) {
    record.error = error.name === 'TimeoutError' ? 'client_timeout' : (error.cause?.code ?? error.cause?.message ?? error.message);
  }
  record.end = now();
  recorder.push(record);
  return { record, body };
}

const isRetryable = ({ status, error, code }) =>
  !!error || status >= 500 || status === 429 || (status === 409 && code === 'idempotency_in_flight');

/** Readers of the public catalogue API, alternating instances, until stopped. */
export function startReaders({ instances, recorder, workers }) {
  let stopping = false;
  const paths = ['/api/products?limit=24', '/api/categories', () => `/api/products?limit=24&offset=${24 * Math.floor(Math.random() * 40)}`];
  const loops = Array.from({ length: workers }, async (_, w) => {
    for (let i = w; !stopping; i++) {
      const live = instances().filter((x) => !x.exited);
      const path = paths[i % paths.length];
      await request(recorder, 'read', live[i % live.length], typeof path === 'function' ? path() : path);
      await sleep(50);
    }
  });
  return async () => {
    stopping = true;
    await Promise.all(loops);
  };
}

/**
 * Shoppers placing orders until stopped. Returns stop(): it waits until every order started has
 * an answer (or SETTLE_MS passed) and resolves to the outcome of every order.
 */
export function startShoppers({ instances, recorder, shoppers, variants, thinkMs = 100 }) {
  const orders = [];
  const parked = new Set();
  let stopping = false;
  let settleDeadline = Infinity;

  async function attempt(order) {
    const live = instances().filter((x) => !x.exited);
    const instance = live[order.attempts++ % live.length];
    const { record, body } = await request(recorder, 'order', instance, '/api/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${order.shopper.token}`, 'idempotency-key': order.key },
      body: JSON.stringify(order.body),
    });
    if (record.status === 201) Object.assign(order, { outcome: 'acked', order: body.order, ackedAt: record.end });
    else if (!isRetryable(record)) Object.assign(order, { outcome: 'rejected', rejection: `${record.status} ${record.code}` });
    return record;
  }

  /** Tries until answered; parks the order when its key is held in flight. */
  async function drive(order) {
    while (!order.outcome && now() < settleDeadline) {
      const record = await attempt(order);
      if (order.outcome) return;
      if (record.code === 'idempotency_in_flight' && !stopping) {
        order.parkedAt ??= now();
        parked.add(order);
        return;
      }
      await sleep(record.code === 'idempotency_in_flight' ? PARKED_RETRY_MS : RETRY_DELAY_MS);
    }
  }

  const shopperLoops = shoppers.map(async (shopper) => {
    while (!stopping) {
      const order = { key: randomUUID(), shopper, body: orderBody(shopper, variants), attempts: 0, outcome: null, startedAt: now() };
      orders.push(order);
      await drive(order);
      await sleep(thinkMs);
    }
  });

  const parkedLoop = (async () => {
    while (!stopping || (parked.size > 0 && now() < settleDeadline)) {
      await sleep(PARKED_RETRY_MS);
      await Promise.all(
        [...parked].map(async (order) => {
          await attempt(order);
          if (order.outcome) parked.delete(order);
        }),
      );
    }
  })();

  return async function stop() {
    stopping = true;
    settleDeadline = now() + SETTLE_MS;
    await Promise.all([...shopperLoops, parkedLoop]);
    for (const order of orders) order.outcome ??= 'unanswered';
    return orders;
  };
}
