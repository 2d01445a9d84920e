import { readSuiteLoginCode, readSuiteLoginEmail } from '../helpers/e2e-server';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

/**
 * The consent link of the login-code e-mail, on a phone: a first-time customer of a client that
 * never asks for the data policy (one written from the spec alone) signs in with the code; the
 * e-mail also carries 'Acepto la política de tratamiento de datos'. A mail scanner opening the
 * link, and her own opening of the page, record nothing; pressing Acepto does, and she sees the
 * confirmation; her account then has the policy accepted. A forged link says so.
 */

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'es-CO' });

const LINK = /Acepto la política de tratamiento de datos: (\S+)/;

test('a first-time customer accepts the data policy from the login-code e-mail', async ({ page, request }) => {
  const email = `enlace-datos-${Date.now()}@e2e.test`;
  expect((await request.post('/api/auth/request-code', { data: { email } })).status()).toBe(200);
  const mail = await readSuiteLoginEmail(email);
  const found = mail.text.match(LINK);
  expect(found, mail.text).not.toBeNull();
  const link = new URL(found![1]);
  expect(link.pathname).toBe('/privacidad/aceptar');
  const target = `${link.pathname}${link.search}`;

  // A mail scanner's prefetch, then her client signs her in (the account is created) and ignores the consent step.
  expect((await request.get(target)).status()).toBe(200);
  await page.goto(target);
  await expect(page.getByRole('heading', { level: 1, name: 'Política de tratamiento de datos' })).toBeVisible();
  const verified = await request.post('/api/auth/verify-code', { data: { email, code: await readSuiteLoginCode(email) } });
  expect(verified.status()).toBe(200);
  const signedIn = (await verified.json()) as { token: string; consentRequired: boolean };
  // Neither GET recorded anything.
  expect(signedIn.consentRequired).toBe(true);
  const consent = async () =>
    (
      (await (await request.get('/api/profile/consent', { headers: { Authorization: `Bearer ${signedIn.token}` } })).json()) as {
        consent: { required: boolean };
      }
    ).consent;
  expect((await consent()).required).toBe(true);

  await expect(page.getByText(`Correo: ${email}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Leer la política completa' })).toHaveAttribute('href', '/privacy-policy');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Acepto', exact: true }).click();
  const done = page.getByRole('heading', { level: 2, name: '¡Listo! Aceptaste la política de tratamiento de datos' });
  await expect(done).toBeVisible();
  await expect(done).toBeFocused();
  await expect(page.getByText('Guardamos tu autorización (versión')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Acepto', exact: true })).toHaveCount(0);
  expect((await consent()).required).toBe(false);
});

test('a forged link says it is not valid and offers no button', async ({ page }) => {
  await page.goto('/privacidad/aceptar?token=a.b.c');
  await expect(page.getByRole('heading', { level: 1, name: 'Este enlace no es válido' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Acepto', exact: true })).toHaveCount(0);
});
