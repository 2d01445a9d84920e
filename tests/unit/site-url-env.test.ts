import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storefrontUrl } from '@/lib/email/templates/links';
import { getEnv, resetEnvCache, serverEnvProblem, siteUrl } from '@/lib/env';
import { absoluteUrl } from '@/lib/seo';

// Issue 33 §4: the site's address is a run-time setting, required in production.
const KEYS = ['SITE_URL', 'NEXT_PUBLIC_SITE_URL', 'PORT', 'DATABASE_URL'] as const;
let saved: Record<string, string | undefined>;

beforeEach(() => {
  saved = Object.fromEntries(KEYS.map((key) => [key, process.env[key]]));
  for (const key of KEYS) delete process.env[key];
  resetEnvCache();
});

afterEach(() => {
  for (const key of KEYS) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
  resetEnvCache();
});

describe('SITE_URL', () => {
  it('defaults to the local address of the port in embedded mode, and says it was not set', () => {
    process.env.PORT = '4100';
    const env = getEnv();
    expect(env.SITE_URL).toBe('http://localhost:4100');
    expect(env.siteUrlSet).toBe(false);
    expect(serverEnvProblem(env)).toBeNull();
  });

  it('is read when the server runs: links follow the value of the moment, not the build', () => {
    process.env.SITE_URL = 'https://tienda.example.co/';
    expect(siteUrl()).toBe('https://tienda.example.co');
    expect(absoluteUrl('/tienda')).toBe('https://tienda.example.co/tienda');
    expect(storefrontUrl('/perfil', 'en')).toBe('https://tienda.example.co/en/perfil');

    process.env.SITE_URL = 'https://staging.example.co:8443';
    resetEnvCache();
    expect(absoluteUrl('/c/abc')).toBe('https://staging.example.co:8443/c/abc');
  });

  it('is required with DATABASE_URL, with a message that says what it is for', () => {
    process.env.DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/store';
    process.env.AUTH_SECRET ??= 'test-secret-that-is-long-enough-for-hs256-signing';
    const problem = serverEnvProblem(getEnv());
    expect(problem).toMatch(/^SITE_URL is required when DATABASE_URL is set/);
    expect(problem).toContain('payment links');

    process.env.SITE_URL = 'https://tienda.example.co';
    resetEnvCache();
    expect(serverEnvProblem(getEnv())).toBeNull();
  });

  it('still honours NEXT_PUBLIC_SITE_URL, its earlier name, at run time', () => {
    process.env.DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/store';
    process.env.NEXT_PUBLIC_SITE_URL = 'https://antes.example.co';
    const env = getEnv();
    expect(env.SITE_URL).toBe('https://antes.example.co');
    expect(serverEnvProblem(env)).toBeNull();
  });

  it.each([
    ['tienda.example.co', /http\(s\) address/],
    ['ftp://tienda.example.co', /http\(s\) address/],
    ['https://tienda.example.co/tienda', /no path/],
    ['https://tienda.example.co/?x=1', /no path/],
  ])('refuses %s with a clear reason', (value, reason) => {
    process.env.SITE_URL = value;
    expect(() => getEnv()).toThrow(reason);
  });
});
