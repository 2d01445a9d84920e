import fc from 'fast-check';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as postSynonym } from '@/app/api/admin/search-synonyms/route';
import { GET as storeProducts } from '@/app/api/products/route';
import { listClosestProducts, listProductPage } from '@/lib/data/catalog';
import { listFacetCounts } from '@/lib/data/facets';
import { parseStoreFilters, parseStoreSort, STORE_FILTER_LIMITS, STORE_SORTS } from '@/lib/domain/store-filters';
import { liveCustomerToken } from '../helpers/customers';
import { useTestDb } from '../helpers/db';
import { type ApiEndpoint, createApiFixtures, fillPattern, invokeRoute, loadApiEndpoints } from '../helpers/routes';
import { liveStaffToken } from '../helpers/staff';

/**
 * Malformed requests against every /api handler, sent with a valid token of the route's kind so
 * validation is reached: never a 5xx, every error is JSON with a string `error`, no internals.
 * Replay a failure with FUZZ_SEED=<the printed seed>.
 */

/**
 * Random requests, 4,000 by default (the README's suite, on the embedded database), on top of the
 * fixed payloads every handler gets once (below). `.ci/run`'s second pass on PostgreSQL sends
 * fewer (FUZZ_RUNS): there the question is only what the real server's driver does with hostile
 * values, which the fixed payloads already ask.
 */
const TOTAL_RUNS = Number(process.env.FUZZ_RUNS ?? 4_000);
if (!Number.isInteger(TOTAL_RUNS) || TOTAL_RUNS < 1) throw new Error(`FUZZ_RUNS must be a positive integer, got ${process.env.FUZZ_RUNS}`);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);

