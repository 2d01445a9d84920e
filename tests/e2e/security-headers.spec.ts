import type { APIResponse } from '@playwright/test';
import { cspDirectives, cspNonce, cspScriptHashes, disallowedScripts, strictPagePolicyProblems } from '../helpers/csp';
import { expect, test, untilPageCached } from './fixtures';

/** The headers every response carries; the build under test is a production one (HSTS). */
function expectBaseHeaders(response: APIResponse): void {
  const h = response.headers();
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(h['x-frame-options']).toBe('DENY');
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment']) {
    expect(h['permissions-policy']).toContain(`${feature}=()`);
  }
  expect(h['strict-transport-security']).toMatch(/^max-age=\d+; includeSubDomains$/);
}

/**
 * Checks a page's policy and that it allows every script on the page: a rendered page's carry the
 * header's nonce (returned); a stored page (lib/page-cache/stored-page.ts) has no nonce, and its inline
 * scripts are listed by hash.
 */
async function expectPagePolicy(response: APIResponse): Promise<string | undefined> {
  expect(response.status()).toBe(200);
  expectBaseHeaders(response);
  const policy = response.headers()['content-security-policy'] ?? '';
  expect(strictPagePolicyProblems(policy)).toEqual([]);
  // Production build: no eval.
  expect(cspDirectives(policy)['script-src']).not.toContain("'unsafe-eval'");
  const html = await response.text();
  expect(html).toMatch(/<script\b/);
  expect(disallowedScripts(html, policy)).toEqual([]);
  const nonce = cspNonce(policy);
  if (nonce) expect(cspScriptHashes(policy)).toEqual([]);
  else expect(response.headers()['x-page-cache']).toBe('hit');
  return nonce;
}

