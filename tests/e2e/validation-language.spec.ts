import { expect, test } from './fixtures';

/**
 * A schema's field error in the page's language: the staff login form validates with the same
 * zod schema as POST /api/admin/login, whose messages are catalogue references.
 */
test.describe('field errors in the page language', () => {
  test('the Spanish back office says them in Spanish, the English one in English', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'El correo es requerido.' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'La contraseña es requerida.' })).toBeVisible();

    // Spanish first: once on /en, the locale cookie keeps the visitor in English.
    await page.goto('/en/admin/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The email is required.' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'The password is required.' })).toBeVisible();
    await expect(page.getByText('Validation.')).toHaveCount(0);
  });
});