/** Field names the schemas read, so wrong types reach the validators instead of being stripped. */
const FIELDS = [
  'name',
  'email',
  'code',
  'password',
  'nombre',
  'rol',
  'items',
  'variantId',
  'quantity',
  'unitPrice',
  'shippingAddressId',
  'paymentMethodId',
  'paymentConfirmationUrl',
  'filename',
  'contentType',
  'recipientName',
  'street',
  'city',
  'state',
  'postalCode',
  'details',
  'isDefault',
  'phone',
  'fullName',
  'documentType',
  'documentNumber',
  'isBusiness',
  'businessName',
  'businessTaxId',
  'price',
  'salePrice',
  'stock',
  'costPrice',
  'sku',
  'categoryId',
  'parentId',
  'slug',
  'description',
  'variants',
  'values',
  'value',
  'attributeId',
  'attributeValueIds',
  'images',
  'isActive',
  'isFeatured',
  'qrCodeUrl',
  'instructions',
  'sortOrder',
  'reason',
  'shippingMethod',
  'company',
  'trackingNumber',
  'trackingUrl',
  'driverName',
  'licensePlate',
  'message',
  'subject',
  'locale',
  'delta',
  'providerId',
  'tiers',
  'minQuantity',
  'unitOfMeasure',
  'id',
  // Issue 20/21: synonyms, delivery notes, driver phone, delivery options, delivery rules, weights.
  'deliveryNotes',
  'driverPhone',
  'terms',
  'deliveryOption',
  'shippingFee',
  'cashOnDelivery',
  'pickup',
  'zones',
  'groups',
  'municipalityCodes',
  'departmentCodes',
  'weekdays',
  'weightBands',
  'fee',
  'freeFrom',
  'minimumOrder',
  'sameDayCutoff',
  'cashOnDeliveryMax',
  'transitDaysMin',
  'weightGrams',
  'active',
  'upToGrams',
  'transitDaysMax',
  'enabled',
  'preparationHours',
  // Issue 22 §5: consent, promotions opt-in, account deletion.
  'acceptDataPolicy',
  'marketing',
  'confirm',
  // Issue 21: the cash payment staff record and the note of a delivery-fee change.
  'amountReceived',
  'note',
  // Issue 24: bulk prices.
  'change',
  'kind',
  'rounding',
  'includeSalePrice',
  'percent',
  'amount',
  'search',
  // Issue 24: receiving, adjusting, thresholds and preferred providers.
  'newStock',
  'unitCost',
  'lowStockThreshold',
  'preferredProviderId',
  // Issue 22 §2 (PATCH /api/admin/settings) reads lowStockThreshold too, listed above.
  // Issue 26: IVA class, the invoice e-mail and whom an order is invoiced to.
  'ivaClass',
  'invoiceEmail',
  'invoiceTo',
  // PATCH /api/admin/settings: how the delivery fee is taxed.
  'deliveryIvaRule',
  // Issue 23 §4: the back office's customers read the fields above ('name', 'email', 'phone', 'fullName'…)
  // and an address's 'country'.
  'country',
  // Issue 26 §3 and 23 §1: a quote's and a shared cart's lines (POST /api/quotes, with city and state above) and the quote validity setting.
  'lines',
  'quoteValidityDays',
  // The store setting that lets sellers change prices.
  'sellersChangePrices',
  // Issue 23 §2: staff orders ('Nuevo pedido').
  'source',
  'customerId',
  'newCustomer',
  'newAddress',
  'payment',
  'priceReason',
  'destination',
  // How a payment method's payments are coded on the electronic invoice.
  'means',
  // A partial refund: the lines and units given back, the delivery fee, an amount.
  'itemId',
  'delivery',
];
const QUERY_KEYS = [
  'page',
  'limit',
  'pageSize',
  'q',
  'search',
  'category',
  'categoryId',
  'status',
  'paymentStatus',
  'shippingStatus',
  'sort',
  'order',
  'from',
  'to',
  'lowStock',
  'minPrice',
  'maxPrice',
  'featured',
  'ids',
  'key',
  'expires',
  'signature',
  'separator',
  'expect',
  'providerId',
  'variantIds',
  'payment_status',
  'shipping_status',
  'cursor',
  // Issue 25 §4: the reports' range, interval, table and CSV format.
  'interval',
  'by',
  'format',
  // Issue 25 §6: the activity log's filters.
  'staff_id',
  'action',
  'entity',
  // Issue 23 §5: the orders list's source filter.
  'source',
  // 'Pendientes de Envío': paid or cash-on-delivery orders not shipped yet.
  'awaiting_shipment',
  // The consent link's signed token (POST /api/consent/email-link).
  'token',
];
const BAD_IDS = [
  '-1',
  '0',
  'abc',
  '1e9',
  '%00',
  '\u0000',
  '1.5',
  '2147483648',
  '9'.repeat(400),
  'x'.repeat(5000),
  '../1',
  ' 1',
  '0x10',
  'NaN',
  '１',
];
/** What lands in /api/pay/{token} (issue 23 §3) and in a body's `token` besides real tokens: JWT-shaped junk, alg none, encodings. */
const BAD_TOKENS = [
  'a.b.c',
  'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
  '..',
  '.',
  '%2e%2e',
  '%E0%A4%A',
  'x.y.z.w',
  `${'A'.repeat(1100)}.B.C`,
  'null',
  '😀.😀.😀',
];
const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/jsonx',
  'image/webp',
  null,
];

