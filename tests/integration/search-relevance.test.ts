import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { getDb, rowsOf } from '@/db';
import { attributeValues, categories, products, productSearch } from '@/db/schema';
import { backfillSearchDocuments, refreshSearchDocuments } from '@/db/search-index';
import { listProductPage, listProducts } from '@/lib/data/catalog';
import { slugify } from '@/lib/domain/slug';
import { parseStoreFilters } from '@/lib/domain/store-filters';
import { deleteAttributeValue, updateAttributeValue } from '@/lib/services/admin/attributes';
import { updateCategory } from '@/lib/services/admin/categories';
import { STORE_PAGE_SIZE } from '@/lib/domain/store-pages';
import { useTestDb } from '../helpers/db';
import { seedDemoCatalog } from '../helpers/demo-catalog';

/**
 * The store search judged as a shopper would judge it (issue 20), over the demo catalogue
 * (db/seed-data.ts). Each query lists products that must be on the first page of /tienda
 * (`top`: within the first N results, e.g. the header's 5 suggestions) and products that must
 * not be there at all. Prints the score; every query must pass.
 */
type Case = {
  query: string;
  /** Names that must be on the first page (in the first `top` results when given). */
  found: string[];
  /** Names that must not be on the first page. */
  notFound?: string[];
  top?: number;
  /** Nothing at all should match. */
  empty?: boolean;
};

const CUPS = [
  'Vaso de cartón para bebidas calientes',
  'Vaso plástico transparente',
  'Vaso PET 8 oz con tapa',
  'Vaso aguardientero 1.5 oz',
  'Vaso kraft compostable con PLA',
  'Vaso PLA transparente compostable',
  'Copa para champaña desechable',
];
const CONTAINERS_NAMED = [
  'Contenedor de icopor redondo',
  'Contenedor de icopor rectangular 3 divisiones',
  'Contenedor de icopor rectangular 4 divisiones',
  'Contenedor de icopor doble uso',
  'Contenedor cuadrado con tapa 4 oz',
  'Contenedor para sándwich',
  'Contenedor con sello de seguridad',
  'Contenedor triangular para porción de torta',
  'Contenedor para papas a la francesa',
  'Contenedor almeja de bagazo',
  'Contenedor de aluminio con tapa',
];
const FORKS = ['Tenedor desechable', 'Tenedor de madera'];
const BAGS = [
  'Bolsa compostable tipo camiseta',
  'Bolsa tipo camiseta',
  'Bolsa zip',
  'Bolsa de papel kraft',
  'Bolsa kraft navideña',
  'Bolsa de regalo kraft con manija',
  'Bolsa boutique impresa',
  'Bolsa de papel para cubiertos',
  'Bolsa parafinada para papas',
  'Bolsa de aluminio 5×5',
];
const BOXES = ['Caja para pizza', 'Caja para torta con ventana', 'Caja para desayuno sorpresa'];
const PLATES = ['Plato plástico de colores 23 cm', 'Plato plástico blanco', 'Plato de bagazo de caña'];
const SPOONS = ['Cuchara dulcera', 'Cuchara sopera desechable', 'Cuchara de madera'];

