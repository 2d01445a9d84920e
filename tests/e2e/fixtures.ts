/**
 * Playwright's `test` and `expect`, plus a watch on the Content-Security-Policy: every page of
 * every test (in the default context and in any context the test opens itself) records CSP
 * violations, from the `securitypolicyviolation` event and from the browser's console, and the
 * test fails if there was any. Specs import `test`/`expect` (and types) from here.
 */
import AxeBuilder from '@axe-core/playwright';
import {
  type APIRequestContext,
  type APIResponse,
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  expect,
  type Locator,
  type Page,
  type Response,
  test as base,
} from '@playwright/test';

import { storageKeys } from '../../lib/browser-storage-keys';
import { readSuiteLoginCode } from '../helpers/e2e-server';

export * from '@playwright/test';

export type CspViolation = { page: string; directive: string; blocked: string; detail: string };

const BINDING = '__reportCspViolation';
const CSP_MESSAGE = /content[- ]security[- ]policy/i;

async function watchContext(context: BrowserContext, violations: CspViolation[]): Promise<void> {
  await context.exposeBinding(BINDING, ({ page }, v: Omit<CspViolation, 'page'>) => {
    violations.push({ page: page?.url() ?? '', ...v });
  });
  await context.addInitScript((binding) => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as Record<string, (v: unknown) => void>)[binding];
        report?.({
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          detail: `${event.sourceFile}:${event.lineNumber} ${event.sample}`.trim(),
        });
      },
      true,
    );
  }, BINDING);
  // Chromium also logs every refusal ("Loading … violates the following Content Security Policy
  // directive …"), the image compression worker's included, which the DOM event does not reach.
  const onConsole = (page: Page | null) => (message: ConsoleMessage) => {
    if (CSP_MESSAGE.test(message.text())) {
      violations.push({ page: page?.url() ?? '', directive: 'console', blocked: '', detail: message.text() });
    }
  };
  context.on('console', (message) => onConsole(message.page())(message));
  const watchWorkers = (page: Page) => page.on('worker', (worker) => worker.on('console', onConsole(page)));
  context.pages().forEach(watchWorkers);
  context.on('page', watchWorkers);
}

/** Lets reports already dispatched in the pages reach the binding before the check. */
async function settle(contexts: BrowserContext[]): Promise<void> {
  for (const page of contexts.flatMap((c) => c.pages())) {
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50))).catch(() => {});
  }
}

export const test = base.extend<{ cspViolations: CspViolation[] }>({
  cspViolations: [
    async ({ context, browser }, use) => {
      const violations: CspViolation[] = [];
      const contexts = [context];
      await watchContext(context, violations);
      // Contexts the test opens itself (a second customer, an admin beside a buyer).
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
        const created = await newContext(...args);
        contexts.push(created);
        await watchContext(created, violations);
        return created;
      };
      try {
        await use(violations);
        await settle(contexts);
      } finally {
        // Back to the prototype's method.
        delete (browser as Partial<Browser>).newContext;
      }
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * `path` as the page cache answers it (lib/page-cache/page-cache.ts): the first request after start-up
 * or a catalogue edit renders, and a later one is the stored copy.
 */
export async function untilPageCached(request: APIRequestContext, path: string): Promise<APIResponse> {
  let response = await request.get(path);
  await expect
    .poll(async () => {
      response = await request.get(path);
      return response.headers()['x-page-cache'];
    })
    .toBe('hit');
  return response;
}

/**
 * Opens `path` in the browser as the stored page (`storedAs`: the entry answering it, when the
 * address carries parameters the key drops). Stored first, and opened again if the answer was a
 * fresh render: another worker's catalogue write may retire the entry between the two.
 */
export async function gotoStoredPage(
  request: APIRequestContext,
  page: Page,
  path: string,
  options: { storedAs?: string; waitUntil?: 'load' | 'domcontentloaded' } = {},
): Promise<Response> {
  let response: Response | null = null;
  await expect
    .poll(async () => {
      await untilPageCached(request, options.storedAs ?? path);
      response = await page.goto(path, { waitUntil: options.waitUntil });
      return response?.headers()['x-page-cache'];
    }, `${path} answered by the page cache`)
    .toBe('hit');
  return response!;
}

/** Holds the framework chunks back until the returned function is called (a slow phone's link, frozen). */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await arrived;
    await route.continue();
  });
  return release;
}