const withNul = fc.string({ maxLength: 40 }).map((s) => `${s}\u0000${s}`);
const weirdNumber = fc.constantFrom(-1, 0, 1.5, 1e308, -1e308, 2 ** 31, 2 ** 53 + 1, Number.MAX_SAFE_INTEGER, 1e-320);
const fieldValue = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  withNul,
  weirdNumber,
  fc.constantFrom(...BAD_IDS, ...BAD_TOKENS),
  fc.string({ unit: 'binary', maxLength: 60 }),
);
const knownFields = fc.dictionary(fc.constantFrom(...FIELDS), fieldValue, { maxKeys: 8 });
const nested = (depth: number, kind: 'array' | 'object') =>
  kind === 'array' ? `${'['.repeat(depth)}1${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** Broken or odd JSON texts: every handler gets each once (the fixed payloads below). */
const MALFORMED_JSON = ['{', '{"a":', '[1,]', '{"a":1}}', 'null', '""', '1e99999', '\uFEFF{}', '{"a":"\\ud800"}', '{"a":"\\u0000"}'];

/**
 * A body as raw text (or absent) and the content type it is sent with. What a handler does with a
 * fixed shape (a huge string, deep nesting, a malformed text) is the same on every draw: those
 * are sent once per handler as fixed payloads, and the random draws are the ones whose values
 * vary (wrong types in known fields, random JSON and text).
 */
const bodyArb: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 3, arbitrary: fc.constant(undefined) },
  { weight: 5, arbitrary: fc.jsonValue().map((v) => JSON.stringify(v) ?? 'null') },
  { weight: 8, arbitrary: knownFields.map((v) => JSON.stringify(v)) },
  { weight: 2, arbitrary: fc.string({ maxLength: 200 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
  {
    weight: 2,
    arbitrary: knownFields.map(
      (v) => `{"__proto__":{"rol":"ADMIN","isAdmin":true},"constructor":{"prototype":{"polluted":1}},${JSON.stringify(v).slice(1)}`,
    ),
  },
);

type FuzzRequest = { params: Record<string, string>; query: [string, string][]; body: string | undefined; contentType: string | null };

function requestArb(endpoint: ApiEndpoint, realParams: Record<string, string>): fc.Arbitrary<FuzzRequest> {
  const idArb = (name: string) =>
    fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...(name === 'token' ? [...BAD_IDS, ...BAD_TOKENS] : BAD_IDS)) },
      { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
      { weight: 1, arbitrary: fc.integer({ min: 1, max: 2 ** 31 + 10 }).map(String) },
      { weight: 3, arbitrary: fc.constant(realParams[name]) },
    );
  return fc.record({
    params: fc.record(Object.fromEntries(endpoint.paramNames.map((name) => [name, idArb(name)]))) as fc.Arbitrary<Record<string, string>>,
    query: fc.array(
      fc.tuple(fc.constantFrom(...QUERY_KEYS), fc.oneof(fc.string({ maxLength: 40 }), withNul, fc.constantFrom(...BAD_IDS))),
      { maxLength: 4 },
    ),
    body: bodyArb,
    contentType: fc.oneof(
      { weight: 6, arbitrary: fc.constant('application/json') },
      { weight: 1, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
    ),
  });
}

/** Internals that must never reach a client. */
const LEAKS = [/node_modules/, /\bat \S*[/\\]\S+\.(?:[cm]?[jt]sx?):\d+/, /\bat (?:async )?\S+ \(/, /\b\w*Error: /, /\/work\/|[A-Z]:\\\\/];

/**
 * A leak pattern's match that is only the caller's own input echoed back (the CSV import names
 * an unknown column as it was sent, JSON-escaped: a random `Y:\u0000` reads like a Windows
 * drive) is not a leak: the match, unescaped, is found in what was sent.
 */
const echoed = (match: string, sent: string) => sent.includes(match) || sent.includes(match.replace(/\\\\/g, '\\'));

function problemsOf(status: number, text: string, body: unknown, sent = ''): string[] {
  const problems: string[] = [];
  if (status >= 500) problems.push(`status ${status}`);
  if (status >= 400) {
    const error = (body as { error?: unknown } | null | undefined)?.error;
    if (typeof error !== 'string') problems.push('error body is not JSON with a string `error`');
  }
  for (const leak of LEAKS) {
    const matches = text.match(new RegExp(leak.source, 'g')) ?? [];
    if (matches.some((match) => !echoed(match, sent))) problems.push(`body leaks internals (${leak})`);
  }
  return problems;
}

const testDb = useTestDb();
let endpoints: ApiEndpoint[];
let fixtures: Awaited<ReturnType<typeof createApiFixtures>>;

beforeAll(async () => {
  endpoints = await loadApiEndpoints();
  fixtures = await createApiFixtures(testDb().db);
}, 120_000);

describe('/api fuzzing', () => {
  const sent = { total: 0, byStatus: new Map<number, number>() };
  const started = Date.now();

  it('survives malformed requests on every handler', { timeout: 600_000 }, async () => {
    console.log(`fuzz seed: ${SEED} (replay with FUZZ_SEED=${SEED})`);
    const { fx, customerA } = fixtures;
    const { db } = testDb();
    // A fresh token each time, at the current session version: logout revokes the token it is
    // called with, and the logout-all routes end every session of the caller.
    const tokenFor = async (endpoint: ApiEndpoint) => {
      if (endpoint.policy.auth === 'customer') return liveCustomerToken(db, customerA.id);
      if (endpoint.policy.auth === 'staff') return liveStaffToken(db, fx.admin.user.id);
      return undefined;
    };
    const send = async (endpoint: ApiEndpoint, request: FuzzRequest, ip: string) => {
      const search = new URLSearchParams(request.query).toString();
      const url = fillPattern(endpoint.pattern, request.params) + (search ? `?${search}` : '');
      const res = await invokeRoute(endpoint.handler, url, {
        method: endpoint.method,
        token: await tokenFor(endpoint),
        params: request.params,
        body: request.body,
        contentType: request.contentType,
        ip,
      });
      sent.total++;
      sent.byStatus.set(res.status, (sent.byStatus.get(res.status) ?? 0) + 1);
      const input = `body ${JSON.stringify(request.body?.slice(0, 160))}, content-type ${request.contentType}`;
      const sentText = `${url} ${request.body ?? ''}`;
      return problemsOf(res.status, res.text, res.body, sentText).map(
        (p) => `${endpoint.method} ${url.slice(0, 160)} (${input}): ${p} → ${res.text.slice(0, 300)}`,
      );
    };

    const failures: string[] = [];
    // The fixed nasties, once per handler: 2 MB body (ASCII), 1,000 levels, 300 KB strings of
    // two- and four-byte characters and of NULs, prototype keys, each malformed JSON text. Each
    // request costs about the same whatever its size (the token, the handler's own queries), so
    // the fixed list holds one request per shape that can answer differently.
    const fixedBodies = [
      JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
      nested(1000, 'object'),
      nested(1000, 'array'),
      ...['ñ', '\u0000', '😀'].map((char, i) => JSON.stringify({ [FIELDS[i]]: char.repeat(Math.floor(300_000 / char.length)) })),
      '{"__proto__":{"rol":"ADMIN"},"constructor":{"prototype":{"polluted":1}}}',
      ...MALFORMED_JSON,
    ];
    // Every other content type once, with a body a JSON handler would accept (a GET reads none).
    const otherTypes = CONTENT_TYPES.filter((type) => type !== 'application/json');
    // Every bad id in each path parameter, and hostile values in every query key at once.
    const badQueries: [string, string][][] = ['-1', '\u0000', 'x'.repeat(2000)].map((value) => QUERY_KEYS.map((key) => [key, value]));
    for (const [index, endpoint] of endpoints.entries()) {
      const params = fixtures.paramsFor(endpoint);
      const fixed: FuzzRequest[] = [
        ...fixedBodies.map((body) => ({ params, query: [], body, contentType: 'application/json' })),
        ...(endpoint.method === 'GET' ? [] : otherTypes).map((contentType) => ({ params, query: [], body: '{"name":"x"}', contentType })),
        ...badQueries.map((query) => ({ params, query, body: undefined, contentType: 'application/json' })),
        ...endpoint.paramNames.flatMap((name) =>
          (name === 'token' ? [...BAD_IDS, ...BAD_TOKENS] : BAD_IDS).map((bad) => ({
            params: { ...params, [name]: bad },
            query: [],
            body: '{}',
            contentType: 'application/json',
          })),
        ),
      ];
      for (const [n, request] of fixed.entries()) failures.push(...(await send(endpoint, request, `10.200.${index}.${n}`)));
    }
    const fixedCount = sent.total;
    const fixedSeconds = ((Date.now() - started) / 1000).toFixed(1);

    const perEndpoint = Math.ceil(TOTAL_RUNS / endpoints.length);
    for (const [index, endpoint] of endpoints.entries()) {
      const realParams = fixtures.paramsFor(endpoint);
      let n = 0;
      await fc.assert(
        fc.asyncProperty(requestArb(endpoint, realParams), async (request) => {
          // Spread callers over addresses so IP rate limits do not answer everything with 429.
          const problems = await send(endpoint, request, `10.${index}.${(n >> 8) & 255}.${n++ & 255}`);
          // Collected rather than thrown: one run reports every failing handler, not just the first.
          if (problems.length && failures.length < 200) failures.push(...problems);
          return true;
        }),
        { numRuns: perEndpoint, seed: SEED + index },
      );
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `fuzz: ${sent.total} requests (${fixedCount} fixed, ${fixedSeconds}s) over ${endpoints.length} handlers in ${seconds}s; statuses`,
      Object.fromEntries(sent.byStatus),
    );
    expect(failures).toEqual([]);
    expect(sent.total - fixedCount).toBeGreaterThanOrEqual(TOTAL_RUNS);
    // The unknown-path catch-all was fuzzed like any route (its every method answers a JSON 404).
    expect(endpoints.filter((e) => e.pattern === '/api/[...path]').map((e) => e.method)).toEqual(
      expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
    );
  });
});

/** What shoppers, bots and attackers put in a search box (issue 20, bad input). */
const NASTY_SEARCHES = [
  "'; drop table products; --",
  "' or 1=1 --",
  '" or ""="',
  '1; select pg_sleep(5)',
  '$1',
  '$$',
  'E\\x00',
  'vaso & plato',
  'vaso | !plato',
  'caja:*',
  '(vaso <-> plato)',
  "'vaso':A",
  '!!!',
  '&|!():*<->',
  '\\',
  '%',
  '_',
  '%_%',
  '[a-z]*',
  '.*',
  '🥤',
  '🥤🥤🥤 vasos',
  '👨‍👩‍👧‍👦',
  '\u0000',
  'vaso\u0000plato',
  '\u202evaso',
  '\u200f\u200e\u2066\u2069',
  '\ufeff',
  '\ud800',
  '\udfff vaso',
  'ＶＡＳＯ １２ｏｚ',
  'e\u0301',
  'ß',
  'İ',
  'ǅ',
  '١٢ oz',
  '𝟏𝟐 oz',
  'x'.repeat(10_000),
  'vaso '.repeat(2_000),
  'a '.repeat(500),
  '9'.repeat(400),
  '12'.repeat(60) + 'oz',
  '0x10 oz',
  '1e999 l',
  '-1 cm',
  '1,5,5 l',
  '1.500.000 m',
  '× × ×',
  '12 12 12 oz oz oz',
];

describe('search parameter fuzzing', () => {
  it('answers every search with a normal result, never a 5xx or an error in the log', { timeout: 300_000 }, async () => {
    const logged: string[] = [];
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: unknown) => {
      logged.push(String(chunk));
      return true;
    });
    const consoleError = vi
      .spyOn(console, 'error')
      .mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')));
    const failures: string[] = [];
    const check = async (search: string) => {
      const url = `http://localhost/api/products?${new URLSearchParams({ search, limit: '5' })}`;
      const res = await invokeRoute(storeProducts, url, { method: 'GET', ip: '10.250.0.1' });
      // The API refuses NUL anywhere in a request (lib/http: a JSON 400, code invalid_characters);
      // the store page below strips it and shows results.
      const refusedNul = search.includes('\u0000') && res.status === 400 && (res.body as { code?: string })?.code === 'invalid_characters';
      // A query string past STORE_FILTER_LIMITS.queryLength is a clear 400 on the API (issue 19 §1).
      const fields = (res.body as { fields?: Record<string, string[]> })?.fields;
      const refusedLong = new URL(url).search.length - 1 > STORE_FILTER_LIMITS.queryLength && res.status === 400 && !!fields?.query;
      if (!refusedNul && !refusedLong && (res.status !== 200 || !Array.isArray((res.body as { products?: unknown })?.products))) {
        failures.push(`${JSON.stringify(search.slice(0, 60))}: ${res.status} ${res.text.slice(0, 200)}`);
      }
      // The store page (/tienda?search=) reads the same data layer, with its own page size.
      const page = await listProductPage(parseStoreFilters(new URLSearchParams({ search }), []), { limit: 24 });
      if (!Array.isArray(page.products) || page.total < 0)
        failures.push(`${JSON.stringify(search.slice(0, 60))}: store page ${JSON.stringify(page).slice(0, 100)}`);
    };
    try {
      for (const search of NASTY_SEARCHES) await check(search);
      // 'pitillo' and 'pajilla' are a synonym group (createApiFixtures): expanded queries too.
      const vocabulary = fc.constantFrom(
        'vaso',
        'vasos',
        'tenedor',
        '12',
        'oz',
        '12oz',
        'onzas',
        'cont',
        'servileta',
        'pitillo',
        'pajillas',
        'x',
        '%',
        "'",
        '&',
        ':*',
        '!',
        '🥤',
        '\u0000',
        '\u202e',
      );
      const query = fc.oneof(
        fc.string({ unit: 'binary', maxLength: 200 }),
        fc.string({ unit: 'grapheme', maxLength: 120 }),
        fc.array(vocabulary, { maxLength: 30 }).map((words) => words.join(' ')),
        fc.array(vocabulary, { maxLength: 30 }).map((words) => words.join('')),
      );
      await fc.assert(
        fc.asyncProperty(query, async (search) => void (await check(search))),
        { numRuns: 300, seed: SEED },
      );
    } finally {
      stderr.mockRestore();
      consoleError.mockRestore();
    }
    expect(failures).toEqual([]);
    expect(logged.filter((line) => /error|warn/i.test(line))).toEqual([]);
  });
});