export const cases: Case[] = [
  // The issue's table, row by row.
  { query: 'platos', found: PLATES, top: 3 },
  { query: 'servilletas', found: ['Servilleta'], top: 1 },
  { query: 'bolsas', found: BAGS },
  { query: 'cajas', found: BOXES, top: 3 },
  { query: 'pitillos', found: ['Pitillo de papel'], top: 1 },
  { query: 'vasos', found: CUPS, notFound: CONTAINERS_NAMED },
  {
    query: 'vaso 12 oz',
    found: [
      'Vaso de cartón para bebidas calientes',
      'Vaso plástico transparente',
      'Vaso kraft compostable con PLA',
      'Vaso PLA transparente compostable',
    ],
    notFound: ['Vaso PET 8 oz con tapa', 'Vaso aguardientero 1.5 oz', 'Contenedor de icopor redondo'],
  },
  {
    query: 'vasos 12oz',
    found: [
      'Vaso de cartón para bebidas calientes',
      'Vaso plástico transparente',
      'Vaso kraft compostable con PLA',
      'Vaso PLA transparente compostable',
    ],
    notFound: ['Vaso PET 8 oz con tapa', 'Bowl de bagazo de caña'],
  },
  {
    query: 'contenedor 16 oz',
    found: ['Contenedor de icopor redondo', 'Contenedor con sello de seguridad', 'Contenedor de aluminio con tapa'],
    notFound: ['Contenedor para sándwich', 'Contenedor cuadrado con tapa 4 oz', 'Vaso plástico transparente'],
  },
  {
    query: 'biodegradables',
    found: [
      'Plato de bagazo de caña',
      'Bowl de bagazo de caña',
      'Vaso kraft compostable con PLA',
      'Tenedor de madera',
      'Bolsa compostable tipo camiseta',
    ],
    notFound: ['Vaso PET 8 oz con tapa'],
  },
  { query: 'tenedor', found: FORKS, top: 2, notFound: CONTAINERS_NAMED },
  { query: 'servileta', found: ['Servilleta'], top: 1 },

  // Singular and plural, both ways.
  { query: 'vaso', found: CUPS.slice(0, 6), top: 6, notFound: CONTAINERS_NAMED },
  { query: 'bolsa', found: BAGS, top: 10 },
  { query: 'tenedores', found: FORKS, top: 2, notFound: CONTAINERS_NAMED },
  { query: 'caja', found: BOXES, top: 3 },
  { query: 'cucharas', found: SPOONS, top: 3 },
  { query: 'cuchara', found: SPOONS, top: 3 },
  { query: 'contenedores', found: CONTAINERS_NAMED, top: 11 },
  { query: 'bandejas', found: ['Bandeja de icopor', 'Bandeja de bagazo 3 divisiones'], top: 2 },
  { query: 'guante', found: ['Guantes desechables'], top: 1 },
  { query: 'gorros', found: ['Gorro desechable'], top: 1 },
  { query: 'cuchillos', found: ['Cuchillo desechable'], top: 1 },
  { query: 'copas', found: ['Copa para champaña desechable'], top: 1 },
  { query: 'capacillos', found: ['Capacillo para cupcake'], top: 1 },
  { query: 'pinchos', found: ['Pincho de madera 15 cm'], top: 1 },
  { query: 'neveras', found: ['Nevera de icopor'], top: 1 },
  { query: 'papeles', found: ['Papel aluminio', 'Papel higiénico institucional'] },
  { query: 'toallas', found: ['Toalla de manos en Z'], top: 1 },

  // Accents, case and punctuation.
  { query: 'PLÁSTICO', found: ['Plato plástico blanco', 'Vaso plástico transparente'] },
  { query: 'champana', found: ['Copa para champaña desechable'], top: 1 },
  { query: 'bambu', found: ['Kit de cubiertos de bambú'], top: 1 },
  { query: 'higienico', found: ['Papel higiénico institucional'], top: 1 },
  { query: '¿tenedor?', found: FORKS, top: 2, notFound: CONTAINERS_NAMED },
  { query: 'sandwich', found: ['Contenedor para sándwich'], top: 1 },

  // Partial words (still typing): from the start of a word, never inside one.
  { query: 'cont', found: ['Contenedor de icopor redondo', 'Contenedor para sándwich'] },
  { query: 'servi', found: ['Servilleta'], top: 1 },
  { query: 'vas', found: ['Vaso plástico transparente'] },
  { query: 'pit', found: ['Pitillo de papel'] },
  { query: 'tene', found: FORKS, notFound: CONTAINERS_NAMED },
  { query: 'aguardien', found: ['Vaso aguardientero 1.5 oz'], top: 1 },

  // Sizes and units.
  {
    query: '12 oz',
    found: ['Vaso de cartón para bebidas calientes', 'Contenedor de icopor redondo', 'Bowl de bagazo de caña'],
    notFound: ['Vaso PET 8 oz con tapa'],
  },
  { query: '12oz', found: ['Vaso de cartón para bebidas calientes', 'Contenedor de icopor redondo'], notFound: ['Vaso PET 8 oz con tapa'] },
  {
    query: '12 onzas',
    found: ['Vaso de cartón para bebidas calientes', 'Contenedor de icopor redondo'],
    notFound: ['Vaso PET 8 oz con tapa'],
  },
  { query: 'vaso 8 oz', found: ['Vaso PET 8 oz con tapa'], top: 1, notFound: ['Vaso de cartón para bebidas calientes'] },
  {
    query: '16oz',
    found: ['Contenedor de icopor redondo', 'Bowl de bagazo de caña', 'Contenedor de aluminio con tapa', 'Vaso plástico transparente'],
    notFound: ['Vaso de cartón para bebidas calientes'],
  },
  { query: 'plato 23 cm', found: ['Plato plástico de colores 23 cm', 'Plato plástico blanco', 'Plato de bagazo de caña'], top: 3 },
  { query: 'plato 15cm', found: ['Plato plástico blanco', 'Plato de bagazo de caña'], notFound: ['Plato plástico de colores 23 cm'] },
  { query: 'nevera 20 litros', found: ['Nevera de icopor'], top: 1 },
  { query: 'nevera 45 l', found: ['Nevera de icopor'], top: 1 },
  { query: 'caja pizza 40 centimetros', found: ['Caja para pizza'], top: 1 },
  { query: 'servilleta 30x30', found: ['Servilleta'], top: 1 },
  { query: 'bolsa zip 20 x 30', found: ['Bolsa zip'], top: 1 },
  { query: 'aguardientero 1,5 oz', found: ['Vaso aguardientero 1.5 oz'], top: 1 },
  {
    query: 'contenedor 4oz',
    found: ['Contenedor cuadrado con tapa 4 oz', 'Contenedor de icopor redondo'],
    notFound: ['Contenedor para sándwich'],
  },

  // Categories (and their ancestors), materials, colours.
  {
    query: 'desechables',
    found: ['Copa para champaña desechable', 'Tenedor desechable', 'Gorro desechable', 'Guantes desechables'],
    top: 7,
  },
  { query: 'cubiertos', found: ['Kit de cubiertos trío 11 cm', 'Kit de cubiertos de bambú', 'Tenedor desechable', 'Cuchara de madera'] },
  { query: 'bioseguridad', found: ['Guantes desechables', 'Gorro desechable'], top: 2 },
  { query: 'repostería', found: ['Capacillo para cupcake', 'Base dorada de cartón', 'Pincho de madera 15 cm'] },
  { query: 'madera', found: ['Tenedor de madera', 'Cuchara de madera', 'Mezclador de madera', 'Palo de madera 25 cm'] },
  { query: 'icopor', found: ['Bandeja de icopor', 'Contenedor de icopor redondo', 'Nevera de icopor'] },
  { query: 'kraft', found: ['Bolsa de papel kraft', 'Vaso kraft compostable con PLA', 'Pitillo de papel'] },
  { query: 'aluminio', found: ['Papel aluminio', 'Bolsa de aluminio 5×5', 'Contenedor de aluminio con tapa'], top: 3 },
  {
    query: 'bagazo',
    found: ['Plato de bagazo de caña', 'Bowl de bagazo de caña', 'Contenedor almeja de bagazo', 'Bandeja de bagazo 3 divisiones'],
    top: 4,
  },
  { query: 'nitrilo', found: ['Guantes desechables'], top: 1 },
  { query: 'pitillo rojo', found: ['Pitillo de papel'], top: 1 },
  { query: 'tenedor negro', found: ['Tenedor desechable'], top: 1, notFound: ['Tenedor de madera'] },
  { query: 'platos azules', found: ['Plato plástico de colores 23 cm'], top: 1, notFound: ['Plato plástico blanco'] },
  { query: 'capacillo dorado', found: ['Capacillo para cupcake'], top: 1 },
  { query: 'bolsas negras', found: ['Bolsa tipo camiseta'], top: 1 },

  // Two and three words.
  { query: 'bolsa camiseta', found: ['Bolsa tipo camiseta', 'Bolsa compostable tipo camiseta'], top: 2, notFound: ['Bolsa zip'] },
  { query: 'vaso transparente', found: ['Vaso plástico transparente', 'Vaso PLA transparente compostable'], top: 2 },
  {
    query: 'contenedor icopor',
    found: ['Contenedor de icopor redondo', 'Contenedor de icopor doble uso'],
    notFound: ['Contenedor para sándwich', 'Contenedor de aluminio con tapa'],
  },
  { query: 'cuchara madera', found: ['Cuchara de madera'], top: 1, notFound: ['Cuchara dulcera'] },
  { query: 'tenedores de madera', found: ['Tenedor de madera'], top: 1 },
  { query: 'bolsa papel kraft', found: ['Bolsa de papel kraft'], top: 3, notFound: ['Bolsa zip'] },
  { query: 'vasos para cafe', found: ['Vaso de cartón para bebidas calientes'] },
  { query: 'papel higienico institucional', found: ['Papel higiénico institucional'], top: 1 },
  { query: 'caja torta', found: ['Caja para torta con ventana'], top: 1 },

  // Typos: one wrong, missing, extra or swapped letter in a long word.
  { query: 'contenedro', found: ['Contenedor de icopor redondo', 'Contenedor para sándwich'] },
  { query: 'aluminno', found: ['Papel aluminio', 'Contenedor de aluminio con tapa'] },
  { query: 'servilletaz', found: ['Servilleta'], top: 1 },
  { query: 'serbilleta', found: ['Servilleta'], top: 1 },
  { query: 'tenedr', found: FORKS, top: 2 },
  { query: 'cucharra', found: SPOONS, top: 3 },
  { query: 'pitilo', found: ['Pitillo de papel'], top: 1 },
  { query: 'biodegradable', found: ['Plato de bagazo de caña'] },
  { query: 'transparnte', found: ['Vaso plástico transparente', 'Tapa domo transparente'] },

  // Synonyms the trade uses (search_synonyms, the seed's starting list in db/seed-data.ts).
  { query: 'pajillas', found: ['Pitillo de papel'], top: 1 },
  { query: 'sorbete', found: ['Pitillo de papel'], top: 1 },
  { query: 'pitillos', found: ['Pitillo de papel'], top: 1 },
  {
    query: 'descartables',
    found: [
      'Tenedor desechable',
      'Cuchillo desechable',
      'Cuchara sopera desechable',
      'Copa para champaña desechable',
      'Guantes desechables',
      'Gorro desechable',
    ],
    top: 6,
  },
  {
    query: 'poliestireno expandido',
    found: ['Bandeja de icopor', 'Contenedor de icopor redondo', 'Nevera de icopor'],
    // Poliestireno (cristal, blanco) in the description, but not expanded: every word of a phrase must match.
    notFound: ['Vaso plástico transparente', 'Plato plástico blanco', 'Tenedor desechable'],
  },
  {
    query: 'icopor',
    found: ['Bandeja de icopor', 'Contenedor de icopor doble uso', 'Nevera de icopor'],
    notFound: ['Vaso plástico transparente', 'Plato plástico blanco'],
  },
  { query: 'anime', found: ['Bandeja de icopor', 'Nevera de icopor'] },
  { query: 'bolsa camiseta', found: ['Bolsa tipo camiseta', 'Bolsa compostable tipo camiseta'], top: 2 },
  { query: 'papel de aluminio', found: ['Papel aluminio'], top: 1 },
  { query: 'papel film', found: ['Vinipel película extensible'], top: 1, notFound: ['Papel aluminio', 'Papel higiénico institucional'] },
  { query: 'papel de baño', found: ['Papel higiénico institucional'], top: 1 },
  { query: 'cofia', found: ['Gorro desechable'], top: 1 },
  { query: 'cava de icopor', found: ['Nevera de icopor'], top: 1 },
  { query: 'cocas', found: ['Contenedor de icopor redondo', 'Contenedor para sándwich', 'Contenedor de aluminio con tapa'] },
  { query: 'pirotines', found: ['Capacillo para cupcake'], top: 1 },
  { query: 'vasos tequileros', found: ['Vaso aguardientero 1.5 oz'], top: 1 },
  { query: 'tazón bagazo', found: ['Bowl de bagazo de caña'], top: 1 },
  { query: 'agitadores', found: ['Mezclador de madera'], top: 1 },

  // What Colombian buyers call these things (the seed's synonyms), diminutives and uses ('para …').
  { query: 'platos hondos', found: ['Bowl de bagazo de caña'], top: 1 },
  { query: 'plato hondo', found: ['Bowl de bagazo de caña'], top: 1, notFound: ['Plato plástico blanco'] },
  { query: 'platico hondo', found: ['Bowl de bagazo de caña'], top: 1 },
  { query: 'tazones', found: ['Bowl de bagazo de caña'], top: 1 },
  { query: 'cuenco', found: ['Bowl de bagazo de caña'], top: 1 },
  { query: 'bol', found: ['Bowl de bagazo de caña'] },
  { query: 'para sopa', found: ['Bowl de bagazo de caña', 'Contenedor de icopor redondo'], top: 3 },
  { query: 'platos pandos', found: PLATES, top: 3, notFound: ['Bowl de bagazo de caña'] },
  { query: 'platicos', found: PLATES, top: 3 },
  { query: 'pocillos', found: ['Vaso de cartón para bebidas calientes', 'Vaso plástico transparente'], notFound: CONTAINERS_NAMED },
  { query: 'vasitos', found: CUPS.slice(0, 6), top: 6, notFound: CONTAINERS_NAMED },
  { query: 'vasito para tinto', found: ['Vaso de cartón para bebidas calientes'], top: 1 },
  { query: 'para jugo', found: ['Vaso plástico transparente', 'Vaso PLA transparente compostable'], notFound: CONTAINERS_NAMED },
  { query: 'copita aguardientera', found: ['Vaso aguardientero 1.5 oz'], top: 1 },
  { query: 'para llevar', found: ['Contenedor de icopor redondo', 'Contenedor para sándwich', 'Vaso PET 8 oz con tapa'] },
  // Every container first; the lidded cup 'para llevar' after them.
  { query: 'coca para llevar', found: CONTAINERS_NAMED, top: 11 },
  { query: 'portacomidas', found: ['Contenedor de icopor redondo', 'Contenedor de aluminio con tapa'] },
  { query: 'taper', found: ['Contenedor de icopor redondo', 'Contenedor de aluminio con tapa'] },
  { query: 'tupper', found: ['Contenedor de icopor redondo'] },
  { query: 'pajitas', found: ['Pitillo de papel'], top: 1 },
  { query: 'pitillitos', found: ['Pitillo de papel'], top: 1 },
  { query: 'chuspas', found: ['Bolsa tipo camiseta', 'Bolsa zip', 'Bolsa de papel kraft'] },
  { query: 'talega', found: ['Bolsa tipo camiseta', 'Bolsa zip'] },
  { query: 'bolsitas', found: BAGS, top: 10 },
  { query: 'bolsita ziploc', found: ['Bolsa zip'], top: 1 },
  { query: 'trinches', found: FORKS, top: 2 },
  { query: 'tenedorcitos', found: FORKS, top: 2 },
  { query: 'cucharitas', found: SPOONS, top: 3 },
  { query: 'papel vinipel', found: ['Vinipel película extensible'], top: 1 },
  { query: 'vinilpel', found: ['Vinipel película extensible'], top: 1 },
  { query: 'tapa burbuja', found: ['Tapa domo transparente'], top: 1 },
  { query: 'hielera', found: ['Nevera de icopor'], top: 1 },
  { query: 'revolvedores', found: ['Mezclador de madera'], top: 1 },

  // Nothing there: an empty page, not everything.
  { query: 'televisor', found: [], empty: true },
  { query: 'vaso televisor', found: [], empty: true },
  { query: 'xq', found: [], empty: true },
];

