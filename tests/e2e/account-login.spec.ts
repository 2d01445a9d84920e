import { readSuiteLoginCode } from '../helpers/e2e-server';
import { acceptDataPolicy, expect, type Page, test } from './fixtures';

/**
 * Getting in and staying oriented (issue 22 §4), on a phone: a signed-out visit to a profile tab
 * goes home (spec) where the login dialog opens saying why, and signing in there lands back on that
 * tab; a reload while she reads her mail reopens the login dialog on the code step,
 * the tabs live in the URL (Back works) and the greeting uses her name once the profile has one.
 */

test.use({ locale: 'es-CO', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const urlOf = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

test('signed out on a profile tab → home; the login dialog survives a reload; the tab in the URL', async ({ page }) => {
  test.setTimeout(90_000);
  const email = `perfil-${Date.now()}@e2e.test`;

  await page.goto('/perfil?tab=envios');
  await expect.poll(() => urlOf(page), { timeout: 30_000 }).toBe('/');
  // Home opens the login dialog by itself and says why.
  const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
  // The home page's scripts start after its largest paint and the header then opens the prompt:
  // as slow as the redirect on a loaded machine.
  await expect(dialog.getByText(/Inicia sesión para ver tu perfil/)).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: '/tmp/perfil-login-prompt.png' });
  // Each step checks its one field on submit, focuses it when it is wrong, and checks it again
  // as she types once she has submitted (components/account/use-one-field.ts).
  const emailField = dialog.getByRole('textbox', { name: 'Correo electrónico' });
  await dialog.getByRole('button', { name: 'Enviar código' }).click();
  await expect(dialog.getByText('Este campo es obligatorio.')).toBeVisible();
  await expect(emailField).toBeFocused();
  await emailField.fill('ana@');
  await expect(dialog.getByText('Escribe un correo electrónico válido.')).toBeVisible();
  await emailField.fill(email);
  await expect(dialog.getByText('Escribe un correo electrónico válido.')).toBeHidden();
  await expect(emailField).not.toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('button', { name: 'Enviar código' }).click();
  await expect(dialog.getByText(`Escribe el código de 6 dígitos que enviamos a ${email}.`)).toBeVisible();
  const codeField = dialog.getByRole('textbox', { name: 'Código de acceso' });
  await codeField.fill('12');
  await dialog.getByRole('button', { name: 'Ingresar' }).click();
  await expect(dialog.getByText('El código debe tener 6 dígitos.')).toBeVisible();
  await expect(codeField).toBeFocused();

  // The phone reloads the tab while she reads her mail: the dialog reopens on the code step.
  await page.reload();
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(dialog.getByText(`Escribe el código de 6 dígitos que enviamos a ${email}.`)).toBeVisible();
  // 'Cambiar correo' keeps the e-mail in the field; 'Ya tengo un código' goes straight back.
  await dialog.getByRole('button', { name: 'Cambiar correo' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue(email);
  await dialog.getByRole('button', { name: 'Ya tengo un código' }).click();
  await dialog.getByRole('textbox', { name: 'Código de acceso' }).fill(await readSuiteLoginCode(email));
  await dialog.getByRole('button', { name: 'Ingresar' }).click();
  // A new account: the unchecked data-policy box must be ticked (promotions stay optional).
  await expect(dialog.getByText('Antes de continuar, autoriza el tratamiento de tus datos personales.')).toBeVisible();
  const policy = dialog.getByRole('checkbox', { name: /Acepto la política de tratamiento de datos/ });
  await expect(policy).not.toBeChecked();
  await expect(dialog.getByRole('link', { name: 'política de tratamiento de datos personales' })).toHaveAttribute(
    'href',
    '/privacy-policy',
  );
  await dialog.getByRole('button', { name: 'Continuar', exact: true }).click();
  await expect(dialog.getByText('Para usar tu cuenta debes aceptar la política de tratamiento de datos.')).toBeVisible();
  await acceptDataPolicy(dialog, { marketing: true });
  await expect(dialog).toBeHidden();
  await page.goto('/perfil?tab=envios');
  await expect(page.getByRole('tab', { name: 'Mis Envíos' })).toHaveAttribute('aria-selected', 'true');

  // Tabs are in the URL: Back returns to the previous tab.
  await page.getByRole('tab', { name: 'Mis Direcciones' }).click();
  await expect.poll(() => urlOf(page)).toBe('/perfil?tab=direcciones');
  await page.goBack();
  await expect.poll(() => urlOf(page)).toBe('/perfil?tab=envios');
  await expect(page.getByRole('tab', { name: 'Mis Envíos' })).toHaveAttribute('aria-selected', 'true');

  // The greeting uses her name once the profile has one.
  await expect(page.getByText(`Hola, ${email}`)).toBeVisible();
  await page.getByRole('tab', { name: 'Mis Datos' }).click();
  await page.getByRole('textbox', { name: 'Nombre completo' }).fill('Ana Pérez');
  await page.getByRole('button', { name: 'Guardar datos' }).click();
  await expect(page.getByText('Hola, Ana Pérez')).toBeVisible();

  // Signing out from the profile goes home without asking to sign in again.
  await page.getByRole('button', { name: /^Cuenta de / }).click();
  await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
  await expect.poll(() => urlOf(page)).toBe('/');
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('after signing in from the home page prompt, she lands on the profile tab she asked for', async ({ page }) => {
  test.setTimeout(90_000);
  const email = `perfil-vuelta-${Date.now()}@e2e.test`;
  await page.goto('/perfil?tab=direcciones');
  await expect.poll(() => urlOf(page), { timeout: 30_000 }).toBe('/');
  const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
  // The home page's scripts start after its largest paint and the header then opens the prompt:
  // as slow as the redirect on a loaded machine.
  await expect(dialog.getByText(/Inicia sesión para ver tu perfil/)).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await dialog.getByRole('button', { name: 'Enviar código' }).click();
  await dialog.getByRole('textbox', { name: 'Código de acceso' }).fill(await readSuiteLoginCode(email));
  await dialog.getByRole('button', { name: 'Ingresar' }).click();
  await acceptDataPolicy(dialog);
  await expect.poll(() => urlOf(page)).toBe('/perfil?tab=direcciones');
  await expect(page.getByRole('tab', { name: 'Mis Direcciones' })).toHaveAttribute('aria-selected', 'true');
});

test('closing the prompt leaves her on the home page; an ordinary visit opens nothing', async ({ page }) => {
  await page.goto('/perfil');
  // The redirect waits for /perfil's chunks and the session check: slow on a loaded machine.
  await expect.poll(() => urlOf(page), { timeout: 30_000 }).toBe('/');
  const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The header's own dialog does not carry the prompt's words.
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/Inicia sesión para ver tu perfil/)).toHaveCount(0);
});
