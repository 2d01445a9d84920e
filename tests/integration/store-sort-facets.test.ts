import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as getProducts } from '@/app/api/products/route';
import {
  countProducts,
  listAttributes,
  listCategoryTree,
  listClosestProducts,
  listProductPage,
  listProducts,
  type PublicCategory,
  type PublicProduct,
} from '@/lib/data/catalog';
import { listFacetCounts } from '@/lib/data/facets';
import { closestCategories } from '@/lib/domain/closest';
import { basePrice } from '@/lib/domain/pricing';
import { parseStoreFilters, type StoreFilters } from '@/lib/domain/store-filters';
import { STORE_PAGE_SIZE } from '@/lib/domain/store-pages';
import { useTestDb } from '../helpers/db';
import { seedDemoCatalog } from '../helpers/demo-catalog';

/**
 * Issue 20 items 7 and 8 over the demo catalogue (db/seed-data.ts): the store's sort orders,
 * the filter panel's counts (each equal to what choosing the option shows) and the closest
 * suggestions under an empty search, through the data layer /tienda renders from and the API.
 */
useTestDb();

let attributeNames: string[] = [];
beforeAll(async () => {
  await seedDemoCatalog();
  attributeNames = (await listAttributes()).map((a) => a.name);
}, 120_000);

const filtersOf = (query: string): StoreFilters => parseStoreFilters(new URLSearchParams(query), attributeNames);
const lowest = (product: PublicProduct) => Math.min(...product.variants.map(basePrice));
const names = (list: PublicProduct[]) => list.map((p) => p.name);
const ctx = () => ({ params: Promise.resolve({}) });

/** Price order with ties by name (the store's own name order, as the database sorts names). */
function expectPriceOrder(list: PublicProduct[], direction: 1 | -1, byName: string[]) {
  for (let i = 1; i < list.length; i++) {
    const [a, b] = [lowest(list[i - 1]), lowest(list[i])];
    expect((b - a) * direction, `${list[i - 1].name} (${a}) before ${list[i].name} (${b})`).toBeGreaterThanOrEqual(0);
    if (a === b) expect(byName.indexOf(list[i - 1].name)).toBeLessThan(byName.indexOf(list[i].name));
  }
}

describe('sort orders', () => {
  it('lists the whole catalogue by name by default, and by lowest base price (sale price when set) both ways', async () => {
    const byName = names(await listProducts(filtersOf('')));
    expect(byName.length).toBeGreaterThan(40);
    expect(names(await listProducts(filtersOf('sort=nombre')))).toEqual(byName);
    // Relevance means nothing without a search: the name order.
    expect(names(await listProducts(filtersOf('sort=relevancia')))).toEqual(byName);

    const cheapest = await listProducts(filtersOf('sort=precio-asc'));
    expect(cheapest).toHaveLength(byName.length);
    expectPriceOrder(cheapest, 1, byName);
    const dearest = await listProducts(filtersOf('sort=precio-desc'));
    expectPriceOrder(dearest, -1, byName);
    expect(lowest(cheapest[0])).toBe(Math.min(...cheapest.map(lowest)));
    expect(lowest(dearest[0])).toBe(Math.max(...cheapest.map(lowest)));
  });

  it('with a search, relevance by default, and the other orders over the same matches', async () => {
    const relevant = names(await listProducts(filtersOf('search=vasos')));
    expect(names(await listProducts(filtersOf('search=vasos&sort=relevancia')))).toEqual(relevant);
    expect(relevant[0]).toMatch(/^Vaso/);
    const byName = names(await listProducts(filtersOf('')));
    const matchesByName = byName.filter((name) => relevant.includes(name));
    expect(names(await listProducts(filtersOf('search=vasos&sort=nombre')))).toEqual(matchesByName);
    expect(matchesByName).not.toEqual(relevant);
    const cheapest = await listProducts(filtersOf('search=vasos&sort=precio-asc'));
    expect(names(cheapest).sort()).toEqual([...relevant].sort());
    expectPriceOrder(cheapest, 1, byName);
  });

  it('pages every order without repeats or gaps', async () => {
    const all = names(await listProducts(filtersOf('sort=precio-desc')));
    const pages: string[] = [];
    for (let page = 0; page * STORE_PAGE_SIZE < all.length; page++) {
      const { products, total } = await listProductPage(filtersOf('sort=precio-desc'), {
        limit: STORE_PAGE_SIZE,
        offset: page * STORE_PAGE_SIZE,
      });
      expect(total).toBe(all.length);
      pages.push(...names(products));
    }
    expect(pages).toEqual(all);
  });

  it('GET /api/products accepts sort; an unknown value is the default order, never an error', async () => {
    const get = async (query: string) => {
      const res = await getProducts(new NextRequest(`http://localhost/api/products?${query}`), ctx());
      expect(res.status, query).toBe(200);
      return names(((await res.json()) as { products: PublicProduct[] }).products);
    };
    const cheapest = names(await listProducts(filtersOf('sort=precio-asc'), { limit: 5 }));
    expect(await get('sort=precio-asc&limit=5')).toEqual(cheapest);
    expect(await get('sort=PRECIO-ASC&limit=5')).toEqual(cheapest);
    const byName = await get('limit=5');
    for (const bogus of ['sort=precio', 'sort=', "sort='%3B--", 'sort=precio-asc%20desc'])
      expect(await get(`${bogus}&limit=5`)).toEqual(byName);
    expect(await get('search=vaso&sort=nope&limit=5')).toEqual(await get('search=vaso&limit=5'));
  });
});

