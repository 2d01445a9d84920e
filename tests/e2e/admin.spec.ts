import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  E2E_ADMIN,
  expect,
  expectNoSeriousA11yViolations,
  logInStaff,
  logInStaffThroughForm,
  type Page,
  pathnameOf,
  test,
} from './fixtures';
import sharp from 'sharp';

// The e2e server seeds this administrator (tests/e2e/server.mjs).
const ADMIN = { ...E2E_ADMIN, nombre: 'Administrador' };
const TOKEN_KEY_SUFFIX = '-admin-token';

test.use({ locale: 'es-CO', viewport: { width: 1280, height: 800 } });

/** Every missing translation is logged by next-intl; none may appear on these screens. */
function collectMissingMessages(page: Page): string[] {
  const missing: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('MISSING_MESSAGE')) missing.push(message.text());
  });
  return missing;
}

async function logOut(page: Page, nombre: string) {
  await page.getByRole('button', { name: `Perfil de ${nombre}` }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect.poll(() => pathnameOf(page)).toBe('/admin/login');
}

const storedToken = (page: Page) =>
  page.evaluate((suffix) => Object.entries(localStorage).find(([key]) => key.endsWith(suffix))?.[1] ?? null, TOKEN_KEY_SUFFIX);

test.describe('login page on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('fits 360 px, is accessible and explains a wrong password', async ({ page }) => {
    const missing = collectMissingMessages(page);
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Acceso Administrador' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoSeriousA11yViolations(page);

    // An empty form is stopped in the browser, with the messages next to the fields.
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByText('El correo es requerido.')).toBeVisible();

    await page.getByLabel('Correo electrónico').fill('nadie@e2e.test');
    await page.getByLabel('Contraseña').fill('no-es-la-clave');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByText('Credenciales inválidas.')).toBeVisible();
    await expect.poll(() => pathnameOf(page)).toBe('/admin/login');

    // English under /en.
    await page.goto('/en/admin/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
    await expect(page.getByLabel('Password')).toBeVisible();
    expect(missing).toEqual([]);
  });
});

test.describe('panel on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('every screen of this area fits 360 px: tables become cards, the bar shows the section (or Más for the others)', async ({
    page,
  }) => {
    const missing = collectMissingMessages(page);
    await logInStaff(page, ADMIN.email, ADMIN.password);
    const nav = page.getByRole('navigation', { name: 'Secciones de administración' });
    for (const [href, heading] of [
      ['/admin/dashboard', `Bienvenido, ${ADMIN.nombre}`],
      ['/admin/users', 'Usuarios'],
      ['/admin/categories', 'Categorías'],
      ['/admin/attributes', 'Atributos'],
      ['/admin/providers', 'Proveedores'],
      ['/admin/payment-methods', 'Métodos de pago'],
    ] as const) {
      await page.goto(href);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('status')).toHaveCount(0); // loaded
      expect(await page.evaluate(() => document.documentElement.scrollWidth), href).toBeLessThanOrEqual(360);
      await expect(nav.locator('[aria-current="page"]')).toBeInViewport();
      if (process.env.ADMIN_SHOTS)
        await page.screenshot({ path: `${process.env.ADMIN_SHOTS}/${href.split('/').pop()}.png`, fullPage: true });
    }
    // Tables are cards here: the rows are list items, the table itself is not displayed.
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Métodos de pago' }).getByRole('listitem')).not.toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // The create dialog is a full-height sheet that still fits.
    await page.getByRole('button', { name: 'Nuevo Método' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo método de pago' });
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByText('El nombre es requerido (mín. 3 caracteres).')).toBeVisible();
    await expect(dialog.getByText('La imagen del código QR es obligatoria para un nuevo método.')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    if (process.env.ADMIN_SHOTS) await page.screenshot({ path: `${process.env.ADMIN_SHOTS}/dialog.png` });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(missing).toEqual([]);
  });
});

