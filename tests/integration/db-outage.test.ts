import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { NextRequest } from 'next/server';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { GET as ready } from '@/app/api/health/ready/route';
import { POST as requestCode } from '@/app/api/auth/request-code/route';
import { type DbHandle, isDatabaseUnavailable, openPostgres, reconnectDelaySeconds } from '@/db/client';
import { getDb, setDbHandle } from '@/db';
import { apiRoute, policies } from '@/lib/http/route';
import { OUTAGE_DEADLINE_MS, resetOutageState } from '@/lib/http/outage-deadline';

/**
 * Issue 8 item 6: while PostgreSQL is unreachable the API answers 503 JSON with Retry-After
 * quickly (no hang, no 500), and the pool serves again by itself once the server is back.
 */

const noParams = { params: Promise.resolve({}) };
const get = (path = '/api/test') => new NextRequest(`http://localhost${path}`);

const connectionError = (code: string) =>
  Object.assign(new Error(`write ${code} 127.0.0.1:5432`), { code, errno: code, address: '127.0.0.1', port: 5432 });
const postgresError = (code: string) =>
  Object.assign(new Error('terminating connection'), { name: 'PostgresError', code, severity: 'FATAL' });

describe('isDatabaseUnavailable', () => {
  it('recognises postgres-js connection failures and socket errors', () => {
    for (const code of [
      'ECONNREFUSED',
      'ECONNRESET',
      'ETIMEDOUT',
      'CONNECT_TIMEOUT',
      'CONNECTION_CLOSED',
      'CONNECTION_ENDED',
      'CONNECTION_DESTROYED',
    ]) {
      expect(isDatabaseUnavailable(connectionError(code)), code).toBe(true);
    }
  });

  it('recognises SQLSTATEs of a server going down or not accepting connections', () => {
    for (const code of ['08000', '08001', '08003', '08006', '08P01', '57P01', '57P02', '57P03', '53300']) {
      expect(isDatabaseUnavailable(postgresError(code)), code).toBe(true);
    }
  });

  it('looks through Drizzle query errors and aggregated connect errors', () => {
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], connectionError('ECONNREFUSED')))).toBe(true);
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], postgresError('57P01')))).toBe(true);
    const both = Object.assign(new AggregateError([connectionError('ECONNREFUSED'), connectionError('ECONNREFUSED')]), { code: undefined });
    expect(isDatabaseUnavailable(both)).toBe(true);
  });

  it('does not take query errors for an outage', () => {
    for (const code of ['23505', '23503', '42P01', '42703', '22P02', '40001', '57014']) {
      expect(isDatabaseUnavailable(postgresError(code)), code).toBe(false);
      expect(isDatabaseUnavailable(new DrizzleQueryError('insert', [], postgresError(code))), code).toBe(false);
    }
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });

  it('keeps reconnect waits short whatever the number of failures', () => {
    expect(reconnectDelaySeconds(1)).toBeCloseTo(0.05);
    for (let retries = 0; retries < 100; retries++) expect(reconnectDelaySeconds(retries)).toBeLessThanOrEqual(0.5);
  });
});

describe('the API wrapper during an outage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers 503 service_unavailable with Retry-After: 5 and no-store, and logs no stack', async () => {
    const warn = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const error of [
      connectionError('ECONNREFUSED'),
      new DrizzleQueryError('select 1', [], connectionError('CONNECTION_CLOSED')),
      postgresError('57P01'),
    ]) {
      const failing = apiRoute(policies.public, async () => {
        throw error;
      });
      const res = await failing(get(), noParams);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-request-id')).toBeTruthy();
      const body = await res.json();
      expect(body).toEqual({ error: expect.any(String), code: 'service_unavailable' });
    }
    const lines = warn.mock.calls.map(([line]) => JSON.parse(String(line)));
    expect(lines.map((l) => [l.level, l.msg])).toEqual(Array(3).fill(['warn', 'database unavailable']));
    expect(lines[0].error).toMatchObject({ errorCode: 'ECONNREFUSED' });
    expect(JSON.stringify(lines)).not.toContain('"stack"');
  });

  it('still answers any other error with a logged 500', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = apiRoute(policies.public, async () => {
      throw postgresError('23505');
    });
    const res = await failing(get(), noParams);
    expect(res.status).toBe(500);
    expect(JSON.parse(String(error.mock.calls[0][0]))).toMatchObject({ level: 'error', msg: 'unhandled error' });
  });
});