/** Every category of the tree, flat. */
const flatten = (tree: readonly PublicCategory[]): PublicCategory[] => tree.flatMap((c) => [c, ...flatten(c.children)]);

describe('a size filter prices by the chosen size', () => {
  const capacity = (variant: PublicProduct['variants'][number]) =>
    variant.variantValues.find((v) => v.attributeValue.attribute.name === 'Capacidad')?.attributeValue.value;
  const twelveOunces = (product: PublicProduct) => product.variants.filter((v) => capacity(v) === '12 oz');
  const lowestOf = (variants: PublicProduct['variants']) => Math.min(...variants.map(basePrice));

  it("lists each product's 12 oz variants as the ones it is priced by, and sorts by their price", async () => {
    const listed = await listProducts(filtersOf('Capacidad=12 oz&sort=precio-asc'));
    expect(listed.length).toBeGreaterThan(1);
    for (const product of listed) {
      expect(product.matchingVariantIds, product.name).toEqual(twelveOunces(product).map((v) => v.id));
    }
    // The clear cup: 12 oz from $ 5.600, though its 7 oz costs $ 3.900.
    const cup = listed.find((p) => p.name === 'Vaso plástico transparente')!;
    expect(lowestOf(twelveOunces(cup))).toBe(5600);
    expect(lowest(cup)).toBe(3900);

    const byName = names(await listProducts(filtersOf('Capacidad=12 oz')));
    const expected = [...listed].sort(
      (a, b) => lowestOf(twelveOunces(a)) - lowestOf(twelveOunces(b)) || byName.indexOf(a.name) - byName.indexOf(b.name),
    );
    expect(names(listed)).toEqual(names(expected));
    // Not the order of the products' cheapest variants of any size.
    const byAnySize = [...listed].sort((a, b) => lowest(a) - lowest(b) || byName.indexOf(a.name) - byName.indexOf(b.name));
    expect(names(listed)).not.toEqual(names(byAnySize));
    expect(names(await listProducts(filtersOf('Capacidad=12 oz&sort=precio-desc')))).toEqual(
      names(
        [...listed].sort(
          (a, b) => lowestOf(twelveOunces(b)) - lowestOf(twelveOunces(a)) || byName.indexOf(a.name) - byName.indexOf(b.name),
        ),
      ),
    );

    // The store's page and the API answer the same field; without attribute filters it is absent.
    const page = await listProductPage(filtersOf('Capacidad=12 oz&sort=precio-asc'), { limit: STORE_PAGE_SIZE });
    expect(page.products.map((p) => p.matchingVariantIds)).toEqual(listed.slice(0, STORE_PAGE_SIZE).map((p) => p.matchingVariantIds));
    const res = await getProducts(new NextRequest('http://localhost/api/products?Capacidad=12%20oz&sort=precio-asc'), ctx());
    const body = (await res.json()) as { products: PublicProduct[] };
    expect(body.products.find((p) => p.name === cup.name)?.matchingVariantIds).toEqual(cup.matchingVariantIds);
    expect((await listProducts(filtersOf('search=vaso'))).every((p) => p.matchingVariantIds === undefined)).toBe(true);
  });

  it('combines a size and a unit of measure, and the unit alone', async () => {
    const [cup] = (await listProducts(filtersOf('search=vaso plastico transparente&Capacidad=12 oz&Unidad de Medida=Millar'))).filter(
      (p) => p.name === 'Vaso plástico transparente',
    );
    const millar = cup.variants.filter((v) => capacity(v) === '12 oz' && v.unitOfMeasure === 'Millar');
    expect(cup.matchingVariantIds).toEqual(millar.map((v) => v.id));
    const byUnit = (await listProducts(filtersOf('Unidad de Medida=millar'))).find((p) => p.name === cup.name)!;
    expect(byUnit.matchingVariantIds).toEqual(cup.variants.filter((v) => v.unitOfMeasure === 'Millar').map((v) => v.id));
  });
});

