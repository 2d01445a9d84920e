import { expect, expectNoSeriousA11yViolations, type Page, test } from './fixtures';

// Spanish is the default at unprefixed URLs; the browser asks for es-CO (RECIPE: locale trap).
test.use({ locale: 'es-CO', viewport: { width: 1280, height: 800 } });

/** The page's own content (the shared header and footer have their own journeys) fits the viewport. */
async function expectContentFitsViewport(page: Page) {
  const overflow = await page.evaluate(() => {
    const main = document.querySelector('main');
    return main ? Math.max(main.scrollWidth, main.getBoundingClientRect().right) - document.documentElement.clientWidth : 1;
  });
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The JSON-LD blocks of a page's server HTML, parsed. */
function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
}

const SUCCESS = '¡Gracias! Tu mensaje ha sido enviado.';

test('contact: empty submit shows four errors, a filled form is sent trimmed and the form resets', async ({ page }) => {
  await page.goto('/contacto');
  await expect(page).toHaveTitle(/^Contacto \| /);
  await expect(page.getByRole('heading', { level: 1, name: 'Contáctanos' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const form = page.locator('form[aria-labelledby="contact-form-title"]');
  const fields = {
    nombre: form.getByRole('textbox', { name: 'Nombre', exact: true }),
    email: form.getByRole('textbox', { name: 'Correo electrónico', exact: true }),
    asunto: form.getByRole('textbox', { name: 'Asunto', exact: true }),
    mensaje: form.getByRole('textbox', { name: 'Mensaje', exact: true }),
  };
  const submit = form.getByRole('button', { name: 'Enviar mensaje' });

  await submit.click();
  await expect(form.getByText('Este campo es obligatorio.')).toHaveCount(4);
  // The data policy (Ley 1581): an unchecked box that must be ticked.
  const consent = form.getByRole('checkbox', { name: /Acepto la política de tratamiento de datos personales/ });
  await expect(consent).not.toBeChecked();
  await expect(form.getByText('Debes aceptar la política de tratamiento de datos para enviar el mensaje.')).toBeVisible();
  for (const field of Object.values(fields)) await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(fields.nombre).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  await fields.nombre.fill('  Ana Gómez  ');
  await fields.email.fill('  ana@example.com ');
  await fields.asunto.fill(' Cotización de vasos ');
  await fields.mensaje.fill('  Necesito 5 millares de vasos de 7 oz.  ');
  await expect(form.getByText('Este campo es obligatorio.')).toHaveCount(0);
  await consent.check();

  const requestPromise = page.waitForRequest((r) => r.url().endsWith('/api/contact') && r.method() === 'POST');
  await submit.click();
  const request = await requestPromise;
  expect(request.postDataJSON()).toMatchObject({
    nombre: 'Ana Gómez',
    email: 'ana@example.com',
    asunto: 'Cotización de vasos',
    mensaje: 'Necesito 5 millares de vasos de 7 oz.',
    acceptDataPolicy: true,
  });

  // Inline, beside the form, and as a success notification.
  await expect(form.getByRole('status')).toHaveText(SUCCESS);
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: SUCCESS })).toBeVisible();
  for (const field of Object.values(fields)) await expect(field).toHaveValue('');
  await expect(consent).not.toBeChecked();
});

test('contact page shows the business data and a local map linking to the maps search', async ({ page }) => {
  await page.goto('/contacto');
  const main = page.getByRole('main');
  await expect(main.locator('a[href^="tel:+57"]')).toBeVisible();
  await expect(main.locator('a[href^="mailto:"]')).toBeVisible();
  await expect(main.locator('a[href^="https://wa.me/"]')).toBeVisible();
  await expect(main.getByRole('link', { name: /Abrir en el mapa/ })).toHaveAttribute('href', /google\.com\/maps\/search/);
  await expect(main.getByText('Lunes a sábado')).toBeVisible();
  // No third-party frame or script on the page.
  await expect(page.locator('iframe')).toHaveCount(0);
  const scripts = await page.locator('script[src]').evaluateAll((els) => els.map((e) => (e as HTMLScriptElement).src));
  for (const src of scripts) expect(new URL(src).origin).toBe(new URL(page.url()).origin);
});

test('about and privacy pages are accessible and fit a 360 px phone', async ({ page }) => {
  await page.goto('/nosotros');
  await expect(page).toHaveTitle(/^Nosotros \| /);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const year of ['2015', '2020', 'Hoy']) await expect(page.getByRole('listitem').filter({ hasText: year }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/privacy-policy');
  await expect(page).toHaveTitle(/^Política de Privacidad \| /);
  await expect(page.getByRole('heading', { level: 1, name: 'Política de Privacidad' })).toBeVisible();
  await expect(page.getByText(/Ley 1581 de 2012/).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ['/contacto', '/nosotros', '/privacy-policy']) {
    await page.goto(path);
    await expectContentFitsViewport(page);
  }
});

test('home HTML carries exactly one LocalBusiness JSON-LD, a canonical link and hreflang alternates', async ({ request }) => {
  const response = await request.get('/', { headers: { 'Accept-Language': 'es-CO,es;q=0.9' } });
  expect(response.ok()).toBe(true);
  const html = await response.text();

  const businesses = jsonLdBlocks(html).filter((block) => block['@type'] === 'LocalBusiness');
  expect(businesses).toHaveLength(1);
  expect(businesses[0]).toMatchObject({
    '@context': 'https://schema.org',
    telephone: expect.stringMatching(/^\+57/),
    priceRange: '$$',
    address: { addressLocality: 'Cúcuta', addressRegion: 'Norte de Santander', postalCode: '540006', addressCountry: 'CO' },
    geo: { latitude: expect.any(Number), longitude: expect.any(Number) },
    openingHoursSpecification: [{ opens: '07:30', closes: '18:00' }],
  });
  expect((businesses[0].sameAs as string[]).length).toBe(3);

  // The home's canonical is the site root (Next writes it without the trailing slash).
  expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^/"]+\/?"/);
  for (const lang of ['es', 'en', 'x-default']) expect(html).toMatch(new RegExp(`<link rel="alternate" hrefLang="${lang}" href="[^"]+"`));

  // A storefront page in the shared layout carries it once too.
  const contact = await (await request.get('/contacto')).text();
  expect(jsonLdBlocks(contact).filter((block) => block['@type'] === 'LocalBusiness')).toHaveLength(1);
  expect(contact).toMatch(/<link rel="canonical" href="[^"]+\/contacto"/);

  // The cart is kept out of search engines.
  const cart = await (await request.get('/carrito')).text();
  expect(cart).toMatch(/<meta name="robots" content="noindex, nofollow"/);
});
