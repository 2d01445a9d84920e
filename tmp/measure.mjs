import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import flags from '/work/wt/share/tests/e2e/chromium-flags.json' with { type: 'json' };
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: flags });
const page = await browser.newPage({ locale: 'es-CO' });
for (const path of process.argv.slice(2)) {
  const seen = new Map();
  page.on('response', (r) => { const t = r.headers()['content-type'] ?? ''; if ((r.request().resourceType() === 'script' || t.includes('javascript')) && !seen.has(r.url())) seen.set(r.url(), r); });
  await page.goto('http://localhost:3101' + path, { waitUntil: 'networkidle' });
  let total = 0; const rows = [];
  for (const [url, r] of seen) { const b = await r.body(); const g = gzipSync(b, { level: 9 }).length; total += g; rows.push([g, url.split('/').pop()]); }
  rows.sort((a, b) => b[0] - a[0]);
  console.log(path, total, 'bytes', (total / 1024).toFixed(2), 'KiB; budget 163840; over by', total - 163840);
  for (const r of rows) console.log('  ', r[0], r[1]);
  page.removeAllListeners('response');
}
await browser.close();