describe('search synonym payload fuzzing', () => {
  it(
    'answers any list of members with 201 or a 400 with Spanish field errors, and a search with any saved group still works',
    { timeout: 300_000 },
    async () => {
      const { fx } = fixtures;
      const token = await liveStaffToken(testDb().db, fx.admin.user.id);
      const member = fc.oneof(
        fc.constantFrom(
          'vaso',
          'Vasos',
          'bolsa tipo camiseta',
          'icopor',
          '12 oz',
          '12oz',
          ' ',
          '',
          '%',
          '🥤',
          'co\u202epa',
          '\u0000',
          'x'.repeat(61),
          'ñ'.repeat(60),
        ),
        fc.string({ unit: 'grapheme', maxLength: 70 }),
        fc.string({ unit: 'binary', maxLength: 30 }),
        fc.jsonValue({ maxDepth: 1 }),
      );
      const failures: string[] = [];
      await fc.assert(
        fc.asyncProperty(fc.array(member, { maxLength: 13 }), async (terms) => {
          const res = await invokeRoute(postSynonym, '/api/admin/search-synonyms', { method: 'POST', body: { terms }, token });
          const fields = (res.body as { fields?: Record<string, string[]> })?.fields;
          // NUL anywhere in a request is refused before validation (lib/http: code invalid_characters).
          const refusedNul = res.status === 400 && (res.body as { code?: string })?.code === 'invalid_characters';
          const ok =
            res.status === 201 ||
            refusedNul ||
            (res.status === 400 && fields && Object.keys(fields).every((k) => /^terms(\.\d+)?$/.test(k)));
          if (!ok) failures.push(`${JSON.stringify(terms).slice(0, 160)}: ${res.status} ${res.text.slice(0, 200)}`);
          if (res.status === 201) {
            const page = await listProductPage(parseStoreFilters(new URLSearchParams({ search: (terms as string[]).join(' ') }), []), {
              limit: 24,
            });
            if (!Array.isArray(page.products)) failures.push(`search after ${JSON.stringify(terms).slice(0, 160)}`);
          }
        }),
        { numRuns: 200, seed: SEED },
      );
      expect(failures).toEqual([]);
    },
  );
});

