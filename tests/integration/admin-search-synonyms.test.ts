import { asc } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DELETE as deleteSynonym, PUT as putSynonym } from '@/app/api/admin/search-synonyms/[id]/route';
import { GET as getSynonyms, POST as postSynonym } from '@/app/api/admin/search-synonyms/route';
import { GET as storeProducts } from '@/app/api/products/route';
import { catalogVersion, categories, products, searchSynonyms } from '@/db/schema';
import { refreshSearchDocuments } from '@/db/search-index';
import { pollCatalogVersion, startCatalogCache, stopCatalogCache } from '@/lib/cache/catalog-cache';
import { listProductPage } from '@/lib/data/catalog';
import { slugify } from '@/lib/domain/slug';
import { parseStoreFilters } from '@/lib/domain/store-filters';
import { useTestDb } from '../helpers/db';
import { invokeRoute } from '../helpers/routes';
import { createStaffUser } from '../helpers/staff';
import es from '@/messages/es.json';

/** The Spanish texts the API answers by default (messages/es.json, Validation). */
const HIDDEN_CHARACTERS_MESSAGE = es.Validation.hiddenCharacters;

/**
 * Search synonyms (issue 20 item 6) through their back-office routes, and the store search
 * using them: a group saved by staff changes what /tienda?search= finds at once, with the
 * catalogue cache on (the write moves catalog_version and clears this instance's cache).
 */
const testDb = useTestDb();
let sellerToken: string;
let adminToken: string;

const NAMES = [
  'Pajilla flexible',
  'Sorbete de papel',
  'Pitillo negro',
  'Bolsa camiseta negra',
  'Bolsa tipo camiseta blanca',
  'Vaso de poliestireno',
  'Bandeja de poliestireno expandido',
  'Plato de icopor',
];

beforeAll(async () => {
  const { db } = testDb();
  // VENDEDOR edits the catalogue (DESIGN.md), and search synonyms are part of it.
  sellerToken = (await createStaffUser(db, { rol: 'VENDEDOR' })).token;
  // Deleting a group is not: a VENDEDOR deletes nothing (lib/auth/role-table.ts).
  adminToken = (await createStaffUser(db, { rol: 'ADMIN' })).token;
  const [category] = await db.insert(categories).values({ name: 'Desechables', slug: 'desechables' }).returning();
  const rows = await db
    .insert(products)
    .values(NAMES.map((name) => ({ name, slug: slugify(name), categoryId: category.id })))
    .returning({ id: products.id });
  await refreshSearchDocuments(
    db,
    rows.map((r) => r.id),
  );
}, 60_000);

afterEach(() => stopCatalogCache());
afterAll(() => stopCatalogCache());

const search = async (query: string) =>
  (await listProductPage(parseStoreFilters(new URLSearchParams({ search: query }), []), { limit: 24 })).products.map((p) => p.name);
const post = (terms: unknown, token = sellerToken) =>
  invokeRoute(postSynonym, '/api/admin/search-synonyms', { method: 'POST', body: { terms }, token });
const put = (id: number | string, terms: unknown) =>
  invokeRoute(putSynonym, `/api/admin/search-synonyms/${id}`, {
    method: 'PUT',
    body: { terms },
    token: sellerToken,
    params: { id: String(id) },
  });
const remove = (id: number | string) =>
  invokeRoute(deleteSynonym, `/api/admin/search-synonyms/${id}`, { method: 'DELETE', token: adminToken, params: { id: String(id) } });
const version = async () => Number((await testDb().db.select().from(catalogVersion))[0]?.version ?? 0);