/** A port where nothing listens. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

describe('a real pool pointed at a closed port', () => {
  let handle: DbHandle | undefined;
  afterAll(async () => {
    setDbHandle(undefined);
    await handle?.close();
  });

  it('gets 503 quickly from real routes, request after request', async () => {
    resetOutageState();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    handle = await openPostgres(`postgres://postgres@127.0.0.1:${await closedPort()}/store`, { max: 4 });
    setDbHandle(handle);
    for (let round = 0; round < 5; round++) {
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          timed(() =>
            requestCode(
              new NextRequest('http://localhost/api/auth/request-code', {
                method: 'POST',
                headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.7.0.${i}` },
                body: JSON.stringify({ email: `cliente${i}@example.com` }),
              }),
              noParams,
            ),
          ),
        ),
      );
      for (const { value: res, ms } of results) {
        expect(res.status).toBe(503);
        expect(res.headers.get('retry-after')).toBe('5');
        expect((await res.json()).code).toBe('service_unavailable');
        expect(ms).toBeLessThan(3000);
      }
    }
    const { value: notReady, ms } = await timed(() => ready(get('/api/health/ready'), noParams));
    expect(notReady.status).toBe(503);
    expect(notReady.headers.get('retry-after')).toBe('5');
    expect(await notReady.json()).toMatchObject({ code: 'not_ready', status: 'unavailable', checks: { database: 'unreachable' } });
    expect(ms).toBeLessThan(3000);
    vi.restoreAllMocks();
  });
});

/** A TCP relay to the real PostgreSQL server that can be cut (every connection reset) and restored on the same port. */
async function relay(target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    async cut() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.resetAndDestroy();
      });
    },
    restore: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
  };
}

const serverUrl = process.env.TEST_DATABASE_URL;

describe.runIf(serverUrl)('a real pool while PostgreSQL goes away and comes back', () => {
  let handle: DbHandle | undefined;
  afterAll(async () => {
    setDbHandle(undefined);
    await handle?.close();
  });

  const ping = apiRoute(policies.public, async () => {
    const db = await getDb();
    await db.execute(sql`select 1`);
    return { ok: true };
  });

  it('answers 503 within 3.5 s during the outage and 200 again within a second of the server, without a restart', async () => {
    resetOutageState();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const link = await relay(new URL(serverUrl!));
    const url = new URL(serverUrl!);
    url.host = `127.0.0.1:${link.port}`;
    handle = await openPostgres(url.toString(), { max: 4 });
    setDbHandle(handle);
    // Warm pool: several open connections that the outage will break.
    await Promise.all(Array.from({ length: 4 }, () => ping(get(), noParams)));
    expect((await ping(get(), noParams)).status).toBe(200);

    await link.cut();
    // Requests keep arriving (not waiting for each other), as under load.
    const outageEnds = Date.now() + 4000;
    const during: Promise<{ value: Response; ms: number }>[] = [];
    while (Date.now() < outageEnds) {
      for (let i = 0; i < 4; i++) during.push(timed(() => ping(get(), noParams)));
      await new Promise((r) => setTimeout(r, 25));
    }
    const results = await Promise.all(during);
    for (const { value, ms } of results) {
      expect(value.status).toBe(503);
      expect(value.headers.get('retry-after')).toBe('5');
      expect(ms).toBeLessThan(3500);
    }
    expect(results.length).toBeGreaterThan(100);
    // The cut-off only applies while the database fails: it is the bound, not the usual answer time.
    const slowest = Math.max(...results.map((r) => r.ms));
    expect(slowest).toBeLessThanOrEqual(OUTAGE_DEADLINE_MS + 300);

    await link.restore();
    const back = Date.now();
    let status = 0;
    while (status !== 200 && Date.now() - back < 5000) {
      status = (await ping(get(), noParams)).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 50));
    }
    expect(status).toBe(200);
    expect(Date.now() - back).toBeLessThan(1000);
    // Every connection of the pool works again.
    const after = await Promise.all(Array.from({ length: 8 }, () => ping(get(), noParams)));
    expect(after.map((r) => r.status)).toEqual(Array(8).fill(200));
    await link.cut();
    vi.restoreAllMocks();
  });
});