describe('sort parameter fuzzing', () => {
  it(
    'answers every sort value with a normal result in the default order unless it names an order, never a 5xx or a logged error',
    { timeout: 300_000 },
    async () => {
      const logged: string[] = [];
      const stderr = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: unknown) => {
        logged.push(String(chunk));
        return true;
      });
      const consoleError = vi
        .spyOn(console, 'error')
        .mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')));
      const failures: string[] = [];
      const names = (body: unknown) => ((body as { products?: { name: string }[] })?.products ?? []).map((p) => p.name).join('|');
      const get = (params: Record<string, string>) =>
        invokeRoute(storeProducts, `http://localhost/api/products?${new URLSearchParams({ ...params, limit: '5' })}`, {
          method: 'GET',
          ip: '10.250.0.2',
        });
      const defaults = new Map<string, string>();
      const check = async (sort: string, search: string) => {
        const res = await get({ search, sort });
        const refusedNul =
          (sort + search).includes('\u0000') && res.status === 400 && (res.body as { code?: string })?.code === 'invalid_characters';
        const fields = (res.body as { fields?: Record<string, string[]> })?.fields;
        const refusedLong = res.status === 400 && !!fields?.query;
        const label = `${JSON.stringify(sort.slice(0, 40))} / ${JSON.stringify(search.slice(0, 20))}`;
        if (refusedNul || refusedLong) return;
        if (res.status !== 200 || !Array.isArray((res.body as { products?: unknown })?.products)) {
          failures.push(`${label}: ${res.status} ${res.text.slice(0, 200)}`);
          return;
        }
        if (!parseStoreSort(sort)) {
          if (!defaults.has(search)) defaults.set(search, names((await get({ search })).body));
          if (names(res.body) !== defaults.get(search)) failures.push(`${label}: not the default order`);
        }
        // The store page reads the same data layer: its list, its facet counts, its suggestions.
        const filters = parseStoreFilters(new URLSearchParams({ search, sort }), ['Color']);
        const page = await listProductPage(filters, { limit: 24 });
        if (!Array.isArray(page.products) || page.total < 0) failures.push(`${label}: store page`);
        const facets = await listFacetCounts(filters);
        if (typeof facets.categories !== 'object') failures.push(`${label}: facets`);
        if (!Array.isArray(await listClosestProducts(search))) failures.push(`${label}: closest`);
      };
      try {
        for (const sort of [...STORE_SORTS, ...NASTY_SEARCHES.filter((s) => s.length < 500)]) await check(sort, 'vaso');
        const sortValue = fc.oneof(
          fc.constantFrom(...STORE_SORTS, 'PRECIO-ASC', ' nombre ', 'precio', 'relevancia,nombre'),
          fc.string({ unit: 'binary', maxLength: 80 }),
        );
        const search = fc.constantFrom('', 'vaso', 'vasos 12 oz', "' or 1=1 --", '🥤', 'tenedor madera cohete');
        await fc.assert(
          fc.asyncProperty(sortValue, search, async (sort, text) => void (await check(sort, text))),
          { numRuns: 120, seed: SEED },
        );
      } finally {
        stderr.mockRestore();
        consoleError.mockRestore();
      }
      expect(failures).toEqual([]);
      expect(logged.filter((line) => /error|warn/i.test(line))).toEqual([]);
    },
  );
});
