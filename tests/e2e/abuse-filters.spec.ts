import { STORE_FILTER_LIMITS as LIMITS } from '../../lib/domain/store-filters';
import { expect, test } from './fixtures';

/**
 * Store filters cannot stall the server (issue 19 §1). With the embedded database (PGlite runs
 * inside the Node process, as this suite's server does by default) a slow query holds the event
 * loop and so every other request: 600 made-up filter parameters used to block even
 * /api/health for minutes. Here the worst query the limits allow, and queries past them, run
 * while /api/health is probed back to back; every probe must answer within 200 ms (see `budget`
 * for a machine under other load).
 */

const HEALTH_BUDGET_MS = 200;
const ROUNDS = 8;

type Attribute = { name: string; values: { value: string }[] };
type Category = { name: string; children: Category[] };

const flatten = (tree: Category[]): string[] => tree.flatMap((c) => [c.name, ...flatten(c.children)]);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (list: number[], p: number) =>
  [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor((list.length * p) / 100))];
const round = (ms: number) => Math.round(ms);

/**
 * The largest query the limits allow on this catalogue: every attribute (up to 8) with 20 values
 * (its real ones, then made-up ones), 10 categories, 10 search words; `nonce` makes each one a
 * catalogue-cache miss. Made-up values are dropped until the query string fits 2,048 characters.
 */
function worstQuery(attributes: Attribute[], categories: string[], nonce: string): string {
  const lists = attributes.slice(0, LIMITS.attributes).map((a) => {
    const real = a.values.map((v) => v.value).slice(0, LIMITS.valuesPerAttribute - 1);
    const padding = Array.from({ length: LIMITS.valuesPerAttribute - real.length }, (_, i) => `z${nonce}${i}`);
    return { name: a.name, real, padding };
  });
  const build = () => {
    const params = new URLSearchParams();
    params.set('search', ['vaso', 'plato', 'bolsa', 'caja', 'de', 'a', 'o', 'e', 'i', nonce].join(' '));
    params.set('category', categories.slice(0, LIMITS.categories).join(','));
    for (const l of lists) params.set(l.name, [...l.real, ...l.padding].join(','));
    return params.toString();
  };
  let query = build();
  while (query.length > LIMITS.queryLength) {
    const longest = lists.reduce((a, b) => (b.padding.length > a.padding.length ? b : a));
    if (longest.padding.length <= 1) longest.real.pop();
    else longest.padding.pop();
    query = build();
  }
  return query;
}