test.describe('back office journey', () => {
  let tempDir: string;
  test.beforeAll(() => {
    tempDir = mkdtempSync(path.join(tmpdir(), 'admin-e2e-'));
  });
  test.afterAll(() => rmSync(tempDir, { recursive: true, force: true }));

  test('admin manages the catalogue and a user; a VENDEDOR sees less; logout revokes the token', async ({ page }) => {
    test.setTimeout(120_000);
    const missing = collectMissingMessages(page);
    const stamp = Date.now();

    // Protected area: signed out, /admin ends on the login page.
    await page.goto('/admin');
    await expect.poll(() => pathnameOf(page)).toBe('/admin/login');

    await logInStaffThroughForm(page, ADMIN.email, ADMIN.password);
    await expect(page.getByRole('heading', { level: 1, name: `Bienvenido, ${ADMIN.nombre}` })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Secciones de administración' });
    for (const section of [
      'Dashboard',
      'Usuarios',
      'Categorías',
      'Atributos',
      'Productos',
      'Proveedores',
      'Inventario',
      'Métodos de pago',
      'Órdenes',
      'Envíos',
    ]) {
      await expect(nav.getByRole('link', { name: section })).toBeVisible();
    }
    // Unknown admin paths go to the dashboard.
    await page.goto('/admin/no-existe');
    await expect.poll(() => pathnameOf(page)).toBe('/admin/dashboard');

    // ---- a category with an image ------------------------------------------------------------
    const imagePath = path.join(tempDir, 'categoria.png');
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 21, g: 128, b: 61 } } })
      .png()
      .toBuffer();
    writeFileSync(imagePath, png);
    const categoryName = `Categoría E2E ${stamp}`;

    await nav.getByRole('link', { name: 'Categorías' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Categorías' })).toBeVisible();
    await page.getByRole('button', { name: 'Nueva Categoría' }).click();
    const categoryDialog = page.getByRole('dialog', { name: 'Nueva categoría' });
    await categoryDialog.getByLabel('Nombre').fill(categoryName);
    await categoryDialog.getByLabel('Descripción').fill('Creada por la prueba de extremo a extremo.');
    await categoryDialog.getByLabel('Categoría padre').selectOption({ label: 'Desechables' });
    await categoryDialog.locator('input[type="file"]').setInputFiles(imagePath);
    await expect(categoryDialog.getByRole('img', { name: 'Vista previa de la imagen' })).toBeVisible();
    await categoryDialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Categoría creada con éxito.')).toBeVisible({ timeout: 30_000 });
    await expect(categoryDialog).toBeHidden();

    const categoryRow = page.getByRole('row', { name: new RegExp(categoryName) });
    const thumbnail = categoryRow.getByRole('img', { name: `Imagen de ${categoryName}` });
    await expect(thumbnail).toHaveAttribute('src', /categories\/categoria-e2e-\d+-\d+\.webp$/);
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    if (process.env.ADMIN_SHOTS) await page.screenshot({ path: `${process.env.ADMIN_SHOTS}/desktop-categories.png` });
    await expectNoSeriousA11yViolations(page);

    // ---- an attribute with two values --------------------------------------------------------
    const attributeName = `Acabado E2E ${stamp}`;
    await nav.getByRole('link', { name: 'Atributos' }).click();
    await page.getByRole('button', { name: 'Nuevo Atributo' }).click();
    const attributeDialog = page.getByRole('dialog', { name: 'Nuevo atributo' });
    await attributeDialog.getByLabel('Nombre').fill(attributeName);
    await attributeDialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Atributo guardado con éxito.')).toBeVisible();

    const card = page.getByRole('group', { name: attributeName });
    for (const value of ['Mate', 'Brillante']) {
      await card.getByRole('button', { name: `Añadir valor a ${attributeName}` }).click();
      const valueDialog = page.getByRole('dialog', { name: `Añadir valor a ${attributeName}` });
      await valueDialog.getByLabel('Valor').fill(value);
      await valueDialog.getByRole('button', { name: 'Añadir' }).click();
      await expect(valueDialog).toBeHidden();
      await expect(card.getByRole('button', { name: `Opciones del valor ${value}` })).toBeVisible();
    }
    await expect(page.getByText('Valor añadido con éxito.').first()).toBeVisible();
    await expect(card.getByRole('list', { name: `Valores de ${attributeName}` }).getByRole('listitem')).toHaveCount(2);

    // A chip opens its menu from the keyboard; editing goes through the same modal.
    await card.getByRole('button', { name: 'Opciones del valor Brillante' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Editar valor' }).click();
    const editValueDialog = page.getByRole('dialog', { name: `Editar valor de ${attributeName}` });
    await editValueDialog.getByLabel('Valor').fill('Brillante UV');
    await editValueDialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Valor actualizado con éxito.')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Opciones del valor Brillante UV' })).toBeVisible();
    if (process.env.ADMIN_SHOTS) await page.screenshot({ path: `${process.env.ADMIN_SHOTS}/desktop-attributes.png` });

    // ---- a VENDEDOR user ---------------------------------------------------------------------
    const seller = { nombre: `Vendedora E2E ${stamp}`, email: `vendedora-${stamp}@e2e.test`, password: 'Vendedora-E2E-1' };
    await nav.getByRole('link', { name: 'Usuarios' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeVisible();
    await expect(
      page.getByRole('row', { name: new RegExp(ADMIN.email) }).getByRole('cell', { name: 'Administrador', exact: true }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Nuevo Usuario' }).click();
    const userDialog = page.getByRole('dialog', { name: 'Nuevo usuario' });
    await userDialog.getByLabel('Nombre').fill(seller.nombre);
    await userDialog.getByLabel('Email').fill(seller.email);
    await userDialog.getByLabel('Contraseña').fill(seller.password);
    await userDialog.getByLabel('Rol').selectOption('VENDEDOR');
    // Issue 25 §5: the form says what the chosen role may and may not do.
    await expect(userDialog).toContainText('No puede: ver costos ni márgenes, eliminar nada del catálogo');
    await userDialog.getByLabel('Rol').selectOption('ADMIN');
    await expect(userDialog).not.toContainText('No puede:');
    await userDialog.getByLabel('Rol').selectOption('VENDEDOR');
    await userDialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Usuario creado con éxito')).toBeVisible();
    await expect(
      page.getByRole('row', { name: new RegExp(seller.email) }).getByRole('cell', { name: 'Vendedor', exact: true }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await logOut(page, ADMIN.nombre);
    expect(await storedToken(page)).toBeNull();

    // ---- the VENDEDOR is not offered users nor payment methods -------------------------------
    await logInStaff(page, seller.email, seller.password);
    await expect(page.getByRole('heading', { level: 1, name: `Bienvenido, ${seller.nombre}` })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Categorías' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Usuarios' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Métodos de pago' })).toHaveCount(0);
    await page.goto('/admin/users');
    await expect(page.getByText('No tienes permiso para ver esta sección.')).toBeVisible();

    // ---- logging out revokes the token on the server -----------------------------------------
    const token = await storedToken(page);
    expect(token).toBeTruthy();
    await logOut(page, seller.nombre);
    const refused = await page.request.get('/api/admin/profile', { headers: { Authorization: `Bearer ${token}` } });
    expect(refused.status()).toBe(401);

    // ---- the admin deletes the seller, after a confirmation --------------------------------------
    await logInStaff(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/users');
    await page.getByRole('button', { name: `Eliminar ${seller.nombre}` }).click();
    const confirm = page
      .getByRole('alertdialog', { name: 'Confirmar Eliminación' })
      .or(page.getByRole('dialog', { name: 'Confirmar Eliminación' }));
    await expect(confirm).toContainText(seller.nombre);
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText('Usuario eliminado con éxito')).toBeVisible();
    await expect(page.getByRole('button', { name: `Eliminar ${seller.nombre}` })).toHaveCount(0);

    expect(missing).toEqual([]);
  });
});
