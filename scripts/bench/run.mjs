// `npm run bench [-- --quick] [-- --skip-build] [-- --out=file.md]`: the storefront's measurements,
// and the search latency (scripts/bench/lib/search.mjs).
// `npm run bench -- search` (or BENCH_ONLY=search) measures only the search and rewrites only
// the "Search latency" section of the report (minutes instead of the whole bench).
// `npm run bench -- csv` (or BENCH_ONLY=csv) likewise measures only the catalogue CSV
// import and export (scripts/bench/lib/csv.mjs) and rewrites only its "Catalogue CSV" section.
// `npm run bench -- reports` (or BENCH_ONLY=reports) measures only the reports on the large
// fixture (scripts/bench/lib/reports.mjs; no build) and rewrites only its "Reports" section.
// `npm run bench -- pdf` (or BENCH_ONLY=pdf) measures only the PDF documents (quote,
// receipt) on the large fixture (scripts/bench/lib/pdf.mjs; no build) and rewrites only its section.
// `npm run bench -- import` (or BENCH_ONLY=import) measures only the health check beside the
// largest allowed catalogue import on both databases (scripts/bench/lib/import-health.mjs; no
// build) and rewrites only its section.
// `npm run bench -- wompi` (or BENCH_ONLY=wompi) measures only a Wompi event's arrival to the
// order being paid, 20 at once (scripts/bench/lib/wompi.mjs; no build), and rewrites only its section.
//
// Builds the store and a bare Next + next-intl page (bench/baseline) into .next-bench, creates two
// throwaway databases (demo catalogue; demo + `seed:large`), starts production servers, runs
// Lighthouse, the bundle, HTML-size, rendered-versus-static, API-latency, deep-page and
// query-count measurements, writes docs/performance.md and exits 1 when a target fails.
// Builds and measurements hold /tmp/e2e.lock (shared with the Playwright suite and other runs).
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { prepareDatabases } from './lib/database.mjs';
import { CPU_SLOWDOWN, median, medianOf, runLighthouse } from './lib/lighthouse.mjs';
import { freePort, nextBin, root, run, startNext, withLock } from './lib/proc.mjs';
import { queryBudget } from './lib/queries.mjs';
import { kib, machine, ms, renderReport } from './lib/report.mjs';
import { adminDeepPage, fixedRate, getRaw, productLinks, throughput } from './lib/server.mjs';
import { siteChecks } from './lib/site-checks.mjs';
import { measureSearch, renderSearchSection, searchTargets, withSearchSection } from './lib/search.mjs';
import { csvTargets, measureCsv, renderCsvSection, withCsvSection } from './lib/csv.mjs';
import { measureReports, renderReportsSection, reportsTargets, withReportsSection } from './lib/reports.mjs';
import { measurePdf, pdfTargets, renderPdfSection, withPdfSection } from './lib/pdf.mjs';
import { importHealthTargets, measureImportHealth, renderImportHealthSection, withImportHealthSection } from './lib/import-health.mjs';
import { measureWompi, renderWompiSection, withWompiSection, wompiTargets } from './lib/wompi.mjs';
import { keepingTsconfig } from '../keep-tsconfig.mjs';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const skipBuild = args.includes('--skip-build');
const searchOnly = args.includes('search') || process.env.BENCH_ONLY === 'search';
const csvOnly = args.includes('csv') || process.env.BENCH_ONLY === 'csv';
const reportsOnly = args.includes('reports') || process.env.BENCH_ONLY === 'reports';
const pdfOnly = args.includes('pdf') || process.env.BENCH_ONLY === 'pdf';
const importOnly = args.includes('import') || process.env.BENCH_ONLY === 'import';
const wompiOnly = args.includes('wompi') || process.env.BENCH_ONLY === 'wompi';
const out = path.resolve(root, args.find((a) => a.startsWith('--out='))?.slice(6) ?? 'docs/performance.md');

const plan = quick
  ? { lighthouseRuns: 1, throughputSeconds: 3, apiSeconds: 5, adminReps: 5, searchSeconds: 5 }
  : { lighthouseRuns: 7, throughputSeconds: 10, apiSeconds: 20, adminReps: 15, searchSeconds: 20 };

const DIST = '.next-bench';
const baselineDir = path.join(root, 'bench/baseline');
const startedAt = new Date();
const workDir = path.join(root, '.data', `bench-${process.pid}`);
const reportDir = path.join(root, '.data', 'bench-reports', startedAt.toISOString().replace(/[:.]/g, '-'));
mkdirSync(workDir, { recursive: true });
mkdirSync(reportDir, { recursive: true });
const log = createWriteStream(path.join(reportDir, 'bench.log'));
const staticCopy = path.join(root, DIST, 'static', 'bench', `tienda-${process.pid}.html`);

