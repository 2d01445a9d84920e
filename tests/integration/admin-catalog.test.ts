import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DELETE as deleteAttribute, PUT as putAttribute } from '@/app/api/admin/attributes/[id]/route';
import { DELETE as deleteValue, PUT as putValue } from '@/app/api/admin/attributes/[id]/values/[valueId]/route';
import { POST as postValue } from '@/app/api/admin/attributes/[id]/values/route';
import { GET as listAttributes, POST as postAttribute } from '@/app/api/admin/attributes/route';
import { DELETE as deleteCategory, PUT as putCategory } from '@/app/api/admin/categories/[id]/route';
import { GET as listCategories, POST as postCategory } from '@/app/api/admin/categories/route';
import { DELETE as deleteProvider, PUT as putProvider } from '@/app/api/admin/providers/[id]/route';
import { GET as listProviders, POST as postProvider } from '@/app/api/admin/providers/route';
import { attributeValues, categories, products, variantAttributeValues, variants } from '@/db/schema';
import { createCatalogFixture } from '../helpers/catalog-fixture';
import { useTestDb } from '../helpers/db';
import { callRoute, createStaffUser } from '../helpers/staff';

const testDb = useTestDb();
let token: string;
/** Issue 25 §5: deleting a category is ADMIN work. */
let adminToken: string;
let fixture: Awaited<ReturnType<typeof createCatalogFixture>>;

beforeAll(async () => {
  fixture = await createCatalogFixture(testDb().db);
  // The catalogue is VENDEDOR work: every call here runs with a seller's token.
  token = (await createStaffUser(testDb().db, { rol: 'VENDEDOR' })).token;
  adminToken = (await createStaffUser(testDb().db, { rol: 'ADMIN' })).token;
});