test.describe('store filters under abuse @security', () => {
  test('the worst query within the limits, and queries past them, leave /api/health answering within 200 ms @security', async ({
    baseURL,
  }, testInfo) => {
    test.setTimeout(180_000);
    const get = (path: string) => fetch(`${baseURL}${path}`, { headers: { 'accept-encoding': 'gzip' } });
    const attributes = ((await (await get('/api/attributes')).json()) as { attributes: Attribute[] }).attributes;
    const categories = flatten(((await (await get('/api/categories')).json()) as { categories: Category[] }).categories);
    expect(attributes.length).toBeGreaterThan(1);
    expect(categories.length).toBeGreaterThanOrEqual(LIMITS.categories);
    // Warm: the routes' code is loaded and the catalogue cache holds the attribute names.
    for (const path of ['/api/health', '/api/products?limit=1', `/api/products?${worstQuery(attributes, categories, 'warm')}`]) {
      expect((await get(path)).status).toBe(200);
    }

    // /api/health back to back (10 ms apart): alone for 3 s (what this machine answers at the
    // moment), then for as long as the queries below run.
    const health: number[] = [];
    let probing = true;
    const probe = (async () => {
      while (probing) {
        const started = performance.now();
        const res = await get('/api/health');
        await res.text();
        health.push(performance.now() - started);
        expect(res.status).toBe(200);
        await sleep(10);
      }
    })();
    await sleep(3_000);
    const alone = health.splice(0);

    const timed = async (path: string) => {
      const started = performance.now();
      const res = await get(path);
      const body = await res.text();
      return { status: res.status, ms: performance.now() - started, body };
    };
    const worst: number[] = [];
    let worstLength = 0;
    for (let i = 0; i < ROUNDS; i++) {
      const query = worstQuery(attributes, categories, `n${i}${Date.now().toString(36)}`);
      worstLength = query.length;
      // Without `limit`: the whole list of matches, as the spec's store calls it.
      const answer = await timed(`/api/products?${query}`);
      expect(answer.status, answer.body.slice(0, 300)).toBe(200);
      worst.push(answer.ms);
      // One visitor's query at a time, as the issue's was: a flood of them is the rate limits' matter.
      await sleep(250);
    }
    // Past the limits: made-up names are ignored (issue: 60 of them took 0.6 s, 600 blocked
    // everything for 162 s); more than the limits allow is a 400 with a field per limit.
    const junk = (n: number) => Array.from({ length: n }, (_, i) => `x${i}=v`).join('&');
    const ignored = await timed(`/api/products?limit=1&${junk(250)}`);
    expect(ignored.status).toBe(200);
    expect(JSON.parse(ignored.body).products).toHaveLength(1);
    const refused: Record<string, number> = {};
    for (const [label, query, field] of [
      ['600 parameters', junk(600), 'query'],
      ['1,500 parameters', junk(1500), 'query'],
      [
        '21 values',
        `${encodeURIComponent(attributes[0].name)}=${Array.from({ length: 21 }, (_, i) => `v${i}`).join(',')}`,
        attributes[0].name,
      ],
      ['11 categories', `category=${categories.slice(0, 11).join(',')}`, 'category'],
    ] as const) {
      const answer = await timed(`/api/products?${query}`);
      expect(answer.status, label).toBe(400);
      const body = JSON.parse(answer.body) as { error: string; fields: Record<string, string[]> };
      expect(body.error).toMatch(/demasiad/);
      expect(Object.keys(body.fields)).toEqual([field]);
      refused[label] = round(answer.ms);
      await sleep(250);
    }
    probing = false;
    await probe;

    // 200 ms; on a machine so loaded that /api/health alone already took longer, three times
    // that. A query holding the event loop shows up as seconds (162 s before the limits), while
    // on the 2-core CI machine, with the other worker starting its browser, Next's own parsing of
    // the 1,500-parameter request (about 50 ms idle) came to 320 ms against an alone worst of 157.
    const budget = Math.max(HEALTH_BUDGET_MS, 3 * Math.max(...alone));
    const report = {
      worstQueryLength: worstLength,
      worstQueryMs: { median: round(percentile(worst, 50)), max: round(Math.max(...worst)) },
      ignored250UnknownMs: round(ignored.ms),
      refusedMs: refused,
      healthAloneMs: {
        probes: alone.length,
        median: round(percentile(alone, 50)),
        p99: round(percentile(alone, 99)),
        max: round(Math.max(...alone)),
      },
      healthDuringMs: {
        probes: health.length,
        median: round(percentile(health, 50)),
        p99: round(percentile(health, 99)),
        max: round(Math.max(...health)),
      },
      budgetMs: round(budget),
    };
    console.log(`[abuse-filters] ${JSON.stringify(report)}`);
    await testInfo.attach('abuse-filters.json', { body: JSON.stringify(report, null, 2), contentType: 'application/json' });
    expect(health.length).toBeGreaterThan(ROUNDS);
    expect(Math.max(...health)).toBeLessThan(budget);
  });

  test('/tienda with more filters than the limits renders the capped page @security', async ({ page }) => {
    const values = Array.from({ length: 40 }, (_, i) => `Valor${String(i).padStart(2, '0')}`);
    const query = new URLSearchParams([
      ['Color', ['Blanco', ...values].join(',')],
      ['search', 'uno dos tres cuatro cinco seis siete ocho nueve diez once doce'],
      ...Array.from({ length: 300 }, (_, i) => [`x${i}`, 'v'] as [string, string]),
    ]);
    const response = await page.goto(`/tienda?${query}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Tienda' })).toBeVisible();
    // The search cut to its first 10 words; Color to 20 values; the 300 made-up names gone.
    await expect(page.getByText('Resultados para “uno dos tres cuatro cinco seis siete ocho nueve diez”', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Quitar filtro: / })).toHaveCount(1 + 20);
    await expect(page.getByRole('link', { name: 'Quitar filtro: x0' })).toHaveCount(0);
    const canonical = new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!);
    expect(canonical.searchParams.get('Color')!.split(',')).toHaveLength(20);
    expect([...canonical.searchParams.keys()].sort()).toEqual(['Color', 'search']);
  });
});
