import { E2E_ADMIN, expect, logInStaff, pathnameOf, test, staffToken } from './fixtures';

/**
 * 'Cerrar todas las sesiones' in the back office (issue 19 §5): an ADMIN ends a VENDEDOR's
 * sessions from the users screen, then their own from the profile menu. Both people are made
 * for this test, so the seeded admin other specs sign in as keeps its sessions.
 */

// The e2e server seeds this administrator (tests/e2e/server.mjs).
const PASSWORD = 'Sesiones-E2E-1';

test.use({ locale: 'es-CO', viewport: { width: 1280, height: 800 } });

test('an ADMIN ends a VENDEDOR’s sessions, then all of their own', async ({ page, browser, baseURL, request }) => {
  const stamp = Date.now();
  const admin = { nombre: `Admin Sesiones ${stamp}`, email: `admin-sesiones-${stamp}@e2e.test`, rol: 'ADMIN' };
  const seller = { nombre: `Vendedor Sesiones ${stamp}`, email: `vendedor-sesiones-${stamp}@e2e.test`, rol: 'VENDEDOR' };
  const seeded = await staffToken(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const ids: number[] = [];
  for (const user of [admin, seller]) {
    const res = await request.post('/api/admin/users', {
      data: { ...user, password: PASSWORD },
      headers: { authorization: `Bearer ${seeded}` },
    });
    expect(res.status()).toBe(201);
    ids.push(((await res.json()) as { user: { id: number } }).user.id);
  }

  try {
    // The VENDEDOR works on another computer.
    const sellerContext = await browser.newContext({ baseURL, locale: 'es-CO' });
    const sellerPage = await sellerContext.newPage();
    await logInStaff(sellerPage, seller.email, PASSWORD);

    await logInStaff(page, admin.email, PASSWORD);
    await page.goto('/admin/users');
    await page.getByRole('button', { name: `Cerrar todas las sesiones de ${seller.nombre}` }).click();
    const confirm = page.getByRole('alertdialog', { name: '¿Cerrar todas las sesiones?' });
    await expect(confirm).toContainText(seller.nombre);
    await confirm.getByRole('button', { name: 'Cerrar sesiones' }).click();
    await expect(page.getByText(`Se cerraron todas las sesiones de ${seller.nombre}`)).toBeVisible();
    await expect(confirm).toBeHidden();
    // No such button on the ADMIN's own row: their sessions end from the profile menu.
    await expect(page.getByRole('button', { name: `Cerrar todas las sesiones de ${admin.nombre}` })).toHaveCount(0);

    // The VENDEDOR's next visit finds the session over.
    await sellerPage.goto('/admin/orders');
    await expect.poll(() => pathnameOf(sellerPage)).toBe('/admin/login');
    await sellerContext.close();

    // The ADMIN is also signed in elsewhere; 'Cerrar todas mis sesiones' ends both.
    const elsewhere = await staffToken(request, admin.email, PASSWORD);
    await page.getByRole('button', { name: `Perfil de ${admin.nombre}` }).click();
    await page.getByRole('menuitem', { name: 'Cerrar todas mis sesiones' }).click();
    const confirmOwn = page.getByRole('alertdialog', { name: '¿Cerrar todas tus sesiones?' });
    await confirmOwn.getByRole('button', { name: 'Cerrar todas' }).click();
    await expect(page.getByText('Cerraste todas tus sesiones. Inicia sesión de nuevo.')).toBeVisible();
    await expect.poll(() => pathnameOf(page)).toBe('/admin/login');
    const refused = await request.get('/api/admin/profile', { headers: { authorization: `Bearer ${elsewhere}` } });
    expect(refused.status()).toBe(401);
  } finally {
    for (const id of ids) await request.delete(`/api/admin/users/${id}`, { headers: { authorization: `Bearer ${seeded}` } });
  }
});
