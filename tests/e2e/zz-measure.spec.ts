import { gzipSync } from 'node:zlib';
import { test } from './fixtures';

test('measure chunks', async ({ page }) => {
  for (const path of (process.env.PATHS ?? '/carrito').split(',')) {
    const seen = new Map<string, Buffer>();
    const reads: Promise<void>[] = [];
    page.on('response', (r) => {
      const type = r.headers()['content-type'] ?? '';
      if ((r.request().resourceType() === 'script' || type.includes('javascript')) && !seen.has(r.url())) {
        seen.set(r.url(), Buffer.alloc(0));
        reads.push(r.body().then((b) => void seen.set(r.url(), b)));
      }
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await Promise.all(reads);
    let total = 0;
    console.log('== ' + path);
    for (const [url, body] of seen) {
      const gz = gzipSync(body, { level: 9 }).length;
      total += gz;
      console.log(`${(gz / 1024).toFixed(2)}\t${url.replace(/^.*\/_next\//, '')}`);
    }
    console.log(`TOTAL ${(total / 1024).toFixed(2)} KiB`);
    page.removeAllListeners('response');
  }
});