// The demo server's origin is its site URL (canonical and hreflang links are absolute):
// Lighthouse fails the canonical audit when they point at another origin. SITE_URL is read at
// run time; the baseline app still takes it at build time, hence both and the build marker.
const demoPort = Number(process.env.BENCH_PORT ?? 3939);
const siteUrl = `http://localhost:${demoPort}`;
const STAFF = { email: 'admin@bench.test', password: 'Bench-Admin-Password-1' };
const baseEnv = {
  ...process.env,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_DIST_DIR: DIST,
  DATA_DIR: workDir,
  SITE_URL: siteUrl,
  NEXT_PUBLIC_SITE_URL: siteUrl,
  AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-bench',
  SEED_ADMIN_EMAIL: STAFF.email,
  SEED_ADMIN_PASSWORD: STAFF.password,
};
for (const key of ['DATABASE_URL', 'RESEND_API_KEY', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'])
  delete baseEnv[key];

// Everything to undo, also on Ctrl-C or a failure: servers, databases, the static copy.
const cleanups = [];
let cleaning = false;
async function cleanup() {
  if (cleaning) return;
  cleaning = true;
  for (const fn of cleanups.reverse()) await fn().catch((e) => console.error(`cleanup: ${e.message}`));
  rmSync(staticCopy, { force: true });
  rmSync(workDir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    console.error(`\n${signal}: cleaning up…`);
    await cleanup();
    process.exit(130);
  });
}
const started = (server) => {
  cleanups.push(server.stop);
  return server;
};
const serverLog = (name) => path.join(reportDir, `${name}.log`);

async function build({ baseline = true } = {}) {
  const marker = path.join(root, DIST, 'bench-site-url');
  const built =
    existsSync(path.join(root, DIST, 'BUILD_ID')) &&
    (!baseline || existsSync(path.join(baselineDir, DIST, 'BUILD_ID'))) &&
    existsSync(marker) &&
    readFileSync(marker, 'utf8') === siteUrl;
  if (skipBuild && built) return console.log('• builds reused (--skip-build)');
  await withLock('build', async () => {
    console.log(`• next build → ${DIST}`);
    await keepingTsconfig(path.join(root, 'tsconfig.json'), () =>
      run(process.execPath, [nextBin, 'build'], { env: baseEnv, quiet: true, log }),
    );
    // As `npm run build` does; the baseline stays bare Next, as shipped.
    await run(process.execPath, [path.join(root, 'scripts/compile-hints.mjs'), DIST], { env: baseEnv, quiet: true, log });
    if (baseline) {
      console.log(`• next build bench/baseline → bench/baseline/${DIST}`);
      await run(process.execPath, [nextBin, 'build'], { cwd: baselineDir, env: baseEnv, quiet: true, log });
    }
    writeFileSync(marker, siteUrl);
  });
}

/**
 * First requests load the route's code, and the first request of each optimized image encodes
 * it (AVIF is slow): not what a visitor of a running store waits for. So every page is fetched
 * twice and every `/_next/image` source it offers once, with the Accept header of Chromium.
 */
async function warm(urls) {
  for (let i = 0; i < 2; i++) for (const url of urls) await getRaw(url);
  for (const url of urls) {
    const { text } = await getRaw(url);
    const images = new Set([...text.matchAll(/\/_next\/image\?[^"\s,]+/g)].map((m) => m[0].replace(/&amp;/g, '&')));
    for (const image of images) await getRaw(new URL(image, url).href, { accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' });
  }
}

/** Bytes of the given scripts' bodies gzipped at level 9, each URL once (the budgets spec's measure). */
async function gzippedScripts(urls) {
  let total = 0;
  for (const url of urls) total += gzipSync((await getRaw(url)).text, { level: 9 }).length;
  return total;
}

async function measureStorefront(db) {
  const app = started(await startNext({ env: db.demoEnv, port: demoPort, readyPath: '/api/health', logFile: serverLog('app-demo') }));
  const base = started(
    await startNext({ cwd: baselineDir, env: baseEnv, port: await freePort(), readyPath: '/', logFile: serverLog('baseline') }),
  );
  const demoStore = (await getRaw(`${app.origin}/tienda`)).text;
  const slug = [...productLinks(demoStore)][0];
  if (!slug) throw new Error('no product link on the demo /tienda page');
  const storePages = [
    { name: '/', path: '/' },
    { name: '/tienda', path: '/tienda' },
    { name: `/producto/${slug}`, path: `/producto/${slug}` },
    { name: '/contacto', path: '/contacto' },
  ];
  const pages = [
    ...storePages.map((p) => ({ ...p, url: app.origin + p.path })),
    { name: 'baseline', url: `${base.origin}/`, baseline: true },
  ];
  await warm(pages.map((p) => p.url));
  console.log('• site checks (titles, canonicals, robots, sitemap, cache headers)');
  const site = await siteChecks({ origin: app.origin, pages: storePages });
  console.log(`• Lighthouse: ${pages.length} pages × ${plan.lighthouseRuns} run(s)`);
  const raw = await runLighthouse({ pages, runs: plan.lighthouseRuns, reportDir });
  const byName = Object.fromEntries(Object.entries(raw).map(([name, runs]) => [name, medianOf(runs)]));
  // The JavaScript target counts gzipped script bodies (as the budgets spec does): Lighthouse's
  // transfer sizes also hold each response's HTTP/1.1 headers (security headers on every chunk)
  // and the server's gzip level; they stay in the per-page table.
  for (const page of Object.values(byName)) page.scriptGzip = await gzippedScripts(page.scriptUrls);
  await app.stop();
  await base.stop();
  const indexes = Object.values(raw)
    .flat()
    .map((r) => r.benchmarkIndex);
  const benchmarkIndex = { median: median(indexes), min: Math.min(...indexes), max: Math.max(...indexes) };
  return { storePages, byName, site, benchmarkIndex };
}

async function measureServer(db) {
  const large = startNext.bind(null, {
    env: db.largeEnv,
    port: await freePort(),
    readyPath: '/api/health',
    logFile: serverLog('app-large'),
  });
  // The static copy must exist before the server starts (Next lists its static files at start).
  let server = started(await large());
  await warm([`${server.origin}/tienda`, `${server.origin}/api/products`]);
  const page = await getRaw(`${server.origin}/tienda`);
  // The RSC payload (the server tree as flight data, client props included): a stored page fetches
  // it as JSON after its largest paint (lib/page-cache/deferred-boot.ts); a render carries it inline.
  const dataPath = /"(\/api\/page-data\/[\w-]+)"/.exec(page.text)?.[1];
  const data = dataPath ? await getRaw(`${server.origin}${dataPath}`) : null;
  const inlineRsc = [...page.text.matchAll(/<script[^>]*>\(?self\.__next_f[^(<]*\.push\((.*?)\)<\/script>/gs)].reduce(
    (sum, m) => sum + Buffer.byteLength(m[1]),
    0,
  );
  const html = {
    wireBytes: page.wireBytes,
    encoding: page.encoding,
    rawBytes: Buffer.byteLength(page.text),
    dataWireBytes: data?.wireBytes ?? 0,
    rscBytes: data ? Buffer.byteLength(data.text) : inlineRsc,
    products: productLinks(page.text).size,
  };
  await server.stop();
  mkdirSync(path.dirname(staticCopy), { recursive: true });
  writeFileSync(staticCopy, page.text);
  server = started(await large());
  const origin = server.origin;
  const staticUrl = `${origin}/_next/static/bench/${path.basename(staticCopy)}`;
  const check = await getRaw(staticUrl);
  if (check.status !== 200 || check.text !== page.text) throw new Error(`the static copy is not served at ${staticUrl} (${check.status})`);
  await warm([`${origin}/tienda`, staticUrl]);
  console.log(`• throughput: /tienda rendered vs static, ${plan.throughputSeconds} s each`);
  const tput = await throughput({ renderedUrl: `${origin}/tienda`, staticUrl, seconds: plan.throughputSeconds });
  console.log(
    `  rendered ${tput.rendered.rps.toFixed(1)} req/s (every request rendered: ${tput.uncached.rps.toFixed(1)}), static ${tput.static.rps.toFixed(1)} req/s → ${(tput.ratio * 100).toFixed(1)} %`,
  );
  console.log(`• GET /api/products at 50 req/s for ${plan.apiSeconds} s`);
  const api = await fixedRate({ url: `${origin}/api/products`, rate: 50, seconds: plan.apiSeconds });
  const apiPage = await fixedRate({ url: `${origin}/api/products?limit=24`, rate: 50, seconds: Math.min(plan.apiSeconds, 10) });
  const apiSize = (await getRaw(`${origin}/api/products`)).wireBytes;
  console.log(`  p99 ${api.p99} ms (limit=24: p99 ${apiPage.p99} ms)`);
  console.log('• admin orders: page 1 vs page 400');
  const admin = await adminDeepPage({ origin, ...STAFF, limit: 25, deepPage: 400, reps: plan.adminReps });
  console.log(`  page 1 ${admin.firstMs.toFixed(1)} ms, page 400 ${admin.deepMs.toFixed(1)} ms → ${admin.ratio.toFixed(2)}×`);
  await server.stop();
  rmSync(staticCopy, { force: true });
  return { html, tput, api, apiPage, apiSize, admin };
}

// ---- targets ----------------------------------------------------------------------------------

function evaluate({ lh, srv, queries }) {
  const targets = [];
  const add = (area, target, measured, pass, why) => targets.push({ area, target, measured, pass, why });
  const base = lh.byName.baseline;
  const audits = (p, category) => p.failing.filter((f) => f.category === category);
  const list = (fs) =>
    fs.length ? `Failing audits: ${fs.map((f) => `${f.id}${f.displayValue ? ` (${f.displayValue})` : ''}`).join(', ')}.` : '';
  const baseFastLcp = lcpRuns(base.lcpRuns).paintedFirstLcp;
  const perfWhy = (p) => `LCP element: ${p.lcpElement ?? 'unknown'}. ${list(audits(p, 'performance').slice(0, 6))}`;

  for (const { name } of lh.storePages) {
    const p = lh.byName[name];
    const s = p.scores;
    add(name, 'Performance ≥ 98', s.performance, s.performance >= 98, `${98 - s.performance} point(s) short. ${perfWhy(p)}`);
    for (const [key, label] of [
      ['accessibility', 'Accessibility'],
      ['best-practices', 'Best Practices'],
      ['seo', 'SEO'],
    ]) {
      add(name, `${label} = 100`, s[key], s[key] === 100, `${100 - s[key]} point(s) short. ${list(audits(p, key))}`);
    }
    add(name, 'LCP ≤ 1.5 s', ms(p.lcp), p.lcp <= 1500, `${ms(p.lcp - 1500)} over. ${perfWhy(p)}`);
    add(
      name,
      'TBT ≤ 50 ms',
      ms(p.tbt),
      p.tbt <= 50,
      `${ms(p.tbt - 50)} over. ${list(audits(p, 'performance').filter((f) => /bootup|mainthread|unused-javascript|legacy|duplicated/.test(f.id)))}`,
    );
    add(
      name,
      'CLS ≤ 0.01',
      p.cls.toFixed(3),
      p.cls <= 0.01,
      `${(p.cls - 0.01).toFixed(3)} over. ${list(audits(p, 'performance').filter((f) => /layout-shift|unsized|font/.test(f.id)))}`,
    );
    const gap = s.performance - base.scores.performance;
    add(
      name,
      'Perf within 3 points of the baseline',
      `${gap >= 0 ? '+' : ''}${gap} (baseline ${base.scores.performance})`,
      gap >= -3,
      `${-gap - 3} point(s) beyond the allowed gap.`,
    );
    const lcpGap = p.lcp - base.lcp;
    // The baseline's median LCP is bimodal (its scripts race its first frame): say how the page
    // stands against the baseline's runs that painted first too, so a slow baseline batch cannot
    // pass the target silently.
    const fastGap =
      baseFastLcp === null
        ? ''
        : `; ${signed(p.lcp - baseFastLcp)} against its runs that painted before their scripts (median ${ms(baseFastLcp)})`;
    add(
      name,
      'LCP within 0.3 s of the baseline',
      `${signed(lcpGap)} (baseline ${ms(base.lcp)}${fastGap})`,
      lcpGap <= 300,
      `${ms(lcpGap - 300)} beyond the allowed gap. ${perfWhy(p)}`,
    );
    const tbtGap = p.tbt - base.tbt;
    add(
      name,
      'TBT within 50 ms of the baseline',
      `${signed(tbtGap)} (baseline ${ms(base.tbt)})`,
      tbtGap <= 50,
      `${ms(tbtGap - 50)} beyond the allowed gap.`,
    );
    add(
      name,
      'JavaScript ≤ 160 KiB gzipped (framework included)',
      `${kib(p.scriptGzip)} in ${p.scriptUrls.length} files (gzip -9 of the bodies; ${kib(p.scriptBytes)} transferred with headers)`,
      p.scriptGzip <= 160 * 1024,
      `${kib(p.scriptGzip - 160 * 1024)} over.`,
    );
  }

  const home = lh.byName['/'];
  const hero = home.largestImage;
  add(
    '/',
    'Hero image ≤ 60 KB at phone width',
    hero ? `${(hero.transferSize / 1000).toFixed(1)} KB (${hero.url.replace(/^https?:\/\/[^/]+/, '')})` : 'no image',
    hero ? hero.transferSize <= 60_000 : null,
    "The largest image Lighthouse's phone loaded on the home page.",
  );
  const imageAudits = ['uses-responsive-images', 'modern-image-formats', 'unsized-images', 'uses-optimized-images'];
  const imageFails = lh.storePages.flatMap(({ name }) =>
    lh.byName[name].failing.filter((f) => imageAudits.includes(f.id)).map((f) => `${name}: ${f.id}`),
  );
  add(
    'images',
    'Responsive, AVIF/WebP, width and height set (Lighthouse image audits on the four pages)',
    imageFails.length ? imageFails.join('; ') : 'all pass',
    imageFails.length === 0,
    'Lighthouse image audits failing.',
  );

  const { html } = srv;
  // The document; the flight data a stored page fetches after its largest paint is stated beside it.
  const withData = html.dataWireBytes
    ? `; with the page data it fetches after its largest paint ${kib(html.wireBytes + html.dataWireBytes)} (${kib(html.rscBytes)} raw)`
    : '';
  add(
    '/tienda (large catalogue)',
    'HTML ≤ 20 KiB gzipped for 24 products',
    `${kib(html.wireBytes)} ${html.encoding} (${kib(html.rawBytes)} raw)${withData}, ${html.products} products`,
    html.encoding === 'gzip' && html.wireBytes <= 20 * 1024 && html.products === 24,
    `${kib(html.wireBytes - 20 * 1024)} over (or not 24 products / not gzip).`,
  );

  const { tput, api, admin } = srv;
  add(
    'server',
    '/tienda rendered throughput ≥ 15 % of the same HTML as a static file',
    `${(tput.ratio * 100).toFixed(1)} % (${tput.rendered.rps.toFixed(1)} vs ${tput.static.rps.toFixed(1)} req/s, page cache on; every request rendered: ${(tput.uncachedRatio * 100).toFixed(1)} %, ${tput.uncached.rps.toFixed(1)} req/s)`,
    tput.ratio >= 0.15 && tput.rendered.errors === 0,
    `${((0.15 - tput.ratio) * 100).toFixed(1)} points short.`,
  );
  add(
    'server',
    'GET /api/products p99 ≤ 50 ms at 50 req/s',
    `p99 ${api.p99} ms (p50 ${api.p50} ms, ${api.total} requests, ${api.errors} errors, ${kib(srv.apiSize)} gzipped per answer)`,
    api.p99 <= 50 && api.errors === 0,
    `${api.p99 - 50} ms over.`,
  );
  add(
    'server',
    'SQL statements per storefront request ≤ 3 (tests/integration/query-budget.test.ts)',
    queries.max === null ? 'not measured' : `max ${queries.max} over ${Object.keys(queries.counts).length} reads`,
    queries.passed && queries.max !== null && queries.max <= 3,
    'The query-budget test failed; see its output in the bench log.',
  );
  add(
    'server',
    'Admin order list: page 400 ≤ 1.5× page 1',
    `${admin.ratio.toFixed(2)}× (${admin.deepMs.toFixed(1)} vs ${admin.firstMs.toFixed(1)} ms, limit ${admin.limit}, median of ${admin.reps})`,
    admin.ratio <= 1.5,
    `${(admin.ratio - 1.5).toFixed(2)}× over.`,
  );

  const { site } = lh;
  add(
    'caching',
    'Public API: Cache-Control, ETag and 304 on revalidation',
    `${site.api.cacheControl ?? 'no Cache-Control'}; ETag ${site.api.etag ? 'yes' : 'no'}; If-None-Match → ${site.api.revalidatedStatus ?? '–'}`,
    Boolean(site.api.cacheControl && site.api.etag && site.api.revalidatedStatus === 304),
    'Missing header or no 304.',
  );
  add(
    'caching',
    'Static files: long-lived immutable Cache-Control',
    site.staticChunk.cacheControl ?? 'none',
    /immutable/.test(site.staticChunk.cacheControl ?? ''),
    'Static chunks are not immutable.',
  );
  add(
    'SEO',
    'Unique title, description and canonical on the four pages; hreflang es and en',
    `titles ${site.uniqueTitles ? 'unique' : 'NOT unique'}, descriptions ${site.uniqueDescriptions ? 'unique' : 'NOT unique'}, canonicals ${site.uniqueCanonicals ? 'unique' : 'NOT unique'}, hreflang ${site.hreflangOnAll ? 'on all' : 'missing'}`,
    site.uniqueTitles && site.uniqueDescriptions && site.uniqueCanonicals && site.hreflangOnAll,
    JSON.stringify(site.heads),
  );
  add(
    'SEO',
    'robots.txt keeps /admin, /perfil, /checkout, /carrito out',
    site.robots.disallowed.join(', ') || 'none',
    site.robots.pass,
    'Missing Disallow lines.',
  );
  add(
    'SEO',
    'sitemap.xml lists every product in both languages',
    `${site.sitemap.products - site.sitemap.missing.length} of ${site.sitemap.products}`,
    site.sitemap.missing.length === 0,
    `Missing: ${site.sitemap.missing.slice(0, 5).join(', ')}`,
  );
  const types = (name) => lh.site.heads[name]?.jsonLdTypes ?? [];
  const productName = lh.storePages[2].name;
  const ldOk =
    types(productName).includes('Product') &&
    types(productName).includes('BreadcrumbList') &&
    lh.storePages.every((p) => !types(p.name).includes('(invalid JSON)')) &&
    types('/').some((t) => /LocalBusiness|Store/.test(String(t)));
  add(
    'SEO',
    'JSON-LD: LocalBusiness on the home page, Product and BreadcrumbList on the product page, all parseable',
    lh.storePages.map((p) => `${p.name}: ${types(p.name).join('+') || 'none'}`).join('; '),
    ldOk,
    'Missing or unparseable JSON-LD (validity in depth is tested by npm test).',
  );
  return targets;
}

/**
 * How a set of runs' observed LCPs fell: how many had framework script bytes arrive before the
 * LCP was painted (the simulation then charges them; lib/page-cache/deferred-boot.ts exists to make
 * this none), the median LCP of the others, and how many had Chrome's first-frame stall
 * (observed LCP over 1 s).
 */
function lcpRuns(runs) {
  const paintedFirst = runs.filter((r) => r.scriptBytesBeforeLcp === 0).map((r) => r.lcp);
  const stalled = runs.filter((r) => r.observedLcp !== null && r.observedLcp > 1000);
  const lcps = runs.map((r) => r.lcp);
  return {
    total: runs.length,
    withScripts: runs.length - paintedFirst.length,
    stalled: stalled.length,
    range: `${ms(Math.min(...lcps))}-${ms(Math.max(...lcps))}`,
    paintedFirst: paintedFirst.length,
    /** Median simulated LCP of the runs with no script before their LCP (null when none). */
    paintedFirstLcp: paintedFirst.length ? median(paintedFirst) : null,
  };
}

/** A difference in ms with its sign: +120 ms, -35 ms. */
const signed = (value) => `${value >= 0 ? '+' : '-'}${ms(Math.abs(value))}`;

// ---- main -----------------------------------------------------------------------------------

/** Issue 20's search latency (lib/search.mjs): table rows, targets and the report section. */
async function searchBench() {
  const result = await withLock('search measurements', () =>
    measureSearch({ baseEnv, log, seconds: plan.searchSeconds, onServer: (server) => cleanups.push(server.stop) }),
  );
  const section = renderSearchSection({ ...result, startedAt, seconds: plan.searchSeconds, quick });
  return { section, targets: searchTargets(result.rows) };
}

async function searchOnlyMain() {
  console.log(`npm run bench -- search${quick ? ' --quick' : ''}: reports in ${path.relative(root, reportDir)}`);
  await build({ baseline: false });
  const { section, targets } = await searchBench();
  const previous = existsSync(out) ? readFileSync(out, 'utf8') : '# Performance\n';
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, withSearchSection(previous, section));
  const failed = targets.filter((t) => t.pass === false);
  console.log(
    `\n${failed.length ? `✖ ${failed.length} of ${targets.length} search targets fail` : `✔ all ${targets.length} search targets pass`}; search section written to ${path.relative(root, out)}`,
  );
  for (const t of targets) console.log(`  ${t.pass ? '✔' : '✖'} ${t.area}: ${t.target} — ${t.measured}`);
  return failed.length ? 1 : 0;
}

/** Issue 24's catalogue CSV (lib/csv.mjs): table rows, targets and the report section. */
async function csvBench() {
  const result = await withLock('csv measurements', () =>
    measureCsv({ baseEnv, workDir, log, staff: STAFF, onServer: (server) => cleanups.push(server.stop) }),
  );
  return { section: renderCsvSection({ ...result, startedAt }), targets: csvTargets(result.rows) };
}

async function csvOnlyMain() {
  console.log(`npm run bench -- csv: reports in ${path.relative(root, reportDir)}`);
  await build({ baseline: false });
  const { section, targets } = await csvBench();
  const previous = existsSync(out) ? readFileSync(out, 'utf8') : '# Performance\n';
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, withCsvSection(previous, section));
  const failed = targets.filter((t) => t.pass === false);
  console.log(
    `\n${failed.length ? `✖ ${failed.length} of ${targets.length} CSV targets fail` : `✔ all ${targets.length} CSV targets pass`}; CSV section written to ${path.relative(root, out)}`,
  );
  for (const t of targets) console.log(`  ${t.pass ? '✔' : '✖'} ${t.area}: ${t.target} — ${t.measured}`);
  return failed.length ? 1 : 0;
}

/** Issue 25's reports (lib/reports.mjs): table rows, targets and the report section. */
async function reportsBench() {
  const result = await withLock('reports measurements', () => measureReports({ baseEnv, log }));
  return { section: renderReportsSection({ result, startedAt }), targets: reportsTargets(result) };
}

async function reportsOnlyMain() {
  console.log(`npm run bench -- reports: reports in ${path.relative(root, reportDir)}`);
  const { section, targets } = await reportsBench();
  const previous = existsSync(out) ? readFileSync(out, 'utf8') : '# Performance\n';
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, withReportsSection(previous, section));
  const failed = targets.filter((t) => t.pass === false);
  console.log(
    `\n${failed.length ? `✖ ${failed.length} of ${targets.length} report targets fail` : `✔ all ${targets.length} report targets pass`}; reports section written to ${path.relative(root, out)}`,
  );
  return failed.length ? 1 : 0;
}

/** The PDF documents (lib/pdf.mjs): table rows, targets and the report section. */
async function pdfBench() {
  const result = await withLock('pdf measurements', () => measurePdf({ baseEnv, log }));
  return { section: renderPdfSection({ result, startedAt }), targets: pdfTargets(result) };
}

async function pdfOnlyMain() {
  console.log(`npm run bench -- pdf: reports in ${path.relative(root, reportDir)}`);
  const { section, targets } = await pdfBench();
  const previous = existsSync(out) ? readFileSync(out, 'utf8') : '# Performance\n';
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, withPdfSection(previous, section));
  const failed = targets.filter((t) => t.pass === false);
  console.log(
    `\n${failed.length ? `✖ ${failed.length} of ${targets.length} PDF targets fail` : `✔ all ${targets.length} PDF targets pass`}; PDF section written to ${path.relative(root, out)}`,
  );
  for (const t of targets) console.log(`  ${t.pass ? '✔' : '✖'} ${t.area}: ${t.target} — ${t.measured}`);
  return failed.length ? 1 : 0;
}

/** The health check beside the largest allowed import (lib/import-health.mjs). */
async function importHealthBench() {
  const result = await withLock('import measurements', () => measureImportHealth({ baseEnv, workDir, log }));
  return { section: renderImportHealthSection({ ...result, startedAt }), targets: importHealthTargets(result) };
}

async function importOnlyMain() {
  console.log(`npm run bench -- import: reports in ${path.relative(root, reportDir)}`);
  const { section, targets } = await importHealthBench();
  const previous = existsSync(out) ? readFileSync(out, 'utf8') : '# Performance\n';
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, withImportHealthSection(previous, section));
  const failed = targets.filter((t) => t.pass === false);
  console.log(
    `\n${failed.length ? `✖ ${failed.length} of ${targets.length} import targets fail` : `✔ all ${targets.length} import targets pass`}; import section written to ${path.relative(root, out)}`,
  );
  for (const t of targets) console.log(`  ${t.pass ? '✔' : '✖'} ${t.area}: ${t.target} — ${t.measured}`);
  return failed.length ? 1 : 0;
}

/** Online payments (lib/wompi.mjs): a Wompi event's arrival to the order paid, 20 at once. */
async function wompiOnlyMain() {
  console.log(`npm run bench -- wompi: reports in ${path.relative(root, reportDir)}`);
  const result = await withLock('wompi measurements', () => measureWompi({ baseEnv, workDir, log }));
  const targets = wompiTargets(result);
  const previous = existsSync(out) ? readFileSync(out, 'utf8') : '# Performance\n';
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, withWompiSection(previous, renderWompiSection({ result, startedAt })));
  for (const t of targets) console.log(`  ${t.pass ? '✔' : '✖'} ${t.area}: ${t.target} — ${t.measured}`);
  return targets.some((t) => !t.pass) ? 1 : 0;
}

async function main() {
  if (searchOnly) return searchOnlyMain();
  if (wompiOnly) return wompiOnlyMain();
  if (importOnly) return importOnlyMain();
  if (pdfOnly) return pdfOnlyMain();
  if (csvOnly) return csvOnlyMain();
  if (reportsOnly) return reportsOnlyMain();
  console.log(`npm run bench${quick ? ' --quick' : ''}: reports in ${path.relative(root, reportDir)}`);
  await build();
  console.log('• throwaway databases');
  const db = await prepareDatabases({ baseEnv, workDir, log });
  cleanups.push(db.drop);
  const { lh, srv } = await withLock('measurements', async () => ({ lh: await measureStorefront(db), srv: await measureServer(db) }));
  await db.drop();
  const search = await searchBench();
  const csv = await csvBench();
  const reports = await reportsBench();
  const pdf = await pdfBench();
  const importHealth = await importHealthBench();
  console.log('• query budget (vitest)');
  const queries = await queryBudget({
    pgUrl: db.kind === 'postgres' ? (process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres') : null,
    log,
  });

  const targets = [
    ...evaluate({ lh, srv, queries }),
    ...search.targets,
    ...csv.targets,
    ...reports.targets,
    ...pdf.targets,
    ...importHealth.targets,
  ];
  const notes = [];
  const base = lh.byName.baseline;
  notes.push(
    `JavaScript (gzip -9 of the script bodies): the baseline page loads ${kib(base.scriptGzip)}; the store pages load ${lh.storePages.map((p) => `${p.name} ${kib(lh.byName[p.name].scriptGzip)}`).join(', ')}. ` +
      "Lighthouse's simulated Slow 4G (about 1.5 Mbps of throughput) spends about 0.7 s per 128 KiB. Its LCP estimate charges every request that finished before the observed (unthrottled) LCP, scripts only if they also ran before it: the store pages served from the page cache start their framework scripts once the largest picture or text block is painted (lib/page-cache/deferred-boot.ts), so those bytes count towards TBT and interactivity, not towards LCP.",
  );
  const runs = lcpRuns(lh.storePages.flatMap((p) => lh.byName[p.name].lcpRuns));
  const storeRange = (pick, format) => {
    const values = lh.storePages.map((p) => pick(lh.byName[p.name]));
    return `${format(Math.min(...values))}-${format(Math.max(...values))}`;
  };
  const baseRuns = lcpRuns(base.lcpRuns);
  const gapMisses = targets.filter((t) => t.target === 'LCP within 0.3 s of the baseline' && t.pass === false).map((t) => t.area);
  notes.push(
    `LCP: in this run, of the ${runs.total} store-page runs ${runs.withScripts} had framework script bytes arrive before the observed LCP and ${runs.stalled} had Chrome's ~1 s first-frame stall (observed LCP over 1 s); simulated LCP ${runs.range} (run by run in the table above). ` +
      `The baseline's own scripts are not deferred: ${baseRuns.withScripts} of its ${baseRuns.total} runs had script bytes before its LCP, and its simulated LCP spans ${baseRuns.range}, so its median moves the gap targets between batches. ` +
      `What the estimate holds on a store page is its document (${storeRange((p) => p.documentBytes, kib)} transferred with headers, against the baseline's ${kib(base.documentBytes)}) and, on /, /tienda and the product page, the LCP picture (2-7 KB). ` +
      'A stored page (lib/page-cache/page-cache.ts) carries the rules of the stylesheet its markup can use inline (lib/page-cache/critical-css.ts) instead of a render-blocking <link>, fetches its RSC payload (~60 % of a rendered document) from /api/page-data after the largest paint (lib/page-cache/deferred-boot.ts), and is sent as the same brotli-11 bytes to every client, its inline scripts allowed by hash (lib/page-cache/stored-page.ts). ' +
      `Lighthouse 12's simulator (Lantern) starts every request of a page after its document has arrived, over HTTP/1.1 connections of which only the document's is warm. Its TCP model sends 10 segments (14.6 KB) in the first round trip, so a document above that costs one more round trip (${
        lh.storePages.every((p) => lh.byName[p.name].documentBytes <= 14_600)
          ? 'every store document fits'
          : `over it here: ${lh.storePages
              .filter((p) => lh.byName[p.name].documentBytes > 14_600)
              .map((p) => p.name)
              .join(', ')}`
      }). ` +
      "With no stylesheet to fetch first, the document is the only request before the first paint, as on the baseline, and the LCP picture takes the warm connection (one round trip plus the server's time) instead of a new one (handshake and request). " +
      `Simulated FCP: ${storeRange((p) => p.fcp, ms)} on the store pages against ${ms(base.fcp)} for the baseline; what a picture LCP adds is that round trip, the picture's bytes, and the main-thread work between its arrival and its paint (Lantern counts every task over 10 ms before the observed LCP at the CPU slowdown). ` +
      (gapMisses.length ? `The LCP-within-0.3 s target misses on ${gapMisses.join(', ')}. ` : '') +
      (baseRuns.paintedFirstLcp !== null
        ? `Against the baseline's ${baseRuns.paintedFirst} run(s) that painted before their scripts arrived (median ${ms(baseRuns.paintedFirstLcp)}), the store pages are ${lh.storePages.map((p) => `${p.name} ${signed(lh.byName[p.name].lcp - baseRuns.paintedFirstLcp)}`).join(', ')}. `
        : '') +
      'Measured levers (medians of 3-5 runs per page, same host, same hour): the framework scripts after the largest paint (LCP 1.9-2.5 s -> 1.36-1.52 s, and no longer bimodal), no web font (the system UI font instead of a 17 KB Inter subset: -> 1.06-1.19 s), the RSC payload out of the document (documents 16.5-21 KiB -> 8-11 KiB with headers: FCP ~935 -> ~775 ms, LCP -0.1 to -0.15 s), the page\'s own styles inline in brotli-11 documents (FCP ~790 -> ~680 ms; LCP / ~1.0 s -> ~0.82-0.9 s, /tienda ~1.04 -> ~0.94 s), the LCP picture decoded with its frame (`decoding="sync"`), one high-priority picture on /tienda instead of two, a second render-blocking stylesheet removed earlier (FCP -0.15 s). ' +
      'Rejected: Next `experimental.inlineCss` (the sheet is written into the document twice, a <style> and the RSC payload: +25 KiB gzipped per page); brotli per answer (~60 ms of CPU per page at quality 11; a stored page is compressed once instead, which needs the same bytes for every answer, hence script hashes rather than a per-answer nonce).',
  );
  const tbtMisses = lh.storePages.filter((p) => lh.byName[p.name].tbt > 50);
  notes.push(
    `TBT: ${lh.storePages.map((p) => `${p.name} ${ms(lh.byName[p.name].tbt)}`).join(', ')}; the bare baseline ${ms(base.tbt)}. ` +
      "The long task of a Next page is the framework's bootstrap: evaluating the framework chunks, instantiating react-dom's client module, decoding the RSC payload and starting hydration, in one task; most of it was V8 compiling each framework function lazily, on the main thread, at its first call. " +
      "`npm run build` marks every client chunk with V8's explicit compile hint (scripts/compile-hints.mjs), so Chrome compiles those functions on a background thread while the chunks stream in (the same build without the line: TBT 20-31 ms on /tienda, product and /contacto, main-thread work ~860 ms on the product page, against 0-3 ms and ~470 ms with it); the baseline is built as shipped, without it. " +
      'A stored page also restyles once after its first paint, when the loader links the whole stylesheet in place of the inline rules (one recalculation of every element, ~10-20 ms unthrottled on /tienda, a task of its own before the scripts start). ' +
      'Removed earlier from the same task: building the first `Intl.NumberFormat` of the page load (ICU loads its number data: 25-40 ms unthrottled), for pesos (`formatCOP` is written out) and for `#` in plural messages that client components render (lib/i18n/count.ts).' +
      (tbtMisses.length ? ` Misses in this run: ${tbtMisses.map((p) => p.name).join(', ')}.` : ''),
  );
  notes.push(
    !srv.html.dataWireBytes
      ? `/tienda HTML (large catalogue): ${kib(srv.html.rawBytes)} uncompressed, of which ${kib(srv.html.rscBytes)} (${Math.round((srv.html.rscBytes / srv.html.rawBytes) * 100)} %) is the inline RSC payload (the server-rendered tree again as flight data, for hydration and client navigation) and the rest markup.`
      : `/tienda HTML (large catalogue): the document, with the stylesheet rules its markup uses inline (lib/page-cache/critical-css.ts), is ${kib(srv.html.rawBytes)} uncompressed (${kib(srv.html.wireBytes)} gzip; browsers that accept brotli get the brotli-11 copy, counted in the Lighthouse table); its RSC payload (the server-rendered tree again as flight data, for hydration and client navigation: ${kib(srv.html.rscBytes)}, ${kib(srv.html.dataWireBytes)} gzip) is fetched from /api/page-data after the largest paint (lib/page-cache/deferred-boot.ts).`,
  );
  notes.push(
    `GET /api/products without limit returns the whole catalogue (${kib(srv.apiSize)} gzipped on the large one): it is serialised and compressed once per catalogue version, so its tail follows the paged form's (?limit=24), i.e. the server's per-request overhead, not the answer's size.`,
  );
  const throttling = lh.byName.baseline.throttling;
  if (throttling.cpuSlowdownMultiplier !== CPU_SLOWDOWN)
    notes.push(`Lighthouse ran with cpuSlowdownMultiplier ${throttling.cpuSlowdownMultiplier}, not ${CPU_SLOWDOWN}.`);
  const server = [
    `\`/tienda\` HTML: ${kib(srv.html.wireBytes)} ${srv.html.encoding} on the wire, ${kib(srv.html.rawBytes)} uncompressed, ${srv.html.products} product links${srv.html.dataWireBytes ? `; its page data ${kib(srv.html.dataWireBytes)} ${srv.html.encoding}` : ''}.`,
    `Throughput (autocannon, 10 connections, ${plan.throughputSeconds} s each after a 2 s warm-up, gzip accepted): rendered \`/tienda\` ${srv.tput.rendered.rps.toFixed(1)} req/s (p50 ${srv.tput.rendered.p50} ms, p99 ${srv.tput.rendered.p99} ms), served from the page cache (lib/page-cache/page-cache.ts: rendered once per URL and catalogue version, compressed once, then answered as stored); with \`Cache-Control: no-cache\`, which renders every request, ${srv.tput.uncached.rps.toFixed(1)} req/s (p50 ${srv.tput.uncached.p50} ms, ${(srv.tput.uncachedRatio * 100).toFixed(1)} % of static); the same HTML as a static file from the same server ${srv.tput.static.rps.toFixed(1)} req/s (p50 ${srv.tput.static.p50} ms); ratio ${(srv.tput.ratio * 100).toFixed(1)} %.${srv.tput.ratio > 1 ? ' The static copy is gzipped by the server on every request, while the page cache sends the bytes it compressed once when it kept the page: hence a ratio above 100 %.' : ''}`,
    `\`GET /api/products\` (all ${'products'}, ${kib(srv.apiSize)} gzipped) at 50 req/s for ${plan.apiSeconds} s (open loop, Poisson arrivals, latency from each request's scheduled start): p50 ${srv.api.p50} ms, p90 ${srv.api.p90} ms, p99 ${srv.api.p99} ms, max ${srv.api.max} ms, ${srv.api.errors} errors. For reference \`?limit=24\`: p50 ${srv.apiPage.p50} ms, p99 ${srv.apiPage.p99} ms.`,
    `Admin order list (\`GET /api/admin/orders?limit=25\`, keyset cursors followed to page 400): page 1 ${srv.admin.firstMs.toFixed(1)} ms, page 400 ${srv.admin.deepMs.toFixed(1)} ms (medians of ${srv.admin.reps}, alternating).`,
    `SQL statements per read (query-budget test, ${queries.passed ? 'passed' : 'FAILED'}): ${
      Object.entries(queries.counts)
        .map(([k, v]) => `${k} ${v}`)
        .join('; ') || 'no figures'
    }.`,
  ];
  const report = renderReport({
    startedAt,
    seconds: (Date.now() - startedAt.getTime()) / 1000,
    quick,
    machine: machine({ dbVersion: db.version, benchmarkIndex: lh.benchmarkIndex }),
    targets,
    pages: { runs: plan.lighthouseRuns, byName: lh.byName },
    server,
    notes,
  });
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(
    out,
    withImportHealthSection(
      withPdfSection(
        withReportsSection(withCsvSection(withSearchSection(report, search.section), csv.section), reports.section),
        pdf.section,
      ),
      importHealth.section,
    ),
  );
  const failed = targets.filter((t) => t.pass === false);
  console.log(
    `\n${failed.length ? `✖ ${failed.length} of ${targets.length} targets fail` : `✔ all ${targets.length} targets pass`}; written ${path.relative(root, out)}`,
  );
  for (const t of failed) console.log(`  ✖ ${t.area}: ${t.target} — ${t.measured}`);
  return failed.length ? 1 : 0;
}

main()
  .then(async (code) => {
    await cleanup();
    process.exit(code);
  })
  .catch(async (error) => {
    console.error(`\n✖ bench failed: ${error.stack ?? error}`);
    await cleanup();
    process.exit(2);
  });
