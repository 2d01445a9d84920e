import { expect, type Page, test } from './fixtures';
import { z } from 'zod';

/**
 * Issue #7 item 6, on the real rendered pages of the production build: JSON-LD that is valid and
 * complete (zod schemas below), a sitemap with every product and category in both languages and
 * their alternates, unique titles, descriptions, canonical URLs and hreflang alternates on every
 * storefront page, and robots.txt keeping private areas out.
 */
const url = z.url({ protocol: /^https?$/ });
const schemaOrg = z.literal('https://schema.org');
const availability = z.enum([
  'https://schema.org/InStock',
  'https://schema.org/OutOfStock',
  'https://schema.org/PreOrder',
  'https://schema.org/BackOrder',
]);
const price = z.union([z.number().nonnegative(), z.string().regex(/^\d+(\.\d+)?$/)]);
const text = z.string().trim().min(1);

const localBusiness = z.object({
  '@context': schemaOrg,
  '@type': z.literal('LocalBusiness'),
  name: text,
  url,
  telephone: z.string().regex(/^\+?[\d\s()-]{7,}$/),
  image: url,
  address: z.object({
    '@type': z.literal('PostalAddress'),
    streetAddress: text,
    addressLocality: text,
    addressRegion: text,
    addressCountry: z.string().regex(/^[A-Z]{2}$/),
  }),
  geo: z.object({ '@type': z.literal('GeoCoordinates'), latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
  openingHoursSpecification: z.array(z.object({ '@type': z.literal('OpeningHoursSpecification'), opens: text, closes: text })).min(1),
});

const offer = z.object({
  '@type': z.literal('Offer'),
  price,
  priceCurrency: z.literal('COP'),
  availability,
  url,
  sku: text.optional(),
});
const product = z.object({
  '@context': schemaOrg,
  '@type': z.literal('Product'),
  name: text,
  url,
  image: url.optional(),
  sku: text,
  brand: z.object({ '@type': z.literal('Brand'), name: text }),
  offers: z.union([
    offer,
    z.object({
      '@type': z.literal('AggregateOffer'),
      priceCurrency: z.literal('COP'),
      lowPrice: price,
      highPrice: price,
      offerCount: z.number().int().min(2),
      availability,
      offers: z.array(offer).min(2),
    }),
  ]),
});
const breadcrumbs = z.object({
  '@context': schemaOrg,
  '@type': z.literal('BreadcrumbList'),
  itemListElement: z
    .array(z.object({ '@type': z.literal('ListItem'), position: z.number().int().positive(), name: text, item: url }))
    .min(2)
    .refine((items) => items.every((item, i) => item.position === i + 1), { error: 'positions must be 1, 2, 3…' }),
});

async function jsonLdOf(page: Page): Promise<{ '@type'?: string }[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block));
}

function expectValid(schema: z.ZodType, data: unknown, label: string) {
  const parsed = schema.safeParse(data);
  expect(parsed.success, `${label}: ${parsed.success ? '' : z.prettifyError(parsed.error)}\n${JSON.stringify(data, null, 1)}`).toBe(true);
}

let productPath = '';
test.beforeAll(async ({ request }) => {
  const html = await (await request.get('/tienda')).text();
  productPath = /href="(\/producto\/[^"?#]+)"/.exec(html)?.[1] ?? '';
  expect(productPath).not.toBe('');
});

test('JSON-LD: LocalBusiness on the business pages, Product with offers and BreadcrumbList on a product page', async ({ page }) => {
  // Visiting /en stores the language in a cookie that would redirect the Spanish URLs: clear it.
  const visit = async (path: string) => {
    await page.context().clearCookies();
    await page.goto(path);
    expect(new URL(page.url()).pathname, `${path} is not redirected`).toBe(decodeURI(path));
  };
  for (const path of ['/', '/contacto', '/nosotros', '/en', '/en/contacto']) {
    await visit(path);
    const blocks = await jsonLdOf(page);
    const business = blocks.filter((b) => b['@type'] === 'LocalBusiness');
    expect(business, `${path}: one LocalBusiness`).toHaveLength(1);
    expectValid(localBusiness, business[0], `${path} LocalBusiness`);
  }
  // The catalogue and product pages describe products, not the business again.
  for (const path of ['/tienda', productPath]) {
    await visit(path);
    expect(
      (await jsonLdOf(page)).filter((b) => b['@type'] === 'LocalBusiness'),
      path,
    ).toEqual([]);
  }

  for (const path of [productPath, `/en${productPath}`]) {
    await visit(path);
    const blocks = await jsonLdOf(page);
    const [item] = blocks.filter((b) => b['@type'] === 'Product');
    expectValid(product, item, `${path} Product`);
    const [trail] = blocks.filter((b) => b['@type'] === 'BreadcrumbList');
    expectValid(breadcrumbs, trail, `${path} BreadcrumbList`);
    const list = (trail as z.infer<typeof breadcrumbs>).itemListElement;
    // The trail ends at the page itself, named like the product.
    expect(new URL(list.at(-1)!.item).pathname).toBe(decodeURI(path));
    expect(list.at(-1)!.name).toBe((item as z.infer<typeof product>).name);
  }
});