test.describe('security headers @security', () => {
  test('storefront page: a new nonce for every render, the script hashes of a stored page, every script allowed @security', async ({
    request,
  }) => {
    // A render after a no-cache request, then what the page cache answers.
    const fresh = { headers: { 'cache-control': 'no-cache' } };
    const first = await expectPagePolicy(await request.get('/tienda', fresh));
    const second = await expectPagePolicy(await request.get('/tienda', fresh));
    expect(first).toBeTruthy();
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    expect(await expectPagePolicy(await untilPageCached(request, '/en/contacto'))).toBeUndefined();
    await expectPagePolicy(await request.get('/en/contacto', fresh));
  });

  test('admin page: the same policy, a new nonce every time @security', async ({ request }) => {
    const first = await expectPagePolicy(await request.get('/admin/login'));
    const second = await expectPagePolicy(await request.get('/admin/login'));
    expect(first).toBeTruthy();
    expect(second).not.toBe(first);
  });

  test('request id: a safe upstream id is kept, anything else replaced @security', async ({ request }) => {
    const kept = await request.get('/api/categories', { headers: { 'x-request-id': 'lb-42.abc' } });
    expect(kept.headers()['x-request-id']).toBe('lb-42.abc');
    const page = await request.get('/contacto', { headers: { 'x-request-id': 'lb-43.abc' } });
    expect(page.headers()['x-request-id']).toBe('lb-43.abc');
    const replaced = await request.get('/api/categories', { headers: { 'x-request-id': `${'x'.repeat(80)}` } });
    expect(replaced.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('dotted paths: the 404 page carries the page policy and every script its nonce; a mistyped asset runs nothing @security', async ({
    request,
  }) => {
    for (const path of ['/foo.php', '/en/wp-login.php', '/images/missing.webp', '/tienda/x.json']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expectBaseHeaders(response);
      const policy = response.headers()['content-security-policy'] ?? '';
      expect(strictPagePolicyProblems(policy), path).toEqual([]);
      expect(cspNonce(policy), path).toBeTruthy();
      const html = await response.text();
      expect(html, path).toMatch(/<script\b/);
      expect(disallowedScripts(html, policy), path).toEqual([]);
    }
    // Build assets skip the proxy: a mistyped one answers under their deny-all policy.
    for (const path of ['/_next/static/x.js', '/_next/static/chunks/missing.js']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const policies = response.headersArray().filter((h) => h.name.toLowerCase() === 'content-security-policy');
      expect(policies, path).toHaveLength(1);
      const d = cspDirectives(policies[0].value);
      expect(d['default-src'], path).toEqual(["'none'"]);
      expect(d['script-src'], path).toBeUndefined();
    }
    // Real files with a dot are served as before.
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    const image = await request.get('/images/hero-1.webp');
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/webp');
  });

  test('API response: JSON with a deny-all policy and the common headers @security', async ({ request }) => {
    const response = await request.get('/api/products');
    expect(response.status()).toBe(200);
    expectBaseHeaders(response);
    expect(response.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const error = await request.get('/api/products/not-a-product-id');
    expect(error.status()).toBeGreaterThanOrEqual(400);
    expect(error.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  test('uploaded file: sandboxed, nosniff, even when missing @security', async ({ request }) => {
    // A product image of the store page (through the image optimizer: /_next/image?url=%2Ffiles%2F…).
    const html = await (await request.get('/tienda')).text();
    const encoded = /url=(%2Ffiles%2F[^&"]+)/.exec(html)?.[1];
    const fileUrl = encoded && decodeURIComponent(encoded);
    expect(fileUrl, 'a product image served from /files').toBeTruthy();
    for (const url of [fileUrl!, '/files/products/missing.webp']) {
      const response = await request.get(url);
      expect(response.headers()['x-content-type-options']).toBe('nosniff');
      const policies = response.headersArray().filter((h) => h.name.toLowerCase() === 'content-security-policy');
      expect(policies, 'one policy, not two combined').toHaveLength(1);
      const d = cspDirectives(response.headers()['content-security-policy'] ?? '');
      expect(d['default-src']).toEqual(["'none'"]);
      expect(d).toHaveProperty('sandbox');
    }
  });

  test('static file: day-long caching, validators, 304 on a conditional request @security', async ({ request }) => {
    const response = await request.get('/images/hero-1.webp');
    expect(response.status()).toBe(200);
    expectBaseHeaders(response);
    const h = response.headers();
    expect(h['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
    expect(h.etag).toBeTruthy();
    expect(h['last-modified']).toBeTruthy();

    const byEtag = await request.get('/images/hero-1.webp', { headers: { 'If-None-Match': h.etag } });
    expect(byEtag.status()).toBe(304);
    expect((await byEtag.body()).byteLength).toBe(0);
    const byDate = await request.get('/images/hero-1.webp', { headers: { 'If-Modified-Since': h['last-modified'] } });
    expect(byDate.status()).toBe(304);

    // Content-hashed build assets stay immutable.
    const html = await (await request.get('/')).text();
    const chunk = /src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
    expect(chunk).toBeTruthy();
    expect((await request.get(chunk!)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('the browser accepts the headers: no console complaint about them @security', async ({ page }) => {
    const complaints: string[] = [];
    page.on('console', (message) => {
      if (/permissions-policy|feature policy|x-frame-options|strict-transport/i.test(message.text())) complaints.push(message.text());
    });
    for (const path of ['/', '/tienda', '/admin/login']) {
      await page.goto(path);
      await page.waitForLoadState('load');
    }
    expect(complaints).toEqual([]);
  });

  test('the page watch records a violation (which would fail any journey) @security', async ({ page, cspViolations }) => {
    await page.goto('/contacto');
    // The classic stored-XSS shape: markup with an inline event handler reaching the DOM.
    await page.evaluate(() => {
      document.body.insertAdjacentHTML('beforeend', '<img alt="" src="data:," onerror="window.__injected = true">');
    });
    // Seen both ways: the DOM event and Chromium's console report.
    await expect
      .poll(() => [...new Set(cspViolations.map((v) => (v.directive === 'console' ? 'console' : v.directive)))].sort())
      .toEqual(['console', 'script-src-attr']);
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    // Handled: this test is about the watch itself, not about a page.
    cspViolations.length = 0;
  });
});
