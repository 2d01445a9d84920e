import { eq, sql } from 'drizzle-orm';
import { siteUrl } from '@/lib/env';
import { beforeAll, describe, expect, it } from 'vitest';
import robots from '@/app/robots';
import sitemap from '@/app/sitemap';
import { products, variants } from '@/db/schema';
import { createCatalogFixture } from '../helpers/catalog-fixture';
import { useTestDb } from '../helpers/db';

const testDb = useTestDb();
const site = siteUrl();
let fixture: Awaited<ReturnType<typeof createCatalogFixture>>;

beforeAll(async () => {
  fixture = await createCatalogFixture(testDb().db);
});

const byUrl = (entries: Awaited<ReturnType<typeof sitemap>>) => new Map(entries.map((e) => [e.url, e]));

describe('sitemap.xml', () => {
  it('lists the static pages in both languages with hreflang alternates', async () => {
    const entries = byUrl(await sitemap());
    for (const path of ['/', '/tienda', '/contacto', '/nosotros', '/privacy-policy']) {
      const es = `${site}${path}`;
      const en = `${site}/en${path === '/' ? '' : path}`;
      for (const url of [es, en]) {
        expect(entries.get(url), url).toBeDefined();
        expect(entries.get(url)?.alternates?.languages).toEqual({ es, en, 'x-default': es });
      }
    }
  });

  it('lists every product and category in both languages, with alternates and their last change', async () => {
    const entries = await sitemap();
    const urls = byUrl(entries);
    for (const product of Object.values(fixture.products)) {
      const es = `${site}/producto/${product.slug}`;
      const en = `${site}/en/producto/${product.slug}`;
      expect(urls.get(es)?.alternates?.languages).toEqual({ es, en, 'x-default': es });
      expect(urls.get(en)?.alternates?.languages).toEqual({ es, en, 'x-default': es });
      expect(urls.get(es)?.lastModified).toBeInstanceOf(Date);
    }
    for (const category of Object.values(fixture.categories)) {
      const query = new URLSearchParams({ category: category.name }).toString();
      const es = `${site}/tienda?${query}`;
      const en = `${site}/en/tienda?${query}`;
      expect(urls.get(es)?.alternates?.languages).toEqual({ es, en, 'x-default': es });
      expect(urls.get(en)).toBeDefined();
      expect(urls.get(es)?.lastModified).toEqual(category.updatedAt);
    }
    // 5 static pages + 4 categories + 4 products, each in two languages; no duplicates.
    expect(entries).toHaveLength((5 + 4 + 4) * 2);
    expect(urls.size).toBe(entries.length);
  });

  it("dates a product by its newest change, its variants' included", async () => {
    const { db } = testDb();
    const { vaso } = fixture.products;
    const later = new Date('2030-01-02T03:04:05Z');
    await db
      .update(products)
      .set({ updatedAt: new Date('2029-01-01T00:00:00Z') })
      .where(eq(products.id, vaso.id));
    await db
      .update(variants)
      .set({ updatedAt: later })
      .where(sql`${variants.id} = (select min(id) from variants where product_id = ${vaso.id})`);
    const entry = byUrl(await sitemap()).get(`${site}/producto/${vaso.slug}`);
    expect(entry?.lastModified).toEqual(later);
  });
});

describe('robots.txt', () => {
  it('allows the store, keeps private areas and the API out, in both languages, and names the sitemap', () => {
    const result = robots();
    const rules = Array.isArray(result.rules) ? result.rules : [result.rules];
    expect(rules).toHaveLength(1);
    expect(rules[0]).toMatchObject({ userAgent: '*', allow: '/' });
    const disallow = rules[0].disallow as string[];
    for (const path of ['/admin', '/perfil', '/checkout', '/carrito', '/orden-confirmada', '/pagar', '/c/']) {
      expect(disallow).toContain(path);
      expect(disallow).toContain(`/en${path}`);
    }
    expect(disallow).toContain('/api/');
    expect(disallow).not.toContain('/tienda');
    expect(disallow).not.toContain('/c');
    expect(result.sitemap).toBe(`${site}/sitemap.xml`);
  });
});