test('sitemap.xml lists every product and category in both languages, with alternates', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: new URL(/<loc>([^<]+)<\/loc>/.exec(body)![1].replace(/&amp;/g, '&')),
    alternates: Object.fromEntries(
      [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [
        lang,
        href.replace(/&amp;/g, '&'),
      ]),
    ),
  }));
  const paths = new Set(entries.map((e) => `${e.loc.pathname}${e.loc.search}`));
  for (const entry of entries) expect(Object.keys(entry.alternates).sort(), entry.loc.href).toEqual(['en', 'es', 'x-default']);

  const { products } = (await (await request.get('/api/products')).json()) as { products: { slug: string }[] };
  type Category = { name: string; children: Category[] };
  const { categories } = (await (await request.get('/api/categories')).json()) as { categories: Category[] };
  const flat = (list: Category[]): Category[] => list.flatMap((c) => [c, ...flat(c.children)]);
  expect(products.length).toBeGreaterThan(24);

  const missing: string[] = [];
  for (const { slug } of products) {
    for (const prefix of ['', '/en'])
      if (!paths.has(`${prefix}/producto/${encodeURIComponent(slug)}`)) missing.push(`${prefix}/producto/${slug}`);
  }
  for (const { name } of flat(categories)) {
    const query = `?${new URLSearchParams({ category: name })}`;
    for (const prefix of ['', '/en']) if (!paths.has(`${prefix}/tienda${query}`)) missing.push(`${prefix}/tienda${query}`);
  }
  expect(missing).toEqual([]);
  console.log(`sitemap.xml: ${entries.length} URLs (${products.length} products, ${flat(categories).length} categories, 2 languages)`);
});

/**
 * Titles are unique within a language. A product's name is catalogue data kept in Spanish, so its
 * Spanish and English pages share a title; hreflang marks them as translations of each other.
 */
test('every storefront page has a unique title, a description, its canonical URL and hreflang alternates', async ({ page }) => {
  const pages = ['/', '/tienda', productPath, '/contacto', '/nosotros', '/privacy-policy', '/carrito'];
  const titles = new Map<string, string>();
  for (const path of [...pages, ...pages.map((p) => (p === '/' ? '/en' : `/en${p}`))]) {
    await page.context().clearCookies();
    await page.goto(path);
    expect(new URL(page.url()).pathname, `${path} is not redirected`).toBe(decodeURI(path));
    const title = await page.title();
    expect(title, `${path}: title`).not.toBe('');
    const language = path.startsWith('/en') ? 'en' : 'es';
    expect(titles.get(`${language} ${title}`), `${path}: title "${title}" already used by`).toBeUndefined();
    titles.set(`${language} ${title}`, path);
    expect((await page.locator('meta[name="description"]').getAttribute('content'))?.trim(), `${path}: description`).toBeTruthy();

    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical, `${path}: canonical`).toBeTruthy();
    expect(decodeURI(new URL(canonical!).pathname), `${path}: canonical`).toBe(decodeURI(path));

    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        Object.fromEntries(links.map((l) => [l.getAttribute('hreflang'), new URL(l.getAttribute('href')!).pathname])),
      );
    const spanish = path === '/en' ? '/' : path.replace(/^\/en(?=\/)/, '');
    expect(alternates, `${path}: hreflang`).toEqual({ es: spanish, en: spanish === '/' ? '/en' : `/en${spanish}`, 'x-default': spanish });
  }
});

test('robots.txt keeps the back office, customer area, cart and checkout out, in both languages', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  const disallowed = robots
    .split('\n')
    .filter((line) => /^disallow:/i.test(line))
    .map((line) => line.split(':')[1].trim());
  for (const path of ['/admin', '/perfil', '/checkout', '/carrito']) {
    expect(disallowed, robots).toContain(path);
    expect(disallowed, robots).toContain(`/en${path}`);
  }
  expect(robots).toMatch(/^sitemap: https?:\/\/\S+\/sitemap\.xml$/im);
});