type Category = { id: number; name: string; parentId: number | null; children: Category[] };
const flatten = (nodes: Category[]): Category[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

const createCategory = (body: unknown) => callRoute(postCategory, '/api/admin/categories', { token, body });
const updateCategory = (id: number, body: unknown) =>
  callRoute(putCategory, `/api/admin/categories/${id}`, { method: 'PUT', token, body, params: { id: String(id) } });
const removeCategory = (id: number) =>
  callRoute(deleteCategory, `/api/admin/categories/${id}`, { method: 'DELETE', token: adminToken, params: { id: String(id) } });

describe('categories', () => {
  it('lists the tree with children, each with id, name, description, parentId and imageUrl', async () => {
    const res = await callRoute(listCategories, '/api/admin/categories', { token });
    expect(res.status).toBe(200);
    const desechables = res.body.categories.find((c: Category) => c.name === 'Desechables');
    expect(desechables).toMatchObject({ id: fixture.categories.desechables.id, parentId: null, description: null, imageUrl: null });
    expect(desechables.children[0]).toMatchObject({ name: 'Vasos', parentId: desechables.id });
    expect(desechables.children[0].children[0].name).toBe('Vasos Térmicos');
  });

  it('creates top-level and nested categories with a unique slug; empty parent means top level', async () => {
    const top = await createCategory({ name: ' Aseo ', description: 'Limpieza', parentId: '', imageUrl: null });
    expect(top.status).toBe(201);
    expect(top.body.category).toEqual({
      id: expect.any(Number),
      name: 'Aseo',
      slug: 'aseo',
      description: 'Limpieza',
      parentId: null,
      imageUrl: null,
    });

    const child = await createCategory({ name: 'Guantes', parentId: top.body.category.id });
    expect(child.body.category).toMatchObject({ parentId: top.body.category.id, slug: 'guantes' });

    // Same slug, different name: the slug gets a suffix.
    const similar = await createCategory({ name: 'Aseo!', parentId: null });
    expect(similar.status).toBe(201);
    expect(similar.body.category.slug).toBe('aseo-2');
  });

  it('refuses a duplicate name whatever its case, and an unknown parent', async () => {
    const dup = await createCategory({ name: 'VASOS' });
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ code: 'name_taken', fields: { name: [expect.any(String)] } });

    const orphan = await createCategory({ name: 'Huérfana', parentId: 999999 });
    expect(orphan.status).toBe(400);
    expect(Object.keys(orphan.body.fields)).toEqual(['parentId']);

    const empty = await createCategory({ name: '  ', imageUrl: 'javascript:alert(1)' });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.fields).sort()).toEqual(['imageUrl', 'name']);
  });

  it('prevents cycles: a category cannot be its own parent or move under a descendant', async () => {
    const { desechables, vasos, termicos } = fixture.categories;
    const self = await updateCategory(vasos.id, { name: 'Vasos', parentId: vasos.id });
    expect(self.status).toBe(400);
    expect(self.body.fields.parentId).toEqual([expect.stringContaining('dentro de sí misma')]);

    const underGrandchild = await updateCategory(desechables.id, { name: 'Desechables', parentId: termicos.id });
    expect(underGrandchild.status).toBe(400);
    expect(Object.keys(underGrandchild.body.fields)).toEqual(['parentId']);

    // A legal move: Vasos Térmicos up to the top level, then back.
    const up = await updateCategory(termicos.id, { name: 'Vasos Térmicos', parentId: null });
    expect(up.body.category.parentId).toBeNull();
    expect((await updateCategory(termicos.id, { name: 'Vasos Térmicos', parentId: vasos.id })).body.category.parentId).toBe(vasos.id);
  });

  it('updates the image alone with { imageUrl }, null clears it, and a full save without imageUrl keeps it', async () => {
    const { bio } = fixture.categories;
    const withImage = await updateCategory(bio.id, { imageUrl: '/files/categories/biodegradables-1700000000000.webp' });
    expect(withImage.status).toBe(200);
    expect(withImage.body.category).toMatchObject({
      name: 'Biodegradables',
      imageUrl: '/files/categories/biodegradables-1700000000000.webp',
    });

    const renamed = await updateCategory(bio.id, { name: 'Biodegradables y Compostables', description: 'Sin plástico', parentId: null });
    expect(renamed.body.category).toMatchObject({
      name: 'Biodegradables y Compostables',
      slug: 'biodegradables', // the slug is kept so links survive a rename
      description: 'Sin plástico',
      imageUrl: '/files/categories/biodegradables-1700000000000.webp',
    });

    const cleared = await updateCategory(bio.id, { imageUrl: null });
    expect(cleared.body.category.imageUrl).toBeNull();
    expect(cleared.body.category.name).toBe('Biodegradables y Compostables');

    expect((await updateCategory(999999, { imageUrl: null })).status).toBe(404);
    expect((await updateCategory(bio.id, { imageUrl: 'data:image/png;base64,AAAA' })).status).toBe(400);
  });

  it('refuses to delete a category whose subtree has products, naming the count', async () => {
    const res = await removeCategory(fixture.categories.desechables.id);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('category_in_use');
    expect(res.body.productCount).toBe(3); // vaso (Vasos), térmico (Vasos Térmicos), cuchara (Desechables)
    expect(res.body.error).toContain('3 productos');
    const single = await removeCategory(fixture.categories.termicos.id);
    expect(single.body.error).toContain('1 producto ');
  });

  it('deletes a category together with its subcategories', async () => {
    const { db } = testDb();
    const parent = (await createCategory({ name: 'Temporada' })).body.category;
    const child = (await createCategory({ name: 'Navidad', parentId: parent.id })).body.category;
    const grandchild = (await createCategory({ name: 'Navidad Kraft', parentId: child.id })).body.category;

    expect(await removeCategory(parent.id)).toMatchObject({ status: 200, body: { success: true } });
    const left = await db.select({ id: categories.id }).from(categories);
    expect(left.map((c) => c.id)).not.toContain(grandchild.id);
    expect((await removeCategory(parent.id)).status).toBe(404);

    const tree = await callRoute(listCategories, '/api/admin/categories', { token });
    expect(flatten(tree.body.categories).map((c) => c.name)).not.toContain('Navidad');
  });
});