/**
 * Opens the cached `path` with the framework chunks held back until the returned function is
 * called. With routes on, Chromium sends `Cache-Control: no-cache`, which renders afresh: the page
 * is fetched without it, so that the stored copy answers as it does for a shopper (the page's own
 * requests for its URL keep theirs).
 */
export async function openWithScriptsHeld(request: APIRequestContext, page: Page, path: string): Promise<() => void> {
  const release = await holdScripts(page);
  await page.route(`**${path}`, async (route) => {
    if (!route.request().isNavigationRequest()) return route.continue();
    const { 'cache-control': _, pragma: __, ...headers } = route.request().headers();
    await route.fulfill({ response: await route.fetch({ headers }) });
  });
  await gotoStoredPage(request, page, path, { waitUntil: 'domcontentloaded' });
  return release;
}

/**
 * For journeys that sign in through the API: what the login dialog's consent step does (a new
 * account accepts the data policy before it orders; docs/privacy.md).
 */
export async function acceptDataPolicyByApi(request: APIRequestContext, token: string) {
  const res = await request.put('/api/profile/consent', {
    headers: { Authorization: `Bearer ${token}` },
    data: { acceptDataPolicy: true },
  });
  expect(res.status()).toBe(200);
}

/** WCAG 2.0-2.2, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export type A11yCheckOptions = {
  /** Only this part of the page (a dialog), instead of the whole page. */
  include?: string;
  /** Every rule axe runs by default (best practices too), not only the WCAG ones. */
  allRules?: boolean;
  /** Fails on violations of any impact, not only serious and critical ones. */
  anyImpact?: boolean;
};

/**
 * axe on the page as it is now: no serious or critical WCAG A/AA violation (see the options).
 * The failure lists each violation with its rule, impact and the elements it found.
 */
export async function expectNoSeriousA11yViolations(page: Page, options: A11yCheckOptions = {}) {
  // After a client navigation (a language switch) the title comes a moment later; axe would
  // report 'document-title' on the empty one.
  await expect(page).toHaveTitle(/.+/);
  // Content fading or sliding in (the language switch re-renders the page) is measured halfway,
  // at a contrast it never keeps: let finite animations and transitions end first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // A toast on its way out (sonner marks it data-removed and shrinks it) is not a target anyone can tap.
  let axe = new AxeBuilder({ page }).exclude('li[data-removed="true"]');
  if (options.include) axe = axe.include(options.include);
  if (!options.allRules) axe = axe.withTags(WCAG_TAGS);
  const { violations } = await axe.analyze();
  const failing = options.anyImpact ? violations : violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    failing.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    'accessibility violations (axe rule, impact: elements)',
  ).toEqual([]);
}

/** The e2e server's seeded ADMIN (tests/e2e/server.mjs). */
export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'E2e-Admin-Password-1' };

export const pathnameOf = (page: Page) => new URL(page.url()).pathname;

/**
 * The errors a page logs from now on (console.error, uncaught exceptions), React's hydration
 * errors (#418: the server's HTML is not what the browser renders) among them. The caller
 * expects the list empty at the point where the page has settled.
 */
export function watchConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const url = message.location().url;
    // The spec's answer for a customer who never saved 'Mis Datos' (GET /api/profile → 404): the
    // browser logs the status, the page handles it.
    if (/status of 404/.test(message.text()) && url.endsWith('/api/profile')) return;
    errors.push(`${pathnameOf(page)}: ${message.text()} (${url})`);
  });
  page.on('pageerror', (error) => errors.push(`${pathnameOf(page)}: ${error.message}`));
  return errors;
}