useTestDb();

beforeAll(async () => {
  await seedDemoCatalog();
}, 120_000);

async function firstPage(query: string): Promise<string[]> {
  const page = await listProductPage(parseStoreFilters(new URLSearchParams({ search: query }), []), { limit: STORE_PAGE_SIZE });
  return page.products.map((p) => p.name);
}

function judge(c: Case, names: string[]): string[] {
  const problems: string[] = [];
  const window = c.top ? names.slice(0, c.top) : names;
  for (const name of c.found) if (!window.includes(name)) problems.push(`missing ${name}${c.top ? ` (top ${c.top})` : ''}`);
  for (const name of c.notFound ?? []) if (names.includes(name)) problems.push(`should not show ${name}`);
  if (c.empty && names.length) problems.push(`should find nothing, found ${names.length}`);
  return problems;
}

describe('search relevance over the demo catalogue', () => {
  it(`passes all ${cases.length} shopper queries`, async () => {
    expect(cases.length).toBeGreaterThanOrEqual(60);
    const failures: string[] = [];
    for (const c of cases) {
      const names = await firstPage(c.query);
      const problems = judge(c, names);
      if (problems.length)
        failures.push(`"${c.query}": ${problems.join('; ')} — got [${names.slice(0, 8).join(' | ')}${names.length > 8 ? ' …' : ''}]`);
    }
    console.info(`search relevance: ${cases.length - failures.length}/${cases.length} queries pass`);
    expect(failures).toEqual([]);
  }, 120_000);

  it('ranks name matches before category, attribute and description matches', async () => {
    // 'vasos': every product named Vaso comes before the other products of the category Vasos.
    const names = await firstPage('vasos');
    const lastNamed = Math.max(...names.map((n, i) => (/^vaso\b/i.test(n) ? i : -1)));
    expect(names.indexOf('Sombrillitas para cóctel')).toBeGreaterThan(lastNamed);
    // 'tenedor': the forks by name, then at most products that mention forks in their description.
    expect((await firstPage('tenedor')).slice(0, 2).sort()).toEqual([...FORKS].sort());
  });

  it('ranks a typo match below exact matches, and a typo in the name above one in the category', async () => {
    // Alphabetically 'Bandeja plena' comes first: only the ranking puts 'Tapa plana' before it.
    const db = await getDb();
    const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, 'contenedores'));
    const rows = await db
      .insert(products)
      .values(['Bandeja plena', 'Tapa plana'].map((name) => ({ name, slug: slugify(name), categoryId: category.id })))
      .returning({ id: products.id });
    await refreshSearchDocuments(
      db,
      rows.map((r) => r.id),
    );
    expect(await firstPage('plana')).toEqual(['Tapa plana', 'Bandeja plena']);
    // 'pitilo': the straw by its name first, the rest of its category 'Cubiertos y pitillos ecológicos' after.
    expect((await firstPage('pitilo'))[0]).toBe('Pitillo de papel');
  });

  it('follows the catalogue writes: a renamed category or attribute value is found by its new words at once, and a deleted value no more', async () => {
    const db = await getDb();
    const [cajas] = await db
      .select({ id: categories.id, parentId: categories.parentId })
      .from(categories)
      .where(eq(categories.slug, 'cajas'));
    expect(await firstPage('embalajes')).toEqual([]);
    await updateCategory(cajas.id, { name: 'Cajas y embalajes', description: null, parentId: cajas.parentId });
    expect(await firstPage('embalajes')).toEqual(expect.arrayContaining(['Caja para pizza', 'Nevera de icopor']));

    const [dorado] = await db
      .select({ id: attributeValues.id, attributeId: attributeValues.attributeId })
      .from(attributeValues)
      .where(eq(attributeValues.value, 'Dorado'));
    await updateAttributeValue(dorado.attributeId, dorado.id, { value: 'Oro viejo' });
    expect(await firstPage('oro viejo')).toContain('Capacillo para cupcake');
    expect(await firstPage('capacillo dorado')).toEqual([]);
    await deleteAttributeValue(dorado.attributeId, dorado.id);
    expect(await firstPage('oro viejo')).toEqual([]);
  });

  it('answers from the database as of the last commit, whoever wrote it (another app instance, a script)', async () => {
    const db = await getDb();
    const version = async () => Number(rowsOf<{ version: string }>(await db.execute(sql`select version from search_version`))[0].version);
    expect(await firstPage('nevera icopor')).toEqual(['Nevera de icopor']);
    // Plain SQL, as another instance's write or a script would be: no cache of this process is told.
    await db.execute(sql`update products set archived_at = now() where name = 'Nevera de icopor'`);
    expect(await firstPage('nevera de icopor')).toEqual([]);
    await db.execute(sql`update products set archived_at = null where name = 'Nevera de icopor'`);
    expect(await firstPage('neveras icopor')).toEqual(['Nevera de icopor']);

    expect(await firstPage('heladera')).toEqual([]);
    await db.execute(sql`insert into search_synonyms (terms, keys) values (array['heladera', 'nevera'], array['heladera', 'nevera'])`);
    expect(await firstPage('heladeras')).toContain('Nevera de icopor');

    // A write that rolls back moves nothing.
    const before = await version();
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`update products set archived_at = now()`);
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect(await version()).toBe(before);
    expect(await firstPage('caja pizza')).toContain('Caja para pizza');
  });

  it('back-fills the documents of products that have none (a database from before them)', async () => {
    const db = await getDb();
    await db.delete(productSearch);
    // Queries not asked before: the catalogue cache does not answer them.
    expect(await firstPage('servilleta 17')).toEqual([]);
    await backfillSearchDocuments(db);
    expect(await firstPage('servilleta 17x17')).toEqual(['Servilleta']);
  });

  it('gives the header suggestions (5) the same ranking', async () => {
    const products = await listProducts(parseStoreFilters(new URLSearchParams({ search: 'servilletas' }), []), { limit: 5 });
    expect(products[0]?.name).toBe('Servilleta');
  });
});
