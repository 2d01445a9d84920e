import { expect, type Page, test, logInStaff } from './fixtures';

/**
 * Issue 23 §4 on a phone: staff open 'Clientes' from 'Más', create a customer who wrote on
 * WhatsApp with a name and a phone only, find them again by typing part of the phone, open the
 * detail (the phone is a WhatsApp chat link) and correct the name. The customer stays (there is
 * no deletion); the name and phone are unique to the run, so other journeys never meet them.
 */

test.use({ locale: 'es-CO', viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const pathnameOf = (page: Page) => new URL(page.url()).pathname;
const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('staff create a WhatsApp customer, find them by phone and edit the name', async ({ page }) => {
  test.setTimeout(120_000);
  const missing: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('MISSING_MESSAGE')) missing.push(message.text());
  });
  const stamp = String(Date.now()).slice(-7);
  const digits = `31${stamp.slice(0, 1)}${stamp}`.slice(0, 10).padEnd(10, '5');
  const typedPhone = `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
  const name = `Cliente WhatsApp ${stamp}`;

  await logInStaff(page);

  // ---- 'Más' → 'Clientes'
  const nav = page.getByRole('navigation', { name: 'Secciones de administración' });
  await nav.getByRole('button', { name: 'Más' }).click();
  await page.getByRole('dialog', { name: 'Todas las secciones' }).getByRole('link', { name: 'Clientes', exact: true }).click();
  await expect.poll(() => pathnameOf(page)).toBe('/admin/customers');
  await expect(page.getByRole('heading', { level: 1, name: 'Clientes' })).toBeVisible();

  // ---- create with a name and a phone only
  await page.getByRole('button', { name: 'Nuevo cliente' }).click();
  const form = page.getByRole('dialog', { name: 'Nuevo cliente' });
  await form.getByLabel('Nombre completo').fill(name);
  await form.getByLabel('Celular o teléfono').fill(typedPhone);
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form).toBeHidden();
  await expect.poll(() => pathnameOf(page)).toMatch(/^\/admin\/customers\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // ---- back to the list, find them by part of the phone
  await page.getByRole('link', { name: 'Volver a clientes' }).click();
  await expect.poll(() => pathnameOf(page)).toBe('/admin/customers');
  await page.getByRole('searchbox', { name: 'Buscar clientes' }).fill(`${digits.slice(3, 6)} ${digits.slice(6)}`);
  const row = page.getByRole('link', { name: `Ver cliente ${name}` });
  await expect(row).toBeVisible();
  await expect(page.getByRole('link', { name: /^Ver cliente / })).toHaveCount(1);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  // ---- the detail: the phone opens a WhatsApp chat
  await row.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('link', { name: `Escribir por WhatsApp a ${typedPhone}` })).toHaveAttribute(
    'href',
    `https://wa.me/57${digits}`,
  );
  await expect(page.getByText('Sin correo')).toBeVisible();
  await expect(page.getByText('Todavía no tiene pedidos.')).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  // ---- an address, with the profile's department and city pickers; the phone is prefilled
  await page.getByRole('button', { name: 'Agregar dirección' }).click();
  const addressDialog = page.getByRole('dialog', { name: 'Agregar dirección' });
  await expect(addressDialog.getByRole('textbox', { name: 'Quién recibe' })).toHaveValue(name);
  await expect(addressDialog.getByRole('textbox', { name: 'Teléfono de quien recibe' })).toHaveValue(typedPhone);
  await addressDialog.getByRole('textbox', { name: 'Dirección', exact: true }).fill('Calle 5 # 3-20, barrio La Playa');
  await addressDialog.getByRole('combobox', { name: 'Departamento' }).fill('Norte de S');
  await addressDialog.getByRole('option', { name: 'Norte de Santander' }).click();
  await addressDialog.getByRole('combobox', { name: 'Ciudad o municipio' }).fill('Cúcu');
  await addressDialog.getByRole('option', { name: 'Cúcuta' }).click();
  await addressDialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(addressDialog).toBeHidden();
  await expect(page.getByText('Calle 5 # 3-20, barrio La Playa')).toBeVisible();
  await expect(page.getByText('Principal')).toBeVisible();

  // ---- correct the name
  await page.getByRole('button', { name: 'Editar', exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Editar cliente' });
  await expect(edit.getByLabel('Celular o teléfono')).toHaveValue(typedPhone);
  await edit.getByLabel('Nombre completo').fill(`${name} Pérez`);
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: `${name} Pérez` })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `${name} Pérez` })).toBeVisible();

  // ---- a wrong address goes, after a confirmation
  await page.getByRole('button', { name: `Eliminar la dirección de ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirmar Eliminación' });
  await expect(confirm).toContainText('Calle 5 # 3-20, barrio La Playa');
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Sin direcciones guardadas.')).toBeVisible();
  await expect(page.getByText('Calle 5 # 3-20, barrio La Playa')).toBeHidden();

  expect(missing).toEqual([]);
});