describe('search synonyms: the store search uses them at once', () => {
  it('a group created through the API expands the next search, past the catalogue cache; the typed word ranks first', async () => {
    startCatalogCache({ pollIntervalMs: 60_000 });
    await pollCatalogVersion();
    expect(await search('pajillas')).toEqual(['Pajilla flexible']);
    const before = await version();

    const res = await post(['Pitillo', 'pajilla', 'sorbete']);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.synonym).toEqual({ id: expect.any(Number), terms: ['Pitillo', 'pajilla', 'sorbete'] });
    expect(await version()).toBeGreaterThan(before);

    // The cached answer is gone: the literal name first, then the synonyms by name.
    expect(await search('pajillas')).toEqual(['Pajilla flexible', 'Pitillo negro', 'Sorbete de papel']);
    expect(await search('sorbete')).toEqual(['Sorbete de papel', 'Pajilla flexible', 'Pitillo negro']);
    // The header suggestions and GET /api/products read the same search.
    const api = await invokeRoute(storeProducts, `/api/products?${new URLSearchParams({ search: 'pitillos', limit: '5' })}`);
    expect(api.body.products.map((p: { name: string }) => p.name)).toEqual(['Pitillo negro', 'Pajilla flexible', 'Sorbete de papel']);
    // A shopper still typing gets the prefix search only.
    expect(await search('pitil')).toEqual(['Pitillo negro']);
  });

  it('multi-word members: every word of the other phrase must match, in both directions', async () => {
    expect(await search('bolsa tipo camiseta')).toEqual(['Bolsa tipo camiseta blanca']);
    expect((await post(['bolsa camiseta', 'Bolsa tipo camiseta'])).status).toBe(201);
    expect(await search('bolsas tipo camiseta')).toEqual(['Bolsa tipo camiseta blanca', 'Bolsa camiseta negra']);
    expect((await search('bolsa camiseta')).sort()).toEqual(['Bolsa camiseta negra', 'Bolsa tipo camiseta blanca']);
    // Other words of the query still have to match.
    expect(await search('bolsa tipo camiseta negra')).toEqual(['Bolsa camiseta negra']);

    expect((await post(['icopor', 'poliestireno expandido'])).status).toBe(201);
    // 'Vaso de poliestireno' holds only one of the two words.
    expect(await search('icopor')).toEqual(['Plato de icopor', 'Bandeja de poliestireno expandido']);
    expect(await search('poliestireno expandido')).toEqual(['Bandeja de poliestireno expandido', 'Plato de icopor']);
  });

  it('lists the groups, and an edit or a delete changes the search at once', async () => {
    const list = await invokeRoute(getSynonyms, '/api/admin/search-synonyms', { token: sellerToken });
    expect(list.status).toBe(200);
    expect(list.body.synonyms.map((s: { terms: string[] }) => s.terms[0])).toEqual(['bolsa camiseta', 'icopor', 'Pitillo']);

    const [straws] = await testDb().db.select().from(searchSynonyms).orderBy(asc(searchSynonyms.id));
    const edited = await put(straws.id, ['pitillo', '  pajilla   larga ']);
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.synonym.terms).toEqual(['pitillo', 'pajilla larga']);
    expect(await search('sorbete')).toEqual(['Sorbete de papel']);
    expect(await search('pitillo')).toEqual(['Pitillo negro']);
    expect(await search('pajilla larga')).toEqual(['Pitillo negro']);

    expect((await remove(straws.id)).status).toBe(200);
    expect(await search('pajilla larga')).toEqual([]);
    expect((await remove(straws.id)).status).toBe(404);
    expect((await put(straws.id, ['uno', 'dos'])).status).toBe(404);
  });
});

describe('search synonyms: validation (400, Spanish field errors, nothing written)', () => {
  const cases: [string, unknown, Record<string, string[]>][] = [
    ['no list', undefined, { terms: ['Escribe al menos dos palabras o frases.'] }],
    ['one member', ['vaso'], { terms: ['Escribe al menos dos palabras o frases distintas.'] }],
    [
      'the same word twice once normalised',
      ['Vasos', 'vaso'],
      { terms: ['Escribe al menos dos palabras o frases distintas.'], 'terms.1': ['«vaso» repite otra palabra del grupo.'] },
    ],
    ['an empty member', ['vaso', '  ', 'copa'], { 'terms.1': ['Escribe la palabra o frase.'] }],
    ['a member of symbols only', ['vaso', '¡¿%?', 'copa'], { 'terms.1': ['«¡¿%?» no tiene letras ni números.'] }],
    ['a member over 60 characters', ['vaso', 'v'.repeat(61)], { 'terms.1': ['Cada palabra o frase tiene como máximo 60 caracteres.'] }],
    [
      'more than 10 members',
      Array.from({ length: 11 }, (_, i) => `palabra${i}`),
      { terms: ['Un grupo tiene como máximo 10 palabras o frases.'] },
    ],
    ['a bidi control', ['vaso', 'co\u202epa'], { 'terms.1': [HIDDEN_CHARACTERS_MESSAGE] }],
    ['a member that is not text', ['vaso', 12], { 'terms.1': ['Escribe la palabra o frase.'] }],
  ];
  for (const [title, terms, fields] of cases) {
    it(title, async () => {
      const count = (await testDb().db.select().from(searchSynonyms)).length;
      const res = await post(terms);
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual(fields);
      expect((await testDb().db.select().from(searchSynonyms)).length).toBe(count);
    });
  }

  it('a member already in another group (after normalisation) is refused on create and on edit; a group may keep its own', async () => {
    const created = await post(['cuchara', 'cucharita']);
    expect(created.status).toBe(201);
    const clash = await post(['Tenedor', 'Cucharas']);
    expect(clash.status).toBe(400);
    expect(clash.body).toMatchObject({
      code: 'synonym_taken',
      fields: { 'terms.1': ['«Cucharas» ya está en otro grupo (cuchara, cucharita).'] },
    });

    const forks = await post(['tenedor', 'trinche']);
    expect(forks.status).toBe(201);
    const moved = await put(forks.body.synonym.id, ['tenedor', 'cucharita']);
    expect(moved.status).toBe(400);
    expect(moved.body.fields).toEqual({ 'terms.1': ['«cucharita» ya está en otro grupo (cuchara, cucharita).'] });
    expect((await put(created.body.synonym.id, ['Cucharas', 'cucharita', 'cucharilla'])).status).toBe(200);
  });
});
