import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetEnvCache } from '@/lib/env';
import { log, MAX_LOG_STRING, redact, redactText, truncateText } from '@/lib/log';

const SECRETS = {
  code: '482913',
  jwt: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3IiwiYXVkIjoiY3VzdG9tZXIifQ.c2lnbmF0dXJlLXNpZ25hdHVyZQ',
  password: 'Sup3r-Secret-Passw0rd!',
  amzSignature: 'a3f5e0c9b1d2e4f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e',
  localSig: 'Qm9ndXMtbG9jYWwtc2lnbmF0dXJlLWJhc2U2NHVybA',
  cookie: 'session=abc123def456',
  dbPassword: 'db-pa55word',
  apiKey: 're_9f8e7d6c5b4a',
};

function captured() {
  const lines: string[] = [];
  const push = (line: unknown) => void lines.push(String(line));
  vi.spyOn(console, 'log').mockImplementation(push);
  vi.spyOn(console, 'error').mockImplementation(push);
  return lines;
}

describe('structured log', () => {
  beforeEach(() => {
    process.env.LOG_LEVEL = 'debug';
    resetEnvCache();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    delete process.env.LOG_LEVEL;
    resetEnvCache();
  });

  it('writes one line of JSON per event with time, level, msg and the fields', () => {
    const lines = captured();
    log.info('request', { requestId: 'req-1', method: 'GET', path: '/api/products', status: 200, durationMs: 12 });
    log.warn('slow\nquery', { ms: 900 });
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line).not.toContain('\n');
    const entry = JSON.parse(lines[0]);
    expect(entry).toMatchObject({ level: 'info', msg: 'request', requestId: 'req-1', status: 200, durationMs: 12 });
    expect(new Date(entry.time).toISOString()).toBe(entry.time);
    expect(JSON.parse(lines[1])).toMatchObject({ level: 'warn', msg: 'slow\nquery', ms: 900 });
  });

  it('drops events below LOG_LEVEL (tests default to warn)', () => {
    delete process.env.LOG_LEVEL;
    resetEnvCache();
    const lines = captured();
    log.info('quiet');
    log.debug('quieter');
    log.error('loud');
    expect(lines.map((l) => JSON.parse(l).msg)).toEqual(['loud']);
  });

  it('never writes login codes, tokens, passwords, headers, cookies or URL signatures', () => {
    const lines = captured();
    log.info('login', {
      body: { email: 'ana@example.com', code: SECRETS.code, password: SECRETS.password },
      headers: new Headers({ authorization: `Bearer ${SECRETS.jwt}`, cookie: SECRETS.cookie, 'x-api-key': SECRETS.apiKey }),
      token: SECRETS.jwt,
      upload: `https://bucket.r2.example/k.webp?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIA%2F20250101&X-Amz-Signature=${SECRETS.amzSignature}&X-Amz-Expires=300`,
      local: `/api/storage/upload?key=proofs%2F1.webp&expires=1999999999&sig=${SECRETS.localSig}`,
      database: `postgres://store:${SECRETS.dbPassword}@db.example:5432/store`,
      nested: [{ newPassword: SECRETS.password }, { loginCode: SECRETS.code }],
    });
    log.error('failed', { error: new Error(`verify failed for code=${SECRETS.code} with Authorization: Bearer ${SECRETS.jwt}`) });
    log.warn(`message text with token=${SECRETS.jwt} and password: ${SECRETS.password}`);
    const output = lines.join('\n');
    for (const [name, secret] of Object.entries(SECRETS)) expect(output, name).not.toContain(secret);
    // What is not secret survives.
    const entry = JSON.parse(lines[0]);
    expect(entry.body.email).toBe('ana@example.com');
    expect(entry.upload).toContain('X-Amz-Algorithm=AWS4-HMAC-SHA256');
    expect(entry.local).toContain('key=proofs%2F1.webp');
    expect(entry.database).toContain('db.example:5432/store');
  });

  it('logs an error with its name, message, stack and code (as errorCode), and its cause', () => {
    const lines = captured();
    const cause = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    log.error('unhandled error', { requestId: 'r-2', error: new Error('Failed query: select 1', { cause }) });
    const entry = JSON.parse(lines[0]);
    expect(entry.error.name).toBe('Error');
    expect(entry.error.stack).toContain('log.test.ts');
    expect(entry.error.cause).toMatchObject({ errorCode: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:5432' });
  });

  it('leaves out the bound values of a failed Drizzle query (they hold e-mails and hashes), keeping its SQL', () => {
    const lines = captured();
    const failed = Object.assign(
      new Error(
        'Failed query: select * from login_codes where email = $1 and code_hash = $2\nparams: ana@example.com,9c1185a5c5e9fc54612808977ee8f548b2258d31',
      ),
      {
        name: 'DrizzleQueryError',
        query: 'select * from login_codes where email = $1 and code_hash = $2',
        params: ['ana@example.com', '9c1185a5c5e9fc54612808977ee8f548b2258d31'],
      },
    );
    log.error('unhandled error', { error: failed });
    expect(lines[0]).not.toContain('ana@example.com');
    expect(lines[0]).not.toContain('9c1185a5c5e9fc54612808977ee8f548b2258d31');
    expect(JSON.parse(lines[0]).error.message).toBe('Failed query: select * from login_codes where email = $1 and code_hash = $2');
  });

  it('redacts without changing ordinary values', () => {
    expect(redact({ status: 200, total: 120000, ok: true, at: new Date(0) })).toEqual({
      status: 200,
      total: 120000,
      ok: true,
      at: '1970-01-01T00:00:00.000Z',
    });
    expect(redactText('GET /api/products?category=vasos&page=2')).toBe('GET /api/products?category=vasos&page=2');
  });

  // Issue 19: a failed query over a long store URL put 2 MB of SQL in one log line.
  it('cuts a long string with a marker saying how long it was, and leaves short ones alone', () => {
    expect(MAX_LOG_STRING).toBe(2048);
    expect(truncateText('x'.repeat(2048))).toBe('x'.repeat(2048));
    expect(truncateText('x'.repeat(5000))).toBe(`${'x'.repeat(2048)}… [truncated: 5000 characters]`);
    expect(redact({ nested: { list: ['y'.repeat(3000)] } })).toEqual({
      nested: { list: [`${'y'.repeat(2048)}… [truncated: 3000 characters]`] },
    });
  });

  it('keeps a failed query of megabytes out of the line, and the stack frames after it', () => {
    const lines = captured();
    const query = `select * from products where ${Array.from({ length: 20_000 }, (_, i) => `exists (select 1 where a = $${i})`).join(' and ')}`;
    const failed = Object.assign(new Error(`Failed query: ${query}\nparams: v`), { name: 'DrizzleQueryError', query, params: ['v'] });
    expect(query.length).toBeGreaterThan(500_000);
    log.error('unhandled error', { path: `/api/products?${'x=v&'.repeat(100_000)}`, error: failed });
    expect(lines).toHaveLength(1);
    expect(lines[0].length).toBeLessThan(16_000);
    const entry = JSON.parse(lines[0]);
    expect(entry.error.message).toMatch(/^Failed query: select \* from products where exists .*… \[truncated: \d+ characters\]$/s);
    expect(entry.path).toMatch(/… \[truncated: 400014 characters\]$/);
    expect(entry.error.stack).toContain('log.test.ts');
  });

  it('cuts the message itself', () => {
    const lines = captured();
    log.warn('z'.repeat(10_000));
    expect(JSON.parse(lines[0]).msg).toBe(`${'z'.repeat(2048)}… [truncated: 10000 characters]`);
  });
});
