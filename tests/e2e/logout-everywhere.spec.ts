import { storageKeys } from '../../lib/business';
import { readSuiteLoginCode } from '../helpers/e2e-server';
import { acceptDataPolicy, devices, expect, expectNoSeriousA11yViolations, type Page, test } from './fixtures';

/**
 * 'Cerrar sesión en todos los dispositivos' (issue 19 §5) on a phone: the customer signs in by
 * e-mail code, opens Mis Datos, confirms in the dialog, sees the toast and is signed out here;
 * the token (also held by a second device) is refused by the server from then on, and the
 * second device is signed out at its next visit to the profile.
 */

// The phone's viewport, touch and user agent; the browser stays the project's (Chromium).
const { defaultBrowserType: _browser, ...pixel7 } = devices['Pixel 7'];
test.use(pixel7);

const storedToken = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), storageKeys.customerToken);

test('a customer signs out on every device from the profile, on a phone', async ({ page, browser, baseURL, request }) => {
  const email = `todos-${Date.now()}@example.com`;

  await page.goto('/');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  const login = page.getByRole('dialog', { name: 'Iniciar sesión' });
  await login.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await login.getByRole('button', { name: 'Enviar código' }).click();
  await login.getByRole('textbox', { name: 'Código de acceso' }).fill(await readSuiteLoginCode(email));
  await login.getByRole('button', { name: 'Ingresar' }).click();
  await acceptDataPolicy(login);
  await expect(login).toBeHidden();
  const token = await storedToken(page);
  expect(token).toBeTruthy();

  // The same session on another device (a laptop left signed in).
  const laptop = await browser.newContext({ baseURL, locale: 'es-CO' });
  await laptop.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [storageKeys.customerToken, token!] as const);

  await page.goto('/perfil');
  await page.getByRole('tab', { name: 'Mis Datos' }).click();
  const endAll = page.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' });
  await endAll.scrollIntoViewIfNeeded();
  // Phone first: a full tap target and no horizontal scroll at this width.
  expect((await endAll.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // Cancel backs out: still signed in.
  await endAll.click();
  const confirm = page.getByRole('alertdialog', { name: '¿Cerrar sesión en todos los dispositivos?' });
  await expect(confirm).toBeVisible();
  // The dialog alone, held to every rule (best practices too) at any impact.
  await expectNoSeriousA11yViolations(page, { include: '[role="alertdialog"]', allRules: true, anyImpact: true });
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toBeHidden();
  expect(await storedToken(page)).toBe(token);

  await endAll.click();
  await confirm.getByRole('button', { name: 'Cerrar sesión en todos' }).click();
  await expect(page.getByText('Cerraste sesión en todos tus dispositivos.')).toBeVisible();
  // Signed out here: the profile leaves for the home page, the header offers to sign in.
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  expect(await storedToken(page)).toBeNull();

  // The server refuses the token wherever it is kept.
  const refused = await request.get('/api/profile', { headers: { authorization: `Bearer ${token}` } });
  expect(refused.status()).toBe(401);
  const laptopPage = await laptop.newPage();
  await laptopPage.goto('/perfil');
  await expect(laptopPage).toHaveURL((url) => url.pathname === '/');
  await expect(laptopPage.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  expect(await storedToken(laptopPage)).toBeNull();
  await laptop.close();
});
