import { sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GET as alive } from '@/app/api/health/route';
import { GET as ready } from '@/app/api/health/ready/route';
import { rowsOf, setDbHandle } from '@/db';
import type { DbHandle } from '@/db/client';
import journal from '@/db/migrations/meta/_journal.json';
import { resetEnvCache } from '@/lib/env';
import { checkMigrations } from '@/lib/health';
import { resetOutageState } from '@/lib/http/outage-deadline';
import { useTestDb } from '../helpers/db';

const testDb = useTestDb();
const noParams = { params: Promise.resolve({}) };
const get = (path: string, headers: Record<string, string> = {}) => new NextRequest(`http://localhost${path}`, { headers });

/** A handle whose every query fails as an unreachable server does. */
const unreachable = (): DbHandle => {
  const fail = () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' }));
  return { kind: 'postgres', db: { execute: fail } as unknown as DbHandle['db'], close: async () => {} };
};

afterEach(() => {
  vi.restoreAllMocks();
  setDbHandle(testDb());
  resetOutageState();
});

describe('GET /api/health (alive)', () => {
  it('answers 200 without touching the database', async () => {
    setDbHandle(unreachable());
    const res = await alive(get('/api/health'), noParams);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('GET /api/health/ready', () => {
  it('answers 200 ready when the database answers and every migration of this build is applied', async () => {
    const res = await ready(get('/api/health/ready'), noParams);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok' },
      migrations: { applied: journal.entries.length, expected: journal.entries.length, current: true },
    });
  });

  it('answers 503 with Retry-After when a migration of this build is missing', async () => {
    const { db } = testDb();
    const [removed] = rowsOf<{ hash: string; created_at: string }>(
      await db.execute(
        sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations) returning hash, created_at::text`,
      ),
    );
    try {
      const res = await ready(get('/api/health/ready'), noParams);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(await res.json()).toMatchObject({
        error: expect.any(String),
        code: 'not_ready',
        status: 'unavailable',
        checks: { database: 'ok', migrations: 'pending' },
        migrations: { applied: journal.entries.length - 1, expected: journal.entries.length, current: false },
      });
    } finally {
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${removed.hash}, ${removed.created_at}::bigint)`,
      );
    }
    expect((await ready(get('/api/health/ready'), noParams)).status).toBe(200);
  });

  it('compares the applied migrations with the journal: a newer journal entry is pending, none applied is pending', async () => {
    const { db } = testDb();
    expect((await checkMigrations(db)).current).toBe(true);
    expect(await checkMigrations(db, [...journal.entries, { when: Date.now() + 86_400_000 }])).toEqual({
      applied: journal.entries.length,
      expected: journal.entries.length + 1,
      current: false,
    });
    await db.execute(sql`alter table drizzle.__drizzle_migrations rename to __drizzle_migrations_hidden`);
    try {
      expect(await checkMigrations(db)).toEqual({ applied: 0, expected: journal.entries.length, current: false });
    } finally {
      await db.execute(sql`alter table drizzle.__drizzle_migrations_hidden rename to __drizzle_migrations`);
    }
  });

  it('answers 503 quickly when the database cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setDbHandle(unreachable());
    const res = await ready(get('/api/health/ready'), noParams);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toMatchObject({ code: 'not_ready', checks: { database: 'unreachable' } });
  });

  it('answers 503 within its timeout when the database does not answer at all', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const never: DbHandle = {
      kind: 'postgres',
      db: { execute: () => new Promise(() => {}) } as unknown as DbHandle['db'],
      close: async () => {},
    };
    setDbHandle(never);
    const started = performance.now();
    const res = await ready(get('/api/health/ready'), noParams);
    expect(res.status).toBe(503);
    expect(performance.now() - started).toBeLessThan(2_500);
  });
});

describe('request ids and access log', () => {
  afterEach(() => {
    delete process.env.LOG_LEVEL;
    resetEnvCache();
  });

  it("returns the caller's request id (or a new one) and logs one access line without the query string", async () => {
    process.env.LOG_LEVEL = 'info';
    resetEnvCache();
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line) => void lines.push(String(line)));
    const given = await alive(get('/api/health?token=abc123secret', { 'x-request-id': 'lb-7f3a9c' }), noParams);
    expect(given.headers.get('x-request-id')).toBe('lb-7f3a9c');
    const made = await alive(get('/api/health', { 'x-request-id': 'bad id with spaces {"level":"error"}' }), noParams);
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);

    const entries = lines.map((line) => JSON.parse(line));
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      level: 'info',
      msg: 'request',
      requestId: 'lb-7f3a9c',
      method: 'GET',
      path: '/api/health',
      status: 200,
    });
    expect(entries[0].durationMs).toBeGreaterThanOrEqual(0);
    expect(entries[1].requestId).toBe(made.headers.get('x-request-id'));
    expect(lines.join('\n')).not.toContain('abc123secret');
  });
});