describe('attributes and values', () => {
  type Attribute = { id: number; name: string; values: { id: number; value: string }[] };
  const list = async (): Promise<Attribute[]> => (await callRoute(listAttributes, '/api/admin/attributes', { token })).body.attributes;
  const addValue = (attributeId: number, value: unknown) =>
    callRoute(postValue, `/api/admin/attributes/${attributeId}/values`, { token, body: { value }, params: { id: String(attributeId) } });
  const valueRoute = (attributeId: number, valueId: number) => ({
    params: { id: String(attributeId), valueId: String(valueId) },
    token,
  });

  it('lists attributes with their values', async () => {
    const color = (await list()).find((a) => a.name === 'Color')!;
    expect(color.values.map((v) => v.value)).toEqual(['Blanco', 'Kraft', 'Transparente']);
    expect(Object.keys(color.values[0]).sort()).toEqual(['id', 'value']);
  });

  it('creates, renames and refuses duplicate attribute names (any case)', async () => {
    const created = await callRoute(postAttribute, '/api/admin/attributes', { token, body: { name: 'Material' } });
    expect(created.status).toBe(201);
    expect(created.body.attribute).toEqual({ id: expect.any(Number), name: 'Material', values: [] });

    const dup = await callRoute(postAttribute, '/api/admin/attributes', { token, body: { name: 'color' } });
    expect(dup.status).toBe(409);
    expect(dup.body.error).toBe('Ya existe un atributo con ese nombre.');

    const { id } = created.body.attribute;
    const renamed = await callRoute(putAttribute, `/api/admin/attributes/${id}`, {
      method: 'PUT',
      token,
      body: { name: 'Materiales' },
      params: { id: String(id) },
    });
    expect(renamed.body.attribute).toEqual({ id, name: 'Materiales', values: [] });
    const clash = await callRoute(putAttribute, `/api/admin/attributes/${id}`, {
      method: 'PUT',
      token,
      body: { name: 'CAPACIDAD' },
      params: { id: String(id) },
    });
    expect(clash.status).toBe(409);
    const blank = await callRoute(postAttribute, '/api/admin/attributes', { token, body: { name: ' ' } });
    expect(blank.status).toBe(400);
    expect(Object.keys(blank.body.fields)).toEqual(['name']);
  });

  it('adds, renames and deletes values; a value of another attribute is a 404', async () => {
    const attrs = await list();
    const color = attrs.find((a) => a.name === 'Color')!;
    const capacidad = attrs.find((a) => a.name === 'Capacidad')!;

    const added = await addValue(color.id, ' Negro ');
    expect(added.status).toBe(201);
    expect(added.body.value).toEqual({ id: expect.any(Number), attributeId: color.id, value: 'Negro' });
    expect((await list()).find((a) => a.id === color.id)!.values.at(-1)!.value).toBe('Negro');

    const dup = await addValue(color.id, 'negro');
    expect(dup.status).toBe(409);
    expect(dup.body.error).toBe('Ese valor ya existe en este atributo.');
    expect((await addValue(999999, 'Azul')).status).toBe(404);
    expect((await addValue(color.id, '')).status).toBe(400);

    const valueId = added.body.value.id;
    const renamed = await callRoute(putValue, 'x', { method: 'PUT', body: { value: 'Negro Mate' }, ...valueRoute(color.id, valueId) });
    expect(renamed.body.value).toEqual({ id: valueId, attributeId: color.id, value: 'Negro Mate' });
    const foreign = await callRoute(putValue, 'x', { method: 'PUT', body: { value: 'Otro' }, ...valueRoute(capacidad.id, valueId) });
    expect(foreign.status).toBe(404);
    // A VENDEDOR deletes nothing: the value stays until an ADMIN deletes it.
    expect((await callRoute(deleteValue, 'x', { method: 'DELETE', ...valueRoute(color.id, valueId) })).status).toBe(403);
    const asAdmin = (route: ReturnType<typeof valueRoute>) => ({ ...route, token: adminToken });
    expect((await callRoute(deleteValue, 'x', { method: 'DELETE', ...asAdmin(valueRoute(capacidad.id, valueId)) })).status).toBe(404);
    expect((await callRoute(deleteValue, 'x', { method: 'DELETE', ...asAdmin(valueRoute(color.id, valueId)) })).status).toBe(200);
    expect((await list()).find((a) => a.id === color.id)!.values.map((v) => v.value)).not.toContain('Negro Mate');
  });

  it("renaming a 'Unidad de Medida' value renames the unit of the variants that use it", async () => {
    const { db } = testDb();
    const unit = (await list()).find((a) => a.name === 'Unidad de Medida')!;
    const caja = unit.values.find((v) => v.value === 'Caja')!;
    await callRoute(putValue, 'x', { method: 'PUT', body: { value: 'Caja x 1000' }, ...valueRoute(unit.id, caja.id) });
    const [termico] = await db.select().from(variants).where(eq(variants.productId, fixture.products.termico.id));
    expect(termico.unitOfMeasure).toBe('Caja x 1000');
  });

  it('deleting an attribute deletes its values and their links to variants', async () => {
    const { db } = testDb();
    const capacidad = (await list()).find((a) => a.name === 'Capacidad')!;
    const valueIds = capacidad.values.map((v) => v.id);
    // A VENDEDOR may not: it would strip the attribute's values from every variant.
    const refused = await callRoute(deleteAttribute, 'x', { method: 'DELETE', token, params: { id: String(capacidad.id) } });
    expect(refused.status).toBe(403);
    expect((await list()).map((a) => a.name)).toContain('Capacidad');
    const res = await callRoute(deleteAttribute, 'x', { method: 'DELETE', token: adminToken, params: { id: String(capacidad.id) } });
    expect(res).toMatchObject({ status: 200, body: { success: true } });
    expect((await list()).map((a) => a.name)).not.toContain('Capacidad');
    expect(await db.select().from(attributeValues).where(eq(attributeValues.attributeId, capacidad.id))).toEqual([]);
    const links = await db.select().from(variantAttributeValues);
    expect(links.some((l) => valueIds.includes(l.attributeValueId))).toBe(false);
    // The products themselves stay.
    expect((await db.select().from(products)).length).toBe(4);
    expect(
      (await callRoute(deleteAttribute, 'x', { method: 'DELETE', token: adminToken, params: { id: String(capacidad.id) } })).status,
    ).toBe(404);
  });
});

