import { expect, expectNoSeriousA11yViolations, pathnameOf, test } from './fixtures';

// Spanish is the default at unprefixed URLs; the browser asks for es-CO (RECIPE: locale trap).
test.use({ locale: 'es-CO', viewport: { width: 1280, height: 800 } });

test('home in Spanish, switch to English and back, accessible in both', async ({ page }) => {
  await page.goto('/');
  const hero = page.locator('#inicio');
  await expect(hero.getByRole('heading', { level: 1, name: 'Soluciones en Plásticos Sostenibles' })).toBeVisible();
  await expect(hero.getByRole('link', { name: 'Ver Productos' })).toHaveAttribute('href', '/tienda');
  await expect(page.getByRole('link', { name: /BUSCA NUESTRA SECCIÓN DE BIODEGRADABLES/ })).toBeVisible();

  // The first hero picture is the LCP element: fetched with high priority, never lazily.
  const firstHeroImage = hero.locator('img').first();
  await expect(firstHeroImage).toHaveAttribute('fetchpriority', 'high');
  await expect(firstHeroImage).not.toHaveAttribute('loading', 'lazy');

  // Let the featured section stream in before auditing the whole page.
  await expect(page.getByRole('heading', { level: 2, name: 'Productos destacados' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const header = page.getByRole('banner');
  await header.getByRole('button', { name: /^EN\b/ }).click();
  await expect.poll(() => pathnameOf(page)).toBe('/en');
  await expect(page.getByRole('heading', { level: 1, name: 'Sustainable Plastic Solutions' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(header.getByRole('button', { name: /^EN\b/ })).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => Object.entries(localStorage).find(([key]) => key.endsWith('-lang'))?.[1])).toBe('en');
  await expect(page.getByRole('heading', { level: 2, name: 'Featured products' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await header.getByRole('button', { name: /^ES\b/ }).click();
  await expect.poll(() => pathnameOf(page)).toBe('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Soluciones en Plásticos Sostenibles' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});
