import { NextRequest } from 'next/server';
import { getScriptNonceFromHeader } from 'next/dist/server/app-render/get-script-nonce-from-header';
import { describe, expect, it } from 'vitest';
import {
  baseSecurityHeaders,
  buildContentSecurityPolicy,
  createNonce,
  type CspEnv,
  resolveRequestId,
  storageUploadOrigins,
  ZOD_JITLESS_SCRIPT,
} from '@/lib/http/security-headers';
import * as pageStaticInfo from 'next/dist/build/analysis/get-page-static-info';
import proxy, { config as proxyConfig } from '@/proxy';
import { scriptHash } from '@/lib/page-cache/stored-page';
import { cspDirectives as directives, strictPagePolicyProblems } from '../helpers/csp';

const embedded: CspEnv = { NODE_ENV: 'production', S3_REGION: 'auto', S3_FORCE_PATH_STYLE: false };
const r2: CspEnv = {
  ...embedded,
  S3_BUCKET: 'ecoplast',
  S3_ENDPOINT: 'https://acc123.r2.cloudflarestorage.com',
  S3_PUBLIC_URL: 'https://media.ecoplastcucuta.co/',
};

describe('page Content-Security-Policy', () => {
  it('allows scripts only by nonce (strict-dynamic), never inline, and locks plugins, base, framing and forms', () => {
    const policy = buildContentSecurityPolicy({ nonce: 'abc123==' }, embedded);
    expect(strictPagePolicyProblems(policy)).toEqual([]);
    const d = directives(policy);
    expect(d['script-src']).toEqual(["'self'", "'nonce-abc123=='", "'strict-dynamic'", "'wasm-unsafe-eval'"]);
    expect(d['default-src']).toEqual(["'self'"]);
    expect(d['worker-src']).toEqual(["'self'", 'blob:']);
    expect(d['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it("adds 'unsafe-eval' for the development server only", () => {
    const dev = directives(buildContentSecurityPolicy({ nonce: 'n0nce' }, { ...embedded, NODE_ENV: 'development' }));
    expect(dev['script-src']).toContain("'unsafe-eval'");
    const test = directives(buildContentSecurityPolicy({ nonce: 'n0nce' }, { ...embedded, NODE_ENV: 'test' }));
    expect(test['script-src']).not.toContain("'unsafe-eval'");
  });

  it('embedded mode: images and requests to our own origin only', () => {
    const d = directives(buildContentSecurityPolicy({ nonce: 'n0nce' }, embedded));
    expect(d['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(d['connect-src']).toEqual(["'self'"]);
  });

  it('with R2: images from the public URL, presigned PUTs to the bucket origin', () => {
    const d = directives(buildContentSecurityPolicy({ nonce: 'n0nce' }, r2));
    expect(d['img-src']).toContain('https://media.ecoplastcucuta.co');
    expect(d['connect-src']).toEqual(["'self'", 'https://ecoplast.acc123.r2.cloudflarestorage.com']);
  });

  it('is a header Next can read its nonce from', () => {
    const nonce = createNonce();
    expect(getScriptNonceFromHeader(buildContentSecurityPolicy({ nonce }, r2))).toBe(nonce);
  });

  it('the shared test check catches a weak policy', () => {
    expect(strictPagePolicyProblems("script-src 'self' 'unsafe-inline'; object-src *")).toEqual([
      'script-src has no nonce or hashes',
      "script-src lacks 'strict-dynamic'",
      "script-src allows 'unsafe-inline'",
      "object-src is not 'none'",
      "base-uri is not 'none'",
      "frame-ancestors is not 'none'",
      "form-action is not 'self'",
    ]);
  });

  it('refuses a nonce that could inject directives', () => {
    expect(() => buildContentSecurityPolicy({ nonce: "x'; script-src *" }, embedded)).toThrow();
  });

  it('a stored page: its inline scripts by SHA-256 instead of a nonce, still strict-dynamic', () => {
    const hashes = [scriptHash(ZOD_JITLESS_SCRIPT), scriptHash('console.log(1)')];
    const policy = buildContentSecurityPolicy({ hashes }, embedded);
    expect(strictPagePolicyProblems(policy)).toEqual([]);
    expect(directives(policy)['script-src']).toEqual([
      "'self'",
      `'${hashes[0]}'`,
      `'${hashes[1]}'`,
      "'strict-dynamic'",
      "'wasm-unsafe-eval'",
    ]);
    // No nonce for Next to read: nothing renders under this policy.
    expect(getScriptNonceFromHeader(policy)).toBeUndefined();
  });

  it('refuses a hash list that is empty or could inject sources or directives', () => {
    for (const hashes of [[], ["sha256-x'; script-src *"], ['sha384-' + 'a'.repeat(64)], [`${scriptHash('a')} 'unsafe-inline'`]]) {
      expect(() => buildContentSecurityPolicy({ hashes }, embedded)).toThrow();
    }
  });
});

describe('storage upload origins', () => {
  it('follows the SDK addressing: virtual-hosted, path-style, AWS default host', () => {
    expect(storageUploadOrigins(r2)).toEqual(['https://ecoplast.acc123.r2.cloudflarestorage.com']);
    expect(storageUploadOrigins({ ...r2, S3_ENDPOINT: 'http://localhost:4569', S3_FORCE_PATH_STYLE: true })).toEqual([
      'http://localhost:4569',
    ]);
    expect(storageUploadOrigins({ ...embedded, S3_BUCKET: 'b', S3_REGION: 'us-east-2' })).toEqual(['https://b.s3.us-east-2.amazonaws.com']);
    expect(storageUploadOrigins(embedded)).toEqual([]);
  });
});

describe('zod under the CSP', () => {
  it("the layout's first script switches zod to jitless, so it never probes for eval", async () => {
    const global = globalThis as { __zod_globalConfig?: Record<string, unknown> };
    const before = global.__zod_globalConfig;
    try {
      // The browser runs this text as an inline script.
      new Function(ZOD_JITLESS_SCRIPT)();
      // zod reads the same object, whether it was loaded before or after the script ran.
      const { config } = await import('zod');
      expect(config().jitless).toBe(true);
    } finally {
      if (before) delete before.jitless;
      else delete global.__zod_globalConfig;
    }
  });
});

describe('nonce', () => {
  it('is 128 random bits, different every time', () => {
    const nonces = new Set(Array.from({ length: 200 }, createNonce));
    expect(nonces.size).toBe(200);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});

describe('headers on every response', () => {
  it('nosniff, referrer, permissions and framing always; HSTS in production only', () => {
    const prod = Object.fromEntries(baseSecurityHeaders({ production: true }).map((h) => [h.key, h.value]));
    expect(prod).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
    });
    expect(prod['Permissions-Policy']).toMatch(/(^|, )camera=\(\)/);
    expect(prod['Permissions-Policy']).toMatch(/(^|, )microphone=\(\)/);
    expect(prod['Permissions-Policy']).toMatch(/(^|, )geolocation=\(\)/);
    expect(prod['Strict-Transport-Security']).toMatch(/^max-age=\d{8}; includeSubDomains$/);
    const dev = baseSecurityHeaders({ production: false }).map((h) => h.key);
    expect(dev).not.toContain('Strict-Transport-Security');
  });
});

describe('request id', () => {
  it('reuses a short safe upstream id', () => {
    expect(resolveRequestId('lb-7f3a.9:01_x')).toBe('lb-7f3a.9:01_x');
    expect(resolveRequestId('0b6f4a36-2a7e-4a50-9d77-2f8d1b1c3e55')).toBe('0b6f4a36-2a7e-4a50-9d77-2f8d1b1c3e55');
  });

  it('replaces a missing, long or unsafe one with a new UUID', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    for (const bad of [null, undefined, '', 'a'.repeat(65), 'id\r\nset-cookie: x=1', 'a b', '<script>', '-leading']) {
      expect(resolveRequestId(bad)).toMatch(uuid);
    }
    expect(resolveRequestId(null)).not.toBe(resolveRequestId(null));
  });
});

/** Next's own reading of proxy.ts's `config.matcher` (exported at run time, not in its types). */
const { getMiddlewareMatchers } = pageStaticInfo as unknown as {
  getMiddlewareMatchers: (matcher: string, nextConfig: object) => { regexp: string }[];
};

/** What the proxy forwards to the page or handler (NextResponse.next/rewrite `request.headers`). */
function forwarded(response: Response, name: string): string | null {
  return response.headers.get(`x-middleware-request-${name}`);
}

describe('proxy.ts', () => {
  it('gives a page a fresh nonce and policy, on the response and on the forwarded request, through next-intl', () => {
    const first = proxy(new NextRequest('http://localhost:3000/tienda'));
    const second = proxy(new NextRequest('http://localhost:3000/tienda'));
    const policy = first.headers.get('content-security-policy')!;
    const nonce = getScriptNonceFromHeader(policy);
    expect(nonce).toBeTruthy();
    expect(getScriptNonceFromHeader(second.headers.get('content-security-policy')!)).not.toBe(nonce);
    // next-intl's rewrite of the unprefixed Spanish URL to /es/tienda still carries them.
    expect(first.headers.get('x-middleware-rewrite')).toMatch(/\/es\/tienda$/);
    expect(forwarded(first, 'content-security-policy')).toBe(policy);
    expect(forwarded(first, 'x-nonce')).toBe(nonce);
    expect(forwarded(first, 'x-next-intl-locale')).toBe('es');
  });

  it('sets the policy on next-intl redirects too', () => {
    const response = proxy(new NextRequest('http://localhost:3000/es/tienda'));
    expect(response.status).toBe(307);
    expect(response.headers.get('content-security-policy')).toContain("'strict-dynamic'");
  });

  it('passes a request id to pages and API handlers and returns it', () => {
    const page = proxy(new NextRequest('http://localhost:3000/en/contacto', { headers: { 'x-request-id': 'abc-123' } }));
    expect(page.headers.get('x-request-id')).toBe('abc-123');
    expect(forwarded(page, 'x-request-id')).toBe('abc-123');

    const api = proxy(new NextRequest('http://localhost:3000/api/products', { headers: { 'x-request-id': 'bad id\t' } }));
    const id = api.headers.get('x-request-id')!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(forwarded(api, 'x-request-id')).toBe(id);
    // API answers are JSON: no page policy, no locale handling.
    expect(api.headers.get('content-security-policy')).toBeNull();
    expect(api.headers.get('x-middleware-rewrite')).toBeNull();
  });

  it('runs for dotted paths (they can get the 404 page), not for build assets, the image optimizer or uploaded files', () => {
    const matchers = getMiddlewareMatchers(proxyConfig.matcher, {});
    const runs = (path: string) => matchers.some((m) => new RegExp(m.regexp).test(path));
    for (const path of [
      '/',
      '/tienda',
      '/en/contacto',
      '/api/products',
      '/foo.php',
      '/wp-login.php',
      '/en/x.js',
      '/images/hero-1.webp',
      '/robots.txt',
      '/files',
      '/_next/x',
    ]) {
      expect(runs(path), path).toBe(true);
    }
    for (const path of ['/_next/static/chunks/abc.js', '/_next/static/x.js', '/_next/image', '/files/products/a.webp']) {
      expect(runs(path), path).toBe(false);
    }
  });

  it('gives a dotted path the page policy and its nonce, without locale routing or the page cache', () => {
    for (const path of ['/foo.php', '/en/foo.php', '/images/hero-1.webp', '/_next/x']) {
      const response = proxy(new NextRequest(`http://localhost:3000${path}`));
      const policy = response.headers.get('content-security-policy')!;
      expect(strictPagePolicyProblems(policy), path).toEqual([]);
      expect(getScriptNonceFromHeader(policy), path).toBeTruthy();
      expect(forwarded(response, 'content-security-policy'), path).toBe(policy);
      expect(response.headers.get('x-middleware-rewrite'), path).toBeNull();
      expect(response.headers.get('x-middleware-next'), path).toBe('1');
      expect(response.headers.get('x-page-cache'), path).toBeNull();
    }
  });
});