describe('providers', () => {
  const valid = {
    name: 'Plásticos del Oriente',
    contactName: 'Carlos Rojas',
    contactEmail: 'ventas@plasticosoriente.co',
    contactPhone: '+57 300 123 4567',
    address: 'Av. 0 #12-34, Cúcuta',
    website: 'https://plasticosoriente.co',
    notes: '',
  };

  it('creates, lists, updates and deletes providers; blank optional fields become null', async () => {
    const created = await callRoute(postProvider, '/api/admin/providers', { token, body: valid });
    expect(created.status).toBe(201);
    expect(created.body.provider).toEqual({ id: expect.any(Number), ...valid, notes: null });
    const { id } = created.body.provider;

    const listed = await callRoute(listProviders, '/api/admin/providers', { token });
    expect(listed.body.providers).toContainEqual(created.body.provider);

    const updated = await callRoute(putProvider, 'x', { method: 'PUT', token, body: { name: 'Solo Nombre' }, params: { id: String(id) } });
    expect(updated.body.provider).toEqual({
      id,
      name: 'Solo Nombre',
      contactName: null,
      contactEmail: null,
      contactPhone: null,
      address: null,
      website: null,
      notes: null,
    });
    // A VENDEDOR may not delete a provider; an ADMIN may, once.
    expect((await callRoute(deleteProvider, 'x', { method: 'DELETE', token, params: { id: String(id) } })).status).toBe(403);
    const asAdmin = { method: 'DELETE', token: adminToken, params: { id: String(id) } };
    expect((await callRoute(deleteProvider, 'x', asAdmin)).body).toEqual({ success: true });
    expect((await callRoute(deleteProvider, 'x', asAdmin)).status).toBe(404);
    expect((await callRoute(putProvider, 'x', { method: 'PUT', token, body: valid, params: { id: String(id) } })).status).toBe(404);
  });

  it('validates name, e-mail and web address', async () => {
    const res = await callRoute(postProvider, '/api/admin/providers', {
      token,
      body: { ...valid, name: '', contactEmail: 'no-es-correo', website: 'javascript:alert(1)' },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields).sort()).toEqual(['contactEmail', 'name', 'website']);
  });
});