/** A staff member's token from POST /api/admin/login (the seeded ADMIN unless told). */
export async function staffToken(request: APIRequestContext, email = E2E_ADMIN.email, password = E2E_ADMIN.password): Promise<string> {
  const res = await request.post('/api/admin/login', { data: { email, password } });
  expect(res.status(), `staff login of ${email}`).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/**
 * Signs a staff member in (the seeded ADMIN unless told) the way the login form does, without
 * its page: the token from POST /api/admin/login goes where the form's session keeps it, then
 * the dashboard opens and greets them. For journeys where the login is not what is tested (the
 * form itself is: `logInStaffThroughForm`); it saves a page load and a render per journey.
 */
export async function logInStaff(page: Page, email = E2E_ADMIN.email, password = E2E_ADMIN.password) {
  const token = await staffToken(page.request, email, password);
  // Any page of the store's origin gives access to its localStorage; /api/health is the cheapest.
  await page.goto('/api/health');
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [storageKeys.adminToken, token] as const);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /^Bienvenido, / })).toBeVisible();
}

/** Signs a staff member in through the /admin/login form and waits for the dashboard. */
export async function logInStaffThroughForm(page: Page, email = E2E_ADMIN.email, password = E2E_ADMIN.password) {
  await page.goto('/admin/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect.poll(() => pathnameOf(page)).toBe('/admin/dashboard');
}

/**
 * A new customer (`<who>-<time>@e2e.test`) signed in through the API with the code from the
 * suite's mailbox; the data policy accepted unless `consent: false`.
 */
export async function signInNewCustomerByApi(request: APIRequestContext, who: string, { consent = true } = {}) {
  const email = `${who}-${Date.now()}@e2e.test`;
  expect((await request.post('/api/auth/request-code', { data: { email } })).status()).toBe(200);
  const verified = await request.post('/api/auth/verify-code', { data: { email, code: await readSuiteLoginCode(email) } });
  expect(verified.status()).toBe(200);
  const { token, consentRequired } = (await verified.json()) as { token: string; consentRequired: boolean };
  if (consent) await acceptDataPolicyByApi(request, token);
  return { email, token, consentRequired, headers: { Authorization: `Bearer ${token}` } };
}

export type JourneyProduct = {
  id: number;
  slug: string;
  name: string;
  variants: { id: number; sku: string; price: number; stock: number }[];
};

/** A product of the journey's own, in the first category, with these variants: the shared demo catalogue stays as it was. */
export async function createJourneyProduct(
  request: APIRequestContext,
  name: string,
  variants: { price: number; stock: number; unitOfMeasure: string }[],
): Promise<JourneyProduct> {
  const headers = { Authorization: `Bearer ${await staffToken(request)}` };
  const { categories } = (await (await request.get('/api/admin/categories', { headers })).json()) as { categories: { id: number }[] };
  const res = await request.post('/api/admin/products', {
    headers,
    data: { name, description: 'Producto de prueba', categoryId: categories[0].id, isFeatured: false, imageUrl: null, variants },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { product: JourneyProduct }).product;
}

export type AddressByApi = { recipientName: string; street: string; city: string; state: string; phone?: string; isDefault?: boolean };

/** A default address in Cúcuta (local delivery). */
export const CUCUTA_ADDRESS: AddressByApi = {
  recipientName: 'Marta Gómez',
  street: 'Calle 10 # 4-56',
  city: 'Cúcuta',
  state: 'Norte de Santander',
  phone: '310 555 0101',
  isDefault: true,
};

/** Saves an address for the signed-in customer through the API; the address as the API answered. */
export async function addAddressByApi(request: APIRequestContext, headers: Record<string, string>, address: AddressByApi = CUCUTA_ADDRESS) {
  const created = await request.post('/api/addresses', { headers, data: address });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { address: { id: number; phone: string | null } }).address;
}

/** A new account accepts the data policy (Ley 1581) right after its first code, in the login dialog. */
export async function acceptDataPolicy(dialog: Locator, options: { marketing?: boolean } = {}) {
  await dialog.getByRole('checkbox', { name: /Acepto la política de tratamiento de datos/ }).check();
  if (options.marketing) await dialog.getByRole('checkbox', { name: /Quiero recibir promociones/ }).check();
  await dialog.getByRole('button', { name: 'Continuar', exact: true }).click();
}
