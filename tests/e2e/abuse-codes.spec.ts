import { randomInt } from 'node:crypto';
import { expect, test } from './fixtures';
import postgres from 'postgres';
import { type AppInstance, mapConcurrent, readLoginCode, readServerInfo, startSecondInstance } from '../helpers/e2e-server';

/**
 * Guessing customer login codes (issue #8 item 4): 10,000 guesses spread over many e-mails and
 * client IPs (X-Forwarded-For, trusted one hop as behind a load balancer) against TWO production
 * instances of the app on ONE PostgreSQL database → 0 successes.
 *
 * A code is 6 random digits, so "0 successes" alone proves little; what makes it certain is how
 * many guesses were actually compared with a code. That number is read from the database (each
 * evaluated guess spends one of the code's 5 tries, login_codes.attempts), and the chance that
 * the attack succeeds by luck is at most evaluated / 1,000,000 (distinct guesses per code); it
 * must stay under 0.1 %. The rest were refused before any comparison: 429 by the per-IP limit,
 * a 200 `success: false` once a code's tries were spent, 429 for new codes requested too soon.
 *
 * Needs the suite's PostgreSQL database (TEST_DATABASE_URL mode).
 */

const GUESSES = 10_000;
const EMAILS = 150;
const IPS = 25;
/** VERIFY_CODE_RATE_LIMITS of lib/services/customer-auth.ts: 200 tries per IP in 15 minutes (sized for carrier NAT). */
const VERIFY_PER_IP = 200;
const CONCURRENCY = 24;
const MAX_LUCK = 0.001;
/** LOGIN_CODE_MAX_ATTEMPTS of lib/auth/login-codes.ts (a server-only module Playwright cannot load). */
const LOGIN_CODE_MAX_ATTEMPTS = 5;

/** `success` is the body's: a wrong code is a 200 with success false, as clients of the API read it. */
type Answer = { status: number; code: string | null; success: boolean | null; instance: number };

let second: AppInstance | null = null;
let sql: ReturnType<typeof postgres> | null = null;