describe('facet counts', () => {
  it('give each option the number of products choosing it alone in its facet would show', async () => {
    const categories = flatten(await listCategoryTree());
    const attributes = await listAttributes();
    for (const query of [
      '',
      'search=vaso',
      'category=Desechables',
      'search=bolsa&Color=Blanco',
      'Color=Blanco,Negro&category=Cubiertos',
      'search=servileta',
      'search=nada%20de%20nada',
    ]) {
      const filters = filtersOf(query);
      const facets = await listFacetCounts(filters);
      for (const category of categories) {
        const expected = await countProducts({ ...filters, categories: [category.name] });
        expect(facets.categories[category.id] ?? 0, `${query}: category ${category.name}`).toBe(expected);
      }
      for (const attribute of attributes) {
        for (const value of attribute.values) {
          const expected = await countProducts({ ...filters, attributes: { ...filters.attributes, [attribute.name]: [value.value] } });
          expect(facets.attributeValues[value.id] ?? 0, `${query}: ${attribute.name}=${value.value}`).toBe(expected);
        }
      }
    }
  }, 300_000);

  it('count by units of measure as the unit filter reads them', async () => {
    const filters = filtersOf('search=vaso');
    const facets = await listFacetCounts(filters);
    expect(Object.keys(facets.units).length).toBeGreaterThan(0);
    for (const [unit, n] of Object.entries(facets.units)) {
      expect(await countProducts({ ...filters, attributes: { 'Unidad de Medida': [unit] } }), unit).toBe(n);
    }
  });

  it("don't let a facet's own choice narrow its counts (disjunctive)", async () => {
    const none = await listFacetCounts(filtersOf(''));
    const withVasos = await listFacetCounts(filtersOf('category=Vasos'));
    expect(withVasos.categories).toEqual(none.categories);
    const color = (await listAttributes()).find((a) => a.name === 'Color')!;
    const blanco = color.values.find((v) => v.value === 'Blanco')!;
    const negro = color.values.find((v) => v.value === 'Negro')!;
    const chosen = await listFacetCounts(filtersOf('Color=Blanco'));
    expect(chosen.attributeValues[negro.id]).toBe(none.attributeValues[negro.id]);
    // ...while every other facet is narrowed by it.
    expect(chosen.attributeValues[blanco.id]).toBe(await countProducts(filtersOf('Color=Blanco')));
    expect(Object.values(chosen.categories).reduce((a, b) => Math.max(a, b), 0)).toBeLessThanOrEqual(
      await countProducts(filtersOf('Color=Blanco')),
    );
  });
});

describe('closest suggestions for a search that finds nothing', () => {
  it('offers the products matching the most words, ranked by how many', async () => {
    const query = 'vasos tenedores metalicos';
    expect((await listProductPage(filtersOf(`search=${query}`), { limit: 24 })).total).toBe(0);
    const closest = await listClosestProducts(query);
    expect(closest.length).toBeGreaterThan(0);
    expect(closest.length).toBeLessThanOrEqual(4);
    // Cups or forks: each matches one of the three words.
    for (const product of closest) expect(product.name).toMatch(/vaso|copa|tenedor/i);

    // Two words matched beat one: 'tenedor madera' finds the wooden fork; 'cohete' matches nothing.
    const two = await listClosestProducts('tenedor madera cohete');
    expect(two[0].name).toBe('Tenedor de madera');
    expect(await listClosestProducts('televisor')).toEqual([]);
    expect(await listClosestProducts('¡¿ 💥')).toEqual([]);
  });

  it('offers the categories a word starts or is one typo from', async () => {
    const tree = await listCategoryTree();
    expect(closestCategories(tree, 'vsos gigantes').map((c) => c.name)).toEqual(['Vasos', 'Vasos compostables']);
    expect(closestCategories(tree, 'servilletas doradas').map((c) => c.name)).toEqual(['Papeles y servilletas']);
    expect(closestCategories(tree, 'televisor')).toEqual([]);
  });
});
