// Cheap HTTP checks of the caching and search-visibility targets (docs/performance.md) on the running demo server.
import { getRaw } from './server.mjs';

const attr = (html, re) => re.exec(html)?.[1] ?? null;

export function headOf(html) {
  return {
    title: attr(html, /<title>([^<]*)<\/title>/),
    description: attr(html, /<meta name="description" content="([^"]*)"/),
    canonical: attr(html, /<link rel="canonical" href="([^"]*)"/),
    hreflangs: [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)"/gi)].map((m) => m[1]),
    jsonLdTypes: [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].flatMap((m) => {
      try {
        const data = JSON.parse(m[1]);
        const items = Array.isArray(data) ? data : (data['@graph'] ?? [data]);
        return items.map((i) => i['@type']);
      } catch {
        return ['(invalid JSON)'];
      }
    }),
  };
}

export async function siteChecks({ origin, pages }) {
  const heads = {};
  for (const page of pages) heads[page.name] = headOf((await getRaw(origin + page.path)).text);
  const unique = (key) =>
    new Set(Object.values(heads).map((h) => h[key])).size === pages.length && Object.values(heads).every((h) => h[key]);

  const robots = (await getRaw(`${origin}/robots.txt`)).text;
  const disallowed = ['/admin', '/perfil', '/checkout', '/carrito'].filter((p) => new RegExp(`^Disallow:\\s*${p}\\b`, 'mi').test(robots));

  const { products } = JSON.parse((await getRaw(`${origin}/api/products`)).text);
  const sitemap = (await getRaw(`${origin}/sitemap.xml`)).text;
  const missing = products.filter((p) => !sitemap.includes(`/producto/${p.slug}<`) || !sitemap.includes(`/en/producto/${p.slug}<`));

  const api = await getRaw(`${origin}/api/products`);
  const etag = api.headers.etag;
  const revalidated = etag ? (await getRaw(`${origin}/api/products`, { 'if-none-match': etag })).status : null;
  const chunk = attr((await getRaw(`${origin}/tienda`)).text, /src="(\/_next\/static\/[^"]+\.js)"/);
  const chunkCache = chunk ? (await getRaw(origin + chunk)).headers['cache-control'] : null;

  return {
    heads,
    uniqueTitles: unique('title'),
    uniqueDescriptions: unique('description'),
    uniqueCanonicals: unique('canonical'),
    hreflangOnAll: Object.values(heads).every((h) => h.hreflangs.includes('es') && h.hreflangs.includes('en')),
    robots: { disallowed, pass: disallowed.length === 4 },
    sitemap: { products: products.length, missing: missing.map((p) => p.slug) },
    api: { cacheControl: api.headers['cache-control'] ?? null, etag: etag ?? null, revalidatedStatus: revalidated },
    staticChunk: { path: chunk, cacheControl: chunkCache },
  };
}