test.describe('customer login codes under a guessing attack @security', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    const info = readServerInfo();
    if (!info.databaseUrl) return;
    sql = postgres(info.databaseUrl, { max: 2, onnotice: () => {} });
    second = await startSecondInstance(info);
  });

  test.afterAll(async () => {
    await second?.stop();
    await sql?.end({ timeout: 2 });
  });

  test('10,000 guesses over 150 e-mails and 25 IPs on two instances: 0 successes @security @postgres', async ({ baseURL }, testInfo) => {
    test.skip(!sql, 'Needs TEST_DATABASE_URL: two instances must share one PostgreSQL database.');
    // 10,000 requests at the ~75 per second two instances on this 2-core machine answer: about 2 minutes.
    test.setTimeout(360_000);
    const db = sql!;
    const instances = [baseURL!, second!.baseURL];
    const malformed: string[] = [];
    const post = async (instance: number, path: string, body: unknown, ip: string): Promise<Answer> => {
      const res = await fetch(`${instances[instance]}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify(body),
      });
      const text = await res.text();
      let json: { code?: string; error?: unknown; success?: unknown } | null = null;
      try {
        json = JSON.parse(text);
      } catch {
        // Recorded below: every answer must be JSON.
      }
      // Collected and asserted once at the end: Playwright's expect records a step with its stack
      // for each call, which made the test runner use more CPU than both servers together.
      const refused = !res.ok || json?.success === false;
      if (json === null || typeof json !== 'object' || (refused && typeof json.error !== 'string')) {
        malformed.push(`${path} → ${res.status}: ${text.slice(0, 200)}`);
      }
      return { status: res.status, code: json?.code ?? null, success: typeof json?.success === 'boolean' ? json.success : null, instance };
    };
    const run = `${Date.now().toString(36)}${randomInt(1000)}`;

    // Control: a real code issued by one instance works on the other (same secret, same
    // database), so a lucky guess would have been seen as a success.
    const control = `control-${run}@example.com`;
    expect((await post(0, '/api/auth/request-code', { email: control }, '10.250.0.1')).status).toBe(200);
    const realCode = await readLoginCode(db, control);
    const wrongCode = String((Number(realCode) + 1) % 1_000_000).padStart(6, '0');
    expect(await post(1, '/api/auth/verify-code', { email: control, code: wrongCode }, '10.250.0.2')).toMatchObject({
      status: 200,
      success: false,
      code: 'invalid_code',
    });
    expect(await post(1, '/api/auth/verify-code', { email: control, code: realCode }, '10.250.0.2')).toMatchObject({
      status: 200,
      success: true,
    });

    // The attacker asks for a code for each target (from many IPs, on both instances), then at
    // once for a second one to get fresh tries: refused, one code a minute per e-mail.
    const emails = Array.from({ length: EMAILS }, (_, i) => `objetivo-${run}-${i}@example.com`);
    const requested = await mapConcurrent(emails, 8, (email, i) =>
      post(i % 2, '/api/auth/request-code', { email }, `10.201.${i >> 8}.${i & 255}`),
    );
    expect(requested.map((r) => r.status)).toEqual(emails.map(() => 200));
    const again = await mapConcurrent(emails, 8, (email, i) =>
      post((i + 1) % 2, '/api/auth/request-code', { email }, `10.202.${i >> 8}.${i & 255}`),
    );
    expect(again.every((r) => r.status === 429 && r.code === 'rate_limited')).toBe(true);

    // 10,000 guesses: distinct codes per e-mail, shuffled, from 25 IPs in turn, on both instances.
    const used = new Map<string, Set<string>>(emails.map((e) => [e, new Set()]));
    const guesses = Array.from({ length: GUESSES }, (_, i) => {
      const email = emails[i % EMAILS];
      const seen = used.get(email)!;
      let code: string;
      do code = String(randomInt(1_000_000)).padStart(6, '0');
      while (seen.has(code));
      seen.add(code);
      return { email, code };
    });
    for (let i = guesses.length - 1; i > 0; i--) {
      const j = randomInt(i + 1);
      [guesses[i], guesses[j]] = [guesses[j], guesses[i]];
    }
    const started = Date.now();
    const answers = await mapConcurrent(guesses, CONCURRENCY, (guess, i) =>
      post(i % 2, '/api/auth/verify-code', guess, `172.16.${(i % IPS) >> 8}.${(i % IPS) & 255}`),
    );
    const seconds = (Date.now() - started) / 1000;

    // What the database saw: tries spent on the attacker's codes, codes consumed, accounts made.
    const [{ evaluated, consumed, codes }] = await db<{ evaluated: number; consumed: number; codes: number }[]>`
      select coalesce(sum(attempts), 0)::int as evaluated, count(consumed_at)::int as consumed, count(*)::int as codes
      from login_codes where email like ${`objetivo-${run}-%`}`;
    const [{ accounts }] = await db<{ accounts: number }[]>`
      select count(*)::int as accounts from customers where email like ${`objetivo-${run}-%`}`;

    const successes = answers.filter((a) => a.status === 200 && a.success !== false).length;
    const throttledIp = answers.filter((a) => a.status === 429 && a.code === 'rate_limited').length;
    const refusedCode = answers.filter((a) => a.status === 200 && a.success === false && a.code === 'invalid_code').length;
    const other = answers.filter((a) => ![200, 429].includes(a.status));
    const perInstance = [0, 1].map((n) => answers.filter((a) => a.instance === n).length);
    const luck = evaluated / 1_000_000;
    const report = {
      guessesSent: answers.length,
      evaluated,
      refusedCodeTriesSpent: refusedCode - evaluated,
      throttledPerIp: throttledIp,
      codeReRequestsRefused: again.length,
      successes,
      codesIssued: codes,
      codesConsumed: consumed,
      accountsCreated: accounts,
      perInstance,
      chanceOfLuckySuccess: `${(luck * 100).toFixed(3)} %`,
      seconds: Number(seconds.toFixed(1)),
      requestsPerSecond: Math.round(answers.length / seconds),
    };
    console.log(`[abuse-codes] ${JSON.stringify(report)}`);
    await testInfo.attach('abuse-codes.json', { body: JSON.stringify(report, null, 2), contentType: 'application/json' });

    expect(malformed, 'every answer is JSON, and every refusal has its error').toEqual([]);
    expect(answers).toHaveLength(GUESSES);
    expect(other.map((a) => a.status)).toEqual([]);
    expect(successes).toBe(0);
    expect(consumed).toBe(0);
    expect(accounts).toBe(0);
    expect(codes).toBe(EMAILS);
    // Both instances took their half; each evaluated guess spent one of a code's 5 tries, never more.
    expect(perInstance).toEqual([GUESSES / 2, GUESSES / 2]);
    expect(evaluated).toBeLessThanOrEqual(EMAILS * LOGIN_CODE_MAX_ATTEMPTS);
    expect(refusedCode).toBeGreaterThanOrEqual(evaluated);
    expect(throttledIp + refusedCode).toBe(GUESSES);
    // Every refusal says so in its body, the 429s too.
    expect(answers.filter((a) => a.success !== false)).toEqual([]);
    // The per-IP limit took its share: at most 200 verifications per IP in 15 minutes.
    expect(throttledIp).toBeGreaterThanOrEqual(GUESSES - IPS * VERIFY_PER_IP);
    expect(luck).toBeLessThan(MAX_LUCK);
  });
});
